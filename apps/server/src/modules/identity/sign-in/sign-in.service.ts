import { accountMessages, messages, type UserType } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { AppError, conflict } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { otpMail } from '../../../lib/mail/templates.js';
import { hitRateLimit } from '../../../lib/rate-limit.js';
import type { AuthContext } from '../../../http/auth.js';
import { checkCredentials, type RequestMeta } from '../sessions/sessions.service.js';
import { createOtpChallenge, hasRecentChallenge, verifyOtp } from './otp.service.js';
import { consumeUserKey, findUserKey } from '../keys.repository.js';
import { touchLastLogin } from '../sessions/sessions.repository.js';
import { findEmailVerifiedAt, findPartnerIdOfUser, findUser, findUserMailAddress, markEmailVerified } from '../users.repository.js';

/** POST /api/user/check-email-is-verified: whether the sign-in needs the e-mailed code step. */
export async function checkEmailIsVerified(db: Db, config: Config, username: string, password: string, meta: RequestMeta) {
  const user = await checkCredentials(db, config, username, password, meta);
  return user.email_verified_at ? ('yes' as const) : ('no' as const);
}

async function mailNewCode(db: Db, mailer: Mailer, userId: number) {
  const user = await findUserMailAddress(db, userId);
  const code = await db.transaction((tx) => createOtpChallenge(tx, userId));
  await mailer.send(db, user.email, otpMail(user.first_name, code));
}

/** POST /api/user/send-otp: checks the credentials again and e-mails a 4-digit code. */
export async function sendOtp(db: Db, config: Config, mailer: Mailer, username: string, password: string, meta: RequestMeta) {
  await hitRateLimit(db, 'sendOtpIp', meta.ip, config.rateLimitScale);
  const user = await checkCredentials(db, config, username, password, meta);
  if (!user.email_verified_at) throw conflict(accountMessages.otpNotEnabled);
  await hitRateLimit(db, 'sendOtpAccount', String(user.id), config.rateLimitScale);
  await mailNewCode(db, mailer, user.id);
  return { user_id: user.id };
}

/** POST /api/user/resend-otp: only after a code was sent to this user; replaces it with a new one. */
export async function resendOtp(db: Db, config: Config, mailer: Mailer, userId: number, meta: RequestMeta) {
  await hitRateLimit(db, 'sendOtpIp', meta.ip, config.rateLimitScale);
  if (!(await hasRecentChallenge(db, userId))) throw conflict(accountMessages.otpNotSent);
  await hitRateLimit(db, 'sendOtpAccount', String(userId), config.rateLimitScale);
  await mailNewCode(db, mailer, userId);
}

/** POST /api/user/verify-otp: a right code answers the one-time ticket the password grant needs. */
export async function checkOtp(db: Db, config: Config, userId: number, code: string, meta: RequestMeta) {
  await hitRateLimit(db, 'verifyOtpIp', meta.ip, config.rateLimitScale);
  await hitRateLimit(db, 'verifyOtpAccount', String(userId), config.rateLimitScale);
  // No transaction: a wrong try must be counted even though the call then fails.
  const ticket = await verifyOtp(db, userId, code);
  return { user_id: userId, otp_ticket: ticket };
}

/** POST /api/user/update-verify-email-flag: the e-mailed link verifies the address and turns on 2FA. */
export async function verifyEmailFlag(db: Db, emailCode: string) {
  return db.transaction(async (tx) => {
    const key = await findUserKey(tx, emailCode, 'verify_email');
    if (!key) throw new AppError(404, accountMessages.verificationLinkInvalid);
    const user = await findEmailVerifiedAt(tx, key.user_id);
    if (user?.verified || key.used_at) throw conflict(messages.alreadyVerified);
    if (!(await consumeUserKey(tx, key.id))) throw new AppError(410, accountMessages.verificationLinkInvalid);
    await markEmailVerified(tx, key.user_id);
  });
}

/**
 * POST /api/user/user-login: records the login and answers the panel to open. A username that is not
 * the signed-in user's, or a partner user without a worthy-cause profile, answers status 'error'.
 */
export async function recordUserLogin(db: Db, auth: AuthContext, username: string) {
  const user = await findUser(db, auth.userId);
  if (!user || user.email.toLowerCase() !== username.toLowerCase()) {
    return { status: 'error' as const, user_type: null, error_msg: 'This sign-in does not match the account. Please sign in again.' };
  }
  if (auth.userType === 'partner' && auth.baseUserType === 'partner') {
    const partner = await findPartnerIdOfUser(db, user.id);
    if (!partner) return { status: 'error' as const, user_type: null, error_msg: 'Your worthy-cause profile is not set up yet. Please contact us.' };
  }
  if (!auth.impersonatorId) await touchLastLogin(db, user.id);
  return { status: 'success' as const, user_type: auth.userType as UserType, error_msg: null };
}
