import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Rollups of paid impact (payment_received 1 with a contribution_date) per giving account, kept exact by the
 * trigger contributions_impact_rollup (migration 0007) on every insert, update and delete of a contribution.
 * owner_id is the company id for account 'company' and the user id for account 'user'. Dashboards read these
 * instead of every contribution; rows whose counts fall back to zero stay and add nothing. Migration 0007 makes
 * each primary key INCLUDE the sums, so an account's rows are read from the index alone.
 */
const sums = () => ({
  contributions: integer('contributions').notNull().default(0),
  total_impacts: bigint('total_impacts', { mode: 'number' }).notNull().default(0),
  beneficiaries: bigint('beneficiaries', { mode: 'number' }).notNull().default(0),
  usd_cents: bigint('usd_cents', { mode: 'number' }).notNull().default(0),
  sgd_cents: bigint('sgd_cents', { mode: 'number' }).notNull().default(0),
});

/** Paid giving of an account per UTC day. */
export const impactDailyTotals = pgTable(
  'impact_daily_totals',
  {
    account: varchar('account', { length: 16 }).notNull(),
    owner_id: integer('owner_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.account, t.owner_id, t.day] })],
);

/** Paid giving of an account per UTC month (its first day) and project. */
export const impactMonthlyProjects = pgTable(
  'impact_monthly_projects',
  {
    account: varchar('account', { length: 16 }).notNull(),
    owner_id: integer('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    project_id: integer('project_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.account, t.owner_id, t.month, t.project_id] })],
);
