import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ArrowRightIcon, CalendarIcon, CoinIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { partnerContributionsSummaryQuery } from '../api/partner-contributions';
import { GivingFigure } from '../components/giving-figure';
import { MonthlyGiving } from '../components/monthly-giving';
import { ProjectTotals } from '../components/project-totals';

const NARROW_QUERY = '(max-width: 47.99em)';

/**
 * Route 'contributions' (/contributions): the overview of what was given to the partner: this month and all
 * time, the last 12 months as a chart, and the figures per project with links to their contributions.
 */
export function ContributionsOverviewPage() {
  const summary = useQuery(partnerContributionsSummaryQuery());
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const data = summary.data;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Contributions overview"
        description="What givers funded through your projects: this month, all time, month by month and per project. Only paid contributions count."
      >
        <Button component={Link} to={PATHS.partnerContributionsManagement} rightSection={<ArrowRightIcon size={16} />} mt="xs" w="fit-content">
          View all contributions
        </Button>
      </PageHeader>
      {summary.isPending ? (
        <LoadingState label="Loading the overview…" />
      ) : summary.isError ? (
        <ErrorState title="The overview could not be loaded" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isRefetching} />
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'sm', sm: 'md' }}>
            <GivingFigure label={`This month (since ${formatDisplayDay(`${data.month}-01`)})`} totals={data.this_month} icon={CalendarIcon} testId="figure-this-month" />
            <GivingFigure label="All time" totals={data.all_time} icon={CoinIcon} testId="figure-all-time" />
          </SimpleGrid>
          <MonthlyGiving months={data.months} />
          <ProjectTotals projects={data.projects} narrow={narrow} />
        </>
      ) : null}
    </Stack>
  );
}
