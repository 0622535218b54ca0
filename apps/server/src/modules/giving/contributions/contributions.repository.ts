import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../../db/client.js';
import { containing, pageOf } from '../../../db/lists.js';
import {
  categories,
  companies,
  contributionGroups,
  contributions,
  impactLevels,
  partners,
  projectCategories,
  projects,
  users,
} from '../../../db/schema/index.js';

export type GroupRow = typeof contributionGroups.$inferSelect;
export type ContributionRow = typeof contributions.$inferSelect;

export async function findGroup(db: DbOrTx, id: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(contributionGroups).where(eq(contributionGroups.id, id)).limit(1);
  return row ?? null;
}

export async function lockGroup(tx: DbOrTx, id: number): Promise<GroupRow | null> {
  const [row] = await tx.select().from(contributionGroups).where(eq(contributionGroups.id, id)).for('update').limit(1);
  return row ?? null;
}

export function findGroupContributions(db: DbOrTx, groupId: number) {
  return db.select().from(contributions).where(eq(contributions.contribution_group_id, groupId)).orderBy(asc(contributions.id));
}

/** Which contributions a list or a total covers. */
export type ContributionScope = {
  account: 'user' | 'company';
  userId: number;
  companyId: number | null;
  /** 1 paid with a date (impact), 0 unpaid, null both. */
  paid: 0 | 1 | null;
  projectId?: number;
  categoryId?: number;
  groupId?: number;
  type?: 'project' | 'story';
  dateFrom?: string;
  dateTo?: string;
  search?: string;
};

/** The first instant after a day (UTC), so a date filter includes its end day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The where-clause of a scope: the account's own contributions, narrowed by the filters. */
export function scopeWhere(s: ContributionScope): SQL {
  const c: SQL[] = [eq(contributions.account, s.account)];
  c.push(s.account === 'company' ? eq(contributions.company_id, s.companyId ?? -1) : eq(contributions.user_id, s.userId));
  if (s.paid === 1) c.push(eq(contributions.payment_received, 1), sql`${contributions.contribution_date} is not null`);
  if (s.paid === 0) c.push(eq(contributions.payment_received, 0));
  if (s.projectId) c.push(eq(contributions.project_id, s.projectId));
  if (s.groupId) c.push(eq(contributions.contribution_group_id, s.groupId));
  if (s.type === 'story') c.push(sql`${contributions.contribution_story_id} is not null`);
  if (s.type === 'project') c.push(sql`${contributions.contribution_story_id} is null`);
  if (s.categoryId) {
    c.push(sql`exists (select 1 from project_categories pc where pc.project_id = ${contributions.project_id} and pc.category_id = ${s.categoryId})`);
  }
  if (s.dateFrom) c.push(gte(contributions.contribution_date, new Date(`${s.dateFrom}T00:00:00Z`)));
  if (s.dateTo) c.push(lt(contributions.contribution_date, dayAfter(s.dateTo)));
  if (s.search) {
    const like = containing(s.search);
    c.push(sql`exists (select 1 from projects p where p.id = ${contributions.project_id} and p.title ilike ${like})`);
  }
  return and(...c)!;
}

const orderColumns = {
  contribution_date: contributions.contribution_date,
  amt_total_usd: contributions.amt_total_usd_cents,
  beneficiaries: contributions.beneficiaries,
  id: contributions.id,
} as const;

/** Contributions with project and impact level, one page. */
export async function findContributions(
  db: DbOrTx,
  where: SQL,
  opts: { limit: number; page: number; orderBy: keyof typeof orderColumns; order: 'asc' | 'desc' },
) {
  const direction = opts.order === 'asc' ? asc : desc;
  const orderBy =
    opts.orderBy === 'contribution_date'
      ? [sql`${contributions.contribution_date} ${sql.raw(opts.order === 'asc' ? 'asc nulls first' : 'desc nulls last')}`, direction(contributions.id)]
      : [direction(orderColumns[opts.orderBy]), direction(contributions.id)];
  const base = db
    .select({
      c: contributions,
      project: {
        id: projects.id,
        title: projects.title,
        is_bundle: projects.is_bundle,
        image_square: projects.image_square,
        image_rectangle: projects.image_rectangle,
      },
      impact_unit: impactLevels.impact_unit,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
    .where(where)
    .orderBy(...orderBy);
  const rows = await pageOf(base.$dynamic(), opts.limit, opts.page);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(contributions).where(where);
  return { rows, total: Number(total) };
}
export type ContributionListRow = Awaited<ReturnType<typeof findContributions>>['rows'][number];

/** The contributions of a group with project and impact level (for group views and receipts). */
export async function findGroupContributionRows(db: DbOrTx, groupId: number) {
  const { rows } = await findContributions(db, eq(contributions.contribution_group_id, groupId), {
    limit: -1,
    page: 1,
    orderBy: 'id',
    order: 'asc',
  });
  return rows;
}

const categoriesOf = preparedFor((db) =>
  db
    .select({ project_id: projectCategories.project_id, id: categories.id, name: categories.name })
    .from(projectCategories)
    .innerJoin(categories, eq(categories.id, projectCategories.category_id))
    .where(sql`${projectCategories.project_id} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(categories.name))
    .prepare('giving_categories_of_projects'),
);

/** Category names of projects, keyed by project id (one prepared statement). */
export async function findCategoriesOf(db: DbOrTx, projectIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!projectIds.length) return map;
  const rows = await categoriesOf(db).execute({ ids: [...new Set(projectIds)] });
  for (const r of rows) map.set(r.project_id, [...(map.get(r.project_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

/** Sums over the scope (the caller passes a paid-only scope). */
export async function sumContributions(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      usd: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`,
      sgd: sql<number>`coalesce(sum(${contributions.amt_total_sgd_cents}), 0)`,
      beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)`,
      quantity: sql<number>`coalesce(sum(${contributions.quantity}), 0)`,
      count: sql<number>`count(*)::int`,
      groups: sql<number>`count(distinct ${contributions.contribution_group_id})::int`,
      projects: sql<number>`count(distinct ${contributions.project_id})::int`,
      first: sql<Date | string | null>`min(${contributions.contribution_date})`,
      last: sql<Date | string | null>`max(${contributions.contribution_date})`,
    })
    .from(contributions)
    .where(where);
  return row;
}

const breakdown = {
  count: sql<number>`count(*)::int`,
  quantity: sql<number>`coalesce(sum(${contributions.quantity}), 0)`,
  beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)`,
  usd: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`,
};

/** Paid giving per project category (a contribution to a project of two categories counts in both). */
export function sumByCategory(db: DbOrTx, where: SQL) {
  return db
    .select({ id: categories.id, name: categories.name, ...breakdown })
    .from(contributions)
    .innerJoin(projectCategories, eq(projectCategories.project_id, contributions.project_id))
    .innerJoin(categories, eq(categories.id, projectCategories.category_id))
    .where(where)
    .groupBy(categories.id, categories.name)
    .orderBy(desc(sql`count(*)`), asc(categories.name));
}

/** Paid giving per kind: 'story' when given through a story, else 'project'. */
export function sumByType(db: DbOrTx, where: SQL) {
  const kind = sql<'project' | 'story'>`case when ${contributions.contribution_story_id} is null then 'project' else 'story' end`;
  return db.select({ type: kind, ...breakdown }).from(contributions).where(where).groupBy(kind).orderBy(kind);
}

/** Paid giving per calendar month (UTC). */
export function sumByMonth(db: DbOrTx, where: SQL) {
  const month = sql<string>`to_char(${contributions.contribution_date} at time zone 'UTC', 'YYYY-MM')`;
  return db.select({ month, ...breakdown }).from(contributions).where(where).groupBy(month).orderBy(month);
}

/** Distinct partners and project countries the scope reached. */
export async function countReach(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      partners: sql<number>`count(distinct ${projects.partner_id})::int`,
      countries: sql<number>`count(distinct ${projects.country_id})::int`,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(where);
  return row;
}

/** The id and group of each of these contributions that exists. */
export function findContributionGroupIds(db: DbOrTx, ids: number[]) {
  return db.select({ id: contributions.id, group: contributions.contribution_group_id }).from(contributions).where(inArray(contributions.id, ids));
}

/**
 * Marks unpaid contributions paid: dated now and their SGD amount fixed at the rate (when not fixed yet).
 * Answers the ids it changed.
 */
export function markContributionsPaid(tx: DbOrTx, ids: number[], rate: string | null, actorId: number) {
  return tx
    .update(contributions)
    .set({
      payment_received: 1,
      contribution_date: sql`coalesce(${contributions.contribution_date}, now())`,
      amt_total_sgd_cents: rate === null ? contributions.amt_total_sgd_cents : sql`coalesce(${contributions.amt_total_sgd_cents}, round(${contributions.amt_total_usd_cents} * ${rate}::numeric)::int)`,
      updated_at: sql`now()`,
      updated_by: actorId,
    })
    .where(and(inArray(contributions.id, ids), eq(contributions.payment_received, 0)))
    .returning({ id: contributions.id });
}

/** Marks paid contributions unpaid; answers the ids it changed. */
export function markContributionsUnpaid(tx: DbOrTx, ids: number[], actorId: number) {
  return tx
    .update(contributions)
    .set({ payment_received: 0, updated_at: sql`now()`, updated_by: actorId })
    .where(and(inArray(contributions.id, ids), eq(contributions.payment_received, 1)))
    .returning({ id: contributions.id });
}

/** A group not paid yet whose contributions are now all paid becomes paid by hand ('manual', referenced by the admin). */
export async function markGroupPaidByHand(tx: DbOrTx, groupId: number, rate: string | null, actorId: number) {
  await tx
    .update(contributionGroups)
    .set({
      status: 'paid',
      paid_at: sql`coalesce(${contributionGroups.paid_at}, now())`,
      payment_provider: sql`coalesce(${contributionGroups.payment_provider}, 'manual')`,
      payment_reference: sql`coalesce(${contributionGroups.payment_reference}, ${`admin-${actorId}`})`,
      exchange_rate_sgd: sql`coalesce(${contributionGroups.exchange_rate_sgd}, ${rate}::numeric)`,
      total_sgd_cents: sql`(select sum(c.amt_total_sgd_cents) from contributions c where c.contribution_group_id = ${groupId})`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(contributionGroups.id, groupId),
        sql`${contributionGroups.status} <> 'paid'`,
        sql`not exists (select 1 from contributions c where c.contribution_group_id = ${groupId} and c.payment_received = 0)`,
      ),
    );
}

/** Supersedes the open payment sessions of a group once it is paid. */
export async function supersedeSessionsOfPaidGroup(tx: DbOrTx, groupId: number) {
  await tx.execute(sql`update payment_sessions set status = 'superseded', completed_at = now() where contribution_group_id = ${groupId} and status in ('open', 'requires_action') and exists (select 1 from contribution_groups g where g.id = ${groupId} and g.status = 'paid')`);
}

/** A contribution, or undefined. */
export async function findContribution(db: DbOrTx, id: number) {
  const [row] = await db.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  return row;
}

/** A contribution, locked for update, or undefined. */
export async function lockContribution(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(contributions).where(eq(contributions.id, id)).for('update').limit(1);
  return row;
}

/** Deletes a contribution. */
export async function deleteContributionRow(tx: DbOrTx, id: number) {
  await tx.delete(contributions).where(eq(contributions.id, id));
}

/** Sets a group's USD total to the sum of its contributions. */
export async function recomputeGroupUsdTotal(tx: DbOrTx, groupId: number) {
  await tx
    .update(contributionGroups)
    .set({
      total_usd_cents: sql`(select coalesce(sum(c.amt_total_usd_cents), 0) from contributions c where c.contribution_group_id = ${groupId})`,
      updated_at: sql`now()`,
    })
    .where(eq(contributionGroups.id, groupId));
}

/** The payer of a group as a receipt names them. */
export async function findPayer(db: DbOrTx, userId: number) {
  const [payer] = await db.select({ first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(eq(users.id, userId));
  return payer;
}

/** A company's name, or undefined. */
export async function findCompanyName(db: DbOrTx, companyId: number) {
  const [company] = await db.select({ name: companies.company_name }).from(companies).where(eq(companies.id, companyId));
  return company;
}

/**
 * The paid contribution groups (giving payments) of one giving account, newest first, one page, with the number
 * of contributions each paid and the total count (billing impacts).
 */
export async function findPaidGroupsOfAccount(db: DbOrTx, owner: { account: 'user' | 'company'; userId: number; companyId: number | null }, limit: number, page: number) {
  const ownerWhere =
    owner.account === 'company'
      ? and(eq(contributionGroups.account, 'company'), eq(contributionGroups.company_id, owner.companyId ?? -1))
      : and(eq(contributionGroups.account, 'user'), eq(contributionGroups.user_id, owner.userId));
  const where = and(ownerWhere, eq(contributionGroups.status, 'paid'));
  const rows = await db
    .select({
      id: contributionGroups.id,
      paid_at: contributionGroups.paid_at,
      total_usd_cents: contributionGroups.total_usd_cents,
      funded_by: contributionGroups.funded_by,
      payment_provider: contributionGroups.payment_provider,
      contributions: sql<number>`(select count(*)::int from contributions c where c.contribution_group_id = ${contributionGroups.id})`,
    })
    .from(contributionGroups)
    .where(where)
    .orderBy(desc(contributionGroups.paid_at), desc(contributionGroups.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(contributionGroups).where(where);
  return { rows, total };
}

/** A paid group none of whose contributions is paid any more is cancelled (staff reversed it). */
export async function markGroupUnpaidWhenNothingPaid(tx: DbOrTx, groupId: number, actorId: number) {
  await tx
    .update(contributionGroups)
    .set({ status: 'cancelled', updated_at: sql`now()`, updated_by: actorId })
    .where(
      and(
        eq(contributionGroups.id, groupId),
        eq(contributionGroups.status, 'paid'),
        sql`not exists (select 1 from contributions c where c.contribution_group_id = ${groupId} and c.payment_received = 1)`,
      ),
    );
}

/** Each group's status and totals, for the audit log's before and after. */
export async function findGroupStatuses(db: DbOrTx, groupIds: number[]) {
  const rows = await db
    .select({
      id: contributionGroups.id,
      status: contributionGroups.status,
      total_usd_cents: contributionGroups.total_usd_cents,
      paid: sql<number>`(select count(*) from contributions c where c.contribution_group_id = "contribution_groups"."id" and c.payment_received = 1)`.mapWith(Number),
    })
    .from(contributionGroups)
    .where(inArray(contributionGroups.id, groupIds));
  return new Map(rows.map((r) => [r.id, { status: r.status, paid_contributions: r.paid, total_usd: r.total_usd_cents / 100 }]));
}
