import { and, asc, count, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/lists.js';
import { companies, contributions, countries, industries, partners, projects, userBusiness, users } from '../../db/schema/index.js';
import type { WidgetAccount } from '../widgets/index.js';

const secondIndustry = alias(industries, 'industry_2');

/** The paid contributions of an account: payment_received 1 with a contribution date. */
function paidOf(owner: WidgetAccount): SQL {
  const paid = and(eq(contributions.payment_received, 1), isNotNull(contributions.contribution_date))!;
  return owner.account === 'company'
    ? and(eq(contributions.company_id, owner.id), eq(contributions.account, 'company'), paid)!
    : and(eq(contributions.user_id, owner.id), eq(contributions.account, 'user'), paid)!;
}

export async function findCompanyProfileRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ company: companies, industry: industries.name, industry2: secondIndustry.name, country: countries.name })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industry_1))
    .leftJoin(secondIndustry, eq(secondIndustry.id, companies.industry_2))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function findUserProfileRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ user: users, country: countries.name })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.country_id))
    .where(and(eq(users.id, id), eq(users.user_type, 'business')));
  return row ?? null;
}

/** Impact per project supported, largest first. */
export async function sumImpactByProject(db: DbOrTx, owner: WidgetAccount) {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      is_bundle: projects.is_bundle,
      partner_name: partners.worthy_cause_name,
      country_code: countries.code,
      country: countries.name,
      total_impacts: sql<string>`sum(${contributions.quantity})`,
      beneficiaries: sql<string>`sum(${contributions.beneficiaries})`,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .leftJoin(countries, eq(countries.id, projects.country_id))
    .where(paidOf(owner))
    .groupBy(projects.id, partners.worthy_cause_name, countries.code, countries.name)
    .orderBy(sql`sum(${contributions.beneficiaries}) desc`, asc(projects.title));
  return rows.map((r) => ({ ...r, total_impacts: Number(r.total_impacts), beneficiaries: Number(r.beneficiaries) }));
}

/** Public companies for the listing, filtered and paged by name. */
export async function findPublicCompanies(db: DbOrTx, filter: { search?: string; industryId?: number; countryId?: number; ids?: number[]; limit: number; page: number }) {
  const where = and(
    eq(companies.is_public, true),
    filter.ids ? inArray(companies.id, filter.ids.length ? filter.ids : [0]) : undefined,
    filter.search ? ilike(companies.company_name, containing(filter.search)) : undefined,
    filter.industryId ? eq(companies.industry_1, filter.industryId) : undefined,
    filter.countryId ? eq(companies.country_id, filter.countryId) : undefined,
  );
  const rows = await db
    .select({ company: companies, industry: industries.name, industry2: secondIndustry.name, country: countries.name })
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industry_1))
    .leftJoin(secondIndustry, eq(secondIndustry.id, companies.industry_2))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .where(where)
    .orderBy(asc(companies.company_name), asc(companies.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [{ total }] = await db.select({ total: count() }).from(companies).where(where);
  return { rows, total: Number(total) };
}

/** The public companies that funded the most paid impacts, most first (ties by id). */
export async function findMostGivingPublicCompanyIds(db: DbOrTx, limit: number): Promise<number[]> {
  const total = sql`sum(${contributions.quantity})`;
  const rows = await db
    .select({ company_id: contributions.company_id })
    .from(contributions)
    .innerJoin(companies, and(eq(companies.id, contributions.company_id), eq(companies.is_public, true)))
    .where(and(eq(contributions.account, 'company'), eq(contributions.payment_received, 1), isNotNull(contributions.contribution_date)))
    .groupBy(contributions.company_id)
    .orderBy(sql`${total} desc`, asc(contributions.company_id))
    .limit(limit);
  return rows.map((r) => r.company_id!);
}

/** Paid impact totals of several companies at once (one grouped pass). */
export async function sumCompanyImpacts(db: DbOrTx, companyIds: number[]) {
  const map = new Map<number, { total_impacts: number; beneficiaries: number; projects_supported: number; countries_reached: number }>();
  if (!companyIds.length) return map;
  const rows = await db
    .select({
      company_id: contributions.company_id,
      total_impacts: sql<string>`sum(${contributions.quantity})`,
      beneficiaries: sql<string>`sum(${contributions.beneficiaries})`,
      projects_supported: sql<string>`count(distinct ${contributions.project_id})`,
      countries_reached: sql<string>`count(distinct ${projects.country_id})`,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .where(
      and(
        inArray(contributions.company_id, companyIds),
        eq(contributions.account, 'company'),
        eq(contributions.payment_received, 1),
        isNotNull(contributions.contribution_date),
      ),
    )
    .groupBy(contributions.company_id);
  for (const r of rows) {
    map.set(r.company_id!, {
      total_impacts: Number(r.total_impacts),
      beneficiaries: Number(r.beneficiaries),
      projects_supported: Number(r.projects_supported),
      countries_reached: Number(r.countries_reached),
    });
  }
  return map;
}

/** The user's admin and owner flags in the company, or undefined when not linked. */
export async function findCompanyLink(db: DbOrTx, userId: number, companyId: number) {
  const [link] = await db
    .select({ is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return link;
}

/** The company's id when it exists, else undefined. */
export async function findCompanyId(db: DbOrTx, id: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return company;
}

/** Shows or hides a business profile. */
export async function updateCompanyVisibility(db: DbOrTx, id: number, isPublic: boolean) {
  await db.update(companies).set({ is_public: isPublic, updated_at: new Date() }).where(eq(companies.id, id));
}

/** Shows or hides a personal impact profile. */
export async function updateUserVisibility(db: DbOrTx, userId: number, isPublic: boolean) {
  await db.update(users).set({ is_public: isPublic, updated_at: new Date() }).where(eq(users.id, userId));
}
