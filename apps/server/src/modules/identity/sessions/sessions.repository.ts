import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../../db/client.js';
import { oauthTokens, users } from '../../../db/schema/index.js';
import { sha256 } from '../../../lib/secrets.js';

const activeToken = preparedFor((db) =>
  db
    .select({
      id: oauthTokens.id,
      user_id: oauthTokens.user_id,
      impersonator_id: oauthTokens.impersonator_id,
      view_type: oauthTokens.view_type,
      user_type: users.user_type,
      role_id: users.role_id,
    })
    .from(oauthTokens)
    .innerJoin(users, eq(users.id, oauthTokens.user_id))
    .where(
      and(
        eq(oauthTokens.access_token_hash, sql.placeholder('hash')),
        isNull(oauthTokens.revoked_at),
        gt(oauthTokens.access_expires_at, sql`now()`),
        eq(users.status, 0),
        eq(users.is_active, true),
      ),
    )
    .limit(1)
    .prepare('sessions_active_token'),
);

/** The token row behind a bearer access token, if it is unexpired, unrevoked and its user may sign in. Runs on every signed-in request. */
export async function findActiveToken(db: DbOrTx, accessToken: string) {
  const [row] = await activeToken(db).execute({ hash: sha256(accessToken) });
  return row ?? null;
}

export async function insertToken(
  db: DbOrTx,
  values: {
    user_id: number;
    access_token_hash: string;
    refresh_token_hash: string;
    access_expires_at: Date;
    refresh_expires_at: Date;
    client_id: string;
    impersonator_id?: number | null;
    view_type?: string | null;
  },
) {
  const [row] = await db.insert(oauthTokens).values(values).returning({ id: oauthTokens.id });
  return row;
}

/**
 * Revokes the token pair behind a refresh token and returns it, atomically: of two concurrent
 * refreshes with the same token only one gets a row back.
 */
export async function consumeRefreshToken(db: DbOrTx, refreshToken: string) {
  const [row] = await db
    .update(oauthTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(oauthTokens.refresh_token_hash, sha256(refreshToken)),
        isNull(oauthTokens.revoked_at),
        gt(oauthTokens.refresh_expires_at, sql`now()`),
      ),
    )
    .returning({
      user_id: oauthTokens.user_id,
      impersonator_id: oauthTokens.impersonator_id,
      client_id: oauthTokens.client_id,
      view_type: oauthTokens.view_type,
    });
  return row ?? null;
}

export async function revokeToken(db: DbOrTx, tokenId: number) {
  await db.update(oauthTokens).set({ revoked_at: sql`now()` }).where(and(eq(oauthTokens.id, tokenId), isNull(oauthTokens.revoked_at)));
}

export async function revokeAllTokensOfUser(db: DbOrTx, userId: number) {
  await db.update(oauthTokens).set({ revoked_at: sql`now()` }).where(and(eq(oauthTokens.user_id, userId), isNull(oauthTokens.revoked_at)));
}

export async function findUserForSignIn(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      password_hash: users.password_hash,
      status: users.status,
      is_active: users.is_active,
      email_verified_at: users.email_verified_at,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findUserStatus(db: DbOrTx, userId: number) {
  const [row] = await db.select({ status: users.status, is_active: users.is_active }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function touchLastLogin(db: DbOrTx, userId: number) {
  await db.update(users).set({ last_login_at: sql`now()` }).where(eq(users.id, userId));
}

/** Revokes every live token of the user except `keepTokenId`; answers how many sessions ended. */
export async function revokeOtherTokens(db: DbOrTx, userId: number, keepTokenId: number): Promise<number> {
  const ended = await db
    .update(oauthTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(oauthTokens.user_id, userId), ne(oauthTokens.id, keepTokenId), isNull(oauthTokens.revoked_at)))
    .returning({ id: oauthTokens.id });
  return ended.length;
}
