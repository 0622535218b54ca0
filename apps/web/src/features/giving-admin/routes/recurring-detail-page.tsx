import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminRecurringAction, AdminRecurringDetail } from '@goodhive/contract';
import { AUDIT_ACTION_LABELS, storyRunStatusLabels } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DetailList } from '../../../components/ui/detail-list';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { recurringDetailQuery, useManageRecurring } from '../api/recurring';
import { AutomationBadge } from '../components/automation-badge';

const dateTime = (iso: string | null) => (iso ? `${formatDisplayDate(iso)} ${iso.slice(11, 16)} UTC` : '—');

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={18} c="forest.9" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const actionTexts: Record<AdminRecurringAction, { label: string; title: string; message: string; color: string }> = {
  pause: { label: 'Pause', title: 'Pause this story’s monthly giving?', message: 'Nothing is given or charged until it is resumed. The owner can resume it too.', color: 'yellow' },
  resume: { label: 'Resume', title: 'Resume this story’s monthly giving?', message: 'It gives again from the next month not yet given, paid by giving credit or the saved card.', color: 'forest' },
  cancel: { label: 'Cancel giving', title: 'Cancel this story’s monthly giving?', message: 'It stops giving every month. The story and what it gave stay.', color: 'red' },
};

/** Pause, resume or cancel, each asked with a reason that goes in the audit log. */
function Actions({ detail }: { detail: AdminRecurringDetail }) {
  const manage = useManageRecurring(detail.row.id);
  const [asking, setAsking] = useState<AdminRecurringAction | null>(null);
  const [reason, setReason] = useState('');
  const status = detail.row.automation_status;
  const offered: AdminRecurringAction[] = status === 'on' ? ['pause', 'cancel'] : status === 'paused' ? ['resume', 'cancel'] : ['resume'];
  const fieldError = manage.error instanceof ApiError ? manage.error.errors?.reason?.[0] : undefined;
  const close = () => {
    setAsking(null);
    setReason('');
    manage.reset();
  };
  return (
    <>
      <Group gap="sm">
        {offered.map((action) => (
          <Button key={action} variant={action === 'cancel' ? 'light' : 'filled'} color={actionTexts[action].color} onClick={() => setAsking(action)}>
            {actionTexts[action].label}
          </Button>
        ))}
      </Group>
      {asking ? (
        <ActionDialog
          opened
          asForm
          title={actionTexts[asking].title}
          message={actionTexts[asking].message}
          onClose={close}
          confirmLabel={actionTexts[asking].label}
          confirmColor={actionTexts[asking].color}
          busy={manage.isPending}
          holdWhileBusy
          error={manage.error && !fieldError ? errorMessage(manage.error) : null}
          onConfirm={() =>
            manage.mutate(
              { action: asking, reason },
              {
                onSuccess: (result) => {
                  toast.success(result.message ?? 'Saved.');
                  close();
                },
              },
            )
          }
        >
          <AuditReasonField value={reason} onChange={setReason} error={fieldError} autoFocus />
        </ActionDialog>
      ) : null}
    </>
  );
}

function Details({ detail }: { detail: AdminRecurringDetail }) {
  const { row, story, runs, audit } = detail;
  return (
    <Stack gap="lg">
      <Section id="summary-title" title="Summary">
        <Stack gap="md">
          <DetailList
            items={[
              { label: 'State', value: <AutomationBadge status={row.automation_status} storyStatus={row.status} /> },
              { label: 'For', value: `${row.owner_name} (${row.account === 'company' ? `company ${row.company_id}` : `personal, user ${row.user_id}`})` },
              { label: 'Each month', value: formatUsd(row.monthly_usd) },
              { label: 'Gives', value: story.projects.map((l) => `${l.quantity} × ${l.project_title}`).join(', ') || '—' },
              { label: 'Next giving', value: row.next_giving_at ? dateTime(row.next_giving_at) : '—' },
              ...(row.skip_period ? [{ label: 'Skips', value: row.skip_period }] : []),
              { label: 'Months given', value: String(row.paid_runs) },
              { label: 'Months failed', value: String(row.failed_runs) },
            ]}
          />
          {row.status === 'active' ? <Actions detail={detail} /> : <Text fz="sm" c="dimmed">A draft story gives nothing until its owner activates it.</Text>}
        </Stack>
      </Section>
      <Section id="runs-title" title="Months of giving">
        {runs.length ? (
          <DataTable minWidth={760} testId="recurring-runs" framed={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">Result</Table.Th>
                <NumericHead>Tries</NumericHead>
                <NumericHead>Amount</NumericHead>
                <Table.Th scope="col">Paid by</Table.Th>
                <Table.Th scope="col">Why it failed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.period}</Table.Td>
                  <Table.Td>{storyRunStatusLabels[r.status] ?? r.status}{r.paid_at ? ` · ${formatDisplayDate(r.paid_at)}` : ''}</Table.Td>
                  <NumericCell>{r.attempts}</NumericCell>
                  <NumericCell>{r.amount_usd === null ? '—' : formatUsd(r.amount_usd)}</NumericCell>
                  <Table.Td>{r.funded_by === 'credit' ? 'Giving credit' : r.funded_by === 'card' ? 'Saved card' : '—'}</Table.Td>
                  <Table.Td>{r.failure_reason ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        ) : (
          <Text fz="sm" c="dimmed">
            No month given yet.
          </Text>
        )}
      </Section>
      <Section id="history-title" title="Who did what">
        {audit.length ? (
          <Stack gap="xs" component="ol" style={{ paddingLeft: 20, margin: 0 }} data-testid="recurring-audit">
            {audit.map((a) => (
              <Text component="li" key={a.id} fz="sm">
                {dateTime(a.created_at)} · {a.actor_name ?? 'The system'}: {AUDIT_ACTION_LABELS[a.action] ?? a.action}
                {a.reason ? ` (“${a.reason}”)` : ''}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No staff action on this story yet.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/** Route 'admin.giving.recurring.detail' (/admin/recurring/detail/{sub_id}): one monthly story, its months and who did what. */
export function RecurringDetailPage() {
  const id = Number(useParams().subId);
  const isValid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...recurringDetailQuery(id), enabled: isValid });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminRecurring} label="Recurring giving" />
      <PageHeader eyebrow="Giving Management" title={detail.data ? `Recurring story #${id}` : 'Recurring story'} description={detail.data?.story.story_text ?? 'Its state, its months of giving and who did what.'} />
      {isValid ? (
        <QueryState query={detail} loadingLabel="Loading the story…" errorTitle="This story could not be loaded" isEmpty={() => false}>
          {(d) => <Details detail={d} />}
        </QueryState>
      ) : (
        <EmptyBlock title="Story not found" description="Check the address, or open the story from the list." />
      )}
    </Stack>
  );
}
