import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { companies, partners, userBusiness, users } from '../../db/schema/index.js';

export type PartnerRow = typeof partners.$inferSelect;

const companyMembership = preparedFor((db) =>
  db
    .select({ id: userBusiness.id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, sql.placeholder('userId')), eq(userBusiness.company_id, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('accounts_company_membership'),
);

/** True when the user is linked to the company (user_business). */
export async function isCompanyMember(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await companyMembership(db).execute({ userId, companyId });
  return Boolean(row);
}

const primaryCompanyId = preparedFor((db) =>
  db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(eq(userBusiness.user_id, sql.placeholder('userId')))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1)
    .prepare('accounts_primary_company'),
);

/** The company a user acts through: owned first, then administered, then the oldest link (as GET /api/user/current shows it). */
export async function findPrimaryCompanyId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await primaryCompanyId(db).execute({ userId });
  return row?.company_id ?? null;
}

const userAccountKind = preparedFor((db) =>
  db
    .select({
      id: users.id,
      account: users.account,
      primary_company_id: sql<number | null>`(select ub.company_id from user_business ub where ub.user_id = "users"."id" order by ub.is_owner desc, ub.is_admin desc, ub.id asc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('accounts_user_kind'),
);

/**
 * The user's id, the account kind it acts as (users.account) and the company it acts through (as
 * findPrimaryCompanyId), or undefined when there is no such user. One statement on every giving call.
 */
export async function findUserAccountKind(db: DbOrTx, userId: number) {
  const [row] = await userAccountKind(db).execute({ userId });
  return row;
}

/** The company's id when it exists, else undefined. */
export async function findCompanyId(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** The partner organisation with this id, or the one whose panel user has this id; null when there is none. */
export async function findPartner(db: DbOrTx, by: 'partner' | 'user', id: number): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(eq(by === 'user' ? partners.user_id : partners.id, id))
    .limit(1);
  return row ?? null;
}
