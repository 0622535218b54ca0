import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, FileButton, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AccountsCompany, EmployeeAccountCsvPreview } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PATHS, TOKEN_LIMITS, accountsAdminMessages } from '@goodhive/contract/texts';
import { CsvRowErrors } from '../../../components/ui/csv-row-errors';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { ACCOUNTS_ADMIN_KEY, previewEmployeeAccountsCsv, saveEmployeeAccountsCsv, useCreateEmployee, useEmployeeLimit } from '../api/accounts-admin';
import { CompanyScreen } from '../components/company-frame';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';

const fieldErrors = (error: unknown) => (error instanceof ApiError ? (error.errors ?? {}) : {});

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz={18} c="forest.9" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Staff raise (or lower) the company's employee limit, with a reason. */
function LimitForm({ company }: { company: AccountsCompany }) {
  const save = useEmployeeLimit(company.company_id);
  const [limit, setLimit] = useState<number | ''>(company.employee_limit);
  const [reason, setReason] = useState('');
  const errors = fieldErrors(save.error);
  return (
    <Section id="limit-title" title="Employee limit">
      <form
        noValidate
        aria-label="Employee limit"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) return void toast.error(accountsAdminMessages.reasonRequired);
          save.mutate({ employee_limit: Number(limit || 0), reason: reason.trim() }, { onSuccess: () => (toast.success('The employee limit has been saved.'), setReason('')) });
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Members (the owner not counted) and open invitations take a place each: {company.members + company.open_invites} of {company.employee_limit} are taken.
          </Text>
          {save.error && !Object.keys(errors).length ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Employee limit" required min={0} max={100_000} allowDecimal={false} value={limit} onChange={(v) => setLimit(v === '' ? '' : Number(v))} error={errors.employee_limit?.[0]} />
          </SimpleGrid>
          <AuditReasonField value={reason} onChange={setReason} error={errors.reason?.[0]} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={limit === '' || limit === company.employee_limit}>
              Save limit
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

/** One employee account by hand. */
function OneEmployeeForm({ company }: { company: AccountsCompany }) {
  const create = useCreateEmployee(company.company_id);
  const empty = { email: '', first_name: '', last_name: '', reason: '' };
  const [form, setForm] = useState(empty);
  const errors = fieldErrors(create.error);
  return (
    <Section id="one-title" title="Issue one employee account">
      <form
        noValidate
        aria-label="Issue one employee account"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ ...form, email: form.email.trim(), first_name: form.first_name.trim(), last_name: form.last_name.trim(), reason: form.reason.trim() }, { onSuccess: () => (toast.success(accountsAdminMessages.employeeCreated(form.email.trim().toLowerCase())), setForm(empty)) });
        }}
      >
        <Stack gap="md">
          {create.error && !Object.keys(errors).length ? <Alert color="red">{errorMessage(create.error)}</Alert> : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="E-mail" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} error={errors.email?.[0]} />
            <TextInput label="First name" required maxLength={40} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })} error={errors.first_name?.[0]} />
            <TextInput label="Last name" maxLength={40} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })} error={errors.last_name?.[0]} />
          </SimpleGrid>
          <AuditReasonField value={form.reason} onChange={(reason) => setForm({ ...form, reason })} error={errors.reason?.[0]} />
          <Text fz="sm" c="dimmed">
            A new person gets an 'Employee User' account and an e-mail to set their password; someone who already has a business account is added to the company.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Issue account
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

type Phase =
  | { step: 'idle' }
  | { step: 'checking'; file: File; progress: number }
  | { step: 'preview'; file: File; preview: EmployeeAccountCsvPreview }
  | { step: 'saving'; file: File; preview: EmployeeAccountCsvPreview; progress: number; started: number };

/** Seconds since a moment, ticking while shown. */
function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, (now - since) / 1000);
}

/** The CSV import: every row checked and shown with its problems first; then every row saved, or none. */
function CsvImport({ company }: { company: AccountsCompany }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const elapsed = useElapsed(phase.step === 'saving' ? phase.started : null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPhase({ step: 'checking', file, progress: 0 });
    try {
      const preview = await previewEmployeeAccountsCsv(company.company_id, file, (progress) => setPhase((p) => (p.step === 'checking' ? { ...p, progress } : p)));
      setPhase({ step: 'preview', file, preview });
    } catch (e) {
      setError(errorMessage(e));
      setPhase({ step: 'idle' });
    }
  };
  const preview = phase.step === 'preview' || phase.step === 'saving' ? phase.preview : null;
  const ok = preview !== null && preview.errors.length === 0 && preview.error_rows === 0 && preview.total_rows > 0;
  const saveAll = async () => {
    if (phase.step !== 'preview') return;
    if (reason.trim().length < 3) return setError(accountsAdminMessages.reasonRequired);
    setError(null);
    const { file, preview: checked } = phase;
    setPhase({ step: 'saving', file, preview: checked, progress: 0, started: Date.now() });
    try {
      const r = await saveEmployeeAccountsCsv(company.company_id, file, reason.trim(), (progress) => setPhase((p) => (p.step === 'saving' ? { ...p, progress } : p)));
      toast.success(r.message ?? accountsAdminMessages.employeesSaved(r.data.created, r.data.linked));
      setReason('');
      setPhase({ step: 'idle' });
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_ADMIN_KEY });
    } catch (e) {
      setError(errorMessage(e));
      setPhase({ step: 'preview', file, preview: checked });
    }
  };
  const busy = phase.step === 'checking' || phase.step === 'saving';
  // Sending is most of a small file's wait; the server's check or save is the rest (shown as the last stretch).
  const percent = phase.step === 'checking' || phase.step === 'saving' ? Math.round(phase.progress * 60) + (phase.progress >= 1 ? 25 : 0) : 0;
  return (
    <Section id="import-title" title="Issue employee accounts from a CSV">
      <Text fz="sm" c="dimmed">
        Columns: email, first_name, last_name (UTF-8, up to {TOKEN_LIMITS.maxCsvRows.toLocaleString('en-US')} rows). Every row is checked and shown with its problems before anything is saved; then all rows are saved at once, or none.
      </Text>
      <Group>
        <FileButton onChange={pick} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="light" disabled={busy}>
              Choose CSV file
            </Button>
          )}
        </FileButton>
        {phase.step !== 'idle' ? <Text fz="sm">{phase.file.name}</Text> : null}
      </Group>
      {busy ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Text fz="sm">
            {phase.step === 'checking'
              ? phase.progress < 1
                ? `Sending the file… ${Math.round(phase.progress * 100)}%`
                : 'Checking every row…'
              : phase.progress < 1
                ? `Sending the file… ${Math.round(phase.progress * 100)}%`
                : `Saving ${phase.preview.total_rows.toLocaleString('en-US')} accounts… ${elapsed.toFixed(0)} s`}
          </Text>
          <Progress value={percent} animated aria-label="Import progress" data-testid="import-progress" />
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap="sm" data-testid="employee-csv-preview">
          <Text fw={600}>
            {preview.total_rows.toLocaleString('en-US')} rows: {preview.new_accounts.toLocaleString('en-US')} new accounts, {preview.existing_accounts.toLocaleString('en-US')} existing accounts to add, {preview.error_rows.toLocaleString('en-US')} with errors. Places: {preview.seats_used} of {preview.employee_limit} taken.
          </Text>
          <CsvRowErrors fileErrors={preview.errors} rows={preview.rows} testId="employee-csv-errors" />
          {ok ? <AuditReasonField value={reason} onChange={setReason} /> : <Text fz="sm" c="red.8">{accountsAdminMessages.csvHasErrors}</Text>}
          <Group>
            <Button onClick={() => void saveAll()} disabled={!ok} loading={phase.step === 'saving'}>
              Issue {preview.total_rows.toLocaleString('en-US')} employee accounts
            </Button>
            <Button variant="subtle" onClick={() => setPhase({ step: 'idle' })} disabled={phase.step === 'saving'}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Section>
  );
}

/** Route 'admin.employee.issue' (/admin/issue-employee-accounts/{id}): staff issue employee accounts (one, or a CSV) and set the employee limit. */
export function IssueEmployeeAccountsPage() {
  return (
    <CompanyScreen
      eyebrow="User Management"
      title="Issue employee accounts"
      description="Employee accounts are issued by staff: each person gets an e-mail to set their password and joins the company's team."
      current={ACCOUNTS_ADMIN_PATHS.issueEmployeeAccounts}
      back={{ to: ACCOUNTS_ADMIN_PATHS.teamAccounts, label: 'Team accounts' }}
    >
      {(c) => (
        <>
          <LimitForm key={`limit-${c.employee_limit}`} company={c} />
          <OneEmployeeForm company={c} />
          <CsvImport company={c} />
        </>
      )}
    </CompanyScreen>
  );
}
