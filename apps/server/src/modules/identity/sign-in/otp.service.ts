import crypto from 'node:crypto';
import { accountMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { AppError, unauthorized, validationError } from '../../../lib/errors.js';
import { randomSecret, sha256 } from '../../../lib/secrets.js';
import * as repo from './otp.repository.js';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG = 5;
export const OTP_TICKET_TTL_SECONDS = 300;
/** How long after a code was sent a resend is still allowed. */
const RESEND_WINDOW_SECONDS = 1800;

const codeHash = (challengeUserId: number, code: string) => sha256(`${challengeUserId}:${code}`);

/** Starts a new challenge for a user, retiring older ones; returns the 4-digit code to e-mail. */
export async function createOtpChallenge(db: DbOrTx, userId: number): Promise<string> {
  const code = crypto.randomInt(0, 10_000).toString().padStart(4, '0');
  await repo.invalidateOpenChallenges(db, userId);
  await repo.insertChallenge(db, {
    user_id: userId,
    code_hash: codeHash(userId, code),
    expires_at: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

/** True when a code was sent to the user recently and not yet used: the condition for a resend. */
export async function hasRecentChallenge(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await repo.findRecentChallenges(db, userId, RESEND_WINDOW_SECONDS);
  return rows.length > 0;
}

/**
 * Checks a code against the user's live challenge. A right code yields a one-time ticket for the
 * password grant; a wrong one counts against the challenge, which dies after 5 wrong tries.
 */
export async function verifyOtp(db: DbOrTx, userId: number, code: string): Promise<string> {
  const challenge = await repo.findLiveChallenge(db, userId);
  if (!challenge) throw new AppError(410, accountMessages.otpNotSent);
  if (challenge.expires_at.getTime() <= Date.now()) throw new AppError(410, accountMessages.otpExpired);

  if (challenge.code_hash !== codeHash(userId, code)) {
    const counted = await repo.countWrongTry(db, challenge.id, OTP_MAX_WRONG);
    if (!counted || counted.failed >= OTP_MAX_WRONG) throw new AppError(410, accountMessages.otpExhausted);
    throw validationError({ otp: [accountMessages.otpWrong] }, accountMessages.otpWrong);
  }

  const ticket = randomSecret();
  const won = await repo.markChallengeVerified(db, challenge.id, sha256(ticket), new Date(Date.now() + OTP_TICKET_TTL_SECONDS * 1000));
  if (won.length !== 1) throw new AppError(410, accountMessages.otpExpired);
  return ticket;
}

/** Spends a ticket from a verified code; the password grant of a two-factor user fails without one. */
export async function consumeOtpTicket(db: DbOrTx, userId: number, ticket: string | undefined): Promise<void> {
  if (!ticket) throw unauthorized(accountMessages.otpRequired);
  const rows = await repo.markTicketUsed(db, userId, sha256(ticket));
  if (rows.length !== 1) throw unauthorized(accountMessages.otpRequired);
}
