import '@mantine/core/styles/Pagination.css';
import { Anchor, Button, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CATALOGUE_HEADING } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, UpdatingIndicator } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/auth';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { projectFiltersQuery } from '../api/project-filters';
import { projectsQuery } from '../api/projects';
import {
  CATALOGUE_PAGE_SIZE,
  DEFAULT_FILTERS,
  changeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasNarrowingFilters,
} from '../catalogue-filters';
import type { FilterChange } from '../components/catalogue-filter-bar';
import filterBarClasses from '../components/catalogue-filter-bar.module.css';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card';
import classes from './catalogue-page.module.css';

const GRID_COLS = { base: 1, xs: 2, lg: 3 } as const;
/** The cards of the first row at the widest layout: their images load first, the rest lazily. */
const PRIORITY_CARDS = GRID_COLS.lg;

/**
 * The filter bar (its lists, number fields and their pop-overs, and the price rule's schema) is its own chunk,
 * loaded once the first list has arrived: the cards and their pictures come first, and the bar's place keeps
 * its size meanwhile.
 */
const CatalogueFilterBar = lazy(() => import('../components/catalogue-filter-bar').then((module) => ({ default: module.CatalogueFilterBar })));

/**
 * Route 'view-all-projects' (/view-all-projects), public: the live projects as cards, with search,
 * filters, sort and pages. The filters live in the address, so a list can be bookmarked or shared.
 */
export function ViewAllProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const session = useSession();
  const projects = useQuery(projectsQuery(filters, session.user?.id ?? 0));
  const options = useQuery(projectFiltersQuery());
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const change: FilterChange = (patch, { replace = false } = {}) => {
    // A search typed just before opening a project may land while that screen loads: it is not this list's any more.
    if (window.location.pathname !== pathname) return;
    // Read from the current address, not this render's copy: a debounced search may land after other changes.
    setSearchParams((current) => filtersToSearchParams(changeFilters(filtersFromSearchParams(current), patch)), { replace });
  };
  // Clearing the filters keeps the chosen order: it is not a filter.
  const clear = () => setSearchParams((current) => filtersToSearchParams({ ...DEFAULT_FILTERS, sort: filtersFromSearchParams(current).sort }));
  const goToPage = (page: number) => {
    change({ page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const page = projects.data;
  const filterBarPlaceholder = <div className={`${filterBarClasses.bar} ${filterBarClasses.placeholder}`} aria-hidden="true" />;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / CATALOGUE_PAGE_SIZE)) : 1;
  const isNarrowed = hasNarrowingFilters(filters);

  return (
    <div className={classes.frame}>
      <Stack gap="xl">
        <PageHeader eyebrow={CATALOGUE_HEADING.eyebrow} title={CATALOGUE_HEADING.title} description={CATALOGUE_HEADING.description}>
          <Anchor component={Link} to={PATHS.referAProject} fz="sm" fw={600} w="fit-content">
            Know a worthy cause we should list? Suggest it
          </Anchor>
        </PageHeader>
        {projects.isPending ? (
          filterBarPlaceholder
        ) : (
          <Suspense fallback={filterBarPlaceholder}>
            <CatalogueFilterBar filters={filters} options={options.data} optionsFailed={options.isError} onChange={change} onClear={clear} />
          </Suspense>
        )}

        <section aria-labelledby="results-title" className={classes.results}>
          <Group justify="space-between" align="center" mb="md" gap="sm">
            <h2 id="results-title" ref={resultsRef} tabIndex={-1} className={classes.resultsTitle}>
              <span aria-live="polite" aria-atomic="true">
                {page ? `${pluralise(page.total, 'project')}${isNarrowed ? ' found' : ''}` : 'Projects'}
              </span>
            </h2>
            <UpdatingIndicator query={projects} withText />
          </Group>

          {projects.isPending ? (
            <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading projects">
              {Array.from({ length: 6 }, (_, i) => (
                <ProjectCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : projects.isError ? (
            <ErrorState title="The projects could not be loaded" error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isRefetching} />
          ) : page && page.projects.length === 0 ? (
            <EmptyBlock
              title={filters.page > 1 && page.total > 0 ? 'This page is past the end of the list' : 'No projects match your search'}
              description={isNarrowed ? 'Try fewer filters or another word.' : 'New projects are being prepared. Please come back soon.'}
              action={
                filters.page > 1 && page.total > 0 ? (
                  <Button onClick={() => goToPage(1)}>Go to the first page</Button>
                ) : isNarrowed ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : null
              }
            />
          ) : page ? (
            <Stack gap="xl">
              <SimpleGrid cols={GRID_COLS} spacing="lg" className={projects.isPlaceholderData ? classes.stale : undefined}>
                {page.projects.map((project, index) => (
                  <ProjectCard key={project.id} project={project} priority={index < PRIORITY_CARDS} />
                ))}
              </SimpleGrid>
              {pageCount > 1 ? (
                <nav aria-label="Pages of projects" className={classes.pages}>
                  <Pagination
                    total={pageCount}
                    value={Math.min(filters.page, pageCount)}
                    onChange={goToPage}
                    color="forest"
                    getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === filters.page ? 'page' : undefined })}
                    getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control })}
                  />
                  <Text fz="sm" c="dimmed">
                    Page {Math.min(filters.page, pageCount)} of {pageCount}
                  </Text>
                </nav>
              ) : null}
            </Stack>
          ) : null}
        </section>
      </Stack>
    </div>
  );
}
