import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminGivingFilter } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import {
  auditLog,
  companies,
  contributionGroups,
  contributions,
  impactLevels,
  partners,
  paymentEvents,
  paymentSessions,
  projects,
  userBusiness,
  users,
} from '../../../db/schema/index.js';

const g = contributionGroups;
/** The giving's date: when it was paid, or when it was made while unpaid (indexed as contribution_groups_date_idx). */
const givingDate = sql<Date>`coalesce(${g.paid_at}, ${g.created_at})`;
/** The group's id, qualified: drizzle leaves columns of a one-table select unqualified, which a subquery would misread. */
const groupId = sql.raw('"contribution_groups"."id"');

/** The SQL condition of the staff giving filters. Dates are whole UTC days, inclusive. */
export function givingWhere(f: AdminGivingFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.date_from) parts.push(sql`${givingDate} >= ${f.date_from}::date`);
  if (f.date_to) parts.push(sql`${givingDate} < (${f.date_to}::date + 1)`);
  if (f.company_id) parts.push(eq(g.company_id, f.company_id));
  if (f.user_id) parts.push(eq(g.user_id, f.user_id));
  if (f.status === 'paid') parts.push(eq(g.status, 'paid'));
  if (f.status === 'unpaid') parts.push(sql`${g.status} <> 'paid'`);
  if (f.payment_method) parts.push(eq(g.payment_provider, f.payment_method));
  if (f.currency) parts.push(eq(g.currency, f.currency));
  if (f.amount_min !== undefined) parts.push(sql`${g.total_usd_cents} >= ${Math.round(f.amount_min * 100)}`);
  if (f.amount_max !== undefined) parts.push(sql`${g.total_usd_cents} <= ${Math.round(f.amount_max * 100)}`);
  if (f.project_id) parts.push(sql`exists (select 1 from contributions c where c.contribution_group_id = ${groupId} and c.project_id = ${f.project_id})`);
  if (f.partner_id) {
    parts.push(
      sql`exists (select 1 from contributions c join projects p on p.id = c.project_id where c.contribution_group_id = ${groupId} and p.partner_id = ${f.partner_id})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * The ids of the groups the filters match. With a partner or project filter the list answers from these ids, so
 * the filter's per-group test runs once rather than in each of the page, totals and matching-lines statements.
 */
export async function findGivingIds(db: DbOrTx, where: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: g.id }).from(g).where(where);
  return rows.map((r) => r.id);
}

/** The condition 'one of these groups' (one array parameter). */
export const givingIdIn = (ids: number[]): SQL => sql`${groupId} = any(${sql.param(ids)}::int[])`;

const rowColumns = {
  g,
  date: sql<Date>`${givingDate}`.mapWith((v: string | Date) => new Date(v)),
  user_first_name: users.first_name,
  user_last_name: users.last_name,
  user_email: users.email,
  company_name: companies.company_name,
  lines: sql<number>`(select count(*) from contributions c where c.contribution_group_id = ${groupId})`.mapWith(Number),
  partners: sql<string[] | null>`(select array_agg(distinct w.worthy_cause_name order by w.worthy_cause_name) from contributions c join projects p on p.id = c.project_id join partners w on w.id = p.partner_id where c.contribution_group_id = ${groupId})`,
};

/** One page of giving, newest first, with the giver, company, partner names and line count of each. */
export function findGivingPage(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(g)
    .innerJoin(users, eq(users.id, g.user_id))
    .leftJoin(companies, eq(companies.id, g.company_id))
    .where(where)
    .orderBy(desc(givingDate), desc(g.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type GivingRow = Awaited<ReturnType<typeof findGivingPage>>[number];

/** Count and totals of every group the filters match (all pages). */
export async function sumGiving(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      groups: sql<number>`count(*)`.mapWith(Number),
      usd: sql<number>`coalesce(sum(${g.total_usd_cents}), 0)`.mapWith(Number),
      sgd: sql<number>`coalesce(sum(${g.total_sgd_cents}), 0)`.mapWith(Number),
    })
    .from(g)
    .where(where);
  return row;
}

/**
 * With a partner or project filter: the paid lines of the filtered groups that go to that partner or project
 * (a group may also fund others), as a remittance to the partner would count them.
 */
export async function sumMatchingLines(db: DbOrTx, where: SQL | undefined, f: AdminGivingFilter) {
  const result = await db.execute<{ usd: string | number | null; sgd: string | number | null }>(sql`
    select sum(c.amt_total_usd_cents) as usd, sum(c.amt_total_sgd_cents) as sgd
    from contributions c join projects p on p.id = c.project_id
    where c.payment_received = 1
      and c.contribution_group_id in (select ${groupId} from contribution_groups ${where ? sql`where ${where}` : sql``})
      ${f.partner_id ? sql`and p.partner_id = ${f.partner_id}` : sql``}
      ${f.project_id ? sql`and c.project_id = ${f.project_id}` : sql``}`);
  const row = result.rows[0];
  return { usd: Number(row?.usd ?? 0), sgd: Number(row?.sgd ?? 0) };
}

export async function findGivingRow(db: DbOrTx, id: number): Promise<GivingRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(g)
    .innerJoin(users, eq(users.id, g.user_id))
    .leftJoin(companies, eq(companies.id, g.company_id))
    .where(eq(g.id, id))
    .limit(1);
  return row ?? null;
}

/** A group's contributions with project, partner and impact unit. */
export function findGivingLines(db: DbOrTx, groupId: number) {
  return db
    .select({
      c: contributions,
      project_title: projects.title,
      partner_id: partners.id,
      partner_name: partners.worthy_cause_name,
      impact_unit: impactLevels.impact_unit,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
    .where(eq(contributions.contribution_group_id, groupId))
    .orderBy(asc(contributions.id));
}

export function findPaymentEvents(db: DbOrTx, groupId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.contribution_group_id, groupId)).orderBy(asc(paymentEvents.id));
}

export function findPaymentSessions(db: DbOrTx, groupId: number) {
  return db.select().from(paymentSessions).where(eq(paymentSessions.contribution_group_id, groupId)).orderBy(asc(paymentSessions.id));
}

/** Who did what to a group: its own audit entries and the status changes of its contributions. */
export function findGroupAudit(db: DbOrTx, groupId: number) {
  return db
    .select({ a: auditLog, actor_first: users.first_name, actor_last: users.last_name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(and(eq(auditLog.subject_type, 'contribution_group'), eq(auditLog.subject_id, groupId)))
    .orderBy(asc(auditLog.id));
}

/** The impact levels an offline giving names, with their project and whether they can be given. */
export function findLevels(db: DbOrTx, ids: number[]) {
  return db
    .select({ level: impactLevels, project_status: projects.status, project_title: projects.title })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(inArray(impactLevels.id, ids));
}

export async function findUserRow(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id, user_type: users.user_type }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function companyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return Boolean(row);
}

/** Whether a user belongs to a company. */
export async function isMemberOf(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ id: userBusiness.user_id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)))
    .limit(1);
  return Boolean(row);
}

/** The member an offline company giving is recorded for: its first admin, else its first member. */
export async function findCompanyRecorder(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: userBusiness.user_id })
    .from(userBusiness)
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_admin), asc(userBusiness.user_id))
    .limit(1);
  return row?.id ?? null;
}

/** Contributions with their group's funding and remittance, for a status change. */
export function findForStatusChange(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: contributions.id, group: contributions.contribution_group_id, remittance_id: contributions.remittance_id, funded_by: g.funded_by })
    .from(contributions)
    .innerJoin(g, eq(g.id, contributions.contribution_group_id))
    .where(inArray(contributions.id, ids));
}
