import { Checkbox, Group, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminGivingDetail, GivingPaymentMethod } from '@goodhive/contract';
import { givingPaymentMethodLabels } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DetailList } from '../../../components/ui/detail-list';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adminGivingDetailQuery, useChangeContributionStatus } from '../api/giving-admin';
import { GivingStatusBadge } from '../components/giving-status-badge';

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

/** The giving's lines; staff tick some and mark them paid or unpaid (POST /api/user/contribution/status/change). */
function Lines({ giving }: { giving: AdminGivingDetail }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState<0 | 1 | null>(null);
  const change = useChangeContributionStatus();
  const changeable = giving.items.filter((i) => i.remittance_id === null);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const fromCredit = giving.funded_by === 'credit' || giving.funded_by === 'platform';
  return (
    <Section id="lines-title" title="Lines">
      <Stack gap="md">
        {fromCredit ? null : (
          <Group gap="sm">
            <Button size="sm" disabled={!chosen.length} onClick={() => setAsking(1)}>
              Mark paid
            </Button>
            <Button size="sm" variant="default" disabled={!chosen.length} onClick={() => setAsking(0)}>
              Mark unpaid
            </Button>
            <Text fz="sm" c="dimmed" role="status">
              {chosen.length ? `${chosen.length} chosen` : 'Tick lines to change their status.'}
            </Text>
          </Group>
        )}
        <DataTable minWidth={860} testId="giving-lines" framed={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  aria-label="Choose every line"
                  disabled={fromCredit || !changeable.length}
                  checked={changeable.length > 0 && chosen.length === changeable.length}
                  indeterminate={chosen.length > 0 && chosen.length < changeable.length}
                  onChange={() => setChosen(chosen.length === changeable.length ? [] : changeable.map((i) => i.id))}
                />
              </Table.Th>
              <Table.Th scope="col">Project</Table.Th>
              <Table.Th scope="col">Partner</Table.Th>
              <NumericHead>Impact</NumericHead>
              <NumericHead>USD</NumericHead>
              <NumericHead>SGD</NumericHead>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {giving.items.map((item) => (
              <Table.Tr key={item.id} data-testid="giving-line">
                <Table.Td>
                  <Checkbox
                    aria-label={`Choose line ${item.id}: ${item.project.title}`}
                    disabled={fromCredit || item.remittance_id !== null}
                    checked={chosen.includes(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                </Table.Td>
                <Table.Td>{item.project.title}</Table.Td>
                <Table.Td>{item.partner.name}</Table.Td>
                <NumericCell>
                  {formatCount(item.quantity)} × {item.impact_unit}
                </NumericCell>
                <NumericCell>{formatUsd(item.amt_total_usd)}</NumericCell>
                <NumericCell>{formatSgd(item.amt_total_sgd)}</NumericCell>
                <Table.Td>
                  <Text fz="sm">{item.payment_received === 1 ? 'Paid' : 'Unpaid'}</Text>
                  {item.remittance_id !== null ? (
                    <Text fz="xs" c="dimmed">
                      Remitted (#{item.remittance_id})
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </Stack>
      <ActionDialog
        opened={asking !== null}
        title={asking === 1 ? 'Mark these lines paid?' : 'Mark these lines unpaid?'}
        message={
          asking === 1
            ? 'They count as impact from now on, with their SGD figure at today’s rate. The giving becomes paid once every line is.'
            : 'They leave every impact total. A giving with no paid line left is cancelled.'
        }
        onClose={() => setAsking(null)}
        confirmLabel={asking === 1 ? 'Mark paid' : 'Mark unpaid'}
        confirmColor={asking === 1 ? 'forest' : 'red'}
        focusConfirm
        busy={change.isPending}
        holdWhileBusy
        error={change.error ? errorMessage(change.error) : null}
        onConfirm={() =>
          change.mutate(
            { status: asking!, ids: chosen },
            {
              onSuccess: (result) => {
                toast.success(result.message ?? 'Contribution status changed.');
                setAsking(null);
                setChosen([]);
              },
            },
          )
        }
      />
    </Section>
  );
}

function Details({ giving }: { giving: AdminGivingDetail }) {
  const method = giving.payment_method ? (givingPaymentMethodLabels[giving.payment_method as GivingPaymentMethod] ?? giving.payment_method) : '—';
  return (
    <Stack gap="lg">
      <Section id="summary-title" title="Summary">
        <Stack gap="md">
          <DetailList
            items={[
              { label: 'Status', value: <GivingStatusBadge status={giving.status} /> },
              { label: 'Giver', value: `${giving.user.name} (${giving.user.email})` },
              { label: 'Account', value: giving.company ? `Company: ${giving.company.name}` : 'Personal' },
              { label: 'Total', value: `${formatUsd(giving.total_usd)} · ${formatSgd(giving.total_sgd)}` },
              { label: 'Giving credit applied', value: formatUsd(giving.credit_applied_usd) },
              { label: 'Payment', value: `${method}${giving.payment_reference ? ` · ${giving.payment_reference}` : ''}${giving.currency !== 'USD' ? ` · paid in ${giving.currency}` : ''}` },
              { label: 'Made', value: dateTime(giving.created_at) },
              { label: 'Paid', value: dateTime(giving.paid_at) },
              ...(giving.note ? [{ label: 'Note', value: giving.note }] : []),
            ]}
          />
          {giving.receipt_available ? <ReceiptButton groupId={giving.id} variant="compact" description={`giving ${giving.id}`} /> : null}
        </Stack>
      </Section>
      <Lines giving={giving} />
      <Section id="payments-title" title="Payments">
        {giving.payment_sessions.length || giving.payment_events.length ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {giving.payment_sessions.map((s) => (
              <Text component="li" key={`s${s.id}`} fz="sm">
                {dateTime(s.created_at)} · {s.provider} session: {s.status}, {formatUsd(s.amount_due_usd)} {s.currency}
              </Text>
            ))}
            {giving.payment_events.map((e) => (
              <Text component="li" key={`e${e.id}`} fz="sm">
                {dateTime(e.created_at)} · {e.provider} event {e.event_type}: {e.outcome}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No payment at a provider: {method.toLowerCase()}.
          </Text>
        )}
      </Section>
      <Section id="history-title" title="Who did what">
        {giving.audit.length ? (
          <Stack gap="xs" component="ol" style={{ paddingLeft: 20, margin: 0 }} data-testid="giving-audit">
            {giving.audit.map((a) => (
              <Text component="li" key={a.id} fz="sm">
                {dateTime(a.created_at)} · {a.actor ?? 'The system'}: {a.action}
                {a.reason ? ` (“${a.reason}”)` : ''}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No staff action on this giving yet.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/** Route 'admin.giving.details' (/admin/giving-details/{id}): one giving with its lines, payments, receipt and history. */
export function GivingDetailsPage() {
  const { id, isValid } = useIdParam();
  const giving = useQuery({ ...adminGivingDetailQuery(id), enabled: isValid });
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.adminGiving} label="Giving" />
      <PageHeader eyebrow="Giving Management" title={`Giving #${isValid ? id : ''}`} description="Its lines, payments, receipt and who did what." />
      {isValid ? (
        <QueryState query={giving} loadingLabel="Loading the giving…" errorTitle="This giving could not be loaded" isEmpty={() => false}>
          {(d) => <Details giving={d} />}
        </QueryState>
      ) : (
        <EmptyBlock title="Giving not found" description="Check the address, or open the giving from the list." />
      )}
    </Stack>
  );
}
