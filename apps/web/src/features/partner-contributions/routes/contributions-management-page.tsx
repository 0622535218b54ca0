import '@mantine/core/styles/Pagination.css';
import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { DownloadIcon, ImpactIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { categoriesQuery } from '../../impact/api/categories';
import { pluralise } from '../../../lib/money';
import { partnerContributionsQuery, partnerContributionsSummaryQuery, useDownloadContributionsCsv } from '../api/partner-contributions';
import { ContributionFilterBar } from '../components/contribution-filter-bar';
import { ContributionCards, ContributionTable } from '../components/contribution-rows';
import { ContributionTotalsBar } from '../components/contribution-totals';
import {
  EMPTY_CONTRIBUTION_FILTERS,
  changeContributionFilters,
  contributionFiltersFromSearchParams,
  contributionFiltersToSearchParams,
  contributionPageCount,
  hasContributionFilters,
  isRangeReversed,
  type ContributionFilters,
} from '../contribution-filters';

/** Below this width (48em, 768 px) the table turns into cards. */
const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * Route 'contributions-management' (/contributions-management): every paid contribution to the partner's
 * projects with date range (both days included), project, category, givers' account type and search, the totals
 * of the whole filtered set, pages and a CSV export. The filters live in the address.
 */
export function ContributionsManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => contributionFiltersFromSearchParams(searchParams), [searchParams]);
  const reversed = isRangeReversed(filters);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const list = useQuery({ ...partnerContributionsQuery(filters), enabled: !reversed });
  const summary = useQuery(partnerContributionsSummaryQuery());
  const categories = useQuery(categoriesQuery());
  const csv = useDownloadContributionsCsv();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const change = (patch: Partial<ContributionFilters>, { replace = false } = {}) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    const current = contributionFiltersFromSearchParams(new URLSearchParams(window.location.search));
    const next = contributionFiltersToSearchParams(changeContributionFilters(current, patch));
    if (next.toString() === contributionFiltersToSearchParams(current).toString()) return;
    setSearchParams(next, { replace });
  };
  const clear = () => setSearchParams(contributionFiltersToSearchParams(EMPTY_CONTRIBUTION_FILTERS));
  const goToPage = (page: number) => {
    change({ page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const page = reversed ? undefined : list.data;
  const pageCount = page ? contributionPageCount(page.total) : 1;
  const filtered = hasContributionFilters(filters);
  const projects = summary.data?.projects.map((p) => ({ id: p.project_id, title: p.project_title }));

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Contributions"
        description="Every paid contribution to your projects, with what it achieved. Givers are named when their impact profile is public. Date filters include both the first and the last day."
      >
        <Group gap="sm" mt="xs">
          <Button
            leftSection={<DownloadIcon size={18} />}
            loading={csv.isPending}
            disabled={reversed || page?.total === 0}
            onClick={() => csv.mutate(filters, { onError: (error) => toast.error(errorMessage(error), 'The CSV could not be exported') })}
          >
            Export CSV
          </Button>
          <Button variant="light" color="forest" component={Link} to={PATHS.partnerContributions} leftSection={<ImpactIcon size={18} />}>
            Overview
          </Button>
        </Group>
      </PageHeader>

      <ContributionFilterBar filters={filters} projects={projects} categories={categories.data} categoriesFailed={categories.isError} onChange={change} onClear={clear} />

      <section aria-labelledby="contributions-results-title">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <h2 id="contributions-results-title" ref={resultsRef} tabIndex={-1} style={{ margin: 0, fontSize: 18, outlineOffset: 4 }}>
              <span aria-live="polite" aria-atomic="true">
                {page ? `${pluralise(page.total, 'contribution')}${filtered ? ' found' : ''}` : 'Contributions'}
              </span>
            </h2>
            {list.isFetching && !list.isPending ? (
              <Group gap={6} role="status" aria-live="polite">
                <Loader size={14} color="forest" aria-hidden="true" />
                <Text fz="sm" c="dimmed">
                  Updating…
                </Text>
              </Group>
            ) : null}
          </Group>

          {page && page.total > 0 ? <ContributionTotalsBar totals={page.totals} /> : null}

          {reversed ? (
            <EmptyBlock title="Check the dates" description="The first day must be on or before the last day." />
          ) : list.isPending ? (
            <LoadingState label="Loading contributions…" />
          ) : list.isError ? (
            <ErrorState title="The contributions could not be loaded" error={list.error} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock
              title={filters.page > 1 && page.total > 0 ? 'This page is past the end of the list' : filtered ? 'No contributions match these filters' : 'No paid contributions yet'}
              description={filtered ? 'Try other dates, another project or all givers.' : 'Contributions to your projects appear here as soon as givers have paid for them.'}
              action={
                filters.page > 1 && page.total > 0 ? (
                  <Button onClick={() => goToPage(1)}>Go to the first page</Button>
                ) : filtered ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : null
              }
            />
          ) : page ? (
            <>
              {narrow ? <ContributionCards rows={page.rows} stale={list.isPlaceholderData} /> : <ContributionTable rows={page.rows} stale={list.isPlaceholderData} />}
              {pageCount > 1 ? (
                <nav aria-label="Pages of the contributions">
                  <Pagination
                    total={pageCount}
                    value={Math.min(filters.page, pageCount)}
                    onChange={goToPage}
                    color="forest"
                    withEdges={!narrow}
                    siblings={narrow ? 0 : 1}
                    getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === filters.page ? 'page' : undefined })}
                    getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
                  />
                </nav>
              ) : null}
            </>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
