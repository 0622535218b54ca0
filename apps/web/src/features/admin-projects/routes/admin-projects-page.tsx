import { Button, Checkbox, Group, Loader, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ListPager } from '../../projects/components/list-pager';
import classes from '../../projects/components/list-filters.module.css';
import { ProjectRow, ProjectRowList } from '../../projects/components/project-row';
import { SearchField } from '../../projects/components/search-field';
import { useUrlFilters } from '../../projects/use-url-filters';
import { adminEditPath } from '../admin-paths';
import { adminProjectsQuery } from '../api/admin-projects';
import { partnerOptionsQuery } from '../api/partner-options';
import { CreateForPartner } from '../components/create-for-partner';
import { ReviewQueue } from '../components/review-queue';

const FILTERS = ['partner', 'status', 'search', 'waiting'] as const;
const isStatus = (v: string): v is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(v);

/**
 * Route 'admin.wcuuser.projects' (/admin/wcuuser/projects): the review queue first, then every project of
 * every worthy cause with filters, and the way to create a project or bundle for a partner.
 */
export function AdminProjectsPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(FILTERS);
  const partners = useQuery(partnerOptionsQuery());
  const partnerId = Number(values.partner) > 0 ? Number(values.partner) : undefined;
  const status = isStatus(values.status) ? values.status : undefined;
  const list = useQuery(adminProjectsQuery({ page, partner_id: partnerId, status, search: values.search || undefined, pending_change: values.waiting === '1' ? '1' : undefined }));
  const data = list.data;

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Projects" description="Review what partners submit, and keep every worthy cause's projects and bundles in order.">
        <CreateForPartner preselectedPartnerId={partnerId} />
      </PageHeader>

      <ReviewQueue />

      <section aria-labelledby="all-projects-title">
        <Stack gap="md">
          <Group justify="space-between">
            <h2 id="all-projects-title" style={{ margin: 0, fontSize: 20 }}>
              <span aria-live="polite">All projects{data ? ` (${data.total}${hasFilters ? ' found' : ''})` : ''}</span>
            </h2>
            {list.isFetching && !list.isPending ? <Loader size={14} color="forest" aria-label="Updating" /> : null}
          </Group>
          <div role="group" aria-label="Filters" className={classes.filters}>
            <Select
              label="Worthy cause"
              placeholder={partners.isPending ? 'Loading…' : 'Every worthy cause'}
              data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.worthy_cause_name }))}
              value={partnerId ? String(partnerId) : null}
              onChange={(value) => change({ partner: value ?? '' })}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'Show every worthy cause' }}
              nothingFoundMessage="No worthy cause matches"
            />
            <Select
              label="Status"
              placeholder="All statuses"
              data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
              value={status ?? null}
              onChange={(value) => change({ status: value ?? '' })}
              clearable
              clearButtonProps={{ 'aria-label': 'Show every status' }}
            />
            <SearchField label="Search" placeholder="Part of a title" value={values.search} onSearch={(search) => change({ search }, { replace: true })} />
            <Checkbox
              label="Only changes waiting for review"
              checked={values.waiting === '1'}
              onChange={(event) => change({ waiting: event.currentTarget.checked ? '1' : '' })}
              mb={10}
            />
            {hasFilters ? (
              <Button variant="subtle" color="forest" onClick={clear} w="fit-content" className={classes.end}>
                Clear filters
              </Button>
            ) : null}
          </div>
          {list.isPending ? (
            <LoadingState label="Loading projects…" />
          ) : list.isError ? (
            <ErrorState title="The projects could not be loaded" error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
          ) : data && data.rows.length === 0 ? (
            <EmptyBlock title={hasFilters ? 'No projects match these filters' : 'No projects yet'} action={hasFilters ? <Button onClick={clear}>Clear filters</Button> : undefined} />
          ) : data ? (
            <>
              <ProjectRowList label="Every project">
                {data.rows.map((row) => (
                  <ProjectRow
                    key={row.id}
                    project={row}
                    href={adminEditPath(row)}
                    showPartner
                    actions={
                      <Button component={Link} to={adminEditPath(row)} variant="light" color="forest" size="sm" aria-label={`Edit ${row.title}`}>
                        Edit
                      </Button>
                    }
                  />
                ))}
              </ProjectRowList>
              <ListPager total={data.total} page={page} onChange={setPage} label="Pages of the project list" />
            </>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
