import type { Token, TokenRequest } from '@goodhive/contract';
import { messages } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { dummyPasswordHash, randomSecret, safeEqual, sha256, verifyPassword } from '../../lib/secrets.js';
import * as repo from './auth.repository.js';

/** Creates a fresh opaque token pair for a user; only their hashes are stored. */
export async function issueTokens(
  db: DbOrTx,
  config: Config,
  userId: number,
  opts: { clientId?: string; impersonatorId?: number | null } = {},
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
  });
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: config.accessTokenTtl };
}

/** POST /api/oauth/token: the password grant and the refresh grant. */
export async function grantToken(db: Db, config: Config, body: TokenRequest): Promise<Token> {
  const clientOk = safeEqual(body.client_id, config.oauthClientId) && safeEqual(body.client_secret, config.oauthClientSecret);
  if (!clientOk) throw new AppError(401, messages.invalidClient);

  if (body.grant_type === 'refresh_token') {
    return db.transaction(async (tx) => {
      const consumed = await repo.consumeRefreshToken(tx, body.refresh_token);
      if (!consumed) throw unauthorized(messages.invalidRefreshToken);
      const status = await repo.findUserStatus(tx, consumed.user_id);
      if (!status || status.status !== 0 || !status.is_active) throw unauthorized(messages.invalidRefreshToken);
      return issueTokens(tx, config, consumed.user_id, { clientId: consumed.client_id, impersonatorId: consumed.impersonator_id });
    });
  }

  const user = await repo.findUserForSignIn(db, body.username);
  // Verify even for an unknown e-mail so timing does not reveal which part was wrong.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!user || !passwordOk) throw unauthorized(messages.wrongCredentials);
  if (user.status !== 0 || !user.is_active) throw new AppError(403, messages.accountBlocked);
  return db.transaction(async (tx) => {
    await repo.touchLastLogin(tx, user.id);
    return issueTokens(tx, config, user.id, { clientId: body.client_id });
  });
}
