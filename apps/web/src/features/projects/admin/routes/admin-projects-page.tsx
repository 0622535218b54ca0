import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_STATUSES, type ProjectStatus } from '@goodhive/contract/texts';
import { ClearFiltersButton, FilterBar } from '../../../../components/ui/filter-bar';
import { ListPager } from '../../../../components/ui/list-pager';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../../components/ui/results-heading';
import { SearchBox } from '../../../../components/ui/search-box';
import { PAGE_SIZE } from '../../api/partner-projects';
import { ProjectRow, ProjectRowList } from '../../components/project-row';
import { ProjectStatusSelect } from '../../components/project-status-select';
import { useUrlFilters } from '../../use-url-filters';
import { adminEditPath } from '../admin-paths';
import { adminProjectsQuery } from '../api/admin-projects';
import { deferred } from '../../../../components/ui/deferred';
import { PlusIcon } from '../../../../components/ui/icons';

// 'Create project' and 'Create bundle' open a dialog: it loads after the first paint, the buttons holding the place.
const CreateForPartner = deferred(
  () => import('../components/create-for-partner').then((module) => module.CreateForPartner),
  (_: { preselectedPartnerId?: number }) => (
    <Group gap="sm" mt="xs">
      <Button color="honey" leftSection={<PlusIcon size={18} />} aria-busy aria-disabled="true">
        Create project
      </Button>
      <Button variant="light" color="forest" leftSection={<PlusIcon size={18} />} aria-busy aria-disabled="true">
        Create bundle
      </Button>
    </Group>
  ),
);
import { ReviewQueue } from '../components/review-queue';
import { WorthyCauseSelect } from '../components/worthy-cause-select';

const FILTERS = ['partner', 'status', 'search', 'waiting'] as const;
const isStatus = (v: string): v is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(v);

/**
 * Route 'admin.wcuuser.projects' (/admin/wcuuser/projects): the review queue first, then every project of
 * every worthy cause with filters, and the way to create a project or bundle for a partner.
 */
export function AdminProjectsPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(FILTERS);
  const partnerId = Number(values.partner) > 0 ? Number(values.partner) : undefined;
  const status = isStatus(values.status) ? values.status : undefined;
  const list = useQuery(adminProjectsQuery({ page, partner_id: partnerId, status, search: values.search || undefined, pending_change: values.waiting === '1' ? '1' : undefined }));
  const data = list.data;
  const results = useResultsHeading({ smooth: false });
  const goToPage = results.revealAfter(setPage);

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Projects" description="Review what partners submit, and keep every worthy cause's projects and bundles in order.">
        <CreateForPartner preselectedPartnerId={partnerId} />
      </PageHeader>

      <ReviewQueue />

      <section aria-labelledby="all-projects-title">
        <Stack gap="md">
          <ResultsHeading id="all-projects-title" headingRef={results.ref} query={list} size={20}>
            All projects{data ? ` (${data.total}${hasFilters ? ' found' : ''})` : ''}
          </ResultsHeading>
          <FilterBar columns={{ base: 1, sm: 2, md: 4 }} as="group">
            <WorthyCauseSelect value={partnerId ? String(partnerId) : null} onChange={(partner) => change({ partner })} nothingFoundMessage="No worthy cause matches" />
            <ProjectStatusSelect value={status} onChange={(next) => change({ status: next })} />
            <SearchBox label="Search" placeholder="Part of a title" value={values.search} onSearch={(search) => change({ search }, { replace: true })} />
            <Checkbox
              label="Only changes waiting for review"
              checked={values.waiting === '1'}
              onChange={(event) => change({ waiting: event.currentTarget.checked ? '1' : '' })}
              mb={10}
            />
            <ClearFiltersButton active={hasFilters} onClear={clear} />
          </FilterBar>
          <QueryState
            query={list}
            loadingLabel="Loading projects…"
            errorTitle="The projects could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({ filtered: hasFilters, onClear: clear, filteredTitle: 'No projects match these filters', title: 'No projects yet' })}
          >
            {(d) => (
              <>
                <ProjectRowList label="Every project">
                  {d.rows.map((row) => (
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
                <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={goToPage} label="Pages of the project list" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
