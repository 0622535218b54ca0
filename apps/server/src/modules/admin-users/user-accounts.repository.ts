import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, countries, industries, userBusiness, users } from '../../db/schema/index.js';

/** Whether another account (not `exceptUserId`) signs in with the e-mail. */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function countryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

/** The ids among `ids` that are known industries. */
export async function findIndustryIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return (await db.select({ id: industries.id }).from(industries).where(inArray(industries.id, ids))).map((r) => r.id);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, email: users.email, first_name: users.first_name, role_id: users.role_id });
  return row!;
}

export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id, company_name: companies.company_name });
  return row!;
}

export async function insertOwnerLink(db: DbOrTx, values: { userId: number; companyId: number; countryId: number; staffId: number }) {
  await db.insert(userBusiness).values({
    user_id: values.userId,
    company_id: values.companyId,
    is_admin: 1,
    is_business: 0,
    is_owner: true,
    type_reg: 'other',
    country_id: values.countryId,
    created_by: values.staffId,
  });
}

const userFields = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  user_type: users.user_type,
  role_id: users.role_id,
  about_you: users.about_you,
  facebook_url: users.facebook_url,
  googleplus_url: users.googleplus_url,
  linkedin_url: users.linkedin_url,
  twitter_url: users.twitter_url,
  deleted_at: users.deleted_at,
};

/** The user's editable fields, the row locked for the edit. */
export async function findUserForEdit(db: DbOrTx, userId: number) {
  const [row] = await db.select(userFields).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}
export type EditableUser = NonNullable<Awaited<ReturnType<typeof findUserForEdit>>>;

const companyFields = {
  id: companies.id,
  company_name: companies.company_name,
  mission: companies.mission,
  email: companies.email,
  phone: companies.phone,
  website: companies.website,
  facebook_url: companies.facebook_url,
  googleplus_url: companies.googleplus_url,
  linkedin_url: companies.linkedin_url,
  twitter_url: companies.twitter_url,
  industry_1: companies.industry_1,
  industry_2: companies.industry_2,
  address_1: companies.address_1,
  address_2: companies.address_2,
  city: companies.city,
  state: companies.state,
  country_id: companies.country_id,
  zip_code: companies.zip_code,
};

/** The company the user owns or runs (a team member edits only their own fields), its row locked for the edit. */
export async function findCompanyForEdit(db: DbOrTx, userId: number) {
  const [link] = await db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), or(eq(userBusiness.is_owner, true), eq(userBusiness.is_admin, 1))))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  if (!link) return null;
  const [row] = await db.select(companyFields).from(companies).where(eq(companies.id, link.company_id)).for('update');
  return row ?? null;
}
export type EditableCompany = NonNullable<Awaited<ReturnType<typeof findCompanyForEdit>>>;

export type UserValues = Partial<typeof users.$inferInsert>;
export type CompanyValues = Partial<typeof companies.$inferInsert>;

export async function updateUser(db: DbOrTx, userId: number, staffId: number, values: UserValues) {
  await db.update(users).set({ ...values, updated_at: sql`now()`, updated_by: staffId }).where(eq(users.id, userId));
}

export async function updateCompany(db: DbOrTx, companyId: number, staffId: number, values: CompanyValues) {
  await db.update(companies).set({ ...values, updated_at: sql`now()`, updated_by: staffId }).where(eq(companies.id, companyId));
}
