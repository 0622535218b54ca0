import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AccountsCompany } from '@goodhive/contract';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { formatUsd, pluralise } from '../../../lib/money';
import { PAGE_SIZE } from '../api/accounts-admin';

export const AccessBadge = ({ on, label }: { on: boolean; label: string }) => (
  <Badge variant="light" color={on ? 'forest' : 'gray'} tt="none">
    {label} {on ? 'on' : 'off'}
  </Badge>
);

/** A page of companies for the staff's account screens, with each row's actions. */
export function CompaniesTable({
  query,
  page,
  onPage,
  actions,
  filtered,
  testId,
}: {
  query: UseQueryResult<{ rows: AccountsCompany[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  actions: (c: AccountsCompany) => ReactNode;
  filtered: boolean;
  testId: string;
}) {
  const results = useResultsHeading({ smooth: false });
  return (
    <section aria-labelledby="companies-title">
      <Stack gap="md">
        <ResultsHeading id="companies-title" headingRef={results.ref} query={query}>
          {query.data ? pluralise(query.data.total, 'company', 'companies') : 'Companies'}
        </ResultsHeading>
        <QueryState
          query={query}
          loadingLabel="Loading companies…"
          errorTitle="The companies could not be loaded"
          isEmpty={(d) => d.rows.length === 0}
          empty={filtered ? { title: 'No company matches', description: 'Try another name or CID.' } : { title: 'No company yet' }}
        >
          {(d) => (
            <>
              <DataTable minWidth={880} testId={testId} stale={query.isPlaceholderData}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Company</Table.Th>
                    <NumericHead>Members</NumericHead>
                    <NumericHead>Invitations</NumericHead>
                    <NumericHead>Employee limit</NumericHead>
                    <NumericHead>Token balance</NumericHead>
                    <Table.Th scope="col">Access</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.rows.map((c) => (
                    <Table.Tr key={c.company_id} data-testid="company-row">
                      <Table.Td>
                        <Text fz="sm" fw={650}>
                          {c.company_name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          CID {c.company_id}
                        </Text>
                      </Table.Td>
                      <NumericCell>{c.members}</NumericCell>
                      <NumericCell>{c.open_invites}</NumericCell>
                      <NumericCell>{c.employee_limit}</NumericCell>
                      <NumericCell>{formatUsd(c.token_balance)}</NumericCell>
                      <Table.Td>
                        <Group gap={6}>
                          <AccessBadge on={c.token_management_access === '1'} label="Tokens" />
                          <AccessBadge on={c.engagement_access === '1'} label="Engagement" />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="sm">{actions(c)}</Group>
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
                  onPage(next);
                  results.reveal();
                }}
                label="Pages of companies"
              />
            </>
          )}
        </QueryState>
      </Stack>
    </section>
  );
}


