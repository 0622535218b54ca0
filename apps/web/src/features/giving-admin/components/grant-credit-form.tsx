import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { GIFT_CREDIT_USD } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { positiveIntOf } from '../../../lib/address-filters';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatUsd } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useGrantCredit } from '../api/credits';

const today = () => new Date().toISOString().slice(0, 10);

/** The grant form: a user or a company, the amount (US $100 by default), an expiry (or never) and the reason. */
export function GrantCreditForm() {
  const grant = useGrantCredit();
  const [form, setForm] = useState({ owner: 'company' as 'company' | 'user', id: '', amount: GIFT_CREDIT_USD as number | '', expiry: '', note: '' });
  const errors = grant.error instanceof ApiError ? (grant.error.errors ?? {}) : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const id = positiveIntOf(form.id.trim() || null) ?? 0;
    grant.mutate(
      {
        ...(form.owner === 'company' ? { company_id: id } : { user_id: id }),
        credit_usd: Number(form.amount || 0),
        expiry_date: form.expiry || null,
        note: form.note.trim() || null,
      },
      {
        onSuccess: (result) => {
          toast.success(`${result.message ?? 'Giving credit added.'} ${formatUsd(result.data.credit_usd)} for ${result.data.owner_name}.`);
          setForm((f) => ({ ...f, id: '', note: '' }));
        },
      },
    );
  };
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="grant-title">
      <Title order={2} fz={18} c="forest.9" id="grant-title" mb="md">
        Grant a giving credit
      </Title>
      <form onSubmit={submit} noValidate aria-label="Grant a giving credit">
        <Stack gap="md">
          {grant.error && !Object.keys(errors).length ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(grant.error)}
            </Alert>
          ) : null}
          <div>
            <Text fz="sm" fw={500} id="credit-owner-label" mb={4}>
              For
            </Text>
            <SegmentedControl
              aria-labelledby="credit-owner-label"
              value={form.owner}
              onChange={(v) => setForm({ ...form, owner: v as 'company' | 'user' })}
              data={[
                { value: 'company', label: 'A company' },
                { value: 'user', label: 'A personal giver' },
              ]}
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={form.owner === 'company' ? 'Company ID' : 'User ID'}
              required
              inputMode="numeric"
              value={form.id}
              onChange={(e) => setForm({ ...form, id: e.currentTarget.value })}
              error={errors.company_id?.[0] ?? errors.user_id?.[0]}
            />
            <NumberInput label="Credit (USD)" required min={0.01} decimalScale={2} value={form.amount} onChange={(v) => setForm({ ...form, amount: v === '' ? '' : Number(v) })} error={errors.credit_usd?.[0]} />
            <TextInput type="date" label="Expires after" description="Leave empty: never expires" min={today()} value={form.expiry} onChange={(e) => setForm({ ...form, expiry: e.currentTarget.value })} error={errors.expiry_date?.[0]} />
          </SimpleGrid>
          <Textarea label="Reason" description="Kept with the credit and in the audit log" maxLength={500} autosize minRows={2} value={form.note} onChange={(e) => setForm({ ...form, note: e.currentTarget.value })} error={errors.note?.[0]} />
          <Text fz="sm" c="dimmed">
            The member sees the gift dialog ‘A special Giving Credit of US $… has been added to your account!’ on their next visit.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={grant.isPending}>
              Grant credit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
