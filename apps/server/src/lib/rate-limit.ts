import { lt, sql } from 'drizzle-orm';
import { GIVING_API_RATE_LIMIT, accountMessages } from '@goodhive/contract';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { tooManyRequests } from './errors.js';

export type Limit = { max: number; windowSeconds: number };

/** Abuse limits of the sign-in and account calls, per client IP and per account. */
export const LIMITS = {
  signInIp: { max: 60, windowSeconds: 900 },
  signInFailuresAccount: { max: 10, windowSeconds: 900 },
  sendOtpIp: { max: 30, windowSeconds: 900 },
  sendOtpAccount: { max: 6, windowSeconds: 900 },
  verifyOtpIp: { max: 60, windowSeconds: 900 },
  verifyOtpAccount: { max: 20, windowSeconds: 900 },
  resetIp: { max: 20, windowSeconds: 3600 },
  resetAccount: { max: 5, windowSeconds: 3600 },
  emailFreeIp: { max: 120, windowSeconds: 900 },
  trialIp: { max: 20, windowSeconds: 3600 },
  /** Suggesting a worthy cause (/refer-a-project): visitors per IP, members per account. */
  referCauseIp: { max: 10, windowSeconds: 3600 },
  referCauseAccount: { max: 20, windowSeconds: 3600 },
  /** A visitor's choices on shared engagement pages, per IP. */
  engagementChoiceIp: { max: 30, windowSeconds: 900 },
  /** Calls of the Giving API, per API key. */
  givingApiKey: GIVING_API_RATE_LIMIT,
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;

/**
 * Counts one hit for `key` in the current fixed window and throws 429 once the limit is passed.
 * The counter lives in the database, so several server processes share it.
 */
export async function hitRateLimit(db: DbOrTx, name: LimitName, subject: string, scale = 1): Promise<void> {
  const limit = LIMITS[name];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const key = `${name}:${subject.toLowerCase()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window_start], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.window_start, new Date(Date.now() - 86_400_000)));
  if (row.hits > limit.max * scale) throw tooManyRequests(accountMessages.rateLimited);
}

/** True when `key` has already used up its window, without counting a hit. */
export async function isRateLimited(db: DbOrTx, name: LimitName, subject: string, scale = 1): Promise<boolean> {
  const limit = LIMITS[name];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${`${name}:${subject.toLowerCase()}`} and ${rateLimits.window_start} = ${windowStart}`);
  return (rows[0]?.hits ?? 0) >= limit.max * scale;
}

/** Where a subject stands in its current window after one more hit: for RateLimit headers. */
export type RateLimitState = { limit: number; remaining: number; resetSeconds: number; windowSeconds: number; exceeded: boolean };

/** This process's hits of one subject's window not yet added to the shared counter, and the count last read. */
type LocalCount = { windowStart: number; pending: number; known: number; flushedAt: number };
const localCounts = new WeakMap<object, Map<string, LocalCount>>();

/** Hits are added to the shared counter at least this often (ms), and whenever a hundredth of the limit is pending. */
const FLUSH_MS = 250;

/**
 * Counts one hit like hitRateLimit, but answers where the subject stands instead of throwing, so the caller can
 * send the RateLimit headers with every answer (and its own 429). For a busy subject the hits are added to the
 * database counter in small batches (a hundredth of the limit, or every 250 ms), so its calls do not all queue
 * on one row; what each process added is read back with every batch, so the count is shared by every server
 * process and a subject goes at most a batch per process over its limit. A small limit is counted hit by hit.
 */
export async function countRateLimit(db: DbOrTx, name: LimitName, subject: string, scale = 1, now = Date.now()): Promise<RateLimitState> {
  const limit = LIMITS[name];
  const max = Math.max(1, Math.floor(limit.max * scale));
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const key = `${name}:${subject.toLowerCase()}`;
  let counts = localCounts.get(db);
  if (!counts) localCounts.set(db, (counts = new Map()));
  let local = counts.get(key);
  if (!local || local.windowStart !== start) {
    local = { windowStart: start, pending: 0, known: 0, flushedAt: 0 };
    counts.set(key, local);
  }
  local.pending += 1;
  if (local.pending >= Math.max(1, Math.floor(max / 100)) || now - local.flushedAt >= FLUSH_MS) {
    const adding = local.pending;
    local.pending = 0;
    local.flushedAt = now;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, window_start: new Date(start), hits: adding })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window_start], set: { hits: sql`${rateLimits.hits} + ${adding}` } })
      .returning({ hits: rateLimits.hits });
    // The counter now holds every process's hits flushed so far, this batch included.
    local.known = Math.max(local.known, row.hits);
    if (Math.random() < 0.01) {
      await db.delete(rateLimits).where(lt(rateLimits.window_start, new Date(now - 86_400_000)));
      for (const [k, c] of counts) if (c.windowStart < start) counts.delete(k);
    }
  }
  const hits = local.known + local.pending;
  return { limit: max, remaining: Math.max(0, max - hits), resetSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)), windowSeconds: limit.windowSeconds, exceeded: hits > max };
}
