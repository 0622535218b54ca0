import { Anchor, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_RECURRING_PAGE_SIZE, storyRunStatusLabels } from '@goodhive/contract/texts';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd, pluralise } from '../../../lib/money';
import { PATHS, pathTo } from '../../../lib/paths';
import { recurringQuery } from '../api/recurring';
import { AutomationBadge } from '../components/automation-badge';

/**
 * Route 'admin.giving.recurring.listing' (/admin/recurring): every monthly story with its state, next giving,
 * last month's result and failures; staff open one to pause, resume or cancel it.
 */
export function RecurringPage() {
  const [page, setPage] = useState(1);
  const [automationStatus, setAutomationStatus] = useState<string | null>(null);
  const [failing, setFailing] = useState(false);
  const [search, setSearch] = useState('');
  const list = useQuery(recurringQuery({ page, automationStatus, failing, search }));
  const results = useResultsHeading({ smooth: false });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Giving Management" title="Recurring giving" description="Every story that gives each month: whether it is on, when it gives next, how last month went and how often it failed." />
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <SearchBox
          label="Search"
          placeholder="Story, company or giver"
          value={search}
          onSearch={(next) => {
            setPage(1);
            setSearch(next);
          }}
        />
        <Select
          label="Automated giving"
          placeholder="Any"
          data={[
            { value: 'on', label: 'Giving monthly' },
            { value: 'paused', label: 'Paused' },
            { value: 'off', label: 'Cancelled' },
          ]}
          value={automationStatus}
          onChange={(v) => {
            setPage(1);
            setAutomationStatus(v ?? null);
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          mt={{ sm: 30 }}
          label="Last month failed or is retried"
          checked={failing}
          onChange={(e) => {
            setPage(1);
            setFailing(e.currentTarget.checked);
          }}
        />
      </FilterBar>
      <section aria-labelledby="recurring-title">
        <Stack gap="md">
          <ResultsHeading id="recurring-title" headingRef={results.ref}>
            {list.data ? pluralise(list.data.total, 'recurring story', 'recurring stories') : 'Recurring stories'}
          </ResultsHeading>
          <QueryState
            query={list}
            loadingLabel="Loading recurring giving…"
            errorTitle="The recurring giving could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={{ title: 'No recurring story', description: 'Monthly stories appear here once members create them.' }}
          >
            {(d) => (
              <>
                <DataTable minWidth={1000} testId="recurring-table" stale={list.isPlaceholderData}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Story</Table.Th>
                      <Table.Th scope="col">For</Table.Th>
                      <Table.Th scope="col">State</Table.Th>
                      <NumericHead>Each month</NumericHead>
                      <Table.Th scope="col">Next giving</Table.Th>
                      <Table.Th scope="col">Last month</Table.Th>
                      <NumericHead>Failures</NumericHead>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.rows.map((r) => (
                      <Table.Tr key={r.id} data-testid="recurring-row">
                        <Table.Td maw={320}>
                          <Anchor component={Link} to={pathTo(PATHS.adminRecurringDetail, { subId: r.id })} fw={650} fz="sm">
                            #{r.id} {r.story_text}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm">{r.owner_name}</Text>
                          <Text fz="xs" c="dimmed">
                            {r.account === 'company' ? `CID ${r.company_id}` : `UID ${r.user_id}`}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <AutomationBadge status={r.automation_status} storyStatus={r.status} />
                        </Table.Td>
                        <NumericCell>{formatUsd(r.monthly_usd)}</NumericCell>
                        <Table.Td>{r.next_giving_at ? formatDisplayDate(r.next_giving_at) : '—'}</Table.Td>
                        <Table.Td>
                          {r.last_run ? (
                            <>
                              <Text fz="sm">
                                {r.last_run.period}: {storyRunStatusLabels[r.last_run.status] ?? r.last_run.status}
                              </Text>
                              {r.last_run.failure_reason ? (
                                <Text fz="xs" c="red.8">
                                  {r.last_run.failure_reason}
                                </Text>
                              ) : null}
                            </>
                          ) : (
                            <Text fz="sm" c="dimmed">
                              Not given yet
                            </Text>
                          )}
                        </Table.Td>
                        <NumericCell>{r.failed_runs}</NumericCell>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
                <ListPager
                  total={d.total}
                  pageSize={ADMIN_RECURRING_PAGE_SIZE}
                  page={page}
                  onChange={(next) => {
                    setPage(next);
                    results.reveal();
                  }}
                  label="Pages of recurring giving"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
