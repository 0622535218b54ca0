import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Remittance } from '@goodhive/contract';
import { REMITTANCE_PAGE_SIZE, REMITTANCE_THRESHOLD_USD, formatAmount } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { downloadAdvice, owedQuery, remittancesQuery } from '../api/remittances';
import { lastMonth } from '../remittance-period';

function AdviceButton({ remittance }: { remittance: Remittance }) {
  const download = useMutation({ mutationFn: downloadAdvice, onError: (error) => toast.error(errorMessage(error), 'The advice could not be downloaded') });
  if (remittance.document_id === null) return <Text fz="xs" c="dimmed">Deleted</Text>;
  return (
    <Button variant="subtle" color="forest" size="compact-sm" leftSection={<DownloadIcon size={16} />} loading={download.isPending} onClick={() => download.mutate(remittance)} aria-label={`Advice (PDF) of remittance ${remittance.id}`}>
      Advice
    </Button>
  );
}

/** What every partner is owed up to the end of last month, most first. */
function Owed() {
  const period = lastMonth();
  const owed = useQuery(owedQuery({ partnerId: null, ...period }));
  const heading = useResultsHeading({ smooth: false });
  return (
    <section aria-labelledby="owed-title">
      <Stack gap="md">
        <ResultsHeading id="owed-title" headingRef={heading.ref}>Owed to partners up to {formatDisplayDate(period.periodEnd)}</ResultsHeading>
        <QueryState query={owed} loadingLabel="Working out what partners are owed…" errorTitle="What partners are owed could not be loaded" empty={{ title: 'Nothing is owed', description: 'Every paid contribution up to then is remitted.' }}>
          {(rows) => {
            const sorted = [...rows].sort((x, y) => y.amount_usd - x.amount_usd);
            return (
              <>
                <TotalsBar
                  label="Totals owed"
                  testId="owed-totals"
                  items={[
                    { label: 'Partners', value: String(rows.length) },
                    { label: 'Owed (USD)', value: formatUsd(rows.reduce((n, r) => n + r.amount_usd, 0)) },
                    { label: `Ready (US $${REMITTANCE_THRESHOLD_USD} or more)`, value: String(rows.filter((r) => !r.below_threshold).length) },
                  ]}
                />
                <DataTable minWidth={720} testId="owed-table" caption={`Partners owed less than US $${formatAmount(REMITTANCE_THRESHOLD_USD)} carry over to the next period.`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Partner</Table.Th>
                      <NumericHead>Contributions</NumericHead>
                      <NumericHead>Carried over</NumericHead>
                      <NumericHead>Owed</NumericHead>
                      <Table.Th scope="col">Next step</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sorted.map((r) => (
                      <Table.Tr key={r.partner.id}>
                        <Table.Td>{r.partner.name}</Table.Td>
                        <NumericCell>{r.contributions.toLocaleString('en-US')}</NumericCell>
                        <NumericCell>{formatUsd(r.carried_over_usd)}</NumericCell>
                        <NumericCell>{formatUsd(r.amount_usd)}</NumericCell>
                        <Table.Td>
                          {r.below_threshold ? (
                            <Badge color="gray" variant="light" radius="sm" tt="none">
                              Carries over
                            </Badge>
                          ) : (
                            <Anchor component={Link} to={`${PATHS.adminRemittanceCreate}?partner_id=${r.partner.id}&period_start=${period.periodStart}&period_end=${period.periodEnd}`} fz="sm" fw={600}>
                              Create remittance
                            </Anchor>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
              </>
            );
          }}
        </QueryState>
      </Stack>
    </section>
  );
}

/**
 * Route 'admin.giving.remittance' (/admin/giving/remittance): what partners are owed and every remittance made,
 * with its advice and whether the partner has opened (acknowledged) it.
 */
export function RemittancesPage() {
  const [page, setPage] = useState(1);
  const remittances = useQuery(remittancesQuery(page, null));
  const results = useResultsHeading({ smooth: false });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Remittances" description="Money paid out to partners for the paid contributions to their projects. Each contribution is remitted once; the advice goes to the partner's resources.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminRemittanceCreate} leftSection={<PlusIcon size={18} />}>
            Create remittance
          </Button>
        </Group>
      </PageHeader>
      <Owed />
      <section aria-labelledby="remittances-title">
        <Stack gap="md">
          <ResultsHeading id="remittances-title" headingRef={results.ref}>{remittances.data ? pluralise(remittances.data.total, 'remittance') : 'Remittances'}</ResultsHeading>
          <QueryState
            query={remittances}
            loadingLabel="Loading remittances…"
            errorTitle="The remittances could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={{ title: 'No remittance yet', description: 'Create one for a partner that is owed US $500 or more.' }}
          >
            {(d) => (
              <>
                <DataTable minWidth={1080} testId="remittances-table" stale={remittances.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Remittance</Table.Th>
                      <Table.Th scope="col">Partner</Table.Th>
                      <Table.Th scope="col">Period</Table.Th>
                      <NumericHead>Contributions</NumericHead>
                      <NumericHead>Fees</NumericHead>
                      <NumericHead>Remitted</NumericHead>
                      <Table.Th scope="col">Sent</Table.Th>
                      <Table.Th scope="col">Partner opened</Table.Th>
                      <Table.Th scope="col">Advice</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((r) => (
                      <Table.Tr key={r.id} data-testid="remittance-row">
                        <Table.Td fw={650}>#{r.id}</Table.Td>
                        <Table.Td>{r.partner.name}</Table.Td>
                        <Table.Td>
                          {formatDisplayDate(r.period_start)} – {formatDisplayDate(r.period_end)}
                        </Table.Td>
                        <NumericCell>
                          {r.contributions.toLocaleString('en-US')} · {formatUsd(r.gross_usd)}
                        </NumericCell>
                        <NumericCell>{formatUsd(r.fees_usd)}</NumericCell>
                        <NumericCell>
                          {formatUsd(r.net_usd)}
                          {r.payout_currency !== 'USD' ? (
                            <Text fz="xs" c="dimmed">
                              {r.payout_currency} {formatAmount(r.payout_amount)} at {r.fx_rate}
                            </Text>
                          ) : null}
                        </NumericCell>
                        <Table.Td>
                          <Text fz="sm">{formatDisplayDate(r.remitted_on)}</Text>
                          <Text fz="xs" c="dimmed">
                            {r.bank_reference}
                          </Text>
                        </Table.Td>
                        <Table.Td>{r.acknowledged_at ? formatDisplayDate(r.acknowledged_at) : <Text fz="sm" c="dimmed">Not yet</Text>}</Table.Td>
                        <Table.Td>
                          <AdviceButton remittance={r} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager total={d.total} pageSize={REMITTANCE_PAGE_SIZE} page={page} onChange={(next) => {
                    setPage(next);
                    results.reveal();
                  }} label="Pages of remittances" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
