import { givingAccountMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findCompanyId, findUserAccountKind, isCompanyMember } from './accounts.repository.js';

/**
 * The giving account a call acts on: a user's personal account, or a company's account. Carts, checkouts,
 * contributions, credits and every impact figure belong to one of these.
 */
export type GivingAccount = {
  /** The personal owner; for a company account, the member it is seen through (the caller, or the user staff named). */
  userId: number;
  companyId: number | null;
  account: 'user' | 'company';
  /** 'user:{id}' or 'company:{id}': the key carts are stored under. */
  ownerKey: string;
};

/**
 * What a call names: whose account (user_id: the caller by default, anyone's for staff reads), personal or
 * company (account), which company (company_id). Nothing named means the account the user acts as.
 */
export type AccountRef = {
  user_id?: number | null;
  account?: 'user' | 'company' | null;
  company_id?: number | null;
};

/** Reads may be staff's (any account); writes are always the caller's own. */
export type AccountMode = 'read' | 'write';

export const ownerKeyOf = (account: 'user' | 'company', userId: number, companyId: number | null) =>
  account === 'company' ? `company:${companyId}` : `user:${userId}`;

/** The account as widgets, certificates and the update feed name their owner: { account, id }. */
export const ownerRefOf = (account: GivingAccount) =>
  account.account === 'company' ? { account: 'company' as const, id: account.companyId! } : { account: 'user' as const, id: account.userId };

/** True when the caller acts as staff (admins may read every account, never write to another's). */
export const isAdmin = (auth: AuthContext | null) => auth?.userType === 'admin';

const companyAccount = (userId: number, companyId: number): GivingAccount => ({ userId, companyId, account: 'company', ownerKey: ownerKeyOf('company', userId, companyId) });
const personalAccount = (userId: number): GivingAccount => ({ userId, companyId: null, account: 'user', ownerKey: ownerKeyOf('user', userId, null) });

/**
 * The one answer to "which account does this call act on". Without a choice it is the account the user acts
 * as (POST /api/user/switch-account): their primary company while users.account is 'company', else their
 * personal account. account=user picks the personal account; account=company or company_id a company (by
 * default the primary one). A company needs the caller's membership (403); a personal account is its
 * owner's alone (403), except that staff may read (never write) any account. A named user must belong to
 * a named company. Unknown users or companies answer 404; an unknown user named by a non-staff caller 403,
 * so ids cannot be probed.
 */
export async function resolveGivingAccount(db: DbOrTx, auth: AuthContext, ref: AccountRef, mode: AccountMode): Promise<GivingAccount> {
  const staffRead = mode === 'read' && isAdmin(auth);
  const targetId = ref.user_id ?? auth.userId;
  const isSelf = targetId === auth.userId;
  // Another user's account: staff read it; a member may read (only) a company they share with that user.
  if (!isSelf && !staffRead && (mode === 'write' || ref.account === 'user')) throw forbidden(givingAccountMessages.notYourAccount);
  const target = await findUserAccountKind(db, targetId);
  if (!target) throw isSelf || staffRead ? notFound(givingAccountMessages.userNotFound) : forbidden(givingAccountMessages.notYourAccount);

  const companyId = ref.company_id ?? null;
  const wantsCompany = ref.account === 'company' || (ref.account !== 'user' && (companyId !== null || target.account === 'company'));
  if (wantsCompany) {
    let chosen = companyId;
    // The caller's own primary company comes from their company links: no need to check the membership again.
    let isOwnLink = false;
    if (chosen !== null) {
      const company = await findCompanyId(db, chosen);
      if (!company) throw notFound(givingAccountMessages.companyNotFound);
      if (!isSelf && !(await isCompanyMember(db, targetId, chosen))) throw notFound(givingAccountMessages.companyNotFound);
    } else {
      chosen = target.primary_company_id;
      isOwnLink = isSelf;
    }
    if (chosen !== null) {
      if (!staffRead && !isOwnLink && !(await isCompanyMember(db, auth.userId, chosen))) throw forbidden(givingAccountMessages.notCompanyMember);
      return companyAccount(targetId, chosen);
    }
    // Asked for a company by name of the kind only, with no company to act through.
    if (ref.account === 'company') throw notFound(givingAccountMessages.companyNotFound);
  }
  if (!isSelf && !staffRead) throw forbidden(givingAccountMessages.notYourAccount);
  return personalAccount(targetId);
}

/**
 * Whether the caller may see (read) or act on (write) something owned by an account: the personal owner,
 * a member of the owning company, or (read only) an admin.
 */
export async function canUseOwnedBy(
  db: DbOrTx,
  auth: AuthContext,
  owner: { account: string; user_id: number; company_id: number | null },
  mode: AccountMode,
): Promise<boolean> {
  if (mode === 'read' && isAdmin(auth)) return true;
  if (owner.account === 'company') return owner.company_id !== null && isCompanyMember(db, auth.userId, owner.company_id);
  return owner.user_id === auth.userId;
}
