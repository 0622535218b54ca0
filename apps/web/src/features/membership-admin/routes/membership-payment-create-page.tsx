import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Anchor, Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminMembershipPayment, AdminMembershipPaymentCreate, ManualMembershipMethod } from '@goodhive/contract';
import { MANUAL_MEMBERSHIP_METHODS, MEMBERSHIP_PERIODS } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { BackLink } from '../../../components/ui/back-link';
import { AlertIcon, CheckCircleIcon, DownloadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { positiveIntOf } from '../../../lib/address-filters';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { CompanyPicker, type PickedCompany } from '../../admin';
import { downloadMembershipReceipt, packagesQuery, useRecordMembershipPayment } from '../api/membership-payments';

type Form = {
  company: PickedCompany | null;
  packageId: string | null;
  periodId: string;
  amount: number | '';
  status: '1' | '0';
  method: ManualMembershipMethod;
  reference: string;
  paidOn: string;
  endOn: string;
  reason: string;
};

const today = () => new Date().toISOString().slice(0, 10);

function Recorded({ payment, message, onAnother }: { payment: AdminMembershipPayment; message: string; onAnother: () => void }) {
  const download = useMutation({ mutationFn: downloadMembershipReceipt });
  return (
    <Paper p="xl" shadow="xs" component="section" aria-labelledby="recorded-title">
      <Stack gap="md">
        <Group gap="sm">
          <CheckCircleIcon size={26} />
          <Title order={2} fz={20} c="forest.9" id="recorded-title">
            Membership payment #{payment.id} recorded: {formatUsd(payment.amount_usd)}
          </Title>
        </Group>
        <Text role="status">
          {message} {payment.company.name}: {payment.package.name}, {payment.period}
          {payment.membership_end_date ? `, membership until ${formatDisplayDate(payment.membership_end_date)}. The receipt is e-mailed to ${payment.user.email}.` : ' (incomplete: the membership is unchanged).'}
        </Text>
        {download.isError ? (
          <Text c="red.8" fz="sm" role="alert">
            {errorMessage(download.error)}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button component={Link} to={pathTo(PATHS.adminMembershipPaymentDisplay, { id: payment.id })}>
            Open the payment
          </Button>
          {payment.status === 'paid' ? (
            <Button variant="light" color="forest" leftSection={<DownloadIcon size={18} />} loading={download.isPending} onClick={() => download.mutate(payment.id)}>
              Download receipt
            </Button>
          ) : null}
          <Button variant="default" onClick={onAnother}>
            Record another
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Routes 'membership-payments.create' (/admin/membership-payments/create) and 'membership-payments.add'
 * (/admin/membership-payments/add/{company_id}): staff record a membership payment made by bank transfer, cheque
 * or otherwise for a company. A complete one extends the membership and e-mails the receipt; it is audited.
 */
export function MembershipPaymentCreatePage() {
  const companyParam = positiveIntOf(useParams().id ?? null);
  const packages = useQuery(packagesQuery());
  const record = useRecordMembershipPayment();
  const blank = (): Form => ({ company: companyParam ? { id: companyParam, name: null } : null, packageId: null, periodId: '2', amount: '', status: '1', method: 'bank_transfer', reference: '', paidOn: today(), endOn: '', reason: '' });
  const [form, setForm] = useState<Form>(blank);
  const [done, setDone] = useState<{ payment: AdminMembershipPayment; message: string } | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const fieldError = (name: string) => (record.error instanceof ApiError ? record.error.fieldError(name) : undefined);
  const list = packages.data ?? [];
  /** The package's price for the period, offered as the amount until staff type another. */
  const priceOf = (packageId: string | null, periodId: string) => list.find((p) => String(p.id) === packageId)?.prices.find((pr) => String(pr.membership_period_id) === periodId)?.amount_usd;
  const choose = (patch: Partial<Form>) =>
    setForm((f) => {
      const next = { ...f, ...patch };
      const before = priceOf(f.packageId, f.periodId);
      if (f.amount === '' || f.amount === before) next.amount = priceOf(next.packageId, next.periodId) ?? f.amount;
      return next;
    });
  const complete = form.status === '1';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: AdminMembershipPaymentCreate = {
      company_id: form.company?.id ?? 0,
      package_id: Number(form.packageId ?? 0),
      membership_period_id: Number(form.periodId),
      amount_usd: form.amount === '' ? 0 : form.amount,
      payment_status: complete ? 1 : 0,
      method: form.method,
      payment_reference: form.reference,
      paid_on: complete ? form.paidOn : undefined,
      membership_end_date: complete && form.endOn ? form.endOn : undefined,
      reason: form.reason,
    };
    record.mutate(body, { onSuccess: (result) => setDone({ payment: result.data, message: result.message ?? '' }) });
  };

  const back = companyParam ? pathTo(PATHS.adminMembershipPaymentsFilter, { companyId: companyParam }) : PATHS.adminMembershipPayments;
  const title = companyParam ? `Record a membership payment for company ${companyParam}` : 'Record a membership payment';
  if (done) {
    return (
      <Stack gap="xl">
        <BackLink to={back} label="Membership payments" />
        <PageHeader eyebrow="User Management" title={title} />
        <Recorded
          payment={done.payment}
          message={done.message}
          onAnother={() => {
            setDone(null);
            record.reset();
            setForm(blank());
          }}
        />
      </Stack>
    );
  }

  const fieldErrors = record.error instanceof ApiError ? (record.error.errors ?? {}) : {};
  const generalError = record.error && !Object.keys(fieldErrors).length ? errorMessage(record.error) : null;
  return (
    <Stack gap="xl">
      <BackLink to={back} label="Membership payments" />
      <PageHeader
        eyebrow="User Management"
        title={title}
        description="A membership paid by bank transfer, cheque or otherwise. A complete payment extends the company's membership and e-mails the receipt to its owner; an incomplete one is only recorded. Both go in the audit log."
      />
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="manual-title">
        <Title order={2} fz={20} c="forest.9" id="manual-title" mb="md">
          Manual payment
        </Title>
        <form onSubmit={submit} noValidate aria-label="Record a membership payment">
          <Stack gap="md">
            {generalError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {generalError}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CompanyPicker label="Company" description="By business name, CID or a member's name or e-mail" value={form.company} onChange={(company) => set({ company })} error={fieldError('company_id')} required disabled={companyParam !== null} />
              <Select
                label="Package"
                required
                placeholder={packages.isLoading ? 'Loading the packages…' : 'Choose a package'}
                data={list.map((p) => ({ value: String(p.id), label: p.name }))}
                value={form.packageId}
                onChange={(v) => choose({ packageId: v })}
                error={fieldError('package_id')}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="Period"
                required
                data={MEMBERSHIP_PERIODS.map((p) => ({ value: String(p.id), label: `${p.id} · ${p.name}` }))}
                value={form.periodId}
                onChange={(v) => v && choose({ periodId: v })}
                allowDeselect={false}
                error={fieldError('membership_period_id')}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label="Amount paid (US $)"
                required
                min={0.01}
                max={100000}
                decimalScale={2}
                thousandSeparator=","
                value={form.amount}
                onChange={(v) => set({ amount: v === '' ? '' : Number(v) })}
                error={fieldError('amount_usd')}
              />
              <div>
                <Text fz="sm" fw={500} id="status-label" mb={4}>
                  Status
                </Text>
                <SegmentedControl
                  role="radiogroup"
                  aria-labelledby="status-label"
                  value={form.status}
                  onChange={(v) => set({ status: v as Form['status'] })}
                  data={[
                    { value: '1', label: 'Complete' },
                    { value: '0', label: 'Incomplete' },
                  ]}
                />
              </div>
              <Select
                label="Paid by"
                required
                data={MANUAL_MEMBERSHIP_METHODS.map((m) => ({ value: m.value, label: m.label }))}
                value={form.method}
                onChange={(v) => v && set({ method: v as ManualMembershipMethod })}
                allowDeselect={false}
                error={fieldError('method')}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput label="Bank or cheque reference" maxLength={200} value={form.reference} onChange={(e) => set({ reference: e.currentTarget.value })} error={fieldError('payment_reference')} />
              {complete ? (
                <>
                  <TextInput type="date" label="Day paid" required max={today()} value={form.paidOn} onChange={(e) => set({ paidOn: e.currentTarget.value })} error={fieldError('paid_on')} />
                  <TextInput
                    type="date"
                    label="Membership until"
                    description="Empty: one period on from the current end, or from the day paid"
                    value={form.endOn}
                    onChange={(e) => set({ endOn: e.currentTarget.value })}
                    error={fieldError('membership_end_date')}
                  />
                </>
              ) : null}
            </SimpleGrid>
            <AuditReasonField value={form.reason} onChange={(reason) => set({ reason })} error={fieldError('reason')} />
            <Group justify="flex-end" gap="sm">
              <Anchor component={Link} to={back} fz="sm">
                Cancel
              </Anchor>
              <Button type="submit" loading={record.isPending}>
                Record payment
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
