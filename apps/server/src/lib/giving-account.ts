import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, userBusiness, users } from '../db/schema/index.js';
import type { AuthContext } from '../plugins/auth.js';
import { forbidden, notFound } from './errors.js';

/**
 * The giving account a call acts on: a user's personal account, or a company's account. Carts, checkouts,
 * contributions and credits all belong to one of these.
 */
export type GivingAccount = {
  /** The personal owner; for a company account, the calling member (or the user an admin named). */
  userId: number;
  companyId: number | null;
  account: 'user' | 'company';
  /** 'user:{id}' or 'company:{id}': the key carts are stored under. */
  ownerKey: string;
};

const NOT_YOUR_ACCOUNT = 'You can only use your own giving account.';
const NOT_A_MEMBER = 'You are not a member of this company.';

export const ownerKeyOf = (account: 'user' | 'company', userId: number, companyId: number | null) =>
  account === 'company' ? `company:${companyId}` : `user:${userId}`;

/** True when the user is linked to the company (user_business). */
export async function isCompanyMember(db: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userBusiness.id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)))
    .limit(1);
  return Boolean(row);
}

/** True when the caller acts as staff (admins may read every account, never write to another's). */
export const isAdmin = (auth: AuthContext | null) => auth?.userType === 'admin';

/**
 * Resolves which account a call acts on from its user_id / company_id. Writes always act for the caller:
 * another user_id is refused (403) and a company needs the caller's membership (403). Admins may read any
 * account. Unknown users or companies answer 404.
 */
export async function resolveGivingAccount(
  db: DbOrTx,
  auth: AuthContext,
  ref: { user_id?: number | null; company_id?: number | null },
  mode: 'read' | 'write',
): Promise<GivingAccount> {
  const staffRead = mode === 'read' && isAdmin(auth);
  let userId = auth.userId;
  if (ref.user_id && ref.user_id !== auth.userId) {
    if (!staffRead) throw forbidden(NOT_YOUR_ACCOUNT);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, ref.user_id)).limit(1);
    if (!user) throw notFound('User not found.');
    userId = user.id;
  }
  if (ref.company_id) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, ref.company_id)).limit(1);
    if (!company) throw notFound('Company not found.');
    if (!staffRead && !(await isCompanyMember(db, auth.userId, company.id))) throw forbidden(NOT_A_MEMBER);
    return { userId, companyId: company.id, account: 'company', ownerKey: ownerKeyOf('company', userId, company.id) };
  }
  return { userId, companyId: null, account: 'user', ownerKey: ownerKeyOf('user', userId, null) };
}

/**
 * Whether the caller may see (read) or act on (write) something owned by an account: the personal owner,
 * a member of the owning company, or (read only) an admin.
 */
export async function canUseOwnedBy(
  db: DbOrTx,
  auth: AuthContext,
  owner: { account: string; user_id: number; company_id: number | null },
  mode: 'read' | 'write',
): Promise<boolean> {
  if (mode === 'read' && isAdmin(auth)) return true;
  if (owner.account === 'company') return owner.company_id !== null && isCompanyMember(db, auth.userId, owner.company_id);
  return owner.user_id === auth.userId;
}

/**
 * The account a member shows to the world (widgets, certificates): the company named by company_id (the
 * caller must belong to it), else the account the member currently acts as, personal or company.
 */
export async function resolveShownAccount(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  const [user] = await db.select({ id: users.id, account: users.account, role_id: users.role_id }).from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound('User not found.');
  let actingCompanyId = companyId ?? null;
  if (actingCompanyId === null && user.account === 'company') {
    const [link] = await db
      .select({ company_id: userBusiness.company_id })
      .from(userBusiness)
      .where(eq(userBusiness.user_id, user.id))
      .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
      .limit(1);
    actingCompanyId = link?.company_id ?? null;
  }
  const account = await resolveGivingAccount(db, auth, { company_id: actingCompanyId }, 'write');
  return {
    user,
    owner: account.account === 'company' ? { account: 'company' as const, id: account.companyId! } : { account: 'user' as const, id: user.id },
  };
}
