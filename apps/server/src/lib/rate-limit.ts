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

/**
 * Counts one hit like hitRateLimit, but answers where the subject stands instead of throwing, so the caller can
 * send the RateLimit headers with every answer (and its own 429). The window's count is kept in `shards` rows
 * (one picked at random per hit, the others summed in the same statement): a busy subject's hits then do not all
 * queue on one row's lock. One statement, shared by every server process.
 */
export async function countRateLimit(db: DbOrTx, name: LimitName, subject: string, scale = 1, opts: { shards?: number; now?: number } = {}): Promise<RateLimitState> {
  const limit = LIMITS[name];
  const now = opts.now ?? Date.now();
  const shards = Math.max(1, opts.shards ?? 1);
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(now / windowMs) * windowMs);
  const base = `${name}:${subject.toLowerCase()}`;
  const mine = Math.floor(Math.random() * shards);
  const keyOf = (i: number) => (i === 0 ? base : `${base}#${i}`);
  const others = Array.from({ length: shards }, (_, i) => i).filter((i) => i !== mine).map(keyOf);
  const rest = others.length
    ? sql`coalesce((select sum(r.hits) from ${rateLimits} r where r.key in (${sql.join(
        others.map((k) => sql`${k}`),
        sql`, `,
      )}) and r.window_start = ${start}), 0)`
    : sql`0`;
  const { rows } = await db.execute<{ hits: number }>(sql`
    with hit as (
      insert into ${rateLimits} (key, window_start, hits) values (${keyOf(mine)}, ${start}, 1)
      on conflict (key, window_start) do update set hits = ${rateLimits}.hits + 1
      returning hits
    )
    select ((select hits from hit) + ${rest})::int as hits`);
  if (Math.random() < 0.001) await db.delete(rateLimits).where(lt(rateLimits.window_start, new Date(now - 86_400_000)));
  const hits = Number(rows[0].hits);
  const max = Math.max(1, Math.floor(limit.max * scale));
  return { limit: max, remaining: Math.max(0, max - hits), resetSeconds: Math.max(1, Math.ceil((start.getTime() + windowMs - now) / 1000)), windowSeconds: limit.windowSeconds, exceeded: hits > max };
}
