import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminUserDetails } from '@goodhive/contract';
import { ACCOUNT_LABELS, AUDIT_ACTION_LABELS, USER_ACTION_TEXTS, accountMessages, adminUserMessages, type UserAction } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { DataTable } from '../../../components/ui/data-table';
import { DetailList, type Detail } from '../../../components/ui/detail-list';
import { AlertIcon, UserIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { impersonateUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, adminUserPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { runUserAction, userDetailsQuery } from '../api/user-actions';
import { UserApiKeys } from '../components/user-api-keys';
import { UserStatusBadge } from '../components/user-status-badge';

const PERIODS: Record<number, string> = { 1: 'Monthly', 2: 'Annual (1 year)', 3: 'Annual (2 years)', 4: 'Annual (3 years)' };
const editPath = (id: number) => PATHS.adminUserEdit.replace(':id', String(id));
const date = (v: string | null) => (v ? formatDisplayDate(v) : '—');
const usd = (cents: number) => formatUsd(cents / 100);

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} c="forest.9" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function None({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** The actions staff may take on this account now, in the order the screen offers them. */
function actionsFor(d: AdminUserDetails, isStaff: boolean): UserAction[] {
  const u = d.user;
  if (u.deleted) return [];
  const out: UserAction[] = [];
  out.push(u.is_active ? 'deactivate' : 'activate');
  out.push(u.status === 1 ? 'unblock' : 'block');
  if (!isStaff && u.user_type === 'business' && u.role_id !== 1 && d.company) out.push('downgrade');
  out.push('delete');
  return out;
}

function Actions({ details }: { details: AdminUserDetails }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<UserAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const u = details.user;
  const isStaff = u.user_type === 'admin';
  const run = useMutation({
    mutationFn: (action: UserAction) => runUserAction(u.id, action, reason.trim()),
    onSuccess: async (result, action) => {
      toast.success(result.message ?? 'Done.');
      setOpen(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (action === 'delete') void navigate(PATHS.adminUsers);
    },
  });
  const impersonate = useMutation({ mutationFn: () => impersonateUser(u.id, adminUserPath(u.id)) });
  const canActAs = !isStaff && u.status === 0 && u.is_active && !u.deleted;
  const texts = open ? USER_ACTION_TEXTS[open] : null;

  return (
    <Card id="user-actions-title" title="Actions">
      <Stack gap="sm">
        <Group gap="sm">
          {actionsFor(details, isStaff).map((action) => (
            <Button
              key={action}
              variant={action === 'delete' || action === 'block' ? 'light' : 'default'}
              color={USER_ACTION_TEXTS[action].color}
              onClick={() => {
                run.reset();
                setReasonError(null);
                setOpen(action);
              }}
            >
              {USER_ACTION_TEXTS[action].label}
            </Button>
          ))}
          {!u.deleted && u.user_type === 'business' ? (
            <Button component={Link} to={editPath(u.id)} variant="default">
              Edit
            </Button>
          ) : null}
          {!u.deleted && u.user_type === 'business' && details.company ? (
            <Button component={Link} to={`${PATHS.adminUsersUpgrade}?user_id=${u.id}`} variant="default">
              Upgrade
            </Button>
          ) : null}
          <Button leftSection={<UserIcon size={18} />} onClick={() => impersonate.mutate()} loading={impersonate.isPending || impersonate.isSuccess} disabled={!canActAs}>
            {ACCOUNT_LABELS.loginAsUser}
          </Button>
        </Group>
        {isStaff ? <None>{accountMessages.impersonateNotAllowed}</None> : !canActAs ? <None>Blocked, deactivated or deleted accounts cannot be opened.</None> : null}
        {impersonate.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {errorMessage(impersonate.error)}
          </Alert>
        ) : null}
      </Stack>
      <ActionDialog
        opened={open !== null}
        title={texts?.title ?? ''}
        message={texts?.message}
        onClose={() => setOpen(null)}
        confirmLabel={texts?.label ?? ''}
        confirmColor={texts?.color ?? 'forest'}
        asForm
        busy={run.isPending}
        holdWhileBusy
        error={run.isError ? errorMessage(run.error) : null}
        onConfirm={() => {
          if (!reason.trim()) {
            setReasonError(adminUserMessages.reasonRequired);
            return;
          }
          if (open) run.mutate(open);
        }}
      >
        <AuditReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          error={reasonError}
          autoFocus
        />
      </ActionDialog>
    </Card>
  );
}

function Account({ d }: { d: AdminUserDetails }) {
  const u = d.user;
  const c = d.company;
  const profile: Detail[] = [
    { label: 'UID', value: u.id },
    { label: 'E-mail', value: u.email },
    { label: 'Type', value: u.role_name },
    { label: 'Status', value: <UserStatusBadge row={u} /> },
    { label: 'Country', value: u.country_name ?? '—' },
    { label: 'Joined', value: date(u.created_at) },
    { label: 'Registered through', value: u.register_source ?? '—' },
    { label: 'Referral code used', value: u.referral_code ?? '—' },
    { label: 'E-mail verified', value: u.email_verified ? 'Yes' : 'No' },
    { label: 'Last login', value: u.last_login_at ? date(u.last_login_at) : 'Never' },
    { label: 'Tags', value: u.tags.length ? u.tags.join(', ') : '—' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card id="user-profile-title" title="Profile">
        <DetailList items={profile} />
      </Card>
      <Stack gap="lg">
        <Actions details={d} />
        <Card id="user-company-title" title="Company and membership">
          {c ? (
            <DetailList
              items={[
                { label: 'Company', value: `${c.company_name} (CID ${c.id})` },
                { label: 'Role in the company', value: c.is_owner ? 'Owner' : c.is_admin ? 'Company admin' : 'Team member' },
                { label: 'Registration type', value: c.type_reg ?? '—' },
                { label: 'Place', value: [c.city, c.state, c.country_name].filter(Boolean).join(', ') || '—' },
                { label: 'Industry', value: c.industry ?? '—' },
                { label: 'Package', value: c.package_name ?? 'None' },
                { label: 'Membership period', value: c.membership_period_id ? PERIODS[c.membership_period_id] ?? '—' : '—' },
                { label: 'Membership ends', value: date(c.membership_end_date) },
                { label: 'Trial ends', value: date(c.trial_ends_at) },
              ]}
            />
          ) : (
            <None>This user does not belong to a company.</None>
          )}
        </Card>
      </Stack>
    </SimpleGrid>
  );
}

function SmallTable({ id, head, rows, empty }: { id: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  if (!rows.length) return <None>{empty}</None>;
  return (
    <DataTable minWidth={560} testId={id} framed={false}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, i) => (
          <Table.Tr key={i}>
            {cells.map((cell, j) => (
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function Records({ d }: { d: AdminUserDetails }) {
  const g = d.giving;
  return (
    <Stack gap="lg">
      <Card id="user-giving-title" title="Giving">
        <Text fz="sm" mb="sm">
          {g.paid_count} paid giving{g.paid_count === 1 ? '' : 's'}, {g.impacts} impacts, {usd(g.total_usd_cents)} in total; last on {date(g.last_giving_at)}.
        </Text>
        <SmallTable
          id="user-giving"
          head={['Project', 'Quantity', 'Amount', 'Account', 'Paid', 'Date']}
          rows={g.recent.map((c) => [c.project_title, c.quantity, usd(c.amt_total_usd_cents), c.account === 'company' ? 'Company' : 'Personal', c.payment_received === 1 ? 'Paid' : 'Not paid', date(c.contribution_date)])}
          empty="No giving yet."
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card id="user-payments-title" title="Membership payments">
          <SmallTable
            id="user-payments"
            head={['Package', 'Period', 'Amount', 'Status', 'Date']}
            rows={d.membership_payments.map((p) => [p.package_name, PERIODS[p.membership_period_id] ?? '—', usd(p.amount_usd_cents), p.payment_status === 1 ? 'Complete' : 'Incomplete', date(p.paid_at ?? p.created_at)])}
            empty="No membership payments."
          />
        </Card>
        <Card id="user-credits-title" title="Credits and tokens">
          <Text fz="sm" mb="sm">
            Impact tokens: {usd(d.tokens.balance)}
          </Text>
          <SmallTable
            id="user-credits"
            head={['Credit', 'Redeemed', 'Expires']}
            rows={d.credits.map((c) => [usd(c.credit_usd_cents), usd(c.amount_redeemed_usd_cents), c.expiry_date ? formatDisplayDate(c.expiry_date) : 'Never'])}
            empty="No giving credits."
          />
        </Card>
        <Card id="user-team-title" title="Team">
          <SmallTable
            id="user-team"
            head={['Name', 'E-mail', 'Role']}
            rows={(d.company?.team ?? []).map((t) => [
              <Anchor component={Link} to={adminUserPath(t.user_id)} key={t.user_id}>
                {t.name}
              </Anchor>,
              t.email,
              t.is_owner ? 'Owner' : t.is_admin ? 'Admin' : 'Member',
            ])}
            empty="No team."
          />
        </Card>
        <Card id="user-sessions-title" title="Sessions">
          <SmallTable
            id="user-sessions"
            head={['Started', 'Expires', 'State']}
            rows={d.sessions.map((s) => [date(s.created_at), date(s.access_expires_at), s.revoked_at ? 'Ended' : s.impersonated ? 'Staff acting as the user' : 'Open'])}
            empty="No sessions."
          />
        </Card>
      </SimpleGrid>
      <Card id="user-api-keys-title" title="API keys">
        <UserApiKeys userId={d.user.id} />
      </Card>
      <Card id="user-mails-title" title="Notifications sent">
        <SmallTable
          id="user-mails"
          head={['Subject', 'Kind', 'Status', 'Sent', 'Opened']}
          rows={d.mails.map((m) => [m.subject, m.template, m.status, date(m.created_at), m.opened_at ? date(m.opened_at) : '—'])}
          empty="No e-mails sent."
        />
      </Card>
      <Card id="user-audit-title" title="Audit trail">
        <SmallTable
          id="user-audit"
          head={['When', 'Who', 'What', 'Reason']}
          rows={d.audit.map((a) => [date(a.created_at), a.actor_name ?? 'System', AUDIT_ACTION_LABELS[a.action] ?? a.action, a.reason ?? '—'])}
          empty="No staff actions on this account."
        />
        <Anchor component={Link} to={`${PATHS.adminAuditLog}?subject_type=user&subject_id=${d.user.id}`} fz="sm" fw={600} mt="sm" display="inline-block">
          The whole audit log of this user
        </Anchor>
      </Card>
    </Stack>
  );
}

/**
 * Route 'users.display' (/admin/users/display/{id}): the whole account (profile, company and membership, payments,
 * giving, credits, tokens, team, sessions, e-mails sent, audit trail) and the lifecycle actions, each confirmed with a reason.
 */
export function UserDisplayPage() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const details = useQuery({ ...userDetailsQuery(userId), enabled: valid });
  if (!valid) return <ErrorState title="This user could not be loaded" error={new ApiError(404, accountMessages.userNotFound)} />;
  return (
    <QueryState query={details} loadingLabel="Loading the user…" errorTitle="This user could not be loaded" isEmpty={() => false}>
      {(d) => (
        <Stack gap="xl">
          <PageHeader eyebrow="User Management" title={`${d.user.first_name} ${d.user.last_name}`.trim()} description={d.user.email}>
            <Group gap="xs" mt={4}>
              <Badge color="honey" variant="light" radius="sm" tt="none">
                {d.user.role_name}
              </Badge>
              <UserStatusBadge row={d.user} />
            </Group>
          </PageHeader>
          <Account d={d} />
          <Records d={d} />
          <Anchor component={Link} to={PATHS.adminUsers} fz="sm" fw={600} w="fit-content">
            Back to the users
          </Anchor>
        </Stack>
      )}
    </QueryState>
  );
}
