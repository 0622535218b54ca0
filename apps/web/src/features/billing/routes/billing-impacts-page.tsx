import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingLabels, billingMessages } from '@goodhive/contract/texts';
import { CardList, DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, UpdatingIndicator } from '../../../components/ui/query-state';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { BILLING_PAGE_SIZE, billingImpactsQuery } from '../api/billing';
import { BillingNav } from '../components/billing-nav';

const NARROW_QUERY = '(max-width: 47.99em)';

/** /billing-impacts: every paid giving payment of the account, with its receipt PDF (a table, or cards on narrow screens). */
export function BillingImpactsPage() {
  const user = useSignedInUser();
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const impacts = useQuery(billingImpactsQuery(user.id, user.account, page));
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={accountHeading(user)} title={billingLabels.impacts} description="Every payment you made for impact, with its receipt.">
        <BillingNav />
      </PageHeader>
      <QueryState query={impacts} loadingLabel="Loading your giving payments…" isEmpty={(d) => d.total === 0} empty={{ title: billingMessages.noImpacts, description: billingMessages.noImpactsHint }}>
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {data.total} {data.total === 1 ? 'payment' : 'payments'}
              </Text>
              <UpdatingIndicator query={impacts} />
            </Group>
            {narrow ? (
              <CardList label="Paid giving payments, newest first" testId="billing-impacts-cards" stale={impacts.isPlaceholderData}>
                {data.rows.map((row) => (
                  <Paper key={row.contribution_group_id} component="li" p="md" shadow="xs">
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                        <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
                          {formatDisplayDate(row.paid_at)}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {row.method}
                        </Text>
                      </Group>
                      <Text fw={650}>
                        #{row.contribution_group_id} · {row.contributions} {row.contributions === 1 ? 'impact' : 'impacts'}
                      </Text>
                      <Group justify="space-between" gap="xs" align="center">
                        <Text fw={650}>{formatUsd(row.amount_usd)}</Text>
                        <ReceiptButton groupId={row.contribution_group_id} variant="compact" description={`payment #${row.contribution_group_id}`} />
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </CardList>
            ) : (
              <DataTable minWidth={560} testId="billing-impacts-table" stale={impacts.isPlaceholderData} caption="Paid giving payments, newest first">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Payment</Table.Th>
                    <Table.Th scope="col">Method</Table.Th>
                    <NumericHead>Amount</NumericHead>
                    <Table.Th scope="col">Receipt</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.contribution_group_id}>
                      <Table.Td>{formatDisplayDate(row.paid_at)}</Table.Td>
                      <Table.Td>
                        #{row.contribution_group_id} · {row.contributions} {row.contributions === 1 ? 'impact' : 'impacts'}
                      </Table.Td>
                      <Table.Td>{row.method}</Table.Td>
                      <NumericCell>{formatUsd(row.amount_usd)}</NumericCell>
                      <Table.Td>
                        <ReceiptButton groupId={row.contribution_group_id} variant="compact" description={`payment #${row.contribution_group_id}`} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
            )}
            <ListPager total={data.total} pageSize={BILLING_PAGE_SIZE} page={page} onChange={setPage} label="Giving payments pages" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
