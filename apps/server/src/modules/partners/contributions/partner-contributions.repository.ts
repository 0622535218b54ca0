import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { contributions, projects } from '../../../db/schema/index.js';
import { partnerPaidOf } from '../../impact/index.js';

/** Sums of paid contributions, in cents. */
export type Sums = { contributions: number; quantity: number; beneficiaries: number; usd_cents: number; sgd_cents: number };

const sumsWhere = (filter: SQL | null) => {
  const f = filter ? sql` filter (where ${filter})` : sql``;
  return {
    contributions: sql<number>`count(*)${f}`.mapWith(Number),
    quantity: sql<number>`coalesce(sum(${contributions.quantity})${f}, 0)`.mapWith(Number),
    beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries})${f}, 0)`.mapWith(Number),
    usd_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents})${f}, 0)`.mapWith(Number),
    sgd_cents: sql<number>`coalesce(sum(${contributions.amt_total_sgd_cents})${f}, 0)`.mapWith(Number),
  };
};

/**
 * Paid giving per project of a partner in one pass over its projects' paid contributions
 * (contributions_project_paid_date_idx): all time, and since `since` (the start of the current month).
 */
export async function sumPartnerByProject(db: DbOrTx, partnerId: number, since: Date) {
  const recent = sumsWhere(sql`${contributions.contribution_date} >= ${since.toISOString()}`);
  const rows = await db
    .select({
      project_id: contributions.project_id,
      ...sumsWhere(null),
      recent_contributions: recent.contributions,
      recent_quantity: recent.quantity,
      recent_beneficiaries: recent.beneficiaries,
      recent_usd_cents: recent.usd_cents,
      recent_sgd_cents: recent.sgd_cents,
    })
    .from(contributions)
    .where(partnerPaidOf(partnerId))
    .groupBy(contributions.project_id);
  return rows.map((r) => ({
    project_id: r.project_id,
    all: { contributions: r.contributions, quantity: r.quantity, beneficiaries: r.beneficiaries, usd_cents: r.usd_cents, sgd_cents: r.sgd_cents },
    recent: {
      contributions: r.recent_contributions,
      quantity: r.recent_quantity,
      beneficiaries: r.recent_beneficiaries,
      usd_cents: r.recent_usd_cents,
      sgd_cents: r.recent_sgd_cents,
    },
  }));
}

/** Paid giving of a partner per UTC month (YYYY-MM) from `from` on. */
export function sumPartnerByMonth(db: DbOrTx, partnerId: number, from: Date) {
  const month = sql<string>`to_char(${contributions.contribution_date} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, ...sumsWhere(null) })
    .from(contributions)
    .where(and(partnerPaidOf(partnerId), sql`${contributions.contribution_date} >= ${from.toISOString()}`))
    .groupBy(month);
}

/** A partner's projects (bundles included), oldest first. */
export function findPartnerProjects(db: DbOrTx, partnerId: number) {
  return db
    .select({ id: projects.id, title: projects.title, status: projects.status, is_bundle: projects.is_bundle })
    .from(projects)
    .where(eq(projects.partner_id, partnerId))
    .orderBy(asc(projects.id));
}
