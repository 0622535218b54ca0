import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiIdempotencyKeys } from '../../db/schema/index.js';

/** Takes the key for a first request: true when this request is the first. */
export async function claimKey(db: DbOrTx, keyId: number, key: string, requestHash: string) {
  const rows = await db.insert(apiIdempotencyKeys).values({ api_key_id: keyId, key, request_hash: requestHash }).onConflictDoNothing().returning({ key: apiIdempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: DbOrTx, keyId: number, key: string) {
  const [row] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.api_key_id, keyId), eq(apiIdempotencyKeys.key, key)));
  return row ?? null;
}

/** Keeps the first answer. */
export async function storeAnswer(db: DbOrTx, keyId: number, key: string, statusCode: number, body: string) {
  await db
    .update(apiIdempotencyKeys)
    .set({ status_code: statusCode, response_body: body })
    .where(and(eq(apiIdempotencyKeys.api_key_id, keyId), eq(apiIdempotencyKeys.key, key), isNull(apiIdempotencyKeys.status_code)));
}

/** Frees a key whose request ended without an answer worth keeping (a server error, a rate limit). */
export async function releaseKey(db: DbOrTx, keyId: number, key: string) {
  await db.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.api_key_id, keyId), eq(apiIdempotencyKeys.key, key), isNull(apiIdempotencyKeys.status_code)));
}
