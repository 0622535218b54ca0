import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUserSort } from '@goodhive/contract';
import { ADMIN_USERS_PAGE_SIZE } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { AlertIcon, DownloadIcon, MailIcon, PlusIcon, SlidersIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PATHS, adminUserPath } from '../../../lib/paths';
import { UserStatusBadge } from '../components/user-status-badge';
import { UserFilterDialog, activeFilterCount, downloadUsersCsv, userFilterSearchQuery, type FilterKind, type FilterValues } from '../../admin-filters';

const COLUMNS: { sort: AdminUserSort | null; label: string; numeric?: boolean }[] = [
  { sort: 'id', label: 'UID' },
  { sort: 'name', label: 'Name' },
  { sort: 'email', label: 'E-mail' },
  { sort: null, label: 'Type' },
  { sort: null, label: 'Company' },
  { sort: null, label: 'Package' },
  { sort: null, label: 'Status' },
  { sort: 'joined', label: 'Joined' },
  { sort: 'last_giving', label: 'Last giving' },
  { sort: 'total_given', label: 'Total given', numeric: true },
];

/**
 * Route 'users.listing' (/admin/users): every user, paged and sortable, found with the user filter or the e-mail-user
 * filter dialog (POST /api/user/filtersearch), and the current result as CSV.
 */
export function UsersPage() {
  const [filter, setFilter] = useState<FilterValues>({});
  const [dialog, setDialog] = useState<FilterKind | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AdminUserSort>('id');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const controls = { page, limit: ADMIN_USERS_PAGE_SIZE, sort, order };
  const users = useQuery({ ...userFilterSearchQuery(filter, controls), placeholderData: keepPreviousData });
  const results = useResultsHeading({ smooth: false });
  const active = activeFilterCount(filter);
  const csv = useMutation({ mutationFn: () => downloadUsersCsv(filter, { sort, order }) });

  const sortBy = (next: AdminUserSort) => {
    if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(next);
      setOrder(next === 'name' || next === 'email' ? 'asc' : 'desc');
    }
    setPage(1);
  };
  const apply = (values: FilterValues) => {
    setFilter(values);
    setPage(1);
  };

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Users" description="Every member, giver, partner and staff account. Filter, open an account, or export the result.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminUsersCreate} leftSection={<PlusIcon size={18} />} color="honey">
            Create user
          </Button>
          <Button leftSection={<SlidersIcon size={18} />} onClick={() => setDialog('user')}>
            User filter{active ? ` (${active})` : ''}
          </Button>
          <Button leftSection={<MailIcon size={18} />} variant="light" color="forest" onClick={() => setDialog('email')}>
            E-mail user filter
          </Button>
          <Button leftSection={<DownloadIcon size={18} />} variant="default" onClick={() => csv.mutate()} loading={csv.isPending} disabled={!users.data?.total}>
            Export CSV
          </Button>
          {active ? (
            <Button variant="subtle" color="gray" onClick={() => apply({})}>
              Clear filters
            </Button>
          ) : null}
        </Group>
      </PageHeader>
      {csv.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(csv.error)}
        </Alert>
      ) : null}

      {dialog ? (
        <Suspense fallback={null}>
          <UserFilterDialog opened kind={dialog} value={filter} onApply={apply} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}

      <section aria-labelledby="users-results">
        <Stack gap="md">
          <ResultsHeading id="users-results" headingRef={results.ref} query={users}>
            {users.data ? `${pluralise(users.data.total, 'user')}${active ? ' found' : ''}` : 'Users'}
          </ResultsHeading>
          <QueryState
            query={users}
            loadingLabel="Loading users…"
            errorTitle="The users could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({
              filtered: active > 0,
              onClear: () => apply({}),
              filteredTitle: 'No users match',
              filteredDescription: 'Loosen the filter, or clear it to see everyone.',
              title: 'No users yet',
              description: 'Members appear here once they sign up.',
            })}
          >
            {(d) => (
              <>
                <DataTable minWidth={1100} testId="admin-users-table" stale={users.isPlaceholderData} caption="Select a column head to sort by it.">
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((c) => {
                        const label = c.sort ? (
                          <UnstyledButton onClick={() => sortBy(c.sort!)} fw={650} fz="sm">
                            {c.label}
                            {sort === c.sort ? (order === 'asc' ? ' ▲' : ' ▼') : ''}
                          </UnstyledButton>
                        ) : (
                          c.label
                        );
                        const ariaSort = sort === c.sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
                        return c.numeric ? (
                          <NumericHead key={c.label}>{label}</NumericHead>
                        ) : (
                          <Table.Th key={c.label} scope="col" aria-sort={ariaSort}>
                            {label}
                          </Table.Th>
                        );
                      })}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((u) => (
                      <Table.Tr key={u.id}>
                        <Table.Td>{u.id}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={adminUserPath(u.id)} fw={600}>
                            {`${u.first_name} ${u.last_name}`.trim()}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                            {u.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{u.role_name}</Table.Td>
                        <Table.Td>{u.company_name ?? '—'}</Table.Td>
                        <Table.Td>{u.package_name ?? '—'}</Table.Td>
                        <Table.Td miw={96}>
                          <UserStatusBadge row={u} />
                        </Table.Td>
                        <Table.Td>{formatDisplayDate(u.created_at)}</Table.Td>
                        <Table.Td>{u.last_giving_at ? formatDisplayDate(u.last_giving_at) : '—'}</Table.Td>
                        <NumericCell>{formatUsd(u.total_given_usd_cents / 100)}</NumericCell>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager total={d.total} pageSize={ADMIN_USERS_PAGE_SIZE} page={page} onChange={results.revealAfter((next: number) => setPage(next))} label="Pages of users" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
