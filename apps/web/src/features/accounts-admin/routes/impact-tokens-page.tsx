import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNTS_ADMIN_PATHS, TOKEN_LEDGER_KINDS, tokenLedgerKindLabels, type TokenLedgerKind } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { ClearFiltersButton, FilterBar } from '../../../components/ui/filter-bar';
import { DownloadIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/download';
import { formatDisplayDateTime } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { PAGE_SIZE, downloadTokenLedger, tokenLedgerQuery, type LedgerFilters } from '../api/accounts-admin';

const KIND_OPTIONS = TOKEN_LEDGER_KINDS.map((k) => ({ value: k, label: tokenLedgerKindLabels[k] }));
const KIND_COLORS: Record<string, string> = { 'token.purchase': 'forest', 'token.issue': 'blue', 'token.allocate': 'honey', 'token.revoke': 'gray', 'token.expire': 'red' };
const NO_FILTERS: LedgerFilters = { search: '', kind: null, dateFrom: null, dateTo: null };

/**
 * Route 'admin.impact.token' (/admin/impact-token-management): every company's token ledger, one row per movement
 * (purchase, issue, allocation, revoke, expiry), with filters, totals of what the filter finds and a CSV of it.
 */
export function ImpactTokensPage() {
  const [filters, setFilters] = useState<LedgerFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const ledger = useQuery(tokenLedgerQuery(filters, page));
  const results = useResultsHeading({ smooth: false });
  const change = (patch: Partial<LedgerFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const reversed = Boolean(filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo);
  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadTokenLedger(filters);
      saveFile(file.blob, file.filename ?? 'impact_token_ledger.csv');
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Impact tokens" description="Every company's token ledger: what was bought, issued, allocated, revoked and expired. Balances are sums of these movements." />
      <FilterBar columns={{ base: 2, sm: 3, lg: 5 }} align="start">
        <SearchBox label="Company or holder" placeholder="Name, CID or e-mail" value={filters.search} onSearch={(v) => change({ search: v })} />
        <Select
          label="Movement"
          placeholder="Every movement"
          data={KIND_OPTIONS}
          value={filters.kind}
          onChange={(v) => change({ kind: (v as TokenLedgerKind | null) ?? null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the movement' }}
          comboboxProps={{ withinPortal: true }}
        />
        <DateRangeFields begin={filters.dateFrom} end={filters.dateTo} onBeginChange={(d) => change({ dateFrom: d || null })} onEndChange={(d) => change({ dateTo: d || null })} error={reversed ? 'The start is after the end.' : undefined} />
        <ClearFiltersButton active={filtered} onClear={() => change(NO_FILTERS)} />
      </FilterBar>
      {ledger.data ? (
        <TotalsBar
          testId="token-ledger-totals"
          label={`Totals of ${pluralise(ledger.data.total, 'movement')}`}
          items={TOKEN_LEDGER_KINDS.map((k) => ({ label: tokenLedgerKindLabels[k], value: formatUsd(ledger.data.totals[k] ?? 0) }))}
        />
      ) : null}
      <section aria-labelledby="ledger-title">
        <Stack gap="md">
          <Group justify="space-between" align="end">
            <ResultsHeading id="ledger-title" headingRef={results.ref} query={ledger}>
              {ledger.data ? pluralise(ledger.data.total, 'movement') : 'Movements'}
            </ResultsHeading>
            <Button variant="light" leftSection={<DownloadIcon size={16} />} loading={downloading} onClick={() => void download()} disabled={!ledger.data?.total}>
              Download CSV
            </Button>
          </Group>
          <QueryState
            query={ledger}
            loadingLabel="Loading the token ledger…"
            errorTitle="The token ledger could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({ filtered, onClear: () => change(NO_FILTERS), filteredTitle: 'No movement matches', filteredDescription: 'Try other filters.', title: 'No token movement yet', description: 'Companies buy tokens from Manage Impact Tokens.' })}
          >
            {(d) => (
              <>
                <DataTable minWidth={960} testId="token-ledger" stale={ledger.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">When</Table.Th>
                      <Table.Th scope="col">Movement</Table.Th>
                      <Table.Th scope="col">Company</Table.Th>
                      <Table.Th scope="col">Token holder</Table.Th>
                      <NumericHead>Amount</NumericHead>
                      <Table.Th scope="col">External tokens</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((r) => (
                      <Table.Tr key={r.transfer_id} data-testid="ledger-row">
                        <Table.Td>{formatDisplayDateTime(r.created_at)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" tt="none" color={KIND_COLORS[r.kind] ?? 'gray'}>
                            {tokenLedgerKindLabels[r.kind as TokenLedgerKind] ?? r.kind}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" fw={600}>
                            {r.company_name ?? 'Platform'}
                          </Text>
                          {r.company_id ? (
                            <Text fz="xs" c="dimmed">
                              CID {r.company_id}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                            {r.email ?? '—'}
                          </Text>
                          {r.token_id ? (
                            <Text fz="xs" c="dimmed">
                              Token #{r.token_id}
                              {r.token_kind === 'external' ? ' · external' : ''}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <NumericCell>{formatUsd(r.amount)}</NumericCell>
                        <Table.Td>
                          {r.company_id ? (
                            <Group gap="sm">
                              <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.issueExternalToken}/${r.company_id}`} fz="sm" fw={600} aria-label={`Issue an external token from ${r.company_name ?? `CID ${r.company_id}`}`}>
                                Issue
                              </Anchor>
                              <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.revokeExternalToken}/${r.company_id}`} fz="sm" fw={600} aria-label={`Revoke external tokens of ${r.company_name ?? `CID ${r.company_id}`}`}>
                                Revoke
                              </Anchor>
                            </Group>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager
                  total={d.total}
                  pageSize={PAGE_SIZE}
                  page={page}
                  onChange={(next) => {
                    setPage(next);
                    results.reveal();
                  }}
                  label="Pages of token movements"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
