// The Giving API's cases of `npm run bench`, made in the bulk database on first use: "Bench API Co" with a live
// API key (a new one each run, the older ones revoked), giving credit to pay the timed givings, and an active
// one-off story of one impact level. The givings stay (a few hundred small paid contributions of that company);
// the business events a run records are removed again after they are counted.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_KEY_PREFIX } from '@goodhive/contract';
import type { Database } from '../../apps/server/src/db/client.js';
import { apiKeys, apiStoryEvents, stories, storyProjects } from '../../apps/server/src/db/schema/index.js';
import { hashPassword, sha256 } from '../../apps/server/src/lib/secrets.js';
import { creditBalanceCents, grantCreditOnLedger } from '../../apps/server/src/modules/giving/index.js';
import { ensureOwner, givableLevel } from './bench-stories.js';

export const API_EVENTS = 1_000;
const API_COMPANY = 'Bench API Co';
const API_OWNER_EMAIL = 'owner@bench-api.example';
type Db = Database['db'];

export type GivingApiCase = { secret: string; storyId: number; level: { project_id: number; impact_level_id: number } };

/** The company, its fresh live key, US $5,000 of giving credit when it holds less than $500, and its story. */
export async function ensureGivingApiCase(db: Db): Promise<GivingApiCase> {
  const owner = await ensureOwner(db, API_COMPANY, API_OWNER_EMAIL, await hashPassword(crypto.randomUUID()));
  const account = { userId: owner.userId, companyId: owner.companyId, account: 'company' as const, ownerKey: `company:${owner.companyId}` };
  if ((await creditBalanceCents(db, account)) < 50_000) {
    await db.transaction((tx) => grantCreditOnLedger(tx, { userId: owner.userId, companyId: owner.companyId, cents: 500_000, expiryDate: null, note: 'Bench API giving', createdBy: null, source: 'bench' }));
  }
  await db.update(apiKeys).set({ revoked_at: new Date() }).where(and(eq(apiKeys.company_id, owner.companyId), isNull(apiKeys.revoked_at)));
  const secret = `${API_KEY_PREFIX.live}${crypto.randomBytes(24).toString('hex').slice(0, 32)}`;
  await db.insert(apiKeys).values({ company_id: owner.companyId, name: 'Bench', mode: 'live', scopes: 'impact:read,giving:write,stories:write', prefix: secret.slice(0, 12), key_hash: sha256(secret), created_by: owner.userId });
  const level = await givableLevel(db);
  const [story] = await db.select({ id: stories.id }).from(stories).where(and(eq(stories.company_id, owner.companyId), isNull(stories.deleted_at))).limit(1);
  let storyId = story?.id;
  if (!storyId) {
    const [made] = await db
      .insert(stories)
      .values({ owner_key: account.ownerKey, account: 'company', user_id: owner.userId, company_id: owner.companyId, story_text: 'Every coffee sold gives an impact.', ...level, quantity: 1, is_giving_monthly: 0, status: 'active', automation_status: 'off', manage_nonce: 'bench-api' })
      .returning({ id: stories.id });
    await db.insert(storyProjects).values({ story_id: made.id, ...level, quantity: 1 });
    storyId = made.id;
  }
  return { secret, storyId, level };
}

/**
 * 1,000 business events against the one story, 50 requests at a time, each with its own Idempotency-Key: answers
 * the wall time (ms) after checking that every one was accepted (202) and is stored once; then removes them.
 */
export function benchStoryEvents(db: Db, app: () => FastifyInstance, c: () => GivingApiCase) {
  return async () => {
    const { secret, storyId } = c();
    const run = crypto.randomUUID();
    const failures: string[] = [];
    const send = async (count: number, prefix: string) => {
      let next = 0;
      const worker = async () => {
        while (next < count) {
          const i = next++;
          const res = await app().inject({ method: 'POST', url: `/api/public/v1/stories/${storyId}/events`, headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${prefix}-${i}` }, payload: { quantity: 1, reference: `till-${i}` } });
          if (res.statusCode !== 202) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
    };
    // Warm-up (not timed, removed below with the rest): the first requests of a route compile its code paths.
    await send(100, `${run}-warm`);
    const t0 = process.hrtime.bigint();
    await send(API_EVENTS, `${run}-timed`);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const [{ stored }] = (await db.execute<{ stored: number }>(sql`select count(*)::int as stored from ${apiStoryEvents} where story_id = ${storyId} and idempotency_key like ${`${run}-timed-%`}`)).rows;
    await db.delete(apiStoryEvents).where(and(eq(apiStoryEvents.story_id, storyId), sql`${apiStoryEvents.idempotency_key} like ${`${run}-%`}`));
    if (failures.length) throw new Error(`${failures.length} of ${API_EVENTS} events were not accepted: ${failures[0]}`);
    if (stored !== API_EVENTS) throw new Error(`${stored} of ${API_EVENTS} events were stored`);
    process.stderr.write(`(${API_EVENTS} events accepted and stored in ${Math.round(ms)} ms: ${Math.round((API_EVENTS * 1000) / ms)} per second) `);
    return ms;
  };
}

const ROUNDS = 5;

/**
 * 1,000 business events against the one story through the batch call: `calls` requests of `perCall` events each
 * (one Idempotency-Key per request), `concurrency` at a time, in five rounds. Answers the median round's wall time
 * (ms) after checking that every request was accepted (202) with all its events and that each event is stored
 * once; then removes them.
 */
export function benchStoryEventBatches(db: Db, app: () => FastifyInstance, c: () => GivingApiCase, opts: { calls: number; perCall: number; concurrency: number }) {
  return async () => {
    const { secret, storyId } = c();
    const run = crypto.randomUUID();
    const failures: string[] = [];
    const send = async (calls: number, prefix: string) => {
      let next = 0;
      const worker = async () => {
        while (next < calls) {
          const i = next++;
          const events = Array.from({ length: opts.perCall }, (_, j) => ({ quantity: 1, reference: `till-${i * opts.perCall + j}` }));
          const res = await app().inject({ method: 'POST', url: `/api/public/v1/stories/${storyId}/events/batch`, headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${prefix}-${i}` }, payload: { events } });
          if (res.statusCode !== 202 || (res.json() as { data: { accepted: number } }).data.accepted !== opts.perCall) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: Math.min(opts.concurrency, calls) }, worker));
    };
    // Warm-up (not timed, removed below with the rest).
    await send(Math.min(opts.calls, 3), `${run}-warm`);
    // Five rounds, each with new keys: the median is answered (one round alone moves a lot on a busy machine).
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = process.hrtime.bigint();
      await send(opts.calls, `${run}-timed-${round}`);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const ms = [...times].sort((x, y) => x - y)[Math.floor(ROUNDS / 2)];
    const expected = opts.calls * opts.perCall * ROUNDS;
    const [{ stored }] = (await db.execute<{ stored: number }>(sql`select count(*)::int as stored from ${apiStoryEvents} where story_id = ${storyId} and idempotency_key like ${`${run}-timed-%`}`)).rows;
    await db.delete(apiStoryEvents).where(and(eq(apiStoryEvents.story_id, storyId), sql`${apiStoryEvents.idempotency_key} like ${`${run}-%`}`));
    if (failures.length) throw new Error(`${failures.length} of ${opts.calls} batches were not accepted: ${failures[0]}`);
    if (stored !== expected) throw new Error(`${stored} of ${expected} events were stored`);
    const each = opts.calls * opts.perCall;
    process.stderr.write(`(${each} events in ${opts.calls} batch call(s) of ${opts.perCall}, accepted and stored in ${times.map((t) => Math.round(t)).join(', ')} ms in ${ROUNDS} rounds, median ${Math.round(ms)} ms: ${Math.round((each * 1000) / ms)} per second) `);
    return ms;
  };
}
