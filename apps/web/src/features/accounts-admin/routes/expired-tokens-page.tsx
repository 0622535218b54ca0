import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNTS_ADMIN_PATHS } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { positiveIntOf } from '../../../lib/address-filters';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PAGE_SIZE, expiredTokensQuery } from '../api/accounts-admin';

/** Route 'admin.impact.expired.tokens' (/admin/expired-token-management): every expired token, what it gave and what went back. */
export function ExpiredTokensPage() {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const tokens = useQuery(expiredTokensQuery(companyId, page));
  const results = useResultsHeading({ smooth: false });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Expired tokens" description="Tokens whose date passed: what they had not allocated went back to the company that issued them (the job runner expires them hourly)." />
      <FilterBar columns={{ base: 2, sm: 4 }}>
        <TextInput
          label="Company ID"
          inputMode="numeric"
          defaultValue=""
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          onBlur={(e) => {
            setPage(1);
            setCompanyId(positiveIntOf(e.currentTarget.value.trim() || null));
          }}
        />
      </FilterBar>
      <section aria-labelledby="expired-title">
        <Stack gap="md">
          <ResultsHeading id="expired-title" headingRef={results.ref} query={tokens}>
            {tokens.data ? pluralise(tokens.data.total, 'expired token') : 'Expired tokens'}
          </ResultsHeading>
          <QueryState query={tokens} loadingLabel="Loading expired tokens…" errorTitle="The expired tokens could not be loaded" isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No expired token', description: companyId ? 'This company has none.' : 'None has expired yet.' }}>
            {(d) => (
              <>
                <DataTable minWidth={860} testId="expired-tokens" stale={tokens.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Holder</Table.Th>
                      <Table.Th scope="col">Company</Table.Th>
                      <NumericHead>Issued</NumericHead>
                      <NumericHead>Allocated</NumericHead>
                      <NumericHead>Returned</NumericHead>
                      <Table.Th scope="col">Expired</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((t) => (
                      <Table.Tr key={t.id} data-testid="expired-row">
                        <Table.Td>
                          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                            {t.email}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            Token #{t.id}
                            {t.kind === 'external' ? ' · external' : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {t.company_id ? (
                            <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.revokeExternalToken}/${t.company_id}`} fz="sm">
                              CID {t.company_id}
                            </Anchor>
                          ) : (
                            'Platform'
                          )}
                        </Table.Td>
                        <NumericCell>{formatUsd(t.token_amount)}</NumericCell>
                        <NumericCell>{formatUsd(t.allocated)}</NumericCell>
                        <NumericCell>{formatUsd(Math.max(0, t.token_amount - t.allocated))}</NumericCell>
                        <Table.Td>{formatDisplayDate(t.expires_at)}</Table.Td>
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
                  label="Pages of expired tokens"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
