import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_STATUSES, type ProjectStatus } from '@goodhive/contract/texts';
import { ClearFiltersButton, FilterBar, filterSpan } from '../../../components/ui/filter-bar';
import { PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { SearchBox } from '../../../components/ui/search-box';
import { PATHS, pathTo } from '../../../lib/paths';
import { PAGE_SIZE, partnerProjectsQuery } from '../api/partner-projects';
import { ProjectRow, ProjectRowList } from '../components/project-row';
import { ProjectStatusSelect } from '../components/project-status-select';
import { useUrlFilters } from '../use-url-filters';

const FILTERS = ['status', 'search'] as const;
const isStatus = (v: string): v is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(v);

/** Route 'projects' (/projects-list): the partner's projects, filtered by status and title, with their review state. */
export function ProjectsListPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(FILTERS);
  const status = isStatus(values.status) ? values.status : undefined;
  const list = useQuery(partnerProjectsQuery({ page, status, search: values.search || undefined }));
  const data = list.data;
  const results = useResultsHeading();
  const goToPage = results.revealAfter(setPage);

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Projects"
        description="Your projects as givers find them. New projects and changes to live ones are reviewed by our team before givers see them."
      >
        <Button component={Link} to={PATHS.partnerProjectCreate} leftSection={<PlusIcon size={18} />} w="fit-content" mt="xs" color="honey">
          Create project
        </Button>
      </PageHeader>

      <FilterBar columns={{ base: 1, sm: 2, md: 4 }}>
        <ProjectStatusSelect value={status} onChange={(next) => change({ status: next })} />
        <SearchBox label="Search" placeholder="Part of a title" value={values.search} onSearch={(search) => change({ search }, { replace: true })} {...filterSpan({ md: 2 })} />
        <ClearFiltersButton active={hasFilters} onClear={clear} />
      </FilterBar>

      <section aria-labelledby="projects-results-title">
        <Stack gap="md">
          <ResultsHeading id="projects-results-title" headingRef={results.ref} query={list}>
            {data ? `${data.total} ${data.total === 1 ? 'project' : 'projects'}${hasFilters ? ' found' : ''}` : 'Projects'}
          </ResultsHeading>
          <QueryState
            query={list}
            loadingLabel="Loading your projects…"
            errorTitle="Your projects could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({
              filtered: hasFilters,
              onClear: clear,
              filteredTitle: 'No projects match these filters',
              filteredDescription: 'Try another status or word.',
              title: 'No projects yet',
              description: 'Create your first project: describe it, add photos and the impacts givers can fund, then submit it for review.',
              action: (
                <Button component={Link} to={PATHS.partnerProjectCreate} leftSection={<PlusIcon size={18} />}>
                  Create your first project
                </Button>
              ),
            })}
          >
            {(d) => (
              <>
                <ProjectRowList label="Your projects">
                  {d.rows.map((project) => {
                    const verb = project.is_bundle || project.status === 'closed' || project.status === 'submitted' ? 'Open' : 'Edit';
                    return (
                      <ProjectRow
                        key={project.id}
                        project={project}
                        href={pathTo(PATHS.partnerProjectEdit, { id: project.id })}
                        actions={
                          <Button component={Link} to={pathTo(PATHS.partnerProjectEdit, { id: project.id })} variant="light" color="forest" size="sm" aria-label={`${verb} ${project.title}`}>
                            {verb}
                          </Button>
                        }
                      />
                    );
                  })}
                </ProjectRowList>
                <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={goToPage} label="Pages of your projects" />
                {d.total === 0 ? null : (
                  <Text fz="xs" c="dimmed">
                    Amounts are in US dollars; only paid contributions count.
                  </Text>
                )}
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
