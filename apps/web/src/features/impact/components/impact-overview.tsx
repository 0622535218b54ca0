import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { PATHS } from '../../../lib/paths';
import { statImpactsQuery } from '../api/stat-impacts';
import type { GivingAccount } from '../../../lib/history-filters';
import { CategoryBreakdown, FavouriteCategory } from './category-breakdown';
import { GivingOverTime } from './giving-over-time';
import { ImpactFigures } from './impact-figures';
import { RecentContributions } from './recent-contributions';
import { TrialBanner } from './trial-banner';

type ImpactOverviewProps = { userId: number; account: GivingAccount };

/**
 * The impact of the account the user acts as (personal or company): trial, totals, giving over time,
 * categories and recent contributions. Only paid contributions count (payment_received 1).
 */
export function ImpactOverview({ userId, account }: ImpactOverviewProps) {
  const stats = useQuery(statImpactsQuery(userId, account));
  if (stats.isPending) return <LoadingState label="Loading your impact…" />;
  if (stats.isError) {
    return <ErrorState title="Your impact could not be loaded" error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isRefetching} />;
  }
  const data = stats.data;
  return (
    <Stack gap="lg">
      <TrialBanner trial={data.trial} />
      {data.contributions === 0 ? (
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-label="Your impact" data-testid="impact-empty">
          <EmptyBlock
            title="Your impact starts with your first giving"
            description={
              account === 'company'
                ? 'Choose a project run by a worthy-cause partner. Your impacts, beneficiaries and giving totals appear here as soon as it is paid.'
                : 'Choose a project run by a worthy-cause partner. Your personal impact appears here as soon as your giving is paid.'
            }
            action={
              <Button component={Link} to={PATHS.viewAllProjects} rightSection={<ArrowRightIcon size={16} />}>
                Explore projects
              </Button>
            }
          />
        </Paper>
      ) : (
        <>
          <ImpactFigures stats={data} />
          <GivingOverTime userId={userId} account={account} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="lg">
              <FavouriteCategory favourite={data.favourite_category} />
              <RecentContributions userId={userId} account={account} />
            </Stack>
            <CategoryBreakdown stats={data} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
