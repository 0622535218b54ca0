import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userKeys } from '../../db/schema/index.js';
import { randomSecret, sha256 } from '../../lib/secrets.js';

export type KeyPurpose = 'verify_email' | 'reset_password' | 'claim_giving';

/** Creates a one-time link key; only its hash is stored. Returns the raw key for the e-mail. */
export async function createUserKey(db: DbOrTx, userId: number, purpose: KeyPurpose, ttlSeconds: number): Promise<string> {
  const key = randomSecret(24);
  await db.insert(userKeys).values({ user_id: userId, purpose, key_hash: sha256(key), expires_at: new Date(Date.now() + ttlSeconds * 1000) });
  return key;
}

/** The key row for a raw key, whatever its state (used, expired), or null. */
export async function findUserKey(db: DbOrTx, key: string, purpose: KeyPurpose) {
  const [row] = await db
    .select()
    .from(userKeys)
    .where(and(eq(userKeys.key_hash, sha256(key)), eq(userKeys.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Marks a key used if it is still unused and unexpired; true only for the one caller that wins. */
export async function consumeUserKey(db: DbOrTx, keyId: number): Promise<boolean> {
  const rows = await db
    .update(userKeys)
    .set({ used_at: sql`now()` })
    .where(and(eq(userKeys.id, keyId), isNull(userKeys.used_at), sql`${userKeys.expires_at} > now()`))
    .returning({ id: userKeys.id });
  return rows.length === 1;
}

/** Retires every open key of a purpose for a user (e.g. older reset links once the password changed). */
export async function retireUserKeys(db: DbOrTx, userId: number, purpose: KeyPurpose) {
  await db
    .update(userKeys)
    .set({ used_at: sql`now()` })
    .where(and(eq(userKeys.user_id, userId), eq(userKeys.purpose, purpose), isNull(userKeys.used_at)));
}
