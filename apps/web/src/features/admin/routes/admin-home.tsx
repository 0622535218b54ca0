import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard, GivingPeriod } from '@goodhive/contract';
import { adminDashboardTexts } from '@goodhive/contract/texts';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { DetailList } from '../../../components/ui/detail-list';
import { FigureCard } from '../../../components/ui/figure-card';
import { AlertIcon, CalendarIcon, CardIcon, CoinIcon, FileTextIcon, HourglassIcon, InboxIcon, PulseIcon, SparkIcon, UsersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, UpdatingIndicator } from '../../../components/ui/query-state';
import { useSignedInUser } from '../../../lib/auth';
import { formatCount, formatUsd, pluralise } from '../../../lib/money';
import { PATHS, adminUserPath, pathTo } from '../../../lib/paths';
import { adminProjectsPath } from '../../projects';
import { adminDashboardQuery } from '../api/admin-dashboard';
import { CardAction, CardList, ChangeNote } from '../components/dashboard-parts';

/** A figure the product cannot give yet. */

const checkouts = (n: number) => pluralise(n, 'paid checkout');

/** A named group of cards: one column on phones, more as the screen widens. */
function CardGroup({ id, title, cols, children }: { id: string; title: string; cols: { base: number; sm?: number; lg?: number; xl?: number }; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} c="forest.9" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'md' }}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** An amount with its count of paid checkouts beneath. */
function AmountWithCount({ totals }: { totals: GivingPeriod['current'] }) {
  return (
    <>
      {formatUsd(totals.amount_usd)}
      <Text component="span" display="block" fz="xs" fw={400} c="dimmed">
        {checkouts(totals.count)}
      </Text>
    </>
  );
}

/** Given this week or month: the USD total with its count, its change like for like, and the whole previous period. */
function GivingCard({ period, unit, testId }: { period: GivingPeriod; unit: 'week' | 'month'; testId: string }) {
  return (
    <FigureCard
      label={`Given this ${unit}`}
      value={formatUsd(period.current.amount_usd)}
      note={
        <>
          {checkouts(period.current.count)}
          <br />
          <ChangeNote changePct={period.change_pct} period={unit} />
        </>
      }
      icon={unit === 'week' ? CalendarIcon : CoinIcon}
      color="honey"
      testId={testId}
      region
      wide
      footer={<CardAction label="Giving list" to={PATHS.adminGiving} />}
    >
      <DetailList
        items={[
          { label: `Last ${unit}`, value: <AmountWithCount totals={period.previous} /> },
          { label: `By this point last ${unit}`, value: <AmountWithCount totals={period.previous_to_date} /> },
        ]}
      />
    </FigureCard>
  );
}

function GivingAndTrials({ data }: { data: AdminDashboard }) {
  const trials = data.trials.new_this_week;
  const upgrades = data.trials.upgrades;
  return (
    <CardGroup id="dashboard-giving" title="Giving and trials" cols={{ base: 1, sm: 2, xl: 4 }}>
      <GivingCard period={data.giving.week} unit="week" testId="dashboard-giving-week" />
      <GivingCard period={data.giving.month} unit="month" testId="dashboard-giving-month" />
      <FigureCard
        label="New trials this week"
        value={formatCount(trials.current)}
        note={<ChangeNote changePct={trials.change_pct} period="week" />}
        icon={SparkIcon}
        color="forest"
        testId="dashboard-new-trials"
        region
        wide
        footer={<CardAction label="User list" to={PATHS.adminUsers} />}
      >
        <DetailList
          items={[
            { label: 'Last week', value: formatCount(trials.previous) },
            { label: 'By this point last week', value: formatCount(trials.previous_to_date) },
          ]}
        />
      </FigureCard>
      <FigureCard
        label="Trials upgraded this week"
        value={formatCount(upgrades.current)}
        note={<ChangeNote changePct={upgrades.change_pct} period="week" />}
        icon={UsersIcon}
        color="forest"
        testId="dashboard-upgrades"
        region
        wide
        footer={<CardAction label="User list" to={PATHS.adminUsers} />}
      >
        <DetailList
          items={[
            { label: 'Last week', value: formatCount(upgrades.previous) },
            { label: 'By this point last week', value: formatCount(upgrades.previous_to_date) },
          ]}
        />
      </FigureCard>
    </CardGroup>
  );
}

function WaitingForTheTeam({ data }: { data: AdminDashboard }) {
  const overdue = data.overdue_updates;
  const jobs = data.failed_jobs;
  return (
    <CardGroup id="dashboard-waiting" title="Waiting for the team" cols={{ base: 1, sm: 2, xl: 4 }}>
      <FigureCard
        label="Projects waiting for review"
        value={formatCount(data.review.projects_waiting)}
        note="Submitted by partners; givers see them once approved."
        icon={InboxIcon}
        color="honey"
        testId="dashboard-projects-waiting"
        region
        wide
        footer={<CardAction label="Review projects" to={adminProjectsPath({ status: 'submitted' })} />}
      />
      <FigureCard
        label="Change requests waiting"
        value={formatCount(data.review.changes_waiting)}
        note="Partners' changes to live projects, applied once approved."
        icon={FileTextIcon}
        color="honey"
        testId="dashboard-changes-waiting"
        region
        wide
        footer={<CardAction label="Review changes" to={adminProjectsPath({ waitingChanges: true })} />}
      />
      <FigureCard
        label="Project updates overdue"
        value={formatCount(overdue.projects)}
        note={`Live projects with giving and no update for ${overdue.cadence_days} days, at ${pluralise(overdue.partners, 'partner')}.`}
        icon={HourglassIcon}
        color="honey"
        testId="dashboard-updates-overdue"
        region
        wide
        footer={<CardAction label="Project updates" to={PATHS.adminWcuProjectUpdates} />}
      />
      <FigureCard
        label={`Failed jobs, last ${jobs.days} days`}
        value={formatCount(jobs.count)}
        note={jobs.count ? 'Background jobs that used every attempt; newest first.' : null}
        icon={PulseIcon}
        color={jobs.count ? 'red' : 'gray'}
        testId="dashboard-failed-jobs"
        region
        wide
        footer={<CardAction label="Job log" to={null} hint={adminDashboardTexts.jobLogPending} />}
      >
        <CardList
          label="Failed jobs, newest first"
          total={jobs.count}
          empty={`No background job failed in the last ${jobs.days} days.`}
          rows={jobs.rows.map((j) => ({
            key: j.id,
            main: <RowMain to={null} name={j.name} sub={j.last_error ?? 'No error recorded'} />,
            detail: `${pluralise(j.attempts, 'attempt')} · ${formatDisplayDay(j.failed_at)}`,
          }))}
        />
      </FigureCard>
    </CardGroup>
  );
}

/** A list row's main line: a link when there is a record to open, and a quiet second line. */
function RowMain({ to, name, sub }: { to: string | null; name: string; sub: ReactNode }) {
  return (
    <>
      {to ? (
        <Anchor component={Link} to={to} fz="sm" fw={600}>
          {name}
        </Anchor>
      ) : (
        <Text fz="sm" fw={600}>
          {name}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {sub}
      </Text>
    </>
  );
}

/** What failed, in money, and the payment notifications that took money no checkout could. */
function failedNote(failed: AdminDashboard['failed_payments']): string | null {
  const parts = [
    failed.count ? `${formatUsd(failed.amount_usd)} not paid` : null,
    failed.needs_attention ? `${pluralise(failed.needs_attention, 'payment notification')} to check (refund due or amount mismatch)` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' · ')}.` : null;
}

function ToFollowUp({ data }: { data: AdminDashboard }) {
  const ending = data.trials.ending_soon;
  const due = data.remittances_due;
  const failed = data.failed_payments;
  return (
    <CardGroup id="dashboard-follow-up" title="To follow up" cols={{ base: 1, lg: 3 }}>
      <FigureCard
        label={`Trials ending in the next ${ending.days} days`}
        value={formatCount(ending.count)}
        note={ending.count ? "Soonest first; each opens the owner's record." : null}
        icon={CalendarIcon}
        color="forest"
        testId="dashboard-trials-ending"
        region
      >
        <CardList
          label="Trials ending soon, soonest first"
          total={ending.count}
          empty={`No trial ends in the next ${ending.days} days.`}
          rows={ending.rows.map((t) => ({
            key: t.company_id,
            main: <RowMain to={t.owner_user_id ? adminUserPath(t.owner_user_id) : null} name={t.company_name} sub={t.owner_name ?? 'No owner on record'} />,
            detail: `Ends ${formatDisplayDay(t.trial_ends_at)}`,
          }))}
        />
      </FigureCard>
      <FigureCard
        label="Remittances due"
        value={formatUsd(due.total_usd)}
        note={`Paid giving to ${pluralise(due.partners, 'partner')} after the last day of each one's latest remittance advice.`}
        icon={CoinIcon}
        color="honey"
        testId="dashboard-remittances-due"
        region
        footer={<CardAction label="Partner profiles" to={PATHS.adminWcuProfiles} />}
      >
        <CardList
          label="Remittances due, most owed first"
          total={due.partners}
          empty="Nothing owed: every partner's giving is covered by remittance advice."
          rows={due.rows.map((r) => ({
            key: r.partner_id,
            main: (
              <RowMain
                to={pathTo(PATHS.adminWcuProfileEdit, { id: r.partner_id })}
                name={r.worthy_cause_name}
                sub={`${pluralise(r.contributions, 'contribution')} · ${r.last_period_end ? `after ${formatDisplayDay(r.last_period_end)}` : 'no remittance advice yet'}`}
              />
            ),
            detail: formatUsd(r.amount_usd),
          }))}
        />
      </FigureCard>
      <FigureCard
        label={`Failed payments, last ${failed.days} days`}
        value={formatCount(failed.count)}
        note={failedNote(failed)}
        icon={failed.count || failed.needs_attention ? AlertIcon : CardIcon}
        color={failed.count || failed.needs_attention ? 'red' : 'forest'}
        testId="dashboard-failed-payments"
        region
        footer={<CardAction label="Giving list" to={PATHS.adminGiving} />}
      >
        <CardList
          label="Failed payments, newest first"
          total={failed.count}
          empty={`No payment failed in the last ${failed.days} days.`}
          rows={failed.rows.map((p) => ({
            key: p.contribution_group_id,
            main: <RowMain to={adminUserPath(p.user_id)} name={p.giver_name} sub={`${p.company_name ? `${p.company_name} · ` : ''}${formatDisplayDay(p.failed_at)}`} />,
            detail: formatUsd(p.amount_usd),
          }))}
        />
      </FigureCard>
    </CardGroup>
  );
}

/**
 * Route 'home' (/) for admins: the figures staff open every morning. Giving and trials this week and month
 * against the periods before, what waits for review, overdue partner updates, remittances due and failed
 * payments, each card with a link to the screen that acts on it (or, where that screen does not exist yet, the
 * link shown disabled with a hint).
 */
export function AdminHome() {
  const user = useSignedInUser();
  const dashboard = useQuery(adminDashboardQuery());
  const asOf = dashboard.data ? new Date(dashboard.data.generated_at).toISOString().slice(11, 16) : null;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Admin System"
        title={`Welcome, ${user.first_name}`}
        description="What needs the team today. Weeks start on Monday and months on the 1st (UTC); each change compares with the same point of the week or month before."
      >
        {asOf ? (
          <Text fz="xs" c="dimmed" component="div">
            <span data-testid="dashboard-as-of">Figures as of {asOf} UTC</span> <UpdatingIndicator query={dashboard} />
          </Text>
        ) : null}
      </PageHeader>
      <QueryState query={dashboard} loadingLabel="Loading today's figures…" errorTitle="The dashboard could not be loaded" isEmpty={() => false}>
        {(data) => (
          <>
            <GivingAndTrials data={data} />
            <WaitingForTheTeam data={data} />
            <ToFollowUp data={data} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
