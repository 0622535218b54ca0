import '@mantine/core/styles/Pagination.css';
import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { accountDisplayName, accountHeading } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { categoriesQuery } from '../api/categories';
import { useDownloadHistoryCsv, useDownloadStatement } from '../api/downloads';
import { historyTotalsQuery } from '../api/history-totals';
import { impactHistoryQuery } from '../api/impact-history';
import { HistoryFilterBar } from '../components/history-filters';
import { HistoryCards, HistoryTable } from '../components/history-rows';
import { HistoryTotals } from '../components/history-totals';
import { DownloadIcon, FileTextIcon } from '../../../components/ui/icons';
import {
  EMPTY_HISTORY_FILTERS,
  changeHistoryFilters,
  hasHistoryFilters,
  historyFiltersFromSearchParams,
  historyFiltersToSearchParams,
  isRangeReversed,
  pageCountOf,
  type HistoryFilters,
} from '../impact-filters';
import { pluralise } from '../../../lib/money';

/** Below this width (48em, 768 px) the table turns into cards. */
const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * Route 'impact.history' (/impact-history): every paid contribution of the account the user acts as, with
 * date range (both days included), project search, category, pages, totals, and CSV and PDF downloads.
 * The filters live in the address, so a filtered view can be bookmarked or shared with a colleague.
 */
export function ImpactHistoryPage() {
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => historyFiltersFromSearchParams(searchParams), [searchParams]);
  const reversed = isRangeReversed(filters);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const history = useQuery({ ...impactHistoryQuery(user.id, user.account, filters), enabled: !reversed });
  const totals = useQuery({ ...historyTotalsQuery(user.id, user.account, filters), enabled: !reversed });
  const categories = useQuery(categoriesQuery());
  const csv = useDownloadHistoryCsv();
  const statement = useDownloadStatement();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const change = (patch: Partial<HistoryFilters>, { replace = false } = {}) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    // Read the address itself, not this render's copy: a debounced search may land after other changes.
    const current = historyFiltersFromSearchParams(new URLSearchParams(window.location.search));
    const next = historyFiltersToSearchParams(changeHistoryFilters(current, patch));
    // A date box being typed into reports '' until its day is complete: no new history entry for nothing.
    if (next.toString() === historyFiltersToSearchParams(current).toString()) return;
    setSearchParams(next, { replace });
  };
  const clear = () => setSearchParams(historyFiltersToSearchParams(EMPTY_HISTORY_FILTERS));
  const goToPage = (page: number) => {
    change({ page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const failed = (title: string) => (error: unknown) => toast.error(errorMessage(error), title);

  const page = reversed ? undefined : history.data;
  const pageCount = page ? pageCountOf(page.total) : 1;
  const filtered = hasHistoryFilters(filters);
  const nothingToExport = page?.total === 0;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={accountHeading(user)}
        title="Impact history"
        description={`Every paid contribution of ${accountDisplayName(user)}, with what it achieved and its receipt. Date filters include both the first and the last day.`}
      >
        <Group gap="sm" mt="xs">
          <Button
            leftSection={<DownloadIcon size={18} />}
            loading={csv.isPending}
            disabled={reversed || nothingToExport}
            onClick={() => csv.mutate({ filters, account: user.account }, { onError: failed('The CSV could not be exported') })}
          >
            Export CSV
          </Button>
          <Button
            variant="light"
            color="forest"
            leftSection={<FileTextIcon size={18} />}
            loading={statement.isPending}
            disabled={reversed}
            onClick={() => statement.mutate({ filters, subject: { id: user.id, account: user.account } }, { onError: failed('The statement could not be downloaded') })}
          >
            Download statement (PDF)
          </Button>
        </Group>
      </PageHeader>

      <HistoryFilterBar filters={filters} categories={categories.data} categoriesFailed={categories.isError} onChange={change} onClear={clear} />

      <section aria-labelledby="history-results-title">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <h2 id="history-results-title" ref={resultsRef} tabIndex={-1} style={{ margin: 0, fontSize: 18, outlineOffset: 4 }}>
              <span aria-live="polite" aria-atomic="true">
                {page ? `${pluralise(page.total, 'contribution')}${filtered ? ' found' : ''}` : 'Contributions'}
              </span>
            </h2>
            {history.isFetching && !history.isPending ? (
              <Group gap={6} role="status" aria-live="polite">
                <Loader size={14} color="forest" aria-hidden="true" />
                <Text fz="sm" c="dimmed">
                  Updating…
                </Text>
              </Group>
            ) : null}
          </Group>

          {!reversed && totals.data && page && page.total > 0 ? <HistoryTotals figures={totals.data} /> : null}

          {reversed ? (
            <EmptyBlock title="Check the dates" description="The first day must be on or before the last day." />
          ) : history.isPending ? (
            <LoadingState label="Loading your impact history…" />
          ) : history.isError ? (
            <ErrorState title="The impact history could not be loaded" error={history.error} onRetry={() => void history.refetch()} retrying={history.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock
              title={filters.page > 1 && page.total > 0 ? 'This page is past the end of the list' : filtered ? 'No contributions match these filters' : 'No paid contributions yet'}
              description={filtered ? 'Try other dates, another word or all categories.' : 'Your giving appears here, with its receipt, as soon as it is paid.'}
              action={
                filters.page > 1 && page.total > 0 ? (
                  <Button onClick={() => goToPage(1)}>Go to the first page</Button>
                ) : filtered ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : (
                  <Button component={Link} to={PATHS.viewAllProjects}>
                    Explore projects
                  </Button>
                )
              }
            />
          ) : page ? (
            <>
              {narrow ? <HistoryCards rows={page.rows} stale={history.isPlaceholderData} /> : <HistoryTable rows={page.rows} stale={history.isPlaceholderData} />}
              {pageCount > 1 ? (
                <nav aria-label="Pages of the impact history">
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
