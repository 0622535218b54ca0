import '@mantine/core/styles/Table.css';
import { Button, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDisplayDay, REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type Referral, type ReferralStatus } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { referralsQuery, REFERRALS_PAGE_SIZE } from '../api/referrals';
import { FollowUpDialog } from '../components/follow-up-dialog';
import { Cause, People, ReferralStatusBadge, Why } from '../components/referral-parts';
import { useReferralFilters } from '../use-referral-filters';
import { ListPager } from '../../project-updates/components/list-pager';
import { SearchBox } from '../../project-updates/components/search-box';
import classes from '../../project-updates/components/updates.module.css';

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
      <section aria-label="Filters" className={classes.filters}>
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
      </section>
      <section aria-labelledby="referrals-title">
        <Stack gap="md">
          <Group justify="space-between">
            <h2 id="referrals-title" style={{ margin: 0, fontSize: 18 }} aria-live="polite">
              {page ? `${page.total.toLocaleString('en-US')} ${page.total === 1 ? 'suggestion' : 'suggestions'}${filtered ? ' found' : ''}` : 'Suggestions'}
            </h2>
            {list.isFetching && !list.isPending ? <Loader size={14} color="forest" aria-label="Updating" /> : null}
          </Group>
          {list.isPending ? (
            <LoadingState label="Loading the suggestions…" />
          ) : list.isError ? (
            <ErrorState title="The suggestions could not be loaded" error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock title={filtered ? 'No suggestions match these filters' : 'No suggestions yet'} description={filtered ? undefined : 'Suggestions sent at /refer-a-project appear here.'} />
          ) : page && narrow ? (
            <Stack gap="sm" component="ul" className={classes.cardList} aria-label="Suggested causes, newest first">
              {page.rows.map((r) => (
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
            </Stack>
          ) : page ? (
            <Paper shadow="xs" p={0} style={{ overflow: 'hidden' }}>
              <Table.ScrollContainer minWidth={980} type="native" className={list.isPlaceholderData ? classes.stale : undefined}>
                <Table striped verticalSpacing="sm" horizontalSpacing="md" className={classes.table} data-testid="referrals-table">
                  <Table.Caption className={classes.caption}>Suggested causes, newest first</Table.Caption>
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
                    {page.rows.map((r) => (
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
                </Table>
              </Table.ScrollContainer>
            </Paper>
          ) : null}
          {page ? <ListPager total={page.total} page={filters.page} pageSize={REFERRALS_PAGE_SIZE} onChange={(p) => change({ page: p })} label="Pages of suggestions" /> : null}
        </Stack>
      </section>
      <FollowUpDialog referral={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
