import { SUPPORT_EMAIL, accountMessages, messages } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { resetPasswordMail } from '../../../lib/mail/templates.js';
import { hitRateLimit } from '../../../lib/rate-limit.js';
import { hashPassword, verifyPassword } from '../../../lib/secrets.js';
import { revokeAllTokensOfUser } from '../sessions/sessions.repository.js';
import type { RequestMeta } from '../sessions/sessions.service.js';
import { consumeUserKey, createUserKey, findUserKey, retireUserKeys } from '../keys.repository.js';
import { findUser, findUserByEmail, revokeOtherTokensOfUser, updatePasswordHash } from '../users.repository.js';

export const RESET_LINK_TTL_SECONDS = 3600;

/**
 * POST /api/user/reset-password: e-mails a one-time reset link. Suspended accounts answer error '2',
 * deactivated ones error '1'; an unknown e-mail gets only the plain failure message, with no error code.
 */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, email: string, meta: RequestMeta) {
  await hitRateLimit(db, 'resetIp', meta.ip, config.rateLimitScale);
  await hitRateLimit(db, 'resetAccount', email, config.rateLimitScale);
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(messages.resetRequestFailure);
  if (user.status !== 0) throw new AppError(403, messages.resetError2(SUPPORT_EMAIL), undefined, { error: '2' });
  if (!user.is_active) throw new AppError(403, messages.resetError1(SUPPORT_EMAIL), undefined, { error: '1' });
  const key = await createUserKey(db, user.id, 'reset_password', RESET_LINK_TTL_SECONDS);
  await mailer.send(db, user.email, resetPasswordMail(user.first_name, `${config.appUrl}/forgot-password/${key}`));
}

/** POST /api/user/validate-forgot-link: date_diff 1 when the link is expired or already used. */
export async function validateResetLink(db: Db, code: string) {
  const key = await findUserKey(db, code, 'reset_password');
  if (!key) throw notFound(accountMessages.resetLinkInvalid);
  const isDead = key.used_at !== null || key.expires_at.getTime() <= Date.now();
  return { date_diff: isDead ? (1 as const) : (0 as const) };
}

/** POST /api/user/reset-password/confirm: sets the new password once, then signs the user out everywhere. */
export async function confirmPasswordReset(db: Db, code: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const key = await findUserKey(tx, code, 'reset_password');
    if (!key) throw notFound(accountMessages.resetLinkInvalid);
    if (!(await consumeUserKey(tx, key.id))) throw new AppError(410, messages.resetLinkExpired);
    await updatePasswordHash(tx, key.user_id, passwordHash);
    await retireUserKeys(tx, key.user_id, 'reset_password');
    await revokeAllTokensOfUser(tx, key.user_id);
  });
}

/** POST /api/user/change-password: a signed-in user changes their password; other sessions end. */
export async function changePassword(db: Db, userId: number, tokenId: number, currentPassword: string, password: string) {
  const user = await findUser(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw validationError({ current_password: [accountMessages.currentPasswordWrong] }, accountMessages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeOtherTokensOfUser(tx, userId, tokenId);
  });
}
