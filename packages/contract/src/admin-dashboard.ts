import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * The staff home (the back-office 'Home'): the figures staff open every morning, in one call.
 * - GET /admin/dashboard   staff only
 *
 * Weeks start on Monday and months on the 1st, both at 00:00 UTC. A current period runs from its start to now;
 * its change is measured against the previous period up to the same point (a Tuesday morning against last
 * Monday and Tuesday morning), so the figure means something on any day. The previous period's whole figure
 * comes too. A figure the product cannot give yet comes as { available: false, hint } rather than as a made-up
 * number.
 */

/** A trial counts as ending soon when it ends within this many days from now. */
export const TRIAL_ENDING_SOON_DAYS = 7;
/** Failed payments of this many days back are shown. */
export const FAILED_PAYMENTS_DAYS = 7;
/** Background jobs that failed for good in this many days back are shown. */
export const FAILED_JOBS_DAYS = 7;
/** Each list of the dashboard shows at most this many rows; its count says how many there are. */
export const ADMIN_DASHBOARD_LIST_LIMIT = 10;

export { adminDashboardTexts } from './admin-dashboard-texts.js';

/**
 * The change from `previous` to `current` in whole percent (e.g. 25 for a quarter more, -50 for half);
 * null when there was nothing before to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const amount = z.number().describe('decimal with 2 places');
const count = z.number().int();

/** Paid contribution groups: how many, and their USD total. */
export const givingTotalsSchema = z.object({ count, amount_usd: amount });
export type GivingTotals = z.infer<typeof givingTotalsSchema>;

const periodBounds = {
  /** The current period's first instant (ISO, UTC). */
  starts_at: z.string(),
  /** The previous period's first instant. */
  previous_starts_at: z.string(),
};

/** A week or month of giving against the one before. */
export const givingPeriodSchema = z.object({
  ...periodBounds,
  /** From the period's start until now. */
  current: givingTotalsSchema,
  /** The whole previous period. */
  previous: givingTotalsSchema,
  /** The previous period up to the same point. */
  previous_to_date: givingTotalsSchema,
  /** percentChange of the USD total, current against previous_to_date. */
  change_pct: z.number().int().nullable(),
});
export type GivingPeriod = z.infer<typeof givingPeriodSchema>;

/** New trial sign-ups (companies with trial_started_at) this week against last week. */
export const trialPeriodSchema = z.object({
  ...periodBounds,
  current: count,
  previous: count,
  previous_to_date: count,
  change_pct: z.number().int().nullable(),
});
export type TrialPeriod = z.infer<typeof trialPeriodSchema>;

/** A figure the product cannot give yet, with the reason in a few words. */
export const notAvailableSchema = z.object({ available: z.literal(false), hint: z.string() });
export type NotAvailable = z.infer<typeof notAvailableSchema>;

/** A background job that used every attempt, with its last error (the run log has each attempt). */
export const failedJobSchema = z.object({
  id: count,
  name: z.string(),
  attempts: count,
  last_error: z.string().nullable(),
  failed_at: z.string(),
});

export const trialEndingSchema = z.object({
  company_id: count,
  company_name: z.string(),
  /** The company owner's user id (their record at /admin/users/display/{id}); null when no owner is set. */
  owner_user_id: count.nullable(),
  owner_name: z.string().nullable(),
  trial_ends_at: z.string(),
});
export type TrialEnding = z.infer<typeof trialEndingSchema>;

export const remittanceDueSchema = z.object({
  partner_id: count,
  /** The partner's panel user. */
  user_id: count,
  worthy_cause_name: z.string(),
  /** Paid giving to its projects not covered by a remittance advice yet. */
  amount_usd: amount,
  contributions: count,
  /** The last day the partner's latest remittance advice covers (YYYY-MM-DD); null when it has none. */
  last_period_end: z.string().nullable(),
});
export type RemittanceDue = z.infer<typeof remittanceDueSchema>;

export const failedPaymentSchema = z.object({
  contribution_group_id: count,
  /** The giver (their record at /admin/users/display/{id}). */
  user_id: count,
  giver_name: z.string(),
  /** The company given for, when the giver gave as a company. */
  company_name: z.string().nullable(),
  amount_usd: amount,
  failed_at: z.string(),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;

export const adminDashboardSchema = z.object({
  generated_at: z.string(),
  giving: z.object({ week: givingPeriodSchema, month: givingPeriodSchema }),
  trials: z.object({
    new_this_week: trialPeriodSchema,
    /** Companies whose first paid membership was paid in the week (trials that became members), as new trials are counted. */
    upgrades: trialPeriodSchema,
    /** Trials ending within TRIAL_ENDING_SOON_DAYS days, soonest first (at most ADMIN_DASHBOARD_LIST_LIMIT rows). */
    ending_soon: z.object({ days: count, count, rows: z.array(trialEndingSchema) }),
  }),
  review: z.object({
    /** Projects partners submitted (status 'submitted'). */
    projects_waiting: count,
    /** Partners' changes to live projects waiting for staff. */
    changes_waiting: count,
  }),
  /** Live projects with paid giving and no published update for PROJECT_UPDATE_CADENCE_DAYS days (the partner Home's rule). */
  overdue_updates: z.object({ cadence_days: count, projects: count, partners: count }),
  /**
   * Money given to partners and not remitted yet. No remittance record exists, so it is derived from the
   * remittance advice staff upload: per partner, the paid giving to its projects dated after the last day its
   * latest remittance advice covers (all its paid giving when it has none). Most owed first.
   */
  remittances_due: z.object({ available: z.literal(true), total_usd: amount, partners: count, rows: z.array(remittanceDueSchema) }),
  /** Checkouts whose payment failed in the last FAILED_PAYMENTS_DAYS days, newest first. */
  failed_payments: z.object({
    days: count,
    count,
    amount_usd: amount,
    /** Payment notifications in the same days that took money no checkout could (refund due, amount mismatch). */
    needs_attention: count,
    rows: z.array(failedPaymentSchema),
  }),
  /** Background jobs that failed for good (every attempt used) in the last FAILED_JOBS_DAYS days, newest first. */
  failed_jobs: z.object({ days: count, count, rows: z.array(failedJobSchema) }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = successEnvelope(adminDashboardSchema);
