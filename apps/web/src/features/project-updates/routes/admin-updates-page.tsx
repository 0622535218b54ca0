import { Button, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ProjectUpdate } from '@goodhive/contract';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api-error';
import { useAddressFilters } from '../../../lib/hooks/use-address-filters';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adminUpdatesQuery, partnerOptionsQuery } from '../api/admin-updates';
import { UPDATES_PAGE_SIZE } from '../api/partner-updates';
import { HideUpdateDialog, useModerateStatus } from '../components/hide-update-dialog';
import { UpdateStatusSelect } from '../components/update-status-select';
import { UpdatesHeading } from '../components/updates-heading';
import { UpdatesTable } from '../components/updates-table';
import { hasUpdateFilters, UPDATE_FILTER_CODEC } from '../updates-filters';


/** Route 'admin.wcuuser.project.updates' (/admin/wcuuser/project/updates): every partner's updates, to edit, hide or publish. */
export function AdminUpdatesPage() {
  const { filters, change, clear } = useAddressFilters(UPDATE_FILTER_CODEC);
  const updates = useQuery(adminUpdatesQuery(filters));
  const partners = useQuery(partnerOptionsQuery());
  const [hiding, setHiding] = useState<ProjectUpdate | null>(null);
  const publish = useModerateStatus();
  const page = updates.data;
  const filtered = hasUpdateFilters(filters);

  const actions = (row: ProjectUpdate) => (
    <>
      <Button component={Link} to={pathTo(PATHS.adminWcuProjectUpdateEdit, { id: row.id })} size="xs" variant="default" aria-label={`Edit ${row.title}`}>
        Edit
      </Button>
      {row.status === 'published' ? (
        <Button size="xs" variant="default" onClick={() => setHiding(row)} aria-label={`Hide ${row.title}`}>
          Hide
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          color="forest"
          aria-label={`Publish ${row.title}`}
          loading={publish.isPending && publish.variables?.update.id === row.id}
          onClick={() => publish.mutate({ update: row, status: 'published', note: row.moderation_note }, { onError: (e) => toast.error(errorMessage(e), 'The update could not be published') })}
        >
          Publish
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Project updates" description="What partners tell givers about their projects. Edit an update, or hide it with a note the partner reads." />
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <Select
          label="Worthy cause"
          placeholder="Every worthy cause"
          description={partners.isError ? 'The worthy causes could not be loaded.' : undefined}
          data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.worthy_cause_name }))}
          value={filters.partnerId ? String(filters.partnerId) : null}
          onChange={(v) => change({ partnerId: v ? Number(v) : null, projectId: null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Every worthy cause' }}
          searchable
          nothingFoundMessage="No worthy cause matches"
          comboboxProps={{ withinPortal: true }}
        />
        <UpdateStatusSelect value={filters.status} onChange={(status) => change({ status })} />
        <SearchBox label="Search" placeholder="Title, text or project" value={filters.search} onSearch={(search) => change({ search })} />
      </FilterBar>

      <section aria-labelledby="admin-updates-title">
        <Stack gap="md">
          <UpdatesHeading id="admin-updates-title" total={page?.total} filtered={filtered} query={updates} />
          <QueryState
            query={updates}
            loadingLabel="Loading the updates…"
            errorTitle="The updates could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({
              filtered,
              onClear: clear,
              filteredTitle: 'No updates match these filters',
              title: 'No updates yet',
              description: 'Partners post updates from their panel; they appear here at once.',
            })}
          >
            {(d) => (
              <>
                <UpdatesTable
                  rows={d.rows}
                  showPartner
                  editPath={(row) => pathTo(PATHS.adminWcuProjectUpdateEdit, { id: row.id })}
                  actions={actions}
                  stale={updates.isPlaceholderData}
                  caption="Project updates, newest first"
                />
                <ListPager total={d.total} pageSize={UPDATES_PAGE_SIZE} page={filters.page} onChange={(p) => change({ page: p })} label="Pages of updates" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
      <HideUpdateDialog update={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
