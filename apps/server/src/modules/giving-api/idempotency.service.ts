import crypto from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX, givingApiMessages as m } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import * as repo from './idempotency.repository.js';

/** How long a retry waits for the first request's answer before it is told to try again (409). */
const WAIT_MS = 15_000;
const POLL_MS = 25;

/** The Idempotency-Key header of a write: required, 1 to 255 visible characters (400 otherwise). */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (header === undefined || header === '') throw new AppError(400, m.idempotencyKeyRequired);
  const key = String(header);
  if (key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw new AppError(400, m.idempotencyKeyInvalid);
  return key;
}

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (method: string, route: string, params: unknown, body: unknown) => crypto.createHash('sha256').update(canonical([method, route, params, body])).digest('hex');

export type Claim = { kind: 'first' } | { kind: 'replay'; statusCode: number; body: string };

/**
 * The first request with a key goes on (and its answer is kept by `remember`); a retry with the same body gets
 * the first answer, waiting while the first is still being answered (concurrent retries); the same key with a
 * different request is 409. Keyed per API key; every process shares it through the database.
 */
export async function claim(db: DbOrTx, keyId: number, key: string, hash: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await repo.claimKey(db, keyId, key, hash)) return { kind: 'first' };
    const row = await repo.findKey(db, keyId, key);
    if (row) {
      if (row.request_hash !== hash) throw conflict(m.idempotencyKeyReused);
      if (row.status_code !== null && row.response_body !== null) return { kind: 'replay', statusCode: row.status_code, body: row.response_body };
    }
    // No row: the first request was released (it failed); this one may take the key.
    if (Date.now() > deadline) throw conflict(m.idempotencyInProgress);
    if (row) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Keeps the first answer, or frees the key when the answer is not final (5xx, 429) or a conflict that wrote
 * nothing (409: the key belongs to another body, the story is not taking giving now): a retry then runs again.
 */
export async function remember(db: DbOrTx, keyId: number, key: string, statusCode: number, body: string) {
  if (statusCode >= 500 || statusCode === 429 || statusCode === 409) await repo.releaseKey(db, keyId, key);
  else await repo.storeAnswer(db, keyId, key, statusCode, body);
}
