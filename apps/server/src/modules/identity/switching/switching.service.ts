import { accountMessages, type Token } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, forbidden, notFound } from '../../../lib/errors.js';
import type { AuthContext } from '../../../http/auth.js';
import { revokeToken } from '../sessions/sessions.repository.js';
import { issueTokens } from '../sessions/sessions.service.js';
import { findAdminId, findChangeType, findCompanyLinks, findUser, updateTokenView, updateUserAccount } from '../users.repository.js';

/**
 * POST /api/user/switch-account: personal ↔ company. Company needs a company link where the user is
 * an admin; an admin acting as the user (isAdmin) may open any company the user belongs to.
 */
export async function switchAccount(db: Db, auth: AuthContext, account: 'user' | 'company', isAdmin: boolean, ip: string) {
  if (account === 'company') {
    const links = await findCompanyLinks(db, auth.userId);
    const actingAdmin = isAdmin && auth.impersonatorId !== null;
    const allowed = links.some((l) => l.is_admin === 1) || (actingAdmin && links.length > 0);
    if (!allowed) throw forbidden(accountMessages.switchNotAllowed);
  }
  await updateUserAccount(db, auth.userId, account);
  if (auth.impersonatorId) {
    await writeAudit(db, { actorId: auth.impersonatorId, action: 'account.switch', subjectType: 'user', subjectId: auth.userId, details: { account }, ip });
  }
}

/** POST /api/user/switch-type: admins with change_type 1 move this session into the business or partner view and back. */
export async function switchType(db: Db, auth: AuthContext, type: 'admin' | 'partner' | 'business', ip: string) {
  const user = await findChangeType(db, auth.userId);
  if (auth.baseUserType !== 'admin' || auth.impersonatorId !== null || user?.change_type !== 1) throw forbidden(accountMessages.switchNotAllowed);
  await updateTokenView(db, auth.tokenId, type === 'admin' ? null : type);
  await writeAudit(db, { actorId: auth.userId, action: 'view.switch', subjectType: 'user', subjectId: auth.userId, details: { type }, ip });
}

/** GET /api/user/impersonate/{id}: an admin gets a session as another (non-staff) user; every start is audited. */
export async function startImpersonation(db: Db, config: Config, auth: AuthContext, targetId: number, ip: string): Promise<Token> {
  if (auth.baseUserType !== 'admin' || auth.impersonatorId !== null) throw forbidden();
  return db.transaction(async (tx) => {
    const target = await findUser(tx, targetId);
    if (!target) throw notFound(accountMessages.userNotFound);
    if (target.user_type === 'admin') throw forbidden(accountMessages.impersonateNotAllowed);
    if (target.status !== 0 || !target.is_active) throw new AppError(409, 'This account is blocked or deactivated.');
    const token = await issueTokens(tx, config, target.id, { impersonatorId: auth.userId });
    await writeAudit(tx, { actorId: auth.userId, action: 'impersonate.start', subjectType: 'user', subjectId: target.id, details: { email: target.email }, ip });
    return token;
  });
}

/** GET /api/user/impersonate/leave: ends the impersonation session (the admin's own session is untouched). */
export async function leaveImpersonation(db: Db, auth: AuthContext, ip: string) {
  if (auth.impersonatorId === null) throw new AppError(409, accountMessages.notImpersonating);
  const adminId = auth.impersonatorId;
  await db.transaction(async (tx) => {
    await revokeToken(tx, auth.tokenId);
    await writeAudit(tx, { actorId: adminId, action: 'impersonate.leave', subjectType: 'user', subjectId: auth.userId, ip });
  });
  const admin = await findAdminId(db, adminId);
  return { admin_id: admin?.id ?? adminId };
}
