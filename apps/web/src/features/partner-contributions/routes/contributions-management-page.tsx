import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PARTNER_CONTRIBUTIONS_PAGE_SIZE } from '@goodhive/contract/texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DownloadIcon, ImpactIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ReversedRangeNote } from '../../../components/ui/date-range-fields';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { errorMessage } from '../../../lib/api-error';
import { useAddressFilters } from '../../../lib/hooks/use-address-filters';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { categoriesQuery } from '../../../lib/lookups';
import { partnerContributionsQuery, partnerContributionsSummaryQuery, useDownloadContributionsCsv } from '../api/partner-contributions';
import { ContributionFilterBar } from '../components/contribution-filter-bar';
import { ContributionCards, ContributionTable } from '../components/contribution-rows';
import { ContributionTotalsBar } from '../components/contribution-totals';
import { CONTRIBUTION_FILTER_CODEC, hasContributionFilters, isRangeReversed } from '../contribution-filters';

/** Below this width (48em, 768 px) the table turns into cards. */
const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * Route 'contributions-management' (/contributions-management): every paid contribution to the partner's
 * projects with date range (both days included), project, category, givers' account type and search, the totals
 * of the whole filtered set, pages and a CSV export. The filters live in the address.
 */
export function ContributionsManagementPage() {
  const { filters, change, clear } = useAddressFilters(CONTRIBUTION_FILTER_CODEC);
  const reversed = isRangeReversed(filters);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const list = useQuery({ ...partnerContributionsQuery(filters), enabled: !reversed });
  const summary = useQuery(partnerContributionsSummaryQuery());
  const categories = useQuery(categoriesQuery());
  const csv = useDownloadContributionsCsv();
  const results = useResultsHeading();
  const goToPage = results.revealAfter((page: number) => change({ page }));

  const page = reversed ? undefined : list.data;
  const filtered = hasContributionFilters(filters);
  const pastTheEnd = filters.page > 1 && (page?.total ?? 0) > 0;
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
          <ResultsHeading id="contributions-results-title" headingRef={results.ref} query={list}>
            {page ? `${pluralise(page.total, 'contribution')}${filtered ? ' found' : ''}` : 'Contributions'}
          </ResultsHeading>

          {page && page.total > 0 ? <ContributionTotalsBar totals={page.totals} /> : null}

          {reversed ? (
            <ReversedRangeNote />
          ) : (
            <QueryState
              query={list}
              loadingLabel="Loading contributions…"
              errorTitle="The contributions could not be loaded"
              isEmpty={(data) => data.rows.length === 0}
              empty={{
                title: pastTheEnd ? 'This page is past the end of the list' : filtered ? 'No contributions match these filters' : 'No paid contributions yet',
                description: filtered ? 'Try other dates, another project or all givers.' : 'Contributions to your projects appear here as soon as givers have paid for them.',
                action: pastTheEnd ? <Button onClick={() => goToPage(1)}>Go to the first page</Button> : filtered ? <Button onClick={clear}>Clear filters</Button> : null,
              }}
            >
              {(data) => (
                <>
                  {narrow ? <ContributionCards rows={data.rows} stale={list.isPlaceholderData} /> : <ContributionTable rows={data.rows} stale={list.isPlaceholderData} />}
                  <ListPager total={data.total} pageSize={PARTNER_CONTRIBUTIONS_PAGE_SIZE} page={filters.page} onChange={goToPage} label="Pages of the contributions" />
                </>
              )}
            </QueryState>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
