import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Referral } from '@goodhive/contract';
import { formatDisplayDay, REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type ReferralStatus } from '@goodhive/contract/texts';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { CardList, DataTable } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import classes from '../../../components/ui/lists.module.css';
import { QueryState, UpdatingIndicator } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { pluralise } from '../../../lib/money';
import { referralsQuery, REFERRALS_PAGE_SIZE } from '../api/referrals';
import { FollowUpDialog } from '../components/follow-up-dialog';
import { Cause, People, ReferralStatusBadge, Why } from '../components/referral-parts';
import { useReferralFilters } from '../use-referral-filters';

/** Route 'admin.wcuuser.referrals' (/admin/wcuuser/referred-causes): worthy causes members and visitors suggested. */
export function AdminReferralsPage() {
  const { filters, change } = useReferralFilters();
  const list = useQuery(referralsQuery(filters));
  const [open, setOpen] = useState<Referral | null>(null);
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const page = list.data;
  const filtered = Boolean(filters.status || filters.search);
  const followUp = (r: Referral) => (
    <Button size="xs" variant="light" color="forest" onClick={() => setOpen(r)} aria-label={`Follow up ${r.cause_name}`}>
      Follow up
    </Button>
  );

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Suggested causes" description="Worthy causes suggested at Refer a project. Contact them, note what was agreed, and mark where each stands." />
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <Select
          label="Status"
          placeholder="Any status"
          data={REFERRAL_STATUSES.map((s) => ({ value: s, label: REFERRAL_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(v) => change({ status: (v as ReferralStatus | null) ?? null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Any status' }}
          comboboxProps={{ withinPortal: true }}
        />
        <SearchBox label="Search" placeholder="Cause, contact or who suggested it" value={filters.search} onSearch={(search) => change({ search })} />
      </FilterBar>
      <section aria-labelledby="referrals-title">
        <Stack gap="md">
          <Group justify="space-between">
            <h2 id="referrals-title" style={{ margin: 0, fontSize: 18 }} aria-live="polite">
              {page ? `${pluralise(page.total, 'suggestion')}${filtered ? ' found' : ''}` : 'Suggestions'}
            </h2>
            <UpdatingIndicator query={list} />
          </Group>
          <QueryState
            query={list}
            loadingLabel="Loading the suggestions…"
            errorTitle="The suggestions could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={{ title: filtered ? 'No suggestions match these filters' : 'No suggestions yet', description: filtered ? undefined : 'Suggestions sent at /refer-a-project appear here.' }}
          >
            {(d) =>
              narrow ? (
                <CardList label="Suggested causes, newest first">
                  {d.rows.map((r) => (
                    <Paper key={r.id} component="li" p="md" shadow="xs" data-testid="referral-row">
                      <Stack gap={8}>
                        <Group justify="space-between" wrap="nowrap">
                          <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
                            {formatDisplayDay(r.created_at)}
                          </Text>
                          <ReferralStatusBadge status={r.status} />
                        </Group>
                        <Cause r={r} />
                        <People r={r} />
                        <Why r={r} />
                        {followUp(r)}
                      </Stack>
                    </Paper>
                  ))}
                </CardList>
              ) : (
                <DataTable minWidth={980} stale={list.isPlaceholderData} highlightOnHover={false} testId="referrals-table" caption="Suggested causes, newest first">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Received</Table.Th>
                      <Table.Th scope="col">Cause</Table.Th>
                      <Table.Th scope="col">Suggested by</Table.Th>
                      <Table.Th scope="col">Why</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Action</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((r) => (
                      <Table.Tr key={r.id} data-testid="referral-row">
                        <Table.Td className={classes.numeric}>{formatDisplayDay(r.created_at)}</Table.Td>
                        <Table.Td maw={220}>
                          <Cause r={r} />
                        </Table.Td>
                        <Table.Td maw={240}>
                          <People r={r} />
                        </Table.Td>
                        <Table.Td maw={320}>
                          <Why r={r} />
                        </Table.Td>
                        <Table.Td>
                          <ReferralStatusBadge status={r.status} />
                        </Table.Td>
                        <Table.Td>{followUp(r)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
              )
            }
          </QueryState>
          {page ? <ListPager total={page.total} page={filters.page} pageSize={REFERRALS_PAGE_SIZE} onChange={(p) => change({ page: p })} label="Pages of suggestions" /> : null}
        </Stack>
      </section>
      <FollowUpDialog referral={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
