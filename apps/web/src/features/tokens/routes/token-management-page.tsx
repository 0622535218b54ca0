import { Alert, Badge, Button, Checkbox, FileButton, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { EmployeeCsvPreview } from '@goodhive/contract';
import { TOKEN_LIMITS, tokenMessages } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { CsvRowErrors } from '../../../components/ui/csv-row-errors';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FigureCard } from '../../../components/ui/figure-card';
import { CoinIcon, DownloadIcon, GiftIcon, HeartHandIcon, HourglassIcon, ImpactIcon, CrossCircleIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { saveFile } from '../../../lib/download';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { canManageTokens, hasTokenAccess } from '../../../lib/token-access';
import {
  HOLDERS_PAGE_SIZE,
  companyTokenDetailsQuery,
  exportHolders,
  previewEmployeeCsv,
  tokenHoldersQuery,
  useIssueEmployees,
  useIssueToken,
  usePurchaseTokens,
  useRevokeTokens,
} from '../api/tokens';

const STATUS_COLORS: Record<string, string> = { active: 'forest', paused: 'honey', revoked: 'gray', expired: 'red', deleted: 'gray' };

// The holder's own tokens and the allocation form (with its searchable project list) load after the first paint.
const MyTokens = lazy(() => import('../components/my-tokens').then((m) => ({ default: m.MyTokens })));

/** /token-management: Manage Impact Tokens. Company admins buy, issue and revoke; every holder allocates theirs. */
export function TokenManagementPage() {
  const user = useSignedInUser();
  const manager = canManageTokens(user);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={manager ? 'Business Account' : 'Impact Tokens'} title="Manage Impact Tokens" description="Impact tokens are prepaid giving: issue them to your people, who choose the projects they fund." />
      {manager ? hasTokenAccess(user) ? <CompanyTokens /> : <UpgradeToAccess /> : null}
      <Suspense fallback={null}>
        <MyTokens />
      </Suspense>
    </Stack>
  );
}

function UpgradeToAccess() {
  return (
    <Paper p="xl" withBorder data-testid="token-upgrade">
      <EmptyBlock title={tokenMessages.upgradeToAccess} description="Token management comes with a membership that includes it." action={<Button component={Link} to={PATHS.upgrade}>{tokenMessages.upgradeToAccess}</Button>} />
    </Paper>
  );
}

function CompanyTokens() {
  const details = useQuery(companyTokenDetailsQuery(null));
  const purchased = new URLSearchParams(window.location.search).get('purchase');
  return (
    <Stack gap="lg">
      {purchased ? (
        <Alert color="forest" title="Thank you">
          Your token purchase is recorded. Once paid, the tokens are in your balance below; the receipt is on Billing Tokens.
        </Alert>
      ) : null}
      <QueryState query={details} loadingLabel="Loading your token balance…" isEmpty={() => false}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="token-figures">
            <FigureCard label="Balance" value={formatUsd(d.balance)} icon={CoinIcon} color="forest" testId="token-balance" note={`${formatUsd(d.purchased)} bought`} />
            <FigureCard label="Issued" value={formatUsd(d.issued)} icon={GiftIcon} color="honey" testId="token-issued" note={`${d.holders} ${d.holders === 1 ? 'person' : 'people'} holding tokens`} />
            <FigureCard label="Allocated" value={formatUsd(d.allocated)} icon={ImpactIcon} color="forest" testId="token-allocated" note={`${formatUsd(d.outstanding)} not yet allocated`} />
            <FigureCard label="Given from balance" value={formatUsd(d.given)} icon={HeartHandIcon} color="forest" testId="token-given" note="Paid from your balance through the Giving API" />
            <FigureCard label="Revoked" value={formatUsd(d.revoked)} icon={CrossCircleIcon} color="gray" testId="token-revoked" />
            <FigureCard label="Expired" value={formatUsd(d.expired)} icon={HourglassIcon} color="red" testId="token-expired" />
          </SimpleGrid>
        )}
      </QueryState>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BuyTokens />
        <IssueToOne />
      </SimpleGrid>
      <ImportCsv />
      <Holders />
    </Stack>
  );
}

function BuyTokens() {
  const [amount, setAmount] = useState<number | string>(100);
  const buy = usePurchaseTokens();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    buy.mutate(Number(amount), { onSuccess: (r) => window.location.assign(r.redirect_url) });
  };
  return (
    <Paper p="lg" withBorder component="form" onSubmit={submit} aria-labelledby="buy-tokens-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="buy-tokens-title">
          Buy tokens
        </Title>
        <TextInput label="Amount (US $)" type="number" inputMode="decimal" min={TOKEN_LIMITS.minPurchaseUsd} max={TOKEN_LIMITS.maxPurchaseUsd} step={0.01} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} required />
        {buy.error ? <Alert color="red">{errorMessage(buy.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={buy.isPending} color="honey">
            Buy tokens
          </Button>
          <Button component={Link} to={PATHS.billingTokens} variant="subtle">
            Purchases and receipts
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function IssueToOne() {
  const issue = useIssueToken();
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '', token_amount: 10 as number | string, expiry_date: '' });
  const set = (key: keyof typeof form) => (value: string | number) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    issue.mutate(
      { email: form.email.trim(), first_name: form.first_name || undefined, last_name: form.last_name || undefined, token_amount: Number(form.token_amount), expiry_date: form.expiry_date || undefined },
      {
        onSuccess: (r) => {
          toast.success(r.message ?? tokenMessages.issued(form.email));
          setForm((f) => ({ ...f, email: '', first_name: '', last_name: '' }));
        },
      },
    );
  };
  const fieldErrors = (issue.error as { errors?: Record<string, string[]> } | null)?.errors;
  return (
    <Paper p="lg" withBorder component="form" onSubmit={submit} aria-labelledby="issue-one-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="issue-one-title">
          Issue tokens to one person
        </Title>
        <TextInput label="E-mail" type="email" required value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} error={fieldErrors?.email?.[0]} />
        <Group grow>
          <TextInput label="First name" maxLength={40} value={form.first_name} onChange={(e) => set('first_name')(e.currentTarget.value)} />
          <TextInput label="Last name" maxLength={40} value={form.last_name} onChange={(e) => set('last_name')(e.currentTarget.value)} />
        </Group>
        <Group grow>
          <TextInput label="Amount (US $)" type="number" inputMode="decimal" min={0.01} step={0.01} required value={form.token_amount} onChange={(e) => set('token_amount')(e.currentTarget.value)} error={fieldErrors?.token_amount?.[0]} />
          <TextInput label="Expires on" type="date" description="A year from today when empty" value={form.expiry_date} onChange={(e) => set('expiry_date')(e.currentTarget.value)} error={fieldErrors?.expiry_date?.[0]} />
        </Group>
        {issue.error && !fieldErrors ? <Alert color="red">{errorMessage(issue.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={issue.isPending}>
            Issue tokens
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Phase = { step: 'idle' } | { step: 'checking'; name: string } | { step: 'preview'; name: string; preview: EmployeeCsvPreview } | { step: 'issuing'; name: string; preview: EmployeeCsvPreview };

function ImportCsv() {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const save = useIssueEmployees();
  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPhase({ step: 'checking', name: file.name });
    try {
      setPhase({ step: 'preview', name: file.name, preview: await previewEmployeeCsv(file) });
    } catch (e) {
      setError(errorMessage(e));
      setPhase({ step: 'idle' });
    }
  };
  const preview = phase.step === 'preview' || phase.step === 'issuing' ? phase.preview : null;
  const ok = preview !== null && preview.errors.length === 0 && preview.error_rows === 0 && preview.total_rows > 0;
  const issueAll = () => {
    if (!preview || phase.step !== 'preview') return;
    setPhase({ step: 'issuing', name: phase.name, preview });
    save.mutate(
      { employees: preview.rows.map((r) => ({ email: r.email, first_name: r.first_name, last_name: r.last_name, token_amount: r.token_amount ?? 0 })) },
      {
        onSuccess: (r) => {
          toast.success(tokenMessages.issuedMany(r.data.issued));
          setPhase({ step: 'idle' });
        },
        onError: (e) => {
          setError(errorMessage(e));
          setPhase({ step: 'preview', name: phase.name, preview });
        },
      },
    );
  };
  return (
    <Paper p="lg" withBorder aria-labelledby="import-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="import-title">
          Import employees from a CSV
        </Title>
        <Text fz="sm" c="dimmed">
          Columns: email, first_name, last_name, token_amount (UTF-8, up to {TOKEN_LIMITS.maxCsvRows.toLocaleString('en-US')} rows). You see every row's problems before anything is saved.
        </Text>
        <Group>
          <FileButton onChange={pick} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="light" disabled={phase.step === 'checking' || phase.step === 'issuing'}>
                Choose CSV file
              </Button>
            )}
          </FileButton>
          {phase.step !== 'idle' ? <Text fz="sm">{phase.name}</Text> : null}
        </Group>
        {phase.step === 'checking' || phase.step === 'issuing' ? (
          <Stack gap={4} role="status">
            <Text fz="sm">{phase.step === 'checking' ? 'Reading and checking the rows…' : `Issuing tokens to ${phase.preview.total_rows.toLocaleString('en-US')} people…`}</Text>
            <Progress value={phase.step === 'checking' ? 40 : 80} animated aria-label="Import progress" />
          </Stack>
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        {preview ? (
          <Stack gap="xs" data-testid="csv-preview">
            <Text fw={600}>
              {preview.total_rows.toLocaleString('en-US')} rows, {formatUsd(preview.total_token_amount)} in all (balance {formatUsd(preview.balance)}); {preview.error_rows} with errors
            </Text>
            <CsvRowErrors fileErrors={preview.errors} rows={preview.rows} testId="csv-errors" />
            <Group>
              <Button onClick={issueAll} disabled={!ok} loading={phase.step === 'issuing'}>
                Issue tokens to {preview.total_rows.toLocaleString('en-US')} people
              </Button>
              <Button variant="subtle" onClick={() => setPhase({ step: 'idle' })}>
                Cancel
              </Button>
            </Group>
            {!ok ? <Text fz="sm" c="red.8">{tokenMessages.csvHasErrors}</Text> : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Holders() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<'revoke' | 'delete' | null>(null);
  const holders = useQuery(tokenHoldersQuery(null, search, page));
  const change = useRevokeTokens();
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const download = async () => {
    try {
      const file = await exportHolders();
      saveFile(file.blob, file.filename ?? 'impact_tokens.csv');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Paper p="lg" withBorder aria-labelledby="holders-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="h4" id="holders-title">
            People holding tokens
          </Title>
          <Group>
            <SearchBox label="Search people" placeholder="Name or e-mail" value={search} onSearch={(v) => { setSearch(v); setPage(1); }} />
            <Button variant="light" leftSection={<DownloadIcon size={16} />} onClick={download}>
              Export CSV
            </Button>
          </Group>
        </Group>
        <Group>
          <Button variant="light" color="honey" disabled={selected.length === 0} onClick={() => setConfirm('revoke')}>
            Revoke selected
          </Button>
          <Button variant="light" color="red" disabled={selected.length === 0} onClick={() => setConfirm('delete')}>
            Delete selected
          </Button>
        </Group>
        <QueryState query={holders} loadingLabel="Loading the people holding tokens…" isEmpty={(d) => d.total === 0} empty={{ title: search ? 'No one matches this search' : 'No tokens issued yet', description: 'Issue tokens to one person or import a CSV above.' }}>
          {(data) => (
            <Stack gap="sm">
              <DataTable minWidth={820} testId="token-holders" stale={holders.isPlaceholderData} caption="People holding tokens, newest first">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <VisuallyHidden>Select</VisuallyHidden>
                    </Table.Th>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">E-mail</Table.Th>
                    <NumericHead>Issued</NumericHead>
                    <NumericHead>Balance</NumericHead>
                    <NumericHead>Allocated</NumericHead>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Expires</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>
                        {t.kind === 'external' ? null : <Checkbox aria-label={`Select ${t.email}`} checked={selected.includes(t.id)} onChange={() => toggle(t.id)} />}
                      </Table.Td>
                      <Table.Td>{`${t.first_name} ${t.last_name}`.trim() || '—'}</Table.Td>
                      <Table.Td>
                        {t.email}
                        {t.has_account ? null : (
                          <Text component="span" fz="xs" c="dimmed">
                            {' '}
                            (invited)
                          </Text>
                        )}
                        {t.kind === 'external' ? (
                          <Text fz="xs" c="dimmed">
                            External token, issued by Goodhive from your balance
                          </Text>
                        ) : null}
                      </Table.Td>
                      <NumericCell>{formatUsd(t.token_amount)}</NumericCell>
                      <NumericCell>{formatUsd(t.balance)}</NumericCell>
                      <NumericCell>{formatUsd(t.allocated)}</NumericCell>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[t.status] ?? 'gray'} variant="light">
                          {t.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDisplayDate(t.expires_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
              <ListPager total={data.total} pageSize={HOLDERS_PAGE_SIZE} page={page} onChange={setPage} label="Token holder pages" />
            </Stack>
          )}
        </QueryState>
      </Stack>
      <ActionDialog
        opened={confirm !== null}
        title={confirm === 'delete' ? 'Delete tokens' : 'Revoke tokens'}
        message={`${selected.length} token(s): what they still hold returns to your balance.${confirm === 'delete' ? ' They leave the list.' : ''}`}
        confirmLabel={confirm === 'delete' ? 'Delete' : 'Revoke'}
        confirmColor={confirm === 'delete' ? 'red' : 'honey'}
        busy={change.isPending}
        error={change.error ? errorMessage(change.error) : null}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          change.mutate(
            { ids: selected, action: confirm ?? 'revoke' },
            {
              onSuccess: () => {
                toast.success(confirm === 'delete' ? tokenMessages.deleted : tokenMessages.revoked);
                setSelected([]);
                setConfirm(null);
              },
            },
          )
        }
      />
    </Paper>
  );
}
