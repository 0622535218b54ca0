import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, companies, contributions, impactCategories, projectCategories, projects, userBusiness, users } from '../../db/schema/index.js';
import type { WidgetAccount } from './widget-keys.js';

/** Paid impact of one account: payment_received 1 with a date, given before `until` if set. */
function paidOf(owner: WidgetAccount, until?: Date): SQL {
  const paid = and(eq(contributions.payment_received, 1), isNotNull(contributions.contribution_date), until ? lt(contributions.contribution_date, until) : undefined)!;
  return owner.account === 'company'
    ? and(eq(contributions.company_id, owner.id), eq(contributions.account, 'company'), paid)!
    : and(eq(contributions.user_id, owner.id), eq(contributions.account, 'user'), paid)!;
}

/** A user's role (downgraded members may not embed), or null for an unknown user. */
export async function findUserRoleId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.id, userId));
  return row?.role_id ?? null;
}

/** The name and logo a widget shows; null when the account does not exist or is closed. */
export async function findWidgetOwner(db: DbOrTx, owner: WidgetAccount) {
  if (owner.account === 'company') {
    const [row] = await db
      .select({ name: companies.company_name, logo: companies.company_logo, status: companies.status })
      .from(companies)
      .where(eq(companies.id, owner.id));
    return row && row.status !== 0 ? { name: row.name, logo: row.logo } : null;
  }
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, image: users.image, status: users.status, is_active: users.is_active })
    .from(users)
    .where(eq(users.id, owner.id));
  return row && row.status === 0 && row.is_active ? { name: `${row.first_name} ${row.last_name}`, logo: row.image } : null;
}

/** Totals of an account's paid impact (given before `until`, if set): one indexed pass over its contributions. */
export async function sumPaidImpact(db: DbOrTx, owner: WidgetAccount, until?: Date) {
  const [row] = await db
    .select({
      total_impacts: sql<string>`coalesce(sum(${contributions.quantity}), 0)`,
      beneficiaries: sql<string>`coalesce(sum(${contributions.beneficiaries}), 0)`,
      amount_usd_cents: sql<string>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`,
      projects_supported: sql<string>`count(distinct ${contributions.project_id})`,
      countries_reached: sql<string>`count(distinct ${projects.country_id})`,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .where(paidOf(owner, until));
  return {
    total_impacts: Number(row.total_impacts),
    beneficiaries: Number(row.beneficiaries),
    amount_usd_cents: Number(row.amount_usd_cents),
    projects_supported: Number(row.projects_supported),
    countries_reached: Number(row.countries_reached),
  };
}

/** Paid impact per cause (impact category), largest first; given before `until`, if set. */
export async function sumPaidImpactByCause(db: DbOrTx, owner: WidgetAccount, until?: Date) {
  const perProject = db
    .select({
      project_id: contributions.project_id,
      total_impacts: sql<string>`sum(${contributions.quantity})`.as('total_impacts'),
      beneficiaries: sql<string>`sum(${contributions.beneficiaries})`.as('beneficiaries'),
    })
    .from(contributions)
    .where(paidOf(owner, until))
    .groupBy(contributions.project_id)
    .as('per_project');
  // A project counts once per cause, however many of its categories fall under that cause.
  const causes = db
    .selectDistinct({ project_id: projectCategories.project_id, impact_category_id: categories.impact_category_id })
    .from(projectCategories)
    .innerJoin(categories, eq(categories.id, projectCategories.category_id))
    .as('causes');
  const rows = await db
    .select({
      name: impactCategories.name,
      total_impacts: sql<string>`sum(${perProject.total_impacts})`,
      beneficiaries: sql<string>`sum(${perProject.beneficiaries})`,
    })
    .from(perProject)
    .innerJoin(causes, eq(causes.project_id, perProject.project_id))
    .innerJoin(impactCategories, eq(impactCategories.id, causes.impact_category_id))
    .groupBy(impactCategories.name)
    .orderBy(sql`sum(${perProject.beneficiaries}) desc`, impactCategories.name);
  return rows.map((r) => ({ name: r.name, total_impacts: Number(r.total_impacts), beneficiaries: Number(r.beneficiaries) }));
}

/** What one member gave through the company account, when the member belongs to the company. */
export async function sumMemberShare(db: DbOrTx, companyId: number, userId: number) {
  const [member] = await db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(and(eq(userBusiness.company_id, companyId), eq(userBusiness.user_id, userId)));
  if (!member) return null;
  const [row] = await db
    .select({
      total_impacts: sql<string>`coalesce(sum(${contributions.quantity}), 0)`,
      beneficiaries: sql<string>`coalesce(sum(${contributions.beneficiaries}), 0)`,
    })
    .from(contributions)
    .where(and(paidOf({ account: 'company', id: companyId }), eq(contributions.user_id, userId)));
  return { name: `${member.first_name} ${member.last_name}`, total_impacts: Number(row.total_impacts), beneficiaries: Number(row.beneficiaries) };
}
