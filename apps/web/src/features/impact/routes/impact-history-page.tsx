import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IMPACT_HISTORY_PAGE_SIZE } from '@goodhive/contract/texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DownloadIcon, FileTextIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ReversedRangeNote } from '../../../components/ui/date-range-fields';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { accountDisplayName, accountHeading } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { useAddressFilters } from '../../../lib/hooks/use-address-filters';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { categoriesQuery } from '../../../lib/lookups';
import { useDownloadHistoryCsv, useDownloadStatement } from '../api/downloads';
import { historyTotalsQuery } from '../api/history-totals';
import { impactHistoryQuery } from '../api/impact-history';
import { HistoryFilterBar } from '../components/history-filters';
import { HistoryCards, HistoryTable } from '../components/history-rows';
import { HistoryTotals } from '../components/history-totals';
import { HISTORY_FILTER_CODEC, hasHistoryFilters, isRangeReversed } from '../../../lib/history-filters';

/** Below this width (48em, 768 px) the table turns into cards. */
const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * Route 'impact.history' (/impact-history): every paid contribution of the account the user acts as, with
 * date range (both days included), project search, category, pages, totals, and CSV and PDF downloads.
 * The filters live in the address, so a filtered view can be bookmarked or shared with a colleague.
 */
export function ImpactHistoryPage() {
  const user = useSignedInUser();
  const { filters, change, clear } = useAddressFilters(HISTORY_FILTER_CODEC);
  const reversed = isRangeReversed(filters);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const history = useQuery({ ...impactHistoryQuery(user.id, user.account, filters), enabled: !reversed });
  const totals = useQuery({ ...historyTotalsQuery(user.id, user.account, filters), enabled: !reversed });
  const categories = useQuery(categoriesQuery());
  const csv = useDownloadHistoryCsv();
  const statement = useDownloadStatement();
  const results = useResultsHeading();

  const goToPage = results.revealAfter((page: number) => change({ page }));
  const failed = (title: string) => (error: unknown) => toast.error(errorMessage(error), title);

  const page = reversed ? undefined : history.data;
  const filtered = hasHistoryFilters(filters);
  const nothingToExport = page?.total === 0;
  const pastTheEnd = filters.page > 1 && (page?.total ?? 0) > 0;

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
          <ResultsHeading id="history-results-title" headingRef={results.ref} query={history}>
            {page ? `${pluralise(page.total, 'contribution')}${filtered ? ' found' : ''}` : 'Contributions'}
          </ResultsHeading>

          {!reversed && totals.data && page && page.total > 0 ? <HistoryTotals figures={totals.data} /> : null}

          {reversed ? (
            <ReversedRangeNote />
          ) : (
            <QueryState
              query={history}
              loadingLabel="Loading your impact history…"
              errorTitle="The impact history could not be loaded"
              isEmpty={(data) => data.rows.length === 0}
              empty={{
                title: pastTheEnd ? 'This page is past the end of the list' : filtered ? 'No contributions match these filters' : 'No paid contributions yet',
                description: filtered ? 'Try other dates, another word or all categories.' : 'Your giving appears here, with its receipt, as soon as it is paid.',
                action: pastTheEnd ? (
                  <Button onClick={() => goToPage(1)}>Go to the first page</Button>
                ) : filtered ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : (
                  <Button component={Link} to={PATHS.viewAllProjects}>
                    Explore projects
                  </Button>
                ),
              }}
            >
              {(data) => (
                <>
                  {narrow ? <HistoryCards rows={data.rows} stale={history.isPlaceholderData} /> : <HistoryTable rows={data.rows} stale={history.isPlaceholderData} />}
                  <ListPager total={data.total} pageSize={IMPACT_HISTORY_PAGE_SIZE} page={filters.page} onChange={goToPage} label="Pages of the impact history" />
                </>
              )}
            </QueryState>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
