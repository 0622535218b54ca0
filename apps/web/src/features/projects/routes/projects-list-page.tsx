import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { PATHS, pathTo } from '../../../lib/paths';
import { partnerProjectsQuery } from '../api/partner-projects';
import { ListPager } from '../components/list-pager';
import { ProjectRow, ProjectRowList } from '../components/project-row';
import { SearchField } from '../components/search-field';
import classes from '../components/list-filters.module.css';
import { useUrlFilters } from '../use-url-filters';

const FILTERS = ['status', 'search'] as const;
const isStatus = (v: string): v is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(v);

/** Route 'projects' (/projects-list): the partner's projects, filtered by status and title, with their review state. */
export function ProjectsListPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(FILTERS);
  const status = isStatus(values.status) ? values.status : undefined;
  const list = useQuery(partnerProjectsQuery({ page, status, search: values.search || undefined }));
  const data = list.data;

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

      <section aria-label="Filters" className={classes.filters}>
        <Select
          label="Status"
          placeholder="All statuses"
          data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
          value={status ?? null}
          onChange={(value) => change({ status: value ?? '' })}
          clearable
          clearButtonProps={{ 'aria-label': 'Show every status' }}
        />
        <SearchField label="Search" placeholder="Part of a title" value={values.search} onSearch={(search) => change({ search }, { replace: true })} className={classes.wide} />
        {hasFilters ? (
          <Button variant="subtle" color="forest" onClick={clear} w="fit-content" className={classes.end}>
            Clear filters
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="projects-results-title">
        <Stack gap="md">
          <Group justify="space-between">
            <h2 id="projects-results-title" style={{ margin: 0, fontSize: 18 }}>
              <span aria-live="polite">{data ? `${data.total} ${data.total === 1 ? 'project' : 'projects'}${hasFilters ? ' found' : ''}` : 'Projects'}</span>
            </h2>
            {list.isFetching && !list.isPending ? <Loader size={14} color="forest" aria-label="Updating" /> : null}
          </Group>
          {list.isPending ? (
            <LoadingState label="Loading your projects…" />
          ) : list.isError ? (
            <ErrorState title="Your projects could not be loaded" error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
          ) : data && data.rows.length === 0 ? (
            hasFilters ? (
              <EmptyBlock title="No projects match these filters" description="Try another status or word." action={<Button onClick={clear}>Clear filters</Button>} />
            ) : (
              <EmptyBlock
                title="No projects yet"
                description="Create your first project: describe it, add photos and the impacts givers can fund, then submit it for review."
                action={
                  <Button component={Link} to={PATHS.partnerProjectCreate} leftSection={<PlusIcon size={18} />}>
                    Create your first project
                  </Button>
                }
              />
            )
          ) : data ? (
            <>
              <ProjectRowList label="Your projects">
                {data.rows.map((project) => {
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
              <ListPager total={data.total} page={page} onChange={setPage} label="Pages of your projects" />
              {data.total === 0 ? null : (
                <Text fz="xs" c="dimmed">
                  Amounts are in US dollars; only paid contributions count.
                </Text>
              )}
            </>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
