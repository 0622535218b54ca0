import { Anchor, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@goodhive/contract/texts';
import { LinkCard } from '../../../components/ui/link-card';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { BookIcon, CalendarIcon, CoinIcon, GlobeIcon, ImpactIcon } from '../../../components/ui/icons';
import { fullName } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { pluralise } from '../../../lib/money';
import { partnerHomeQuery, AttentionList, GivingFigure } from '../../partner-contributions';
import { FigureCard } from '../../../components/ui/figure-card';
import { useWorthyCauseName } from '../../../lib/worthy-cause-name';

/**
 * Route 'home' (/) for worthy-cause partners: what was given to the organisation this month and in total, its
 * live projects, and what needs its attention (profile gaps, overdue project updates, projects sent back,
 * changes waiting for review, new remittance advice), each with a link to where it is done.
 */
export function PartnerHome() {
  const user = useSignedInUser();
  const causeName = useWorthyCauseName(user.id);
  // Staff who switched into the partner view have no organisation of their own to read.
  const isStaffView = user.base_user_type === 'admin';
  const home = useQuery({ ...partnerHomeQuery(), enabled: !isStaffView });
  const organisation = causeName.data ?? home.data?.worthy_cause_name ?? (causeName.isError ? fullName(user) : null);
  const data = home.data;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title={organisation ? `Welcome, ${organisation}` : 'Welcome'}
        description={`Thank you for the work you do. Members fund impacts of your projects through ${PRODUCT_NAME}; here is what they gave and what needs you next.`}
      />
      {isStaffView ? (
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-label="Staff view" data-testid="staff-view">
          <EmptyBlock
            title="You are looking at the partner panel as staff"
            description="Your account has no worthy cause of its own, so there are no contributions or tasks to show here. Use Admin Account in the header to return to the back-office."
          />
        </Paper>
      ) : home.isPending ? (
        <LoadingState label="Loading your overview…" />
      ) : home.isError ? (
        <ErrorState title="Your overview could not be loaded" error={home.error} onRetry={() => void home.refetch()} retrying={home.isRefetching} />
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
            <GivingFigure label="Given this month" totals={data.this_month} icon={CalendarIcon} testId="given-this-month" />
            <GivingFigure label="Given in total" totals={data.all_time} icon={CoinIcon} testId="given-in-total" />
            <FigureCard
              label="Live projects"
              value={String(data.live_projects)}
              note={
                <Anchor component={Link} to={PATHS.partnerProjects} inherit fw={600}>
                  {data.live_projects ? `Manage your ${pluralise(data.live_projects, 'project')}` : 'Create or submit a project'}
                </Anchor>
              }
              icon={GlobeIcon}
              color="forest"
              testId="live-projects"
              region
              wide
            />
          </SimpleGrid>
          <AttentionList attention={data.attention} profileScore={data.profile_score} />
        </>
      ) : null}
      {isStaffView ? null : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" component="nav" aria-label="Shortcuts">
          <LinkCard
            to={PATHS.partnerContributions}
            title="Contributions overview"
            description="Giving month by month over the last year, and per project."
            icon={ImpactIcon}
          />
          <LinkCard to={PATHS.partnerContributionsManagement} title="All contributions" description="Filter, total and export every paid contribution as CSV." icon={CoinIcon} />
          <LinkCard to={PATHS.partnerResources} title="Resources" description="Guides from our team, remittance advice and annual documents." icon={BookIcon} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
