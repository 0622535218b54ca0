import { asc, desc, eq } from 'drizzle-orm';
import { impactMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { companies, userBusiness, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, isCompanyMember } from '../../lib/giving-account.js';
import type { AuthContext } from '../../plugins/auth.js';

/** Whose impact a read covers: a personal account (user) or a company account. */
export type ImpactSubject = { account: 'user' | 'company'; userId: number; companyId: number | null };

/** What a request names: a user (default the caller), personal or company figures, a company. */
export type SubjectRef = { userId?: number; account?: 'user' | 'company'; companyId?: number };

/** The company a user acts through: owned first, then administered, then the oldest link. */
async function findPrimaryCompanyId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(eq(userBusiness.user_id, userId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  return row?.company_id ?? null;
}

/**
 * Resolves and authorises the account an impact read covers. Without a choice it is the account the user
 * acts as (users.account: personal, or their primary company). Personal figures are for the user and staff;
 * company figures for the company's members and staff. Unknown users or companies answer 404, another
 * giver's figures 403.
 */
export async function resolveImpactSubject(db: DbOrTx, auth: AuthContext, ref: SubjectRef): Promise<ImpactSubject> {
  const staff = isAdmin(auth);
  const targetId = ref.userId ?? auth.userId;
  const isSelf = targetId === auth.userId;
  if (!isSelf && !staff && ref.account === 'user') throw forbidden(impactMessages.notYourAccount);
  const [target] = await db.select({ id: users.id, account: users.account }).from(users).where(eq(users.id, targetId)).limit(1);
  if (!target) throw (staff || isSelf ? notFound(impactMessages.userNotFound) : forbidden(impactMessages.notYourAccount));

  const wantsCompany = ref.account === 'company' || (ref.account === undefined && (ref.companyId !== undefined || target.account === 'company'));
  if (wantsCompany) {
    let companyId = ref.companyId ?? null;
    // The caller's own membership is known when the company is theirs by name or by their own link.
    let isCallerMember = false;
    if (companyId !== null) {
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
      if (!company) throw notFound(impactMessages.companyNotFound);
      // A named user must belong to the named company (staff reading their own id may name any company).
      if (!(isSelf && staff)) {
        if (!(await isCompanyMember(db, targetId, companyId))) throw isSelf ? forbidden(impactMessages.notYourAccount) : notFound(impactMessages.companyNotFound);
        isCallerMember = isSelf;
      }
    } else {
      companyId = await findPrimaryCompanyId(db, targetId);
      isCallerMember = isSelf;
    }
    if (companyId !== null) {
      if (!staff && !isCallerMember && !(await isCompanyMember(db, auth.userId, companyId))) throw forbidden(impactMessages.notYourAccount);
      return { account: 'company', userId: targetId, companyId };
    }
    if (ref.account === 'company') throw notFound(impactMessages.companyNotFound);
  }
  if (!isSelf && !staff) throw forbidden(impactMessages.notYourAccount);
  return { account: 'user', userId: targetId, companyId: null };
}

/**
 * A giver whose history anyone may read: a public, open company or a public, active personal profile.
 * Members (their company), the user themself and staff may read a private one. Anything else is 404.
 */
export async function resolvePublicGiver(
  db: DbOrTx,
  auth: AuthContext | null,
  ref: { companyId?: number; userId?: number },
): Promise<ImpactSubject> {
  if (ref.companyId) {
    const [company] = await db.select({ id: companies.id, is_public: companies.is_public, status: companies.status }).from(companies).where(eq(companies.id, ref.companyId));
    const insider = Boolean(auth && (isAdmin(auth) || (company && (await isCompanyMember(db, auth.userId, company.id)))));
    if (!company || company.status === 0 || (!company.is_public && !insider)) throw notFound(impactMessages.profilePrivate);
    return { account: 'company', userId: 0, companyId: company.id };
  }
  const [user] = await db
    .select({ id: users.id, is_public: users.is_public, status: users.status, is_active: users.is_active, user_type: users.user_type })
    .from(users)
    .where(eq(users.id, ref.userId ?? 0));
  const insider = Boolean(auth && (isAdmin(auth) || auth.userId === user?.id));
  if (!user || user.user_type !== 'business' || user.status !== 0 || !user.is_active || (!user.is_public && !insider)) {
    throw notFound(impactMessages.profilePrivate);
  }
  return { account: 'user', userId: user.id, companyId: null };
}

/** The trial of an account: the company's own, or for a personal account the trial of the user's company. */
export async function findTrialCompany(db: DbOrTx, subject: ImpactSubject) {
  const companyId = subject.companyId ?? (await findPrimaryCompanyId(db, subject.userId));
  if (companyId === null) return null;
  const [row] = await db
    .select({ trial_started_at: companies.trial_started_at, trial_ends_at: companies.trial_ends_at })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
