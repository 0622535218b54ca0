import { Button, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { useAddressFilters } from '../../../lib/hooks/use-address-filters';
import { PATHS, pathTo } from '../../../lib/paths';
import { partnerUpdatesQuery, updatableProjectsQuery, UPDATES_PAGE_SIZE } from '../api/partner-updates';
import { UpdateStatusSelect } from '../components/update-status-select';
import { UpdatesHeading } from '../components/updates-heading';
import { UpdatesTable } from '../components/updates-table';
import { hasUpdateFilters, UPDATE_FILTER_CODEC } from '../updates-filters';

const NEW_UPDATE = pathTo(PATHS.partnerProjectUpdate, { id: 'new' });

/** Route 'project-updates-list' (/project-updates-list/): the partner's updates with their status and staff notes. */
export function PartnerUpdatesPage() {
  const { filters, change, clear } = useAddressFilters(UPDATE_FILTER_CODEC);
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

      <FilterBar columns={{ base: 1, sm: 3 }}>
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
        <UpdateStatusSelect value={filters.status} onChange={(status) => change({ status })} />
        <SearchBox label="Search" placeholder="Words in the title or text" value={filters.search} onSearch={(search) => change({ search })} />
      </FilterBar>

      <section aria-labelledby="updates-results-title">
        <Stack gap="md">
          <UpdatesHeading id="updates-results-title" total={page?.total} filtered={filtered} query={updates} />
          <QueryState
            query={updates}
            loadingLabel="Loading your updates…"
            errorTitle="Your updates could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({
              filtered,
              onClear: clear,
              filteredTitle: 'No updates match these filters',
              filteredDescription: 'Try another project, status or word.',
              title: 'No updates yet',
              description: 'Givers love to hear how their giving helped. Share your first news from the field.',
              action: (
                <Button component={Link} to={NEW_UPDATE}>
                  Post an update
                </Button>
              ),
            })}
          >
            {(d) => (
              <>
                <UpdatesTable rows={d.rows} editPath={(row) => pathTo(PATHS.partnerProjectUpdate, { id: row.id })} stale={updates.isPlaceholderData} caption="Your updates, newest first" />
                <ListPager total={d.total} pageSize={UPDATES_PAGE_SIZE} page={filters.page} onChange={(p) => change({ page: p })} label="Pages of your updates" />
              </>
            )}
          </QueryState>
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
