import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_UPDATE_STATUS_LABELS, PROJECT_UPDATE_STATUSES, type ProjectUpdateStatus } from '@goodhive/contract';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { PATHS, pathTo } from '../../../lib/paths';
import { partnerUpdatesQuery, updatableProjectsQuery, UPDATES_PAGE_SIZE } from '../api/partner-updates';
import { ListPager } from '../components/list-pager';
import { SearchBox } from '../components/search-box';
import { UpdatesTable } from '../components/updates-table';
import classes from '../components/updates.module.css';
import { hasUpdateFilters } from '../updates-filters';
import { useUpdateFilters } from '../use-update-filters';

const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'update' : 'updates'}`;
const NEW_UPDATE = pathTo(PATHS.partnerProjectUpdate, { id: 'new' });

/** Route 'project-updates-list' (/project-updates-list/): the partner's updates with their status and staff notes. */
export function PartnerUpdatesPage() {
  const { filters, change, clear } = useUpdateFilters();
  const updates = useQuery(partnerUpdatesQuery(filters));
  const projects = useQuery(updatableProjectsQuery());
  const filtered = hasUpdateFilters(filters);
  const page = updates.data;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Project updates"
        description="Tell givers what their giving made possible. An update is published at once to everyone who funded the project."
      >
        <Button component={Link} to={NEW_UPDATE} leftSection={<PlusIcon size={18} />} color="honey" w="fit-content" mt="xs">
          Post an update
        </Button>
      </PageHeader>

      <section aria-label="Filters" className={classes.filters}>
        <Select
          label="Project"
          placeholder="All projects"
          data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          value={filters.projectId ? String(filters.projectId) : null}
          onChange={(v) => change({ projectId: v ? Number(v) : null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Show every project' }}
          searchable
          nothingFoundMessage="No project matches"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={PROJECT_UPDATE_STATUSES.map((s) => ({ value: s, label: PROJECT_UPDATE_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(v) => change({ status: (v as ProjectUpdateStatus | null) ?? null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Any status' }}
          comboboxProps={{ withinPortal: true }}
        />
        <SearchBox label="Search" placeholder="Words in the title or text" value={filters.search} onSearch={(search) => change({ search })} />
      </section>

      <section aria-labelledby="updates-results-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <h2 id="updates-results-title" style={{ margin: 0, fontSize: 18 }} aria-live="polite">
              {page ? `${plural(page.total)}${filtered ? ' found' : ''}` : 'Updates'}
            </h2>
            {updates.isFetching && !updates.isPending ? <Loader size={14} color="forest" aria-label="Updating" /> : null}
          </Group>
          {updates.isPending ? (
            <LoadingState label="Loading your updates…" />
          ) : updates.isError ? (
            <ErrorState title="Your updates could not be loaded" error={updates.error} onRetry={() => void updates.refetch()} retrying={updates.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock
              title={filtered ? 'No updates match these filters' : 'No updates yet'}
              description={filtered ? 'Try another project, status or word.' : 'Givers love to hear how their giving helped. Share your first news from the field.'}
              action={
                filtered ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : (
                  <Button component={Link} to={NEW_UPDATE}>
                    Post an update
                  </Button>
                )
              }
            />
          ) : page ? (
            <>
              <UpdatesTable rows={page.rows} editPath={(row) => pathTo(PATHS.partnerProjectUpdate, { id: row.id })} stale={updates.isPlaceholderData} caption="Your updates, newest first" />
              <ListPager total={page.total} page={filters.page} pageSize={UPDATES_PAGE_SIZE} onChange={(p) => change({ page: p })} label="Pages of your updates" />
            </>
          ) : null}
          {projects.isError ? (
            <Text fz="sm" c="red.8" role="alert">
              The project list could not be loaded; the project filter is empty.
            </Text>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
