import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ImpactPeriodType } from '@goodhive/contract';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { categories, companies, contributions, impactCategories, impactDailyTotals, impactMonthlyProjects, projectCategories, projects, users } from '../../db/schema/index.js';
import type { ImpactSubject } from './impact-subject.js';
import { PAID } from './paid-contributions.js';
import { PERIOD_FORMATS, rangeInstants, splitByMonths, type DayRange } from './impact-range.js';

/** Instants bounding a read: from (inclusive) and until (exclusive); null is open. */
export type Instants = { from: Date | null; until: Date | null };
export type Sums = { contributions: number; total_impacts: number; beneficiaries: number; usd_cents: number; sgd_cents: number };
/** Narrows a read to some projects, given the project id column of the table read. */
export type ProjectFilter = (projectId: AnyPgColumn) => SQL[];


/** The bounds of a date range on contribution_date. */
export function withinInstants(range: Instants): SQL[] {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${contributions.contribution_date} >= ${range.from.toISOString()}`);
  if (range.until) parts.push(sql`${contributions.contribution_date} < ${range.until.toISOString()}`);
  return parts;
}

/** An account's paid contributions, optionally within a range: served by the contributions_(company|user)_paid_idx indexes. */
export function paidOf(subject: ImpactSubject, range: Instants = { from: null, until: null }): SQL {
  const owner =
    subject.account === 'company'
      ? sql`${contributions.company_id} = ${subject.companyId} and ${contributions.account} = 'company'`
      : sql`${contributions.user_id} = ${subject.userId} and ${contributions.account} = 'user'`;
  return sql.join([owner, PAID, ...withinInstants(range)], sql` and `);
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const ownerIdOf = (subject: ImpactSubject) => (subject.account === 'company' ? subject.companyId! : subject.userId);

const rawSums = {
  contributions: sql<number>`count(*)`.mapWith(Number),
  total_impacts: sql<number>`coalesce(sum(${contributions.quantity}), 0)`.mapWith(Number),
  beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)`.mapWith(Number),
  usd_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`.mapWith(Number),
  sgd_cents: sql<number>`coalesce(sum(${contributions.amt_total_sgd_cents}), 0)`.mapWith(Number),
};
const rolledSums = (t: typeof impactDailyTotals | typeof impactMonthlyProjects) => ({
  contributions: sql<number>`coalesce(sum(${t.contributions}), 0)`.mapWith(Number),
  total_impacts: sql<number>`coalesce(sum(${t.total_impacts}), 0)`.mapWith(Number),
  beneficiaries: sql<number>`coalesce(sum(${t.beneficiaries}), 0)`.mapWith(Number),
  usd_cents: sql<number>`coalesce(sum(${t.usd_cents}), 0)`.mapWith(Number),
  sgd_cents: sql<number>`coalesce(sum(${t.sgd_cents}), 0)`.mapWith(Number),
});

/** Merges rows of the same key by adding their sums. */
function mergeBy<T extends Sums>(rows: T[], key: (r: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    const into = merged.get(k);
    if (!into) merged.set(k, { ...r });
    else for (const f of ['contributions', 'total_impacts', 'beneficiaries', 'usd_cents', 'sgd_cents'] as const) into[f] += r[f];
  }
  return [...merged.values()].filter((r) => r.contributions !== 0);
}

/** An account as the placeholders of the prepared rollup reads. */
const ownerOf = (subject: ImpactSubject) => ({ account: subject.account, ownerId: ownerIdOf(subject) });
const ownerIs = (t: typeof impactDailyTotals | typeof impactMonthlyProjects) =>
  and([sql`${t.account} = ${sql.placeholder('account')}`, sql`${t.owner_id} = ${sql.placeholder('ownerId')}`]);

/** The dashboard's read with no range (the usual one): an account's all-time figures per project, prepared once. */
const allTimeByProject = preparedFor((db) =>
  db
    .select({ project_id: impactMonthlyProjects.project_id, ...rolledSums(impactMonthlyProjects) })
    .from(impactMonthlyProjects)
    .where(ownerIs(impactMonthlyProjects))
    .groupBy(impactMonthlyProjects.project_id)
    .prepare('impact_project_sums_all_time'),
);

/** An account's all-time totals (the history's count and the dashboard's usual read), prepared once. */
const allTimeTotals = preparedFor((db) => db.select(rolledSums(impactDailyTotals)).from(impactDailyTotals).where(ownerIs(impactDailyTotals)).prepare('impact_totals_all_time'));

/** The monthly rollup of an account for whole months [from, until), optionally some projects only. */
function monthlyWhere(subject: ImpactSubject, months: { from: string | null; until: string | null }, projectFilter?: ProjectFilter): SQL {
  const t = impactMonthlyProjects;
  const parts = [sql`${t.account} = ${subject.account}`, sql`${t.owner_id} = ${ownerIdOf(subject)}`];
  if (months.from) parts.push(sql`${t.month} >= ${months.from}`);
  if (months.until) parts.push(sql`${t.month} < ${months.until}`);
  return and([...parts, ...(projectFilter?.(t.project_id) ?? [])]);
}

/**
 * Paid figures per project over a day range: whole months from the monthly rollup, the days of partial
 * months at either end from the account's contributions index.
 */
export async function sumByProject(db: DbOrTx, subject: ImpactSubject, range: DayRange, projectFilter?: ProjectFilter) {
  if (range.begin === null && range.end === null && !projectFilter) return mergeBy(await allTimeByProject(db).execute(ownerOf(subject)), (r) => String(r.project_id));
  const { months, edges } = splitByMonths(range);
  const t = impactMonthlyProjects;
  const parts = await Promise.all([
    months ? db.select({ project_id: t.project_id, ...rolledSums(t) }).from(t).where(monthlyWhere(subject, months, projectFilter)).groupBy(t.project_id) : [],
    ...edges.map((edge) =>
      db
        .select({ project_id: contributions.project_id, ...rawSums })
        .from(contributions)
        .where(and([paidOf(subject, rangeInstants(edge)), ...(projectFilter?.(contributions.project_id) ?? [])]))
        .groupBy(contributions.project_id),
    ),
  ]);
  return mergeBy(parts.flat(), (r) => String(r.project_id));
}

/** The daily rollup of an account within a day range. */
function dailyWhere(subject: ImpactSubject, range: DayRange): SQL {
  const t = impactDailyTotals;
  const parts = [sql`${t.account} = ${subject.account}`, sql`${t.owner_id} = ${ownerIdOf(subject)}`];
  if (range.begin) parts.push(sql`${t.day} >= ${range.begin}`);
  if (range.end) parts.push(sql`${t.day} <= ${range.end}`);
  return and(parts);
}

const labelOf = (column: AnyPgColumn | SQL, type: ImpactPeriodType) => sql<string>`to_char(${column}, ${sql.raw(`'${PERIOD_FORMATS[type]}'`)})`;

/** Paid figures per period (UTC day, month or year), from the daily rollup. */
export async function sumByPeriod(db: DbOrTx, subject: ImpactSubject, range: DayRange, type: ImpactPeriodType) {
  const t = impactDailyTotals;
  const label = labelOf(t.day, type);
  const rows = await db.select({ period: label, ...rolledSums(t) }).from(t).where(dailyWhere(subject, range)).groupBy(label);
  return rows.filter((r) => r.contributions !== 0);
}

/** Totals of an account over a day range (all time when open), from the daily rollup. */
export async function sumTotals(db: DbOrTx, subject: ImpactSubject, range: DayRange = { begin: null, end: null }): Promise<Sums> {
  if (range.begin === null && range.end === null) return (await allTimeTotals(db).execute(ownerOf(subject)))[0];
  const [row] = await db.select(rolledSums(impactDailyTotals)).from(impactDailyTotals).where(dailyWhere(subject, range));
  return row;
}

/** Each project's impact categories, once each (a project of two categories under one cause counts once). */
const PROJECT_CAUSES = sql`(select distinct pc.project_id, c.impact_category_id from project_categories pc join categories c on c.id = pc.category_id where c.impact_category_id is not null)`;

/**
 * Paid figures per period and impact category (the series of getWCChartData), summed in the database so only
 * a few rows come back: rollup months plus raw days at the edges, or raw days for a daily chart.
 */
export async function sumByPeriodAndImpactCategory(db: DbOrTx, subject: ImpactSubject, range: DayRange, type: ImpactPeriodType) {
  const raw = (edge: DayRange) => sql`
    select ${labelOf(sql`${contributions.contribution_date} at time zone 'UTC'`, type)} as period, ${contributions.project_id} as project_id, 1 as contributions,
      ${contributions.quantity} as total_impacts, ${contributions.beneficiaries} as beneficiaries, ${contributions.amt_total_usd_cents} as usd_cents
    from ${contributions} where ${paidOf(subject, rangeInstants(edge))}`;
  const split = type === 'day' ? { months: null, edges: [range] } : splitByMonths(range);
  const t = impactMonthlyProjects;
  const parts = split.edges.map(raw);
  if (split.months) {
    parts.push(sql`
      select ${labelOf(t.month, type)} as period, ${t.project_id} as project_id, ${t.contributions} as contributions,
        ${t.total_impacts} as total_impacts, ${t.beneficiaries} as beneficiaries, ${t.usd_cents} as usd_cents
      from ${t} where ${monthlyWhere(subject, split.months)}`);
  }
  const result = await db.execute<Record<string, string | number>>(sql`
    select x.period, causes.impact_category_id, sum(x.contributions) as contributions, sum(x.total_impacts) as total_impacts,
      sum(x.beneficiaries) as beneficiaries, sum(x.usd_cents) as usd_cents
    from (${sql.join(parts, sql` union all `)}) x join ${PROJECT_CAUSES} causes on causes.project_id = x.project_id
    group by 1, 2`);
  return result.rows.map((r) => ({
    period: String(r.period),
    impact_category_id: Number(r.impact_category_id),
    contributions: Number(r.contributions),
    total_impacts: Number(r.total_impacts),
    beneficiaries: Number(r.beneficiaries),
    usd_cents: Number(r.usd_cents),
  }));
}

/** The first day with paid giving of an account (YYYY-MM-DD), or null. */
export async function findFirstPaidDay(db: DbOrTx, subject: ImpactSubject): Promise<string | null> {
  const t = impactDailyTotals;
  const [row] = await db.select({ first: sql<string | null>`min(${t.day})::text` }).from(t).where(and([dailyWhere(subject, { begin: null, end: null }), sql`${t.contributions} > 0`]));
  return row?.first ?? null;
}

export type ProjectFacts = { countryId: number | null; categories: { id: number; name: string; impact_category_id: number | null }[] };

const projectFacts = preparedFor((db) =>
  db
    .select({
      id: projects.id,
      country_id: projects.country_id,
      category_id: categories.id,
      category_name: categories.name,
      impact_category_id: categories.impact_category_id,
    })
    .from(projects)
    .leftJoin(projectCategories, eq(projectCategories.project_id, projects.id))
    .leftJoin(categories, eq(categories.id, projectCategories.category_id))
    .where(sql`${projects.id} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(categories.name))
    .prepare('impact_project_facts'),
);

/** Country and categories (by name) of the given projects, in one prepared statement. */
export async function findProjectFacts(db: DbOrTx, projectIds: number[]): Promise<Map<number, ProjectFacts>> {
  const facts = new Map<number, ProjectFacts>();
  const ids = [...new Set(projectIds)];
  if (!ids.length) return facts;
  for (const r of await projectFacts(db).execute({ ids })) {
    const fact = facts.get(r.id) ?? { countryId: r.country_id, categories: [] };
    facts.set(r.id, fact);
    if (r.category_id !== null && r.category_name !== null) fact.categories.push({ id: r.category_id, name: r.category_name, impact_category_id: r.impact_category_id });
  }
  return facts;
}

/** Every impact category (Clean Water, Environment ...), in their fixed order. */
export function findImpactCategories(db: DbOrTx) {
  return db.select({ id: impactCategories.id, name: impactCategories.name, slug: impactCategories.slug }).from(impactCategories).orderBy(asc(impactCategories.id));
}

/**
 * The platform's totals. Givers, projects and countries are counted by probing the partial indexes per
 * account and project; the beneficiary and impact sums read every paid contribution, so callers cache them.
 */
export async function sumGlobalImpacts(db: DbOrTx) {
  const paidC = sql.raw(`c.payment_received = 1 and c.contribution_date is not null`);
  const result = await db.execute<Record<string, number | string>>(sql`
    with supported as (
      select p.id, p.country_id from projects p
      where exists (select 1 from contributions c where c.project_id = p.id and ${paidC})
    )
    select
      (select count(*) from companies co where exists (select 1 from contributions c where c.company_id = co.id and c.account = 'company' and ${paidC})) as companies,
      (select count(*) from users u where exists (select 1 from contributions c where c.user_id = u.id and c.account = 'user' and ${paidC})) as individuals,
      (select count(*) from supported) as projects,
      (select count(distinct country_id) from supported) as countries,
      (select coalesce(sum(beneficiaries), 0) from impact_daily_totals) as beneficiaries,
      (select coalesce(sum(total_impacts), 0) from impact_daily_totals) as total_impacts
  `);
  const row = result.rows[0] ?? {};
  const n = (k: string) => Number(row[k] ?? 0);
  return { companies: n('companies'), individuals: n('individuals'), projects: n('projects'), countries: n('countries'), beneficiaries: n('beneficiaries'), total_impacts: n('total_impacts') };
}

/** The name and e-mail of a giving company, for its statement. */
export async function findCompanyGiver(db: DbOrTx, companyId: number) {
  const [company] = await db.select({ name: companies.company_name, email: companies.email }).from(companies).where(eq(companies.id, companyId));
  return company;
}

/** The name and e-mail of a personal giver, for their statement. */
export async function findUserGiver(db: DbOrTx, userId: number) {
  const [user] = await db.select({ first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}
