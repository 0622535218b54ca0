import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingLabels, billingMessages } from '@goodhive/contract/texts';
import { CardList, DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { BILLING_PAGE_SIZE, billingTokensQuery } from '../api/billing';
import { BillingNav } from '../components/billing-nav';

const STATUS_COLORS: Record<string, string> = { paid: 'forest', pending: 'honey', failed: 'red', cancelled: 'gray' };

/** /billing-tokens: the company's impact-token purchases. */
export function BillingTokensPage() {
  const user = useSignedInUser();
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const tokens = useQuery(billingTokensQuery(user.id, user.account, page));
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={accountHeading(user)} title={billingLabels.tokens} description="Your impact token purchases and their receipt numbers.">
        <BillingNav />
      </PageHeader>
      <QueryState query={tokens} loadingLabel="Loading your token purchases…" isEmpty={(d) => d.total === 0} empty={{ title: billingMessages.noTokens, description: billingMessages.noTokensHint }}>
        {(data) => (
          <Stack gap="sm">
            {narrow ? (
              <CardList label="Token purchases, newest first" testId="billing-tokens-cards" stale={tokens.isPlaceholderData}>
                {data.rows.map((row) => (
                  <Paper key={row.id} component="li" p="md" shadow="xs">
                    <Group justify="space-between" gap="xs" align="center">
                      <Stack gap={2}>
                        <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
                          {formatDisplayDate(row.created_at)}
                        </Text>
                        <Text fz="sm">{row.receipt_number ?? '—'}</Text>
                      </Stack>
                      <Stack gap={4} align="flex-end">
                        <Text fw={650}>{formatUsd(row.amount_usd)}</Text>
                        <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
                          {row.status}
                        </Badge>
                      </Stack>
                    </Group>
                  </Paper>
                ))}
              </CardList>
            ) : (
              <DataTable minWidth={520} testId="billing-tokens-table" stale={tokens.isPlaceholderData} caption="Token purchases, newest first">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Receipt number</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <NumericHead>Amount</NumericHead>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatDisplayDate(row.created_at)}</Table.Td>
                      <Table.Td>{row.receipt_number ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
                          {row.status}
                        </Badge>
                      </Table.Td>
                      <NumericCell>{formatUsd(row.amount_usd)}</NumericCell>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
            )}
            <ListPager total={data.total} pageSize={BILLING_PAGE_SIZE} page={page} onChange={setPage} label="Token purchases pages" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
