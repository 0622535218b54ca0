import { eq, sql } from 'drizzle-orm';
import { impactMessages } from '@goodhive/contract';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { findPrimaryCompanyId, isAdmin, isCompanyMember } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';

/**
 * Whose impact a read covers: a personal account (user) or a company account. The signed-in reads take it
 * from resolveGivingAccount (lib/giving-account.ts), the one resolver of which account a call acts on.
 */
export type ImpactSubject = { account: 'user' | 'company'; userId: number; companyId: number | null };

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

const trialOf = preparedFor((db) =>
  db
    .select({ trial_started_at: companies.trial_started_at, trial_ends_at: companies.trial_ends_at })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('impact_trial_of_company'),
);

/** The trial of an account: the company's own, or for a personal account the trial of the user's company. */
export async function findTrialCompany(db: DbOrTx, subject: ImpactSubject) {
  const companyId = subject.companyId ?? (await findPrimaryCompanyId(db, subject.userId));
  if (companyId === null) return null;
  const [row] = await trialOf(db).execute({ companyId });
  return row ?? null;
}
