import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import type { AdminMembershipPayment } from '@goodhive/contract';
import { membershipPaymentMethodLabel } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { BackLink } from '../../../components/ui/back-link';
import { DetailList } from '../../../components/ui/detail-list';
import { AlertIcon, DownloadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { formatUsd } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { downloadMembershipReceipt, membershipPaymentQuery, useCorrectMembershipPayment } from '../api/membership-payments';
import { PaymentStatus } from './membership-payments-page';

function Correction({ payment }: { payment: AdminMembershipPayment }) {
  const correct = useCorrectMembershipPayment(payment.id);
  const [form, setForm] = useState({
    amount: String(payment.amount_usd),
    status: String(payment.payment_status === 1 ? 1 : 0),
    reference: payment.payment_reference ?? '',
    paidOn: payment.paid_at?.slice(0, 10) ?? '',
    reason: '',
  });
  const errors = correct.error instanceof ApiError ? (correct.error.errors ?? {}) : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    correct.mutate(
      {
        amount_usd: form.amount.trim() === '' ? undefined : Number(form.amount),
        payment_status: form.status === '1' ? 1 : 0,
        payment_reference: form.reference,
        paid_on: form.paidOn || undefined,
        reason: form.reason,
      },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? 'Membership payment corrected.');
          setForm((f) => ({ ...f, reason: '' }));
        },
      },
    );
  };
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="correct-title">
      <Title order={2} fz={18} c="forest.9" id="correct-title" mb="md">
        Correct this payment
      </Title>
      <form onSubmit={submit} noValidate aria-label="Correct the membership payment">
        <Stack gap="md">
          {correct.error && !Object.keys(errors).length ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(correct.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Amount (USD)" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })} error={errors.amount_usd?.[0]} />
            <Select
              label="Payment status"
              data={[
                { value: '1', label: 'Complete' },
                { value: '0', label: 'Incomplete' },
              ]}
              value={form.status}
              onChange={(v) => v && setForm({ ...form, status: v })}
              allowDeselect={false}
              error={errors.payment_status?.[0]}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="Payment reference" maxLength={200} value={form.reference} onChange={(e) => setForm({ ...form, reference: e.currentTarget.value })} error={errors.payment_reference?.[0]} />
            <TextInput type="date" label="Day paid" value={form.paidOn} onChange={(e) => setForm({ ...form, paidOn: e.currentTarget.value })} error={errors.paid_on?.[0]} />
          </SimpleGrid>
          <AuditReasonField value={form.reason} onChange={(reason) => setForm({ ...form, reason })} error={errors.reason?.[0]} />
          <Group justify="flex-end">
            <Button type="submit" loading={correct.isPending}>
              Save correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Details({ payment }: { payment: AdminMembershipPayment }) {
  const download = useMutation({ mutationFn: downloadMembershipReceipt });
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="payment-title">
      <Title order={2} fz={18} c="forest.9" id="payment-title" mb="md">
        Payment
      </Title>
      <DetailList
        items={[
          { label: 'Company', value: `${payment.company.name} (CID ${payment.company.id})` },
          { label: 'Paid by', value: `${payment.user.name} (${payment.user.email})` },
          { label: 'Package', value: payment.package.name },
          { label: 'Period', value: `${payment.period}${payment.is_renewal ? ' · renewal' : ''}` },
          { label: 'Amount', value: formatUsd(payment.amount_usd) },
          { label: 'Status', value: <PaymentStatus payment={payment} /> },
          { label: 'Payment', value: [payment.provider ? membershipPaymentMethodLabel(payment.provider) : null, payment.payment_reference].filter(Boolean).join(' · ') || '—' },
          { label: 'Made', value: formatDisplayDate(payment.created_at) },
          { label: 'Paid', value: payment.paid_at ? formatDisplayDate(payment.paid_at) : '—' },
          { label: 'Membership until', value: payment.membership_end_date ? formatDisplayDate(payment.membership_end_date) : '—' },
          ...(payment.failure_reason ? [{ label: 'Why it failed', value: payment.failure_reason }] : []),
        ]}
      />
      {payment.status === 'paid' ? (
        <Group mt="md">
          <Button
            variant="light"
            color="forest"
            leftSection={<DownloadIcon size={18} />}
            loading={download.isPending}
            onClick={() => download.mutate(payment.id, { onError: (error) => toast.error(errorMessage(error), 'The receipt could not be downloaded') })}
          >
            Download receipt
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * Routes 'membership-payments.display' (/admin/membership-payments/display/{id}) and 'membership-payments.edit'
 * (/edit/{id}): one membership payment; on edit, staff correct it with a reason (audited).
 */
export function MembershipPaymentPage() {
  const { id, isValid } = useIdParam();
  const editing = useMatch(PATHS.adminMembershipPaymentEdit) !== null;
  const payment = useQuery({ ...membershipPaymentQuery(id), enabled: isValid });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminMembershipPayments} label="Membership payments" />
      <PageHeader eyebrow="User Management" title={`Membership payment #${isValid ? id : ''}`}>
        {!editing && isValid ? (
          <Group mt="xs">
            <Button component={Link} to={pathTo(PATHS.adminMembershipPaymentEdit, { id })} variant="light" color="forest">
              Correct this payment
            </Button>
          </Group>
        ) : null}
      </PageHeader>
      {isValid ? (
        <QueryState query={payment} loadingLabel="Loading the payment…" errorTitle="This payment could not be loaded" isEmpty={() => false}>
          {(p) => (
            <Stack gap="lg">
              <Details payment={p} />
              {editing ? <Correction payment={p} /> : null}
            </Stack>
          )}
        </QueryState>
      ) : (
        <EmptyBlock title="Payment not found" description="Open the payment from the list." />
      )}
    </Stack>
  );
}
