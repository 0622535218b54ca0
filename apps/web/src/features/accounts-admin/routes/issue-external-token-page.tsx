import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountsCompany } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PATHS, TOKEN_LIMITS, accountsAdminMessages } from '@goodhive/contract/texts';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatUsd } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useIssueExternalToken } from '../api/accounts-admin';
import { CompanyScreen } from '../components/company-frame';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function ExternalTokenForm({ company }: { company: AccountsCompany }) {
  const issue = useIssueExternalToken(company.company_id);
  const empty = { email: '', first_name: '', last_name: '', amount: '' as number | '', expiry: '', reason: '' };
  const [form, setForm] = useState(empty);
  const errors = issue.error instanceof ApiError ? (issue.error.errors ?? {}) : {};
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    issue.mutate(
      {
        email: form.email.trim(),
        first_name: form.first_name.trim() || undefined,
        last_name: form.last_name.trim() || undefined,
        token_amount: Number(form.amount || 0),
        expiry_date: form.expiry || undefined,
        reason: form.reason.trim(),
      },
      {
        onSuccess: (r) => {
          toast.success(r.message ?? accountsAdminMessages.externalIssued(r.data.email));
          setForm(empty);
        },
      },
    );
  };
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="external-title">
      <form onSubmit={submit} noValidate aria-label="Issue an external token">
        <Stack gap="md">
          <Title order={2} fz={18} c="forest.9" id="external-title">
            Issue an external token
          </Title>
          <Text fz="sm" c="dimmed">
            For someone outside {company.company_name} (a customer, a partner): the value comes from the company's token balance ({formatUsd(company.token_balance)} now). They get an e-mail with a link and allocate it to projects in the company's name and their own.
          </Text>
          {issue.error && !Object.keys(errors).length ? (
            <Alert color="red" role="alert">
              {errorMessage(issue.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="E-mail" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} error={errors.email?.[0]} />
            <TextInput label="First name" maxLength={40} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })} error={errors.first_name?.[0]} />
            <TextInput label="Last name" maxLength={40} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })} error={errors.last_name?.[0]} />
            <NumberInput label="Amount (USD)" required min={0.01} max={TOKEN_LIMITS.maxIssueUsd} decimalScale={2} value={form.amount} onChange={(v) => setForm({ ...form, amount: v === '' ? '' : Number(v) })} error={errors.token_amount?.[0]} />
            <TextInput type="date" label="Expires after" description={`Leave empty: ${TOKEN_LIMITS.defaultValidDays} days`} min={tomorrow()} value={form.expiry} onChange={(e) => setForm({ ...form, expiry: e.currentTarget.value })} error={errors.expiry_date?.[0]} />
          </SimpleGrid>
          <AuditReasonField value={form.reason} onChange={(reason) => setForm({ ...form, reason })} error={errors.reason?.[0]} />
          <Group justify="flex-end">
            <Button type="submit" loading={issue.isPending}>
              Issue token
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Route 'admin.external.issue' (/admin/issue-external-token/{id}): staff issue an external token from a company's balance. */
export function IssueExternalTokenPage() {
  return (
    <CompanyScreen
      eyebrow="Giving Management"
      title="Issue external token"
      description="External tokens go to people outside the company, on the same ledger as its own tokens."
      current={ACCOUNTS_ADMIN_PATHS.issueExternalToken}
      back={{ to: ACCOUNTS_ADMIN_PATHS.impactTokens, label: 'Impact tokens' }}
    >
      {(c) => <ExternalTokenForm company={c} />}
    </CompanyScreen>
  );
}
