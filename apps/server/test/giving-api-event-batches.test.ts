import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { STORY_EVENTS_BATCH_MAX, givingApiMessages as m, messages } from '@goodhive/contract';
import { apiGivings, apiStoryEvents, apiTestGivings, contributions, stories } from '../src/db/schema/index.js';
import { grantCreditOnLedger } from '../src/modules/giving/index.js';
import { giveStoryEvents } from '../src/modules/giving-api/index.js';
import { jobContext, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const WATER = { project_id: 1382, impact_level_id: 3011 }; // US $0.02 a day of clean water
const DAY = 86_400_000;
const ALL_SCOPES = ['impact:read', 'giving:write', 'stories:write'];

describe('Giving API: business events in batches', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;

  async function key(admin: TestUser, mode: 'live' | 'test', scopes = ALL_SCOPES) {
    return expectStatus(await a.post('/api/developers/keys', admin.token, { name: `${mode} key`, mode, scopes }), 200).data.secret as string;
  }
  async function company(creditCents = 0) {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    if (creditCents) await db().transaction((tx) => grantCreditOnLedger(tx, { userId: admin.id, companyId, cents: creditCents, expiryDate: null, note: 'test credit', createdBy: null, source: 'test' }));
    return { companyId, admin, keys: { live: await key(admin, 'live'), test: await key(admin, 'test') } };
  }
  async function activeStory(admin: TestUser, companyId: number) {
    const id = await createStory(ctx, admin.token, { ...WATER, quantity: 1, story_text: 'Every coffee sold gives a day of clean water.', is_giving_monthly: 0, company_id: companyId });
    await db().update(stories).set({ status: 'active' }).where(eq(stories.id, id));
    return id;
  }
  let n = 0;
  const newKey = () => `batch-${Date.now()}-${++n}`;
  const post = (url: string, secret: string | null, payload: unknown, idem: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/v1${url}`,
      headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...(idem ? { 'idempotency-key': idem } : {}) },
      payload: payload as object,
    });
  const batch = (storyId: number, secret: string | null, events: unknown[], idem?: string | null) => post(`/stories/${storyId}/events/batch`, secret, { events }, idem);
  const coffees = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ quantity: 1, reference: `till-${from + i}` }));
  const eventsOf = (storyId: number) => db().select().from(apiStoryEvents).where(eq(apiStoryEvents.story_id, storyId)).orderBy(asc(apiStoryEvents.id));
  const jobCtx = (now: Date) => jobContext(ctx, now, { name: 'api-story-events' });
  const afterPeriod = (period: string) => new Date(Date.parse(`${period}T00:00:00Z`) + DAY + 10 * 60_000);

  it('accepts 1,000 events in one call (202, their ids in order) and the day ending gives them with the single events as one giving', async () => {
    const c = await company(100_000);
    const storyId = await activeStory(c.admin, c.companyId);
    const res = await batch(storyId, c.keys.live, [...coffees(999), { quantity: 3, occurred_at: new Date(Date.now() - 60_000).toISOString(), reference: 'till-last' }]);
    const body = expectStatus(res, 202);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(body.message).toBe(m.eventsAccepted);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.data).toMatchObject({ story_id: storyId, mode: 'live', accepted: 1000, quantity: 1002, period: today });
    const stored = await eventsOf(storyId);
    expect(body.data.event_ids).toEqual(stored.map((e) => e.id));
    expect(stored.map((e) => e.reference)).toEqual([...coffees(999).map((e) => e.reference), 'till-last']);
    expect(new Set(stored.map((e) => e.period))).toEqual(new Set([today]));
    expect(stored.every((e) => e.mode === 'live' && e.giving_id === null && e.accepted_at.toISOString() === body.data.accepted_at)).toBe(true);
    // A single event of the same day joins them.
    expectStatus(await post(`/stories/${storyId}/events`, c.keys.live, { quantity: 2 }), 202);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/public/v1/stories', headers: { authorization: `Bearer ${c.keys.live}` } });
    expect(expectStatus(listed, 200).data.find((s: { id: number }) => s.id === storyId)).toMatchObject({ pending_events: 1004 });

    expect(await giveStoryEvents(jobCtx(new Date()))).toMatch(/^0 event/);
    expect(await giveStoryEvents(jobCtx(afterPeriod(today)))).toBe('1001 event(s) given: 1 paid, 0 failed, 0 left pending, 0 on the test ledger');
    const givings = await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId));
    expect(givings).toEqual([expect.objectContaining({ source: 'events', status: 'paid', quantity: 1004, period: today, amount_usd_cents: 2008 })]);
    const lines = await db().select().from(contributions).where(eq(contributions.contribution_group_id, givings[0].contribution_group_id!));
    expect(lines).toEqual([expect.objectContaining({ ...WATER, quantity: 1004, payment_received: 1 })]);
    expect((await eventsOf(storyId)).every((e) => e.giving_id === givings[0].id)).toBe(true);
    expect(await giveStoryEvents(jobCtx(new Date(afterPeriod(today).getTime() + DAY)))).toMatch(/^0 event/);
  });

  it('a retried batch answers the same events and writes nothing again, also eight retries at once; the same key with another body is 409', async () => {
    const c = await company();
    const storyId = await activeStory(c.admin, c.companyId);
    const idem = newKey();
    const events = coffees(50);
    const first = expectStatus(await batch(storyId, c.keys.live, events, idem), 202);
    const retry = await batch(storyId, c.keys.live, events, idem);
    expect(expectStatus(retry, 202)).toEqual(first);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await eventsOf(storyId)).toHaveLength(50);

    // Eight at the same time with a new key: one batch written, eight equal answers.
    const idem2 = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => batch(storyId, c.keys.live, coffees(200, 50), idem2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((r) => JSON.stringify(r.json().data))).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await eventsOf(storyId)).toHaveLength(250);

    // Another body under a used key: one event changed, one fewer, one more, another story: 409, nothing written.
    const changed = events.map((e, i) => (i === 7 ? { ...e, quantity: 2 } : e));
    for (const other of [changed, events.slice(1), [...events, { quantity: 1 }]]) {
      expect(expectStatus(await batch(storyId, c.keys.live, other, idem), 409).message).toBe(m.idempotencyKeyReused);
    }
    const story2 = await activeStory(c.admin, c.companyId);
    expect(expectStatus(await batch(story2, c.keys.live, events, idem), 409).message).toBe(m.idempotencyKeyReused);
    expect(await eventsOf(storyId)).toHaveLength(250);
    expect(await eventsOf(story2)).toHaveLength(0);

    // A key is the key's own: another key of the company with the same Idempotency-Key records its own batch.
    expect(expectStatus(await batch(storyId, await key(c.admin, 'live'), events, idem), 202).data.event_ids).not.toEqual(first.data.event_ids);
    // The longest Idempotency-Key works, and its retry too.
    const long = 'k'.repeat(255);
    const once = expectStatus(await batch(story2, c.keys.live, coffees(3), long), 202);
    expect(expectStatus(await batch(story2, c.keys.live, coffees(3), long), 202)).toEqual(once);
    expect(expectStatus(await batch(story2, c.keys.live, coffees(2), long), 409).message).toBe(m.idempotencyKeyReused);
    expect(await eventsOf(story2)).toHaveLength(3);
  });

  it('refuses bad batches with the index of the bad event and writes nothing', async () => {
    const c = await company();
    const storyId = await activeStory(c.admin, c.companyId);
    const errorsOf = async (payload: unknown, status = 422) => expectStatus(await post(`/stories/${storyId}/events/batch`, c.keys.live, payload), status);

    expect((await errorsOf({ events: [] })).errors.events).toEqual([m.eventsRequired]);
    expect((await errorsOf({ events: coffees(STORY_EVENTS_BATCH_MAX + 1) })).errors.events).toEqual([m.eventsRequired]);
    expect(Object.keys((await errorsOf({ events: [...coffees(3), { quantity: 0 }, ...coffees(3)] })).errors)).toEqual(['events.3.quantity']);
    expect(Object.keys((await errorsOf({ events: [...coffees(2), { quantity: 1, price: 2 }] })).errors)).toEqual(['events.2']);
    expect(Object.keys((await errorsOf({ events: [{ quantity: 1, occurred_at: 'yesterday' }] })).errors)).toEqual(['events.0.occurred_at']);
    expect((await errorsOf({ events: [{ quantity: 1 }, { quantity: 1, occurred_at: new Date(Date.now() + DAY).toISOString() }] })).errors).toEqual({ 'events.1.occurred_at': [m.occurredInFuture] });
    expect((await errorsOf({ events: [{ quantity: 1, reference: 'x'.repeat(121) }] })).errors).toHaveProperty(['events.0.reference']);
    await errorsOf({ quantity: 1 });
    await errorsOf({ events: coffees(1), more: true });
    await errorsOf({ events: { quantity: 1 } });
    expect(expectStatus(await batch(storyId, c.keys.live, coffees(1), null), 400).message).toBe(m.idempotencyKeyRequired);
    const malformed = await ctx.app.inject({ method: 'POST', url: `/api/public/v1/stories/${storyId}/events/batch`, headers: { authorization: `Bearer ${c.keys.live}`, 'idempotency-key': newKey(), 'content-type': 'application/json' }, payload: '{"events": [' });
    expect(expectStatus(malformed, 400).message).toBe(messages.malformedJson);
    // Its own body limit: 256 kB, not the 16 kB of the other calls.
    const withReferences = (count: number, size: number) => Array.from({ length: count }, (_, i) => ({ quantity: 1, occurred_at: new Date(Date.now() - DAY).toISOString().replace('Z', '+00:00'), reference: `${i}-`.padEnd(size, 'r') }));
    expect(JSON.stringify({ events: withReferences(1000, 120) }).length).toBeLessThan(256 * 1024);
    const big = await batch(storyId, c.keys.live, withReferences(1000, 120).map((e) => ({ ...e, reference: e.reference.slice(0, 100) })), newKey());
    expect(expectStatus(big, 202).data.accepted).toBe(1000);
    await db().delete(apiStoryEvents).where(eq(apiStoryEvents.story_id, storyId));
    const tooBig = await batch(storyId, c.keys.live, withReferences(1000, 300), newKey());
    expect(expectStatus(tooBig, 413)).toEqual({ status: 'error', message: messages.bodyTooLarge });
    expect(await eventsOf(storyId)).toEqual([]);
  });

  it('only the story\u2019s company with the stories scope records events; paused and draft stories refuse them; nothing is written', async () => {
    const c = await company();
    const other = await company();
    const storyId = await activeStory(c.admin, c.companyId);
    const otherStory = await activeStory(other.admin, other.companyId);

    expect(expectStatus(await batch(storyId, other.keys.live, coffees(2)), 404).message).toBe(m.storyNotFound);
    expect(expectStatus(await batch(otherStory, c.keys.live, coffees(2)), 404).message).toBe(m.storyNotFound);
    expect(expectStatus(await batch(storyId, other.keys.test, coffees(2)), 404).message).toBe(m.storyNotFound);
    expectStatus(await batch(99_999_999, c.keys.live, coffees(2)), 404);
    expectStatus(await batch(storyId, null, coffees(2)), 401);
    expectStatus(await batch(storyId, 'gh_live_notakeyatall0000000000000000', coffees(2)), 401);
    expect(expectStatus(await batch(storyId, await key(c.admin, 'live', ['giving:write', 'impact:read']), coffees(2)), 403).message).toBe(m.scopeMissing('stories:write'));
    const wrongMode = await ctx.app.inject({ method: 'POST', url: `/api/public/v1/stories/${storyId}/events/batch`, headers: { authorization: `Bearer ${c.keys.test}`, 'idempotency-key': newKey(), 'goodhive-mode': 'live' }, payload: { events: coffees(1) } });
    expect(expectStatus(wrongMode, 403).message).toBe(m.testKeyOnLive);

    const idem = newKey();
    const accepted = expectStatus(await batch(storyId, c.keys.live, coffees(2), idem), 202);
    await db().update(stories).set({ is_giving_monthly: 1, automation_status: 'paused' }).where(eq(stories.id, storyId));
    expect(expectStatus(await batch(storyId, c.keys.live, coffees(2)), 409).message).toBe(m.storyPaused);
    // A retry of a batch accepted before the pause answers what was accepted.
    expect(expectStatus(await batch(storyId, c.keys.live, coffees(2), idem), 202)).toEqual(accepted);
    await db().update(stories).set({ automation_status: 'on', status: 'draft' }).where(eq(stories.id, storyId));
    expect(expectStatus(await batch(storyId, c.keys.live, coffees(2)), 409).message).toBe(m.storyNotActive);
    await db().update(stories).set({ status: 'active', deleted_at: new Date() }).where(eq(stories.id, storyId));
    expectStatus(await batch(storyId, c.keys.live, coffees(2)), 404);

    expect(await eventsOf(storyId)).toHaveLength(2);
    expect(await eventsOf(otherStory)).toEqual([]);
  });

  it('a test key\u2019s batch goes to the test ledger, a live key\u2019s to the live one, each as one giving of the period', async () => {
    const c = await company(10_000);
    const storyId = await activeStory(c.admin, c.companyId);
    const test = expectStatus(await batch(storyId, c.keys.test, coffees(30)), 202).data;
    expect(test).toMatchObject({ mode: 'test', accepted: 30, quantity: 30 });
    const live = expectStatus(await batch(storyId, c.keys.live, [{ quantity: 4 }, { quantity: 6 }]), 202).data;
    expect(live).toMatchObject({ mode: 'live', accepted: 2, quantity: 10 });
    expect((await db().select().from(apiStoryEvents).where(and(eq(apiStoryEvents.story_id, storyId), eq(apiStoryEvents.mode, 'test'))).orderBy(asc(apiStoryEvents.id))).map((e) => e.id)).toEqual(test.event_ids);

    // (The job gives every story's due events: the earlier tests' stories too.)
    expect(await giveStoryEvents(jobCtx(afterPeriod(test.period)))).toMatch(/ 1 on the test ledger$/);
    expect(await db().select().from(apiTestGivings).where(eq(apiTestGivings.story_id, storyId))).toEqual([expect.objectContaining({ source: 'events', quantity: 30, period: test.period, funded_by: 'test', amount_usd_cents: 60 })]);
    expect(await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId))).toEqual([expect.objectContaining({ source: 'events', quantity: 10, period: live.period, status: 'paid', amount_usd_cents: 20 })]);
    const impact = (secret: string) => ctx.app.inject({ method: 'GET', url: '/api/public/v1/impact', headers: { authorization: `Bearer ${secret}` } });
    expect(expectStatus(await impact(c.keys.test), 200).data).toMatchObject({ mode: 'test', quantity: 30, amount_usd: 0.6 });
    expect(expectStatus(await impact(c.keys.live), 200).data).toMatchObject({ mode: 'live', quantity: 10, amount_usd: 0.2 });
  });
});
