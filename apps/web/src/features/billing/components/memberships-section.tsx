import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingLabels, billingMessages } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FileTextIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { BILLING_PAGE_SIZE, billingMembershipsQuery, downloadMembershipReceipt } from '../api/billing';

/** The company's membership payments (card payments and those recorded by Goodhive), each complete one with its receipt PDF. */
export function MembershipsSection() {
  const user = useSignedInUser();
  const [page, setPage] = useState(1);
  const payments = useQuery(billingMembershipsQuery(user.id, user.account, page));
  const download = useMutation({ mutationFn: downloadMembershipReceipt });
  return (
    <Paper shadow="xs" p="lg" component="section" aria-labelledby="billing-memberships">
      <Stack gap="md">
        <Title order={2} fz="lg" id="billing-memberships">
          {billingLabels.memberships}
        </Title>
        <QueryState query={payments} loadingLabel="Loading your membership payments…" isEmpty={(d) => d.total === 0} empty={{ title: billingMessages.noMemberships, description: billingMessages.noMembershipsHint }}>
          {(data) => (
            <Stack gap="sm">
              <DataTable minWidth={720} framed={false} testId="billing-memberships-table" stale={payments.isPlaceholderData} caption="Membership payments, newest first">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Package</Table.Th>
                    <Table.Th scope="col">Paid by</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Membership until</Table.Th>
                    <NumericHead>Amount</NumericHead>
                    <Table.Th scope="col">Receipt</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatDisplayDate(row.paid_at ?? row.created_at)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {row.package_name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {row.period}
                          {row.is_renewal ? ' · renewal' : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.method}</Table.Td>
                      <Table.Td>
                        {row.payment_status_label ? (
                          <Badge color={row.payment_status_label === 'Complete' ? 'forest' : 'honey'} variant="light">
                            {row.payment_status_label}
                          </Badge>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>{row.membership_end_date ? formatDisplayDate(row.membership_end_date) : '—'}</Table.Td>
                      <NumericCell>{formatUsd(row.amount_usd)}</NumericCell>
                      <Table.Td>
                        {row.has_receipt ? (
                          <Button
                            variant="subtle"
                            color="forest"
                            size="compact-sm"
                            leftSection={<FileTextIcon size={16} />}
                            loading={download.isPending && download.variables === row.id}
                            aria-label={`Receipt (PDF) for membership payment M-${row.id}`}
                            onClick={() => download.mutate(row.id, { onError: (error) => toast.error(errorMessage(error), 'The receipt could not be downloaded') })}
                          >
                            Receipt
                          </Button>
                        ) : (
                          <Text fz="sm" c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </DataTable>
              <Group justify="flex-end">
                <ListPager total={data.total} pageSize={BILLING_PAGE_SIZE} page={page} onChange={setPage} label="Membership payments pages" />
              </Group>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
