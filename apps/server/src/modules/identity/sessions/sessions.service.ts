import type { Token, TokenRequest } from '@goodhive/contract';
import { messages } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { AppError, forbidden, unauthorized } from '../../../lib/errors.js';
import type { AuthContext } from '../../../http/auth.js';
import { hitRateLimit, isRateLimited } from '../../../lib/rate-limit.js';
import { dummyPasswordHash, randomSecret, safeEqual, sha256, verifyPassword } from '../../../lib/secrets.js';
import { consumeOtpTicket } from '../sign-in/otp.service.js';
import * as repo from './sessions.repository.js';

/** Where a request came from, for abuse limits. */
export type RequestMeta = { ip: string };

/** Creates a fresh opaque token pair for a user; only their hashes are stored. */
export async function issueTokens(
  db: DbOrTx,
  config: Config,
  userId: number,
  opts: { clientId?: string; impersonatorId?: number | null; viewType?: string | null } = {},
): Promise<Token> {
  const accessToken = randomSecret();
  const refreshToken = randomSecret();
  const now = Date.now();
  await repo.insertToken(db, {
    user_id: userId,
    access_token_hash: sha256(accessToken),
    refresh_token_hash: sha256(refreshToken),
    access_expires_at: new Date(now + config.accessTokenTtl * 1000),
    refresh_expires_at: new Date(now + config.refreshTokenTtl * 1000),
    client_id: opts.clientId ?? config.oauthClientId,
    impersonator_id: opts.impersonatorId ?? null,
    view_type: opts.viewType ?? null,
  });
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: config.accessTokenTtl };
}

/**
 * Checks an e-mail and password, with the sign-in abuse limits (per IP, and failures per account).
 * A wrong e-mail and a wrong password answer alike and take the same time.
 */
export async function checkCredentials(db: Db, config: Config, username: string, password: string, meta: RequestMeta) {
  await hitRateLimit(db, 'signInIp', meta.ip, config.rateLimitScale);
  if (await isRateLimited(db, 'signInFailuresAccount', username, config.rateLimitScale)) {
    throw new AppError(429, 'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.');
  }
  const user = await repo.findUserForSignIn(db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordOk) {
    await hitRateLimit(db, 'signInFailuresAccount', username, Number.POSITIVE_INFINITY);
    throw unauthorized(messages.wrongCredentials);
  }
  if (user.status !== 0 || !user.is_active) throw new AppError(403, messages.accountBlocked);
  return user;
}

/** POST /api/oauth/token: the password grant (with the e-mailed code's ticket for two-factor users) and the refresh grant. */
export async function grantToken(db: Db, config: Config, body: TokenRequest, meta: RequestMeta): Promise<Token> {
  const clientOk = safeEqual(body.client_id, config.oauthClientId) && safeEqual(body.client_secret, config.oauthClientSecret);
  if (!clientOk) throw new AppError(401, messages.invalidClient);

  if (body.grant_type === 'refresh_token') {
    return db.transaction(async (tx) => {
      const consumed = await repo.consumeRefreshToken(tx, body.refresh_token);
      if (!consumed) throw unauthorized(messages.invalidRefreshToken);
      const status = await repo.findUserStatus(tx, consumed.user_id);
      if (!status || status.status !== 0 || !status.is_active) throw unauthorized(messages.invalidRefreshToken);
      return issueTokens(tx, config, consumed.user_id, {
        clientId: consumed.client_id,
        impersonatorId: consumed.impersonator_id,
        viewType: consumed.view_type,
      });
    });
  }

  const user = await checkCredentials(db, config, body.username, body.password, meta);
  return db.transaction(async (tx) => {
    // E-mail verification turns on two-factor sign-in: the server, not the client, enforces the code step.
    if (user.email_verified_at) await consumeOtpTicket(tx, user.id, body.otp_ticket);
    await repo.touchLastLogin(tx, user.id);
    return issueTokens(tx, config, user.id, { clientId: body.client_id });
  });
}

/** Ends the session of the token the caller signed in with. */
export async function signOut(db: DbOrTx, tokenId: number) {
  await repo.revokeToken(db, tokenId);
}

/**
 * POST /api/user/sign-out-others: ends every other session of the caller (other browsers, devices, apps); the
 * calling one stays. Staff acting as the user may not end the user's own sessions.
 */
export async function signOutOtherSessions(db: DbOrTx, auth: AuthContext): Promise<{ signed_out: number }> {
  if (auth.impersonatorId !== null) throw forbidden(messages.notWhileImpersonating);
  return { signed_out: await repo.revokeOtherTokens(db, auth.userId, auth.tokenId) };
}
