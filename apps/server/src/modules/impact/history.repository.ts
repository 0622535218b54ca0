import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { containing } from '../../db/lists.js';
import { companies, contributions, impactLevels, projects, users } from '../../db/schema/index.js';
import { paidOf, withinInstants, type ProjectFilter } from './impact.repository.js';
import { rangeInstants } from './impact-range.js';
import type { ImpactSubject } from './impact-subject.js';
import { PAID, partnerPaidOf } from './paid-contributions.js';

/** Which projects a history shows: by title, category or id. */
export type ProjectNarrowing = { search?: string; categoryId?: number; projectId?: number };

/** The narrowing as conditions on a project id column (projects are matched by id, so the account's index still drives the scan). */
export function projectFilterOf(n: ProjectNarrowing): ProjectFilter | undefined {
  if (!n.search && !n.categoryId && !n.projectId) return undefined;
  return (column) => {
    const parts: SQL[] = [];
    if (n.search) parts.push(sql`${column} in (select p.id from projects p where p.title ilike ${containing(n.search)})`);
    if (n.categoryId) parts.push(sql`${column} in (select pc.project_id from project_categories pc where pc.category_id = ${n.categoryId})`);
    if (n.projectId) parts.push(sql`${column} = ${n.projectId}`);
    return parts;
  };
}

/** The filters of a history read: days, a title search, a category and a project. */
export type HistoryFilters = { begin_date?: string; end_date?: string; search?: string; category_id?: number; project_id?: number };

/** The filters' narrowing by project, if they narrow at all. */
export const narrowingOf = (q: HistoryFilters) => projectFilterOf({ search: q.search || undefined, categoryId: q.category_id, projectId: q.project_id });

/** The where-clause of an account's history: its paid contributions narrowed by the filters. */
export function accountHistoryWhere(subject: ImpactSubject, q: HistoryFilters): SQL {
  const range = rangeInstants({ begin: q.begin_date ?? null, end: q.end_date ?? null });
  return sql.join([paidOf(subject, range), ...(narrowingOf(q)?.(contributions.project_id) ?? [])], sql` and `);
}

/** Beyond this many matching givers the search filters by a subquery instead of a list of ids. */
const SEARCH_MATCH_LIST_MAX = 1000;

/**
 * A partner's search: part of one of its project titles, or of a giver's name where the giver's profile is
 * public (the conditions of findPublicGiverNames), so a private giver is never found by name. The matches are
 * looked up first, so a search that names no giver narrows by project alone and keeps to the index.
 */
export async function partnerSearchOf(db: DbOrTx, partnerId: number, search: string): Promise<SQL> {
  const like = containing(search);
  const publicCompany = sql`${companies.is_public} and ${companies.status} <> 0 and ${companies.company_name} ilike ${like}`;
  const userName = sql`(${users.first_name} || ' ' || ${users.last_name})`;
  const publicUser = sql`${users.is_public} and ${users.status} = 0 and ${users.is_active} and ${userName} ilike ${like}`;
  const [projectRows, companyRows, userRows] = await Promise.all([
    db.select({ id: projects.id }).from(projects).where(and(eq(projects.partner_id, partnerId), sql`${projects.title} ilike ${like}`)),
    db.select({ id: companies.id }).from(companies).where(publicCompany).limit(SEARCH_MATCH_LIST_MAX + 1),
    db.select({ id: users.id }).from(users).where(publicUser).limit(SEARCH_MATCH_LIST_MAX + 1),
  ]);
  const parts: SQL[] = [];
  if (projectRows.length) parts.push(inArray(contributions.project_id, projectRows.map((r) => r.id)));
  if (companyRows.length) {
    const ids = companyRows.length > SEARCH_MATCH_LIST_MAX ? sql`(select ${companies.id} from ${companies} where ${publicCompany})` : companyRows.map((r) => r.id);
    parts.push(sql`(${contributions.account} = 'company' and ${inArray(contributions.company_id, ids)})`);
  }
  if (userRows.length) {
    const ids = userRows.length > SEARCH_MATCH_LIST_MAX ? sql`(select ${users.id} from ${users} where ${publicUser})` : userRows.map((r) => r.id);
    parts.push(sql`(${contributions.account} <> 'company' and ${inArray(contributions.user_id, ids)})`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

type PartnerFilters = HistoryFilters & { account?: 'user' | 'company' };

/**
 * What narrows a partner's history beyond its projects: days, category, project, the givers' account type and a
 * search of its project titles and public givers' names.
 */
export async function partnerNarrowing(db: DbOrTx, partnerId: number, q: PartnerFilters): Promise<SQL[]> {
  return [
    ...withinInstants(rangeInstants({ begin: q.begin_date ?? null, end: q.end_date ?? null })),
    ...(projectFilterOf({ categoryId: q.category_id, projectId: q.project_id })?.(contributions.project_id) ?? []),
    ...(q.search ? [await partnerSearchOf(db, partnerId, q.search)] : []),
    ...(q.account ? [sql`${contributions.account} = ${q.account}`] : []),
  ];
}

/** The where-clause of a partner's history: paid contributions to its projects (contributions_project_paid_date_idx), narrowed. */
export function partnerHistoryWhere(partnerId: number, narrowing: SQL[]): SQL {
  return sql.join([partnerPaidOf(partnerId), ...narrowing], sql` and `);
}

const lineColumns = {
  id: contributions.id,
  contribution_group_id: contributions.contribution_group_id,
  contribution_date: contributions.contribution_date,
  user_id: contributions.user_id,
  company_id: contributions.company_id,
  account: contributions.account,
  contribution_story_id: contributions.contribution_story_id,
  project_id: contributions.project_id,
  impact_level_id: contributions.impact_level_id,
  quantity: contributions.quantity,
  beneficiaries: contributions.beneficiaries,
  amt_total_usd_cents: contributions.amt_total_usd_cents,
  amt_total_sgd_cents: contributions.amt_total_sgd_cents,
  funded_by: contributions.funded_by,
  project_title: projects.title,
  is_bundle: projects.is_bundle,
  impact_unit: impactLevels.impact_unit,
};

/**
 * History lines (newest first by default): a page is found by walking the index alone (date, id), and only its
 * lines are then read in full; limit -1 reads every line.
 */
export async function findHistoryRows(db: DbOrTx, where: SQL, opts: { limit: number; page: number; order: 'asc' | 'desc' }) {
  const direction = opts.order === 'asc' ? asc : desc;
  const ordered = [direction(contributions.contribution_date), direction(contributions.id)];
  if (opts.limit === -1) {
    return db
      .select(lineColumns)
      .from(contributions)
      .innerJoin(projects, eq(projects.id, contributions.project_id))
      .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
      .where(where)
      .orderBy(...ordered);
  }
  const page = db
    .select({ id: contributions.id })
    .from(contributions)
    .where(where)
    .orderBy(...ordered)
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit)
    .as('page');
  return db
    .select(lineColumns)
    .from(page)
    .innerJoin(contributions, eq(contributions.id, page.id))
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
    .orderBy(...ordered);
}
export type HistoryRow = Awaited<ReturnType<typeof findHistoryRows>>[number];

/** Whether a history read has no filter at all: the usual first look, served by a prepared statement. */
export const isUnfiltered = (q: HistoryFilters) => !q.begin_date && !q.end_date && !q.search && !q.category_id && !q.project_id;

/** The unfiltered page of one kind of account in one order, prepared once per handle (the account kind and the order stay literal for the partial indexes). */
function preparedAccountPage(account: 'company' | 'user', order: 'asc' | 'desc') {
  const direction = order === 'asc' ? asc : desc;
  const ordered = [direction(contributions.contribution_date), direction(contributions.id)];
  const owner = account === 'company' ? contributions.company_id : contributions.user_id;
  const where = sql`${owner} = ${sql.placeholder('ownerId')} and ${contributions.account} = ${sql.raw(`'${account}'`)} and ${PAID}`;
  return preparedFor((db) => {
    const page = db
      .select({ id: contributions.id })
      .from(contributions)
      .where(where)
      .orderBy(...ordered)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select(lineColumns)
      .from(page)
      .innerJoin(contributions, eq(contributions.id, page.id))
      .innerJoin(projects, eq(projects.id, contributions.project_id))
      .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
      .orderBy(...ordered)
      .prepare(`impact_history_page_${account}_${order}`);
  });
}
const accountPages = {
  company: { asc: preparedAccountPage('company', 'asc'), desc: preparedAccountPage('company', 'desc') },
  user: { asc: preparedAccountPage('user', 'asc'), desc: preparedAccountPage('user', 'desc') },
};

/** A page of an account's unfiltered history (limit at least 1). */
export function findUnfilteredAccountPage(db: DbOrTx, subject: ImpactSubject, opts: { limit: number; page: number; order: 'asc' | 'desc' }) {
  const ownerId = subject.account === 'company' ? subject.companyId : subject.userId;
  return accountPages[subject.account][opts.order](db).execute({ ownerId, limit: opts.limit, offset: (opts.page - 1) * opts.limit });
}

/**
 * A page of a partner's history lines (newest first). Each project's newest page × limit lines are read by walking
 * contributions_project_paid_date_idx backwards, and merged, so a page never sorts every line of a large partner;
 * `narrowing` holds the conditions on the contributions beyond the project. limit -1 reads every line.
 */
export async function findPartnerHistoryRows(db: DbOrTx, partnerId: number, narrowing: SQL[], opts: { limit: number; page: number }) {
  const all = sql.join([partnerPaidOf(partnerId), ...narrowing], sql` and `);
  if (opts.limit === -1) return findHistoryRows(db, all, { limit: -1, page: 1, order: 'desc' });
  const own = sql.join([sql`${contributions.project_id} = p.id`, PAID, ...narrowing], sql` and `);
  const result = await db.execute<{ id: number | string }>(sql`
    select x.id from projects p
    cross join lateral (
      select ${contributions.id} as id, ${contributions.contribution_date} as contribution_date from ${contributions}
      where ${own}
      order by ${contributions.contribution_date} desc, ${contributions.id} desc
      limit ${opts.page * opts.limit}
    ) x
    where p.partner_id = ${partnerId}
    order by x.contribution_date desc, x.id desc
    limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}`);
  const ids = result.rows.map((r) => Number(r.id));
  if (!ids.length) return [];
  return findHistoryRows(db, inArray(contributions.id, ids), { limit: -1, page: 1, order: 'desc' });
}

/** How many contributions match (for histories the rollups cannot answer, such as a partner's). */
export async function countContributions(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(contributions).where(where);
  return row.total;
}

/** Count and sums of the contributions that match (a partner's filtered totals). */
export async function sumHistoryLines(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      contributions: sql<number>`count(*)`.mapWith(Number),
      quantity: sql<number>`coalesce(sum(${contributions.quantity}), 0)`.mapWith(Number),
      beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)`.mapWith(Number),
      usd_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`.mapWith(Number),
      sgd_cents: sql<number>`coalesce(sum(${contributions.amt_total_sgd_cents}), 0)`.mapWith(Number),
    })
    .from(contributions)
    .where(where);
  return row;
}
export type LineSums = Awaited<ReturnType<typeof sumHistoryLines>>;

/** Every history line of a filter (exports), newest first. */
export function findAllHistoryRows(db: DbOrTx, where: SQL) {
  return findHistoryRows(db, where, { limit: -1, page: 1, order: 'desc' });
}

/** Display names of givers whose impact profile is public; private givers are left out. */
export async function findPublicGiverNames(db: DbOrTx, companyIds: number[], userIds: number[]) {
  const [companyRows, userRows] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: companies.id, name: companies.company_name })
          .from(companies)
          .where(and(inArray(companies.id, [...new Set(companyIds)]), eq(companies.is_public, true), sql`${companies.status} <> 0`))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
          .from(users)
          .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.is_public, true), eq(users.status, 0), eq(users.is_active, true)))
      : [],
  ]);
  return { companies: new Map(companyRows.map((r) => [r.id, r.name])), users: new Map(userRows.map((r) => [r.id, r.name])) };
}
