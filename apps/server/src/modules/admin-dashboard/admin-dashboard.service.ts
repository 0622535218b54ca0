import { ADMIN_DASHBOARD_LIST_LIMIT, FAILED_JOBS_DAYS, FAILED_PAYMENTS_DAYS, TRIAL_ENDING_SOON_DAYS, type AdminDashboard } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { monthStartOf, overdueUpdateCutoff } from '../partners/index.js';
import { owedByPartner } from '../remittances/index.js';
import * as present from './admin-dashboard.presenter.js';
import type { ComparedPeriod } from './admin-dashboard.presenter.js';
import * as repo from './admin-dashboard.repository.js';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStartOf(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}

/**
 * This UTC week (from Monday) and month against the ones before. A month's same point is as far into last month
 * as `now` is into this one, but never past last month's end (31 March compares with all of February).
 */
export function comparedPeriods(now: Date): { week: ComparedPeriod; month: ComparedPeriod } {
  const compare = (starts: Date, previousStarts: Date, samePoint: Date): ComparedPeriod => ({
    starts,
    previousStarts,
    windows: { current: { from: starts, to: null }, previous: { from: previousStarts, to: starts }, previous_to_date: { from: previousStarts, to: samePoint } },
  });
  const weekStart = weekStartOf(now);
  const monthStart = monthStartOf(now);
  const lastMonthStart = monthStartOf(now, 1);
  const intoMonth = now.getTime() - monthStart.getTime();
  return {
    week: compare(weekStart, new Date(weekStart.getTime() - 7 * DAY_MS), new Date(now.getTime() - 7 * DAY_MS)),
    month: compare(monthStart, lastMonthStart, new Date(Math.min(lastMonthStart.getTime() + intoMonth, monthStart.getTime()))),
  };
}

/** The windows of both periods under one set of names, for one pass over the rows. */
const windowsOf = ({ week, month }: { week: ComparedPeriod; month: ComparedPeriod }) => ({
  week_current: week.windows.current,
  week_previous: week.windows.previous,
  week_previous_to_date: week.windows.previous_to_date,
  month_current: month.windows.current,
  month_previous: month.windows.previous,
  month_previous_to_date: month.windows.previous_to_date,
});

/**
 * GET /api/admin/dashboard: the staff home's figures in one answer. Every figure is counted and summed in the
 * database; the nine reads run side by side.
 */
export async function loadAdminDashboard(db: DbOrTx, now = new Date()): Promise<AdminDashboard> {
  const periods = comparedPeriods(now);
  const ending = { from: now, to: new Date(now.getTime() + TRIAL_ENDING_SOON_DAYS * DAY_MS) };
  const failedSince = new Date(now.getTime() - FAILED_PAYMENTS_DAYS * DAY_MS);
  const failedJobsSince = new Date(now.getTime() - FAILED_JOBS_DAYS * DAY_MS);
  const [giving, trials, trialsEnding, waiting, overdue, remittances, failed, upgrades, failedJobs] = await Promise.all([
    repo.sumPaidGroups(db, windowsOf(periods)),
    repo.countTrials(db, periods.week.windows, ending),
    repo.findTrialsEnding(db, ending, ADMIN_DASHBOARD_LIST_LIMIT),
    repo.countWaiting(db, failedSince),
    repo.countOverdueUpdates(db, overdueUpdateCutoff(now)),
    owedByPartner(db, ADMIN_DASHBOARD_LIST_LIMIT),
    repo.findFailedPayments(db, failedSince, ADMIN_DASHBOARD_LIST_LIMIT),
    repo.countUpgrades(db, periods.week.windows),
    repo.findFailedJobs(db, failedJobsSince, ADMIN_DASHBOARD_LIST_LIMIT),
  ]);
  return {
    generated_at: now.toISOString(),
    giving: {
      week: present.givingPeriod(periods.week, { current: giving.week_current, previous: giving.week_previous, previous_to_date: giving.week_previous_to_date }),
      month: present.givingPeriod(periods.month, { current: giving.month_current, previous: giving.month_previous, previous_to_date: giving.month_previous_to_date }),
    },
    trials: {
      new_this_week: present.trialPeriod(periods.week, trials.started),
      upgrades: present.trialPeriod(periods.week, upgrades),
      ending_soon: { days: TRIAL_ENDING_SOON_DAYS, count: trials.ending, rows: trialsEnding.map(present.trialEnding) },
    },
    review: { projects_waiting: waiting.projectsWaiting, changes_waiting: waiting.changesWaiting },
    overdue_updates: present.overdueUpdates(overdue),
    remittances_due: present.remittancesDue(remittances),
    failed_payments: present.failedPayments(failed, waiting.paymentsToCheck),
    failed_jobs: present.failedJobs(failedJobs),
  };
}
