import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminGivingRow, GivingPaymentMethod } from '@goodhive/contract';
import { ADMIN_GIVING_PAGE_SIZE, givingPaymentMethodLabels } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { ReversedRangeNote } from '../../../components/ui/date-range-fields';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatSgd, formatUsd, pluralise } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adminGivingQuery, downloadGivingCsv, partnerOptionsQuery, projectOptionsQuery } from '../api/giving-admin';
import { GivingFilterBar } from '../components/giving-filter-bar';
import { GivingStatusBadge } from '../components/giving-status-badge';
import { hasGivingFilters, isAmountRangeReversed, isDateRangeReversed } from '../giving-filters';
import { useGivingFilters } from '../use-giving-filters';

const methodLabel = (method: string | null) => (method ? (givingPaymentMethodLabels[method as GivingPaymentMethod] ?? method) : '—');

function GivingRow({ row }: { row: AdminGivingRow }) {
  return (
    <Table.Tr data-testid="giving-row">
      <Table.Td>
        <Anchor component={Link} to={pathTo(PATHS.adminGivingDetails, { id: row.id })} fw={650} aria-label={`Giving ${row.id}`}>
          #{row.id}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDisplayDate(row.date)}</Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {row.company ? row.company.name : row.user.name}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.company ? `${row.user.name} · ` : ''}
          {row.user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{row.partners.join(', ') || '—'}</Text>
        <Text fz="xs" c="dimmed">
          {pluralise(row.lines, 'line')}
        </Text>
      </Table.Td>
      <NumericCell>{formatUsd(row.total_usd)}</NumericCell>
      <NumericCell>{formatSgd(row.total_sgd)}</NumericCell>
      <Table.Td>
        <Text fz="sm">{methodLabel(row.payment_method)}</Text>
        {row.currency !== 'USD' ? (
          <Text fz="xs" c="dimmed">
            Paid in {row.currency}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <GivingStatusBadge status={row.status} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Route 'admin.giving.listing' (/admin/giving): every contribution group with its filters, the USD and SGD
 * totals of every page, paging and the CSV export of the filtered set.
 */
export function GivingListPage() {
  const { filters, change, clear } = useGivingFilters();
  const reversed = isDateRangeReversed(filters) || isAmountRangeReversed(filters);
  const giving = useQuery({ ...adminGivingQuery(filters), enabled: !reversed });
  const partners = useQuery(partnerOptionsQuery());
  const projects = useQuery(projectOptionsQuery());
  const results = useResultsHeading({ smooth: false });
  const exportCsv = useMutation({ mutationFn: () => downloadGivingCsv(filters), onError: (error) => toast.error(errorMessage(error)) });
  const filtered = hasGivingFilters(filters);

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Giving" description="Every giving made on the platform, paid or not. Filter it, export it, or open one to see its lines, payments and history.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminGivingCreate} leftSection={<PlusIcon size={18} />}>
            Record offline giving
          </Button>
          <Button variant="light" color="forest" leftSection={<DownloadIcon size={18} />} onClick={() => exportCsv.mutate()} loading={exportCsv.isPending} disabled={reversed}>
            Export CSV
          </Button>
        </Group>
      </PageHeader>
      <GivingFilterBar
        filters={filters}
        partners={(partners.data ?? []).map((p) => ({ value: String(p.partner_id), label: p.worthy_cause_name }))}
        projects={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
        onChange={change}
        onClear={clear}
      />
      <section aria-labelledby="giving-results">
        <Stack gap="md">
          <ResultsHeading id="giving-results" headingRef={results.ref}>
            {giving.data && !reversed ? pluralise(giving.data.total, 'giving', 'givings') : 'Giving'}
          </ResultsHeading>
          {reversed ? (
            <ReversedRangeNote />
          ) : (
            <QueryState
              query={giving}
              loadingLabel="Loading giving…"
              errorTitle="The giving could not be loaded"
              isEmpty={(d) => d.rows.length === 0}
              empty={filteredEmpty({
                filtered,
                onClear: clear,
                title: 'No giving yet',
                description: 'Giving appears here as members check out or staff record it.',
                filteredTitle: 'No giving matches',
                filteredDescription: 'Try a wider date range or fewer filters.',
              })}
            >
              {(d) => (
                <>
                  <TotalsBar
                    label={`Totals of ${pluralise(d.totals.groups, 'giving', 'givings')}`}
                    testId="giving-totals"
                    items={[
                      { label: 'Givings', value: String(d.totals.groups) },
                      { label: 'Total (USD)', value: formatUsd(d.totals.total_usd) },
                      { label: 'Total (SGD)', value: formatSgd(d.totals.total_sgd) },
                      ...(d.totals.matching_usd === null
                        ? []
                        : [
                            { label: filters.projectId ? 'Paid to the project (USD)' : 'Paid to the partner (USD)', value: formatUsd(d.totals.matching_usd) },
                            { label: filters.projectId ? 'Paid to the project (SGD)' : 'Paid to the partner (SGD)', value: formatSgd(d.totals.matching_sgd) },
                          ]),
                    ]}
                  />
                  <DataTable minWidth={1040} testId="giving-table" caption="Amounts are the whole giving; SGD at the rate fixed when it was paid." stale={giving.isPlaceholderData}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Giving</Table.Th>
                        <Table.Th scope="col">Date</Table.Th>
                        <Table.Th scope="col">Giver</Table.Th>
                        <Table.Th scope="col">Partners</Table.Th>
                        <NumericHead>USD</NumericHead>
                        <NumericHead>SGD</NumericHead>
                        <Table.Th scope="col">Payment</Table.Th>
                        <Table.Th scope="col" w={110}>
                          Status
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.rows.map((row) => (
                        <GivingRow key={row.id} row={row} />
                      ))}
                    </Table.Tbody>
                  </DataTable>
                  <ListPager
                    total={d.total}
                    pageSize={ADMIN_GIVING_PAGE_SIZE}
                    page={filters.page}
                    onChange={(next) => {
                      change({ page: next });
                      results.reveal();
                    }}
                    label="Pages of giving"
                  />
                </>
              )}
            </QueryState>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
