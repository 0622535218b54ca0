import { and, asc, desc, eq, gt, gte, isNotNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, contributionGroups, jobs, membershipPayments, projects, userBusiness, users } from '../../db/schema/index.js';
import { isUpdateOverdue } from '../partners/index.js';

/** A span of time, from its first instant up to (not including) `to`; an open `to` runs until now. */
export type Window = { from: Date; to: Date | null };

const iso = (d: Date) => d.toISOString();
const within = (column: AnyColumn, w: Window) =>
  w.to ? sql`${column} >= ${iso(w.from)} and ${column} < ${iso(w.to)}` : sql`${column} >= ${iso(w.from)}`;
const earliest = (windows: Record<string, Window>) => new Date(Math.min(...Object.values(windows).map((w) => w.from.getTime())));

/**
 * Paid contribution groups in each named window, counted and summed in one pass over the groups paid since the
 * earliest window's start.
 */
export async function sumPaidGroups<K extends string>(db: DbOrTx, windows: Record<K, Window>): Promise<Record<K, { count: number; usd_cents: number }>> {
  const names = Object.keys(windows) as K[];
  const fields: Record<string, SQL<number>> = {};
  for (const name of names) {
    const f = sql`filter (where ${within(contributionGroups.paid_at, windows[name])})`;
    fields[`${name}_count`] = sql<number>`count(*) ${f}`.mapWith(Number);
    fields[`${name}_cents`] = sql<number>`coalesce(sum(${contributionGroups.total_usd_cents}) ${f}, 0)`.mapWith(Number);
  }
  const [row] = await db
    .select(fields)
    .from(contributionGroups)
    .where(and(eq(contributionGroups.status, 'paid'), gte(contributionGroups.paid_at, earliest(windows))));
  return Object.fromEntries(names.map((name) => [name, { count: row[`${name}_count`], usd_cents: row[`${name}_cents`] }])) as Record<K, { count: number; usd_cents: number }>;
}

/** Trial sign-ups (companies by trial_started_at) in each named window, and the trials ending within `ending`. */
export async function countTrials<K extends string>(db: DbOrTx, windows: Record<K, Window>, ending: { from: Date; to: Date }) {
  const names = Object.keys(windows) as K[];
  const fields: Record<string, SQL<number>> = {};
  for (const name of names) fields[name] = sql<number>`count(*) filter (where ${within(companies.trial_started_at, windows[name])})`.mapWith(Number);
  const endingSoon = and(gt(companies.trial_ends_at, ending.from), lte(companies.trial_ends_at, ending.to));
  fields.ending = sql<number>`count(*) filter (where ${endingSoon})`.mapWith(Number);
  const [row] = await db
    .select(fields)
    .from(companies)
    .where(or(gte(companies.trial_started_at, earliest(windows)), endingSoon));
  return { started: Object.fromEntries(names.map((name) => [name, row[name]])) as Record<K, number>, ending: row.ending };
}

/** Trials ending within `ending`, soonest first, with the company owner. */
export function findTrialsEnding(db: DbOrTx, ending: { from: Date; to: Date }, limit: number) {
  return db
    .select({
      company_id: companies.id,
      company_name: companies.company_name,
      trial_ends_at: companies.trial_ends_at,
      owner_user_id: users.id,
      owner_first_name: users.first_name,
      owner_last_name: users.last_name,
    })
    .from(companies)
    .leftJoin(userBusiness, and(eq(userBusiness.company_id, companies.id), eq(userBusiness.is_owner, true)))
    .leftJoin(users, eq(users.id, userBusiness.user_id))
    .where(and(gt(companies.trial_ends_at, ending.from), lte(companies.trial_ends_at, ending.to)))
    .orderBy(asc(companies.trial_ends_at), asc(companies.id))
    .limit(limit);
}

/**
 * What waits for staff, counted in one round trip: submitted projects (projects_status_idx), pending change
 * requests (the partial project_changes_one_pending_uq), and payment notifications since `since` whose money no
 * checkout could take (refund due, amount mismatch).
 */
export async function countWaiting(db: DbOrTx, since: Date) {
  const result = await db.execute<{ projects_waiting: number | string; changes_waiting: number | string; payments_to_check: number | string }>(sql`select
    (select count(*) from projects where status = 'submitted') as projects_waiting,
    (select count(*) from project_changes where status = 'pending') as changes_waiting,
    (select count(*) from payment_events where outcome in ('refund_due', 'amount_mismatch') and created_at >= ${iso(since)}) as payments_to_check`);
  const row = result.rows[0];
  return { projectsWaiting: Number(row.projects_waiting), changesWaiting: Number(row.changes_waiting), paymentsToCheck: Number(row.payments_to_check) };
}

/** Projects of every partner whose update is overdue (the partner Home's rule), and how many partners they belong to. */
export async function countOverdueUpdates(db: DbOrTx, cutoff: Date) {
  const [row] = await db
    .select({ projects: sql<number>`count(*)`.mapWith(Number), partners: sql<number>`count(distinct ${projects.partner_id})`.mapWith(Number) })
    .from(projects)
    .where(isUpdateOverdue(cutoff));
  return row;
}

/** Checkouts whose payment failed since `since` (when the group was closed), newest first, with the totals of all of them. */
export function findFailedPayments(db: DbOrTx, since: Date, limit: number) {
  return db
    .select({
      contribution_group_id: contributionGroups.id,
      user_id: contributionGroups.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      company_name: companies.company_name,
      usd_cents: contributionGroups.total_usd_cents,
      failed_at: contributionGroups.updated_at,
      total_count: sql<number>`count(*) over ()`.mapWith(Number),
      total_usd_cents: sql<number>`sum(${contributionGroups.total_usd_cents}) over ()`.mapWith(Number),
    })
    .from(contributionGroups)
    .innerJoin(users, eq(users.id, contributionGroups.user_id))
    .leftJoin(companies, eq(companies.id, contributionGroups.company_id))
    .where(and(eq(contributionGroups.status, 'failed'), gte(contributionGroups.updated_at, since)))
    .orderBy(desc(contributionGroups.updated_at), desc(contributionGroups.id))
    .limit(limit);
}

/**
 * Upgrades in each named window: companies whose first complete membership payment (payment_status 1) was paid in
 * it, so a renewal does not count again.
 */
export async function countUpgrades<K extends string>(db: DbOrTx, windows: Record<K, Window>): Promise<Record<K, number>> {
  const names = Object.keys(windows) as K[];
  const first = db
    .select({ first_paid: sql<Date>`min(${membershipPayments.paid_at})`.as('first_paid') })
    .from(membershipPayments)
    .where(and(eq(membershipPayments.payment_status, 1), isNotNull(membershipPayments.paid_at)))
    .groupBy(membershipPayments.company_id)
    .as('first_paid_by_company');
  const fields: Record<string, SQL<number>> = {};
  for (const name of names) {
    const w = windows[name];
    const cond = w.to ? sql`${first.first_paid} >= ${iso(w.from)} and ${first.first_paid} < ${iso(w.to)}` : sql`${first.first_paid} >= ${iso(w.from)}`;
    fields[name] = sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  }
  const [row] = await db.select(fields).from(first).where(sql`${first.first_paid} >= ${iso(earliest(windows))}`);
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Record<K, number>;
}

/** Jobs that failed for good since `since`, newest first, and how many there are. */
export async function findFailedJobs(db: DbOrTx, since: Date, limit: number) {
  const failedSince = and(eq(jobs.status, 'failed'), gte(jobs.updated_at, since));
  const [rows, [{ total }]] = [
    await db
      .select({ id: jobs.id, name: jobs.name, attempts: jobs.attempts, last_error: jobs.last_error, failed_at: jobs.updated_at })
      .from(jobs)
      .where(failedSince)
      .orderBy(desc(jobs.updated_at), desc(jobs.id))
      .limit(limit),
    await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(jobs).where(failedSince),
  ];
  return { rows, total };
}
