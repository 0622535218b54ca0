import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminMembershipPayment } from '@goodhive/contract';
import { MEMBERSHIP_PAYMENTS_PAGE_SIZE } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { Select } from '../../../components/ui/select';
import { positiveIntOf } from '../../../lib/address-filters';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { membershipPaymentsQuery } from '../api/membership-payments';

/** Complete, Incomplete, or nothing when the company's renewal is not required. */
export function PaymentStatus({ payment }: { payment: AdminMembershipPayment }) {
  if (payment.payment_status_label === null) return null;
  return (
    <Badge color={payment.payment_status === 1 ? 'forest' : 'yellow'} variant="light" radius="sm" tt="none">
      {payment.payment_status_label}
    </Badge>
  );
}

/**
 * Routes 'membership-payments' (/admin/membership-payments) and its /filter/{company_id}: every membership
 * payment with package, period, amount, status and dates; staff open one to see or correct it.
 */
export function MembershipPaymentsPage() {
  const companyId = positiveIntOf(useParams().companyId ?? null);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'complete' | 'incomplete' | null>(null);
  const payments = useQuery(membershipPaymentsQuery({ page, companyId, status }));
  const results = useResultsHeading({ smooth: false });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Membership payments" description="Every membership payment: package, period, amount, status and dates. Open one to see it or correct it.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={companyId ? pathTo(PATHS.adminMembershipPaymentAdd, { id: companyId }) : PATHS.adminMembershipPaymentCreate} leftSection={<PlusIcon size={18} />}>
            {companyId ? 'Record a payment for this company' : 'Record a manual payment'}
          </Button>
        </Group>
      </PageHeader>
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <TextInput
          label="Company ID"
          inputMode="numeric"
          defaultValue={companyId ?? ''}
          key={companyId ?? 'all'}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          onBlur={(e) => {
            const next = positiveIntOf(e.currentTarget.value.trim() || null);
            if (next === companyId) return;
            setPage(1);
            navigate(next ? pathTo(PATHS.adminMembershipPaymentsFilter, { companyId: next }) : PATHS.adminMembershipPayments);
          }}
        />
        <Select
          label="Status"
          placeholder="Complete and incomplete"
          data={[
            { value: 'complete', label: 'Complete' },
            { value: 'incomplete', label: 'Incomplete' },
          ]}
          value={status}
          onChange={(v) => {
            setPage(1);
            setStatus((v as typeof status) ?? null);
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </FilterBar>
      <section aria-labelledby="payments-title">
        <Stack gap="md">
          <ResultsHeading id="payments-title" headingRef={results.ref}>
            {payments.data ? pluralise(payments.data.total, 'payment') : 'Payments'}
          </ResultsHeading>
          <QueryState
            query={payments}
            loadingLabel="Loading membership payments…"
            errorTitle="The membership payments could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={{ title: 'No membership payment', description: companyId ? 'This company has no membership payment yet.' : 'Payments appear here as members upgrade and renew.' }}
          >
            {(d) => (
              <>
                <DataTable minWidth={980} testId="membership-payments" stale={payments.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Payment</Table.Th>
                      <Table.Th scope="col">Company</Table.Th>
                      <Table.Th scope="col">Package</Table.Th>
                      <Table.Th scope="col">Period</Table.Th>
                      <NumericHead>Amount</NumericHead>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Paid</Table.Th>
                      <Table.Th scope="col">Membership until</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((p) => (
                      <Table.Tr key={p.id} data-testid="membership-payment-row">
                        <Table.Td>
                          <Anchor component={Link} to={pathTo(PATHS.adminMembershipPaymentDisplay, { id: p.id })} fw={650}>
                            #{p.id}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={pathTo(PATHS.adminMembershipPaymentsFilter, { companyId: p.company.id })} fz="sm">
                            {p.company.name}
                          </Anchor>
                          <Text fz="xs" c="dimmed">
                            {p.user.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{p.package.name}</Table.Td>
                        <Table.Td>
                          {p.period}
                          {p.is_renewal ? (
                            <Text fz="xs" c="dimmed">
                              Renewal
                            </Text>
                          ) : null}
                        </Table.Td>
                        <NumericCell>{formatUsd(p.amount_usd)}</NumericCell>
                        <Table.Td>
                          <PaymentStatus payment={p} />
                        </Table.Td>
                        <Table.Td>{p.paid_at ? formatDisplayDate(p.paid_at) : '—'}</Table.Td>
                        <Table.Td>{p.membership_end_date ? formatDisplayDate(p.membership_end_date) : '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager
                  total={d.total}
                  pageSize={MEMBERSHIP_PAYMENTS_PAGE_SIZE}
                  page={page}
                  onChange={(next) => {
                    setPage(next);
                    results.reveal();
                  }}
                  label="Pages of membership payments"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
