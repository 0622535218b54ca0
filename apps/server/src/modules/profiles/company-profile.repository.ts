import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { companies, countries, industries } from '../../db/schema/index.js';

const industry1 = alias(industries, 'industry1');
const industry2 = alias(industries, 'industry2');

/** A company with its industries' and country's names, for the company profile screen. */
export async function findCompanyForEdit(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ company: companies, industry1_name: industry1.name, industry2_name: industry2.name, country_name: countries.name })
    .from(companies)
    .leftJoin(industry1, eq(industry1.id, companies.industry_1))
    .leftJoin(industry2, eq(industry2.id, companies.industry_2))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .where(eq(companies.id, id));
  return row ?? null;
}
export type CompanyEditRow = NonNullable<Awaited<ReturnType<typeof findCompanyForEdit>>>;

/** The ids among `ids` that are known industries. */
export async function findIndustryIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: industries.id }).from(industries).where(inArray(industries.id, ids));
  return rows.map((r) => r.id);
}

/** Whether the country exists. */
export async function countryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

export type CompanyProfileValues = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'company_name'
    | 'mission'
    | 'email'
    | 'phone'
    | 'website'
    | 'facebook_url'
    | 'googleplus_url'
    | 'linkedin_url'
    | 'twitter_url'
    | 'industry_1'
    | 'industry_2'
    | 'address_1'
    | 'address_2'
    | 'city'
    | 'state'
    | 'country_id'
    | 'zip_code'
    | 'company_logo'
    | 'company_icon'
    | 'company_banner_img'
  >
>;

/** Writes company profile fields. */
export async function updateCompanyProfile(db: DbOrTx, id: number, values: CompanyProfileValues, userId: number) {
  await db
    .update(companies)
    .set({ ...values, updated_at: sql`now()`, updated_by: userId })
    .where(eq(companies.id, id));
}
