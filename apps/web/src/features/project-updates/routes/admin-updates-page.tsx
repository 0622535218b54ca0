import { Button, Group, Loader, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_UPDATE_STATUS_LABELS, PROJECT_UPDATE_STATUSES, type ProjectUpdate, type ProjectUpdateStatus } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adminUpdatesQuery, partnerOptionsQuery } from '../api/admin-updates';
import { UPDATES_PAGE_SIZE } from '../api/partner-updates';
import { HideUpdateDialog, useModerateStatus } from '../components/hide-update-dialog';
import { ListPager } from '../components/list-pager';
import { SearchBox } from '../components/search-box';
import { UpdatesTable } from '../components/updates-table';
import classes from '../components/updates.module.css';
import { hasUpdateFilters } from '../updates-filters';
import { useUpdateFilters } from '../use-update-filters';

const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'update' : 'updates'}`;

/** Route 'admin.wcuuser.project.updates' (/admin/wcuuser/project/updates): every partner's updates, to edit, hide or publish. */
export function AdminUpdatesPage() {
  const { filters, change, clear } = useUpdateFilters();
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
      <section aria-label="Filters" className={classes.filters}>
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
        <SearchBox label="Search" placeholder="Title, text or project" value={filters.search} onSearch={(search) => change({ search })} />
      </section>

      <section aria-labelledby="admin-updates-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <h2 id="admin-updates-title" style={{ margin: 0, fontSize: 18 }} aria-live="polite">
              {page ? `${plural(page.total)}${filtered ? ' found' : ''}` : 'Updates'}
            </h2>
            {updates.isFetching && !updates.isPending ? <Loader size={14} color="forest" aria-label="Updating" /> : null}
          </Group>
          {updates.isPending ? (
            <LoadingState label="Loading the updates…" />
          ) : updates.isError ? (
            <ErrorState title="The updates could not be loaded" error={updates.error} onRetry={() => void updates.refetch()} retrying={updates.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock
              title={filtered ? 'No updates match these filters' : 'No updates yet'}
              description={filtered ? undefined : 'Partners post updates from their panel; they appear here at once.'}
              action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
            />
          ) : page ? (
            <>
              <UpdatesTable
                rows={page.rows}
                showPartner
                editPath={(row) => pathTo(PATHS.adminWcuProjectUpdateEdit, { id: row.id })}
                actions={actions}
                stale={updates.isPlaceholderData}
                caption="Project updates, newest first"
              />
              <ListPager total={page.total} page={filters.page} pageSize={UPDATES_PAGE_SIZE} onChange={(p) => change({ page: p })} label="Pages of updates" />
            </>
          ) : null}
        </Stack>
      </section>
      <HideUpdateDialog update={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
