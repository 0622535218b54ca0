import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, partners, userBusiness, users } from '../../db/schema/index.js';

export type PartnerRow = typeof partners.$inferSelect;

/** True when the user is linked to the company (user_business). */
export async function isCompanyMember(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userBusiness.id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)))
    .limit(1);
  return Boolean(row);
}

/** The company a user acts through: owned first, then administered, then the oldest link (as GET /api/user/current shows it). */
export async function findPrimaryCompanyId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(eq(userBusiness.user_id, userId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  return row?.company_id ?? null;
}

/** The user's id and the account kind it acts as (users.account), or undefined when there is no such user. */
export async function findUserAccountKind(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
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
