import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ROLE, SANDBOX_TEST_CARDS, givingApiMessages as m, messages } from '@goodhive/contract';
import { apiGivings, apiIdempotencyKeys, paymentCards, apiStoryEvents, apiTestGivings, contributionGroups, contributions, impactLevels, projects, stories } from '../src/db/schema/index.js';
import { creditCovers, grantCreditOnLedger } from '../src/modules/giving/index.js';
import { transfer } from '../src/modules/ledger/index.js';
import { giveStoryEvents } from '../src/modules/giving-api/index.js';
import { GivingSettledError, payLiveGiving, requestOf } from '../src/modules/giving-api/giving-payment.service.js';
import { sandboxProviderFor } from '../src/lib/payments/index.js';
import { jobContext, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const WATER = { project_id: 1382, impact_level_id: 3011 }; // US $0.02 a day of clean water
const TREE = { project_id: 1380, impact_level_id: 3009 }; // US $1.00 a tree
const DAY = 86_400_000;

describe('Giving API: givings, idempotency, business events and the test ledger', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;

  async function company(opts: { creditCents?: number; tokensCents?: number; card?: string } = {}) {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    if (opts.creditCents) await db().transaction((tx) => grantCreditOnLedger(tx, { userId: admin.id, companyId, cents: opts.creditCents!, expiryDate: null, note: 'test credit', createdBy: null, source: 'test' }));
    if (opts.tokensCents) {
      await transfer(db(), { asset: 'token', kind: 'token.purchase', legs: [{ account: 'system:token-purchases', amount_cents: -opts.tokensCents }, { account: `company:${companyId}`, amount_cents: opts.tokensCents }] });
    }
    if (opts.card) {
      const issued = sandboxProviderFor(ctx.config)!.issuePaymentMethod(opts.card, { month: 6, year: 2033 })!;
      expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, admin.token, { company_id: companyId }), 200);
    }
    const keys = {
      live: await key(admin, 'live'),
      test: await key(admin, 'test'),
    };
    return { companyId, admin, keys };
  }
  async function key(admin: TestUser, mode: 'live' | 'test', scopes = ['impact:read', 'giving:write', 'stories:write']) {
    return expectStatus(await a.post('/api/developers/keys', admin.token, { name: `${mode} key`, mode, scopes }), 200).data.secret as string;
  }
  let n = 0;
  const newKey = () => `idem-${Date.now()}-${++n}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: unknown, idem: string | null = method === 'GET' ? null : newKey()) =>
    ctx.app.inject({ method, url: `/api/public/v1${url}`, headers: { authorization: `Bearer ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const give = (key: string, body: Record<string, unknown>, idem?: string) => call('POST', '/givings', key, body, idem ?? newKey());
  const groupsOf = (companyId: number) => db().select().from(contributionGroups).where(eq(contributionGroups.company_id, companyId));
  const jobCtx = (now: Date) => jobContext(ctx, now, { name: 'api-story-events' });
  async function activeStory(admin: TestUser, companyId: number, lines = [{ ...WATER, quantity: 1 }]) {
    const id = await createStory(ctx, admin.token, { ...lines[0], story_text: 'Every coffee sold gives a day of clean water.', is_giving_monthly: 0, company_id: companyId });
    await db().update(stories).set({ status: 'active' }).where(eq(stories.id, id));
    return id;
  }

  it('a live key gives a project paid with giving credit: 201, the giving readable, in the company impact; another company never sees it', async () => {
    const one = await company({ creditCents: 10_000 });
    const two = await company({ creditCents: 10_000 });
    const res = expectStatus(await give(one.keys.live, { ...WATER, quantity: 50, customer_reference: 'order-1042' }), 201);
    expect(res.message).toBe(m.givingPaid);
    const g = res.data;
    expect(g).toMatchObject({ mode: 'live', status: 'paid', source: 'api', quantity: 50, customer_reference: 'order-1042', payment: 'auto', funded_by: 'credit', amount_usd: 1, failure_reason: null });
    expect(g.lines).toEqual([expect.objectContaining({ ...WATER, quantity: 50, amount_usd: 1 })]);
    expect(expectStatus(await call('GET', `/givings/${g.id}`, one.keys.live), 200).data).toEqual(g);
    // Not another company's, nor the test ledger's.
    expect(expectStatus(await call('GET', `/givings/${g.id}`, two.keys.live), 404).message).toBe(m.givingNotFound);
    expectStatus(await call('GET', `/givings/${g.id}`, one.keys.test), 404);
    const groups = await groupsOf(one.companyId);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ status: 'paid', funded_by: 'credit', total_usd_cents: 100, account: 'company' });
    const impact = expectStatus(await call('GET', '/impact', one.keys.live), 200).data;
    expect(impact).toMatchObject({ mode: 'live', contributions: 1, quantity: 50, amount_usd: 1 });
    const history = expectStatus(await call('GET', '/impact/history', one.keys.live), 200);
    expect(history.meta.total).toBe(1);
    expect(history.data[0]).toMatchObject({ giving_id: g.id, project_id: WATER.project_id, quantity: 50, amount_usd: 1 });
    expect(expectStatus(await call('GET', '/impact', two.keys.live), 200).data.contributions).toBe(0);
    expect(expectStatus(await call('GET', '/impact/history', two.keys.live), 200).meta.total).toBe(0);
  });

  it('pays with the token balance when credit does not cover it, and with the primary card when asked; a declined card is 402 and kept failed', async () => {
    const tokens = await company({ tokensCents: 500 });
    const paid = expectStatus(await give(tokens.keys.live, { ...TREE, quantity: 2 }), 201).data;
    expect(paid).toMatchObject({ funded_by: 'tokens', amount_usd: 2, status: 'paid' });
    const [{ balance }] = (await db().execute<{ balance: string }>(sql`select coalesce(sum(amount_cents), 0)::text as balance from ledger_entries where account = ${`company:${tokens.companyId}`} and asset = 'token'`)).rows;
    expect(Number(balance)).toBe(300);
    // 4 trees need US $4: the tokens do not cover it and there is no card.
    const short = expectStatus(await give(tokens.keys.live, { ...TREE, quantity: 4, payment: 'tokens' }), 402);
    expect(short).toMatchObject({ status: 'error', message: m.tokensShort });
    expect(expectStatus(await give(tokens.keys.live, { ...TREE, quantity: 4 }), 402).message).toBe(m.notFunded);

    const card = await company({ card: SANDBOX_TEST_CARDS.succeeds, creditCents: 10_000 });
    expect(expectStatus(await give(card.keys.live, { ...TREE, quantity: 1, payment: 'card' }), 201).data).toMatchObject({ funded_by: 'card', status: 'paid' });
    const declined = await company({ card: SANDBOX_TEST_CARDS.declined });
    const failed = expectStatus(await give(declined.keys.live, { ...TREE, quantity: 1 }), 402);
    expect(failed.message).toMatch(/^The card was declined/);
    const [row] = await db().select().from(apiGivings).where(eq(apiGivings.company_id, declined.companyId));
    expect(row).toMatchObject({ status: 'failed', contribution_group_id: null });
    expect(expectStatus(await call('GET', `/givings/${row.id}`, declined.keys.live), 200).data).toMatchObject({ status: 'failed', failure_reason: failed.message, lines: [] });
    expect(await groupsOf(declined.companyId)).toEqual([]);
  });

  it('refuses bad givings with clear errors and writes nothing: hidden project, wrong level, both or neither target, unknown fields, missing Idempotency-Key, a body over the limit', async () => {
    const c = await company({ creditCents: 10_000 });
    await db().update(projects).set({ show_to_company: false }).where(eq(projects.id, TREE.project_id));
    try {
      expect(expectStatus(await give(c.keys.live, { ...TREE, quantity: 1 }), 422).errors.project_id).toEqual([m.projectUnavailable]);
    } finally {
      await db().update(projects).set({ show_to_company: true }).where(eq(projects.id, TREE.project_id));
    }
    expect(expectStatus(await give(c.keys.live, { project_id: WATER.project_id, impact_level_id: TREE.impact_level_id, quantity: 1 }), 422).errors.impact_level_id).toEqual([m.levelUnavailable]);
    expectStatus(await give(c.keys.live, { project_id: 999999, impact_level_id: 1, quantity: 1 }), 422);
    expect(expectStatus(await give(c.keys.live, { quantity: 1 }), 422).errors.project_id).toEqual([m.targetRequired]);
    expectStatus(await give(c.keys.live, { ...WATER, story_id: 1, quantity: 1 }), 422);
    expectStatus(await give(c.keys.live, { project_id: WATER.project_id, quantity: 1 }), 422);
    expectStatus(await give(c.keys.live, { ...WATER, quantity: 0 }), 422);
    expectStatus(await give(c.keys.live, { ...WATER, quantity: 1, price: 0.01 }), 422);
    expectStatus(await give(c.keys.live, { ...WATER, quantity: 1, payment: 'cash' }), 422);
    expect(expectStatus(await call('POST', '/givings', c.keys.live, { ...WATER, quantity: 1 }, null), 400).message).toBe(m.idempotencyKeyRequired);
    expect(expectStatus(await call('POST', '/givings', c.keys.live, { ...WATER, quantity: 1 }, 'x'.repeat(256)), 400).message).toBe(m.idempotencyKeyInvalid);
    const big = await call('POST', '/givings', c.keys.live, { ...WATER, quantity: 1, customer_reference: 'x'.repeat(20_000) });
    expect(expectStatus(big, 413)).toEqual({ status: 'error', message: messages.bodyTooLarge });
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/public/v1/givings', headers: { authorization: `Bearer ${c.keys.live}`, 'idempotency-key': newKey(), 'content-type': 'application/json' }, payload: '{"quantity": ' });
    expect(expectStatus(malformed, 400).message).toBe(messages.malformedJson);
    expect(await groupsOf(c.companyId)).toEqual([]);
    expect(await db().select().from(apiGivings).where(eq(apiGivings.company_id, c.companyId))).toEqual([]);
  });

  it('a retried request answers the first answer and gives once, also ten at the same time; the same key with another body is 409', async () => {
    const c = await company({ creditCents: 10_000 });
    const idem = newKey();
    const first = await give(c.keys.live, { ...WATER, quantity: 10 }, idem);
    expect(first.statusCode).toBe(201);
    const again = await give(c.keys.live, { quantity: 10, ...WATER }, idem);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(expectStatus(await give(c.keys.live, { ...WATER, quantity: 11 }, idem), 409).message).toBe(m.idempotencyKeyReused);

    const concurrent = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => give(c.keys.live, { ...TREE, quantity: 1 }, concurrent)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const groups = await groupsOf(c.companyId);
    expect(groups).toHaveLength(2);
    expect(groups.map((g) => g.total_usd_cents).sort((x, y) => x - y)).toEqual([20, 100]);

    // A request refused before it took the key (a bad body) never touches the answer of the one that holds it.
    const raced = newKey();
    const holding = give(c.keys.live, { ...WATER, quantity: 3 }, raced);
    for (let i = 0; i < 500 && !(await db().select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.key, raced))).length; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    const refused = await give(c.keys.live, { ...WATER, quantity: 0 }, raced);
    const held = await holding;
    expect([held.statusCode, refused.statusCode]).toEqual([201, 422]);
    const replayed = await give(c.keys.live, { ...WATER, quantity: 3 }, raced);
    expect([replayed.statusCode, replayed.body]).toEqual([201, held.body]);
    expect(await groupsOf(c.companyId)).toHaveLength(3);

    // A 402 is an answer too: its retry answers it again and never tries to pay a second time.
    const poor = await company();
    const failKey = newKey();
    const failed = await give(poor.keys.live, { ...WATER, quantity: 1 }, failKey);
    expect(failed.statusCode).toBe(402);
    await db().transaction((tx) => grantCreditOnLedger(tx, { userId: poor.admin.id, companyId: poor.companyId, cents: 1000, expiryDate: null, note: 'late credit', createdBy: null, source: 'test' }));
    const retried = await give(poor.keys.live, { ...WATER, quantity: 1 }, failKey);
    expect(retried.statusCode).toBe(402);
    expect(retried.body).toBe(failed.body);
    expect(await groupsOf(poor.companyId)).toEqual([]);
    // Keys are per API key: another key may use the same Idempotency-Key for its own request.
    expectStatus(await give(c.keys.test, { ...WATER, quantity: 10 }, idem), 201);
  });

  it('a test key gives on the test ledger: the same answers, never charged, never in the live impact, certificates or remittances', async () => {
    const c = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const staff = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    const today = new Date().toISOString().slice(0, 10);
    // What the impact views, the certificate and the remittances show, before and after.
    const figures = async () => {
      const cert = await a.get('/api/user/impact-certifcate', c.admin.token);
      const due = expectStatus(await a.get(`/api/admin/remittances/due?period_start=${today}&period_end=${today}`, staff.token), 200).data;
      const certData = cert.statusCode === 200 ? cert.json().data : null;
      return {
        stat: expectStatus(await a.get(`/api/user/${c.admin.id}/stat-impacts`, c.admin.token), 200).data,
        cert: [cert.statusCode, certData ? [certData.total_impacts, certData.beneficiaries, certData.amount_usd, certData.projects_supported] : cert.json().message],
        due,
      };
    };
    const before = await figures();
    const g = expectStatus(await give(c.keys.test, { ...TREE, quantity: 3, customer_reference: 'test-order' }), 201).data;
    expect(g).toMatchObject({ mode: 'test', status: 'paid', funded_by: 'test', amount_usd: 3, customer_reference: 'test-order' });
    expect(expectStatus(await call('GET', `/givings/${g.id}`, c.keys.test), 200).data).toEqual(g);
    expect(expectStatus(await call('GET', `/givings/${g.id}`, c.keys.live), 404).message).toBe(m.givingNotFound);
    expect(expectStatus(await call('GET', '/impact', c.keys.test), 200).data).toMatchObject({ mode: 'test', contributions: 1, quantity: 3, amount_usd: 3 });
    expect(expectStatus(await call('GET', '/impact/history', c.keys.test), 200).data[0]).toMatchObject({ giving_id: g.id, quantity: 3 });
    // Live reads: nothing. Impact views, certificates and remittances read paid contributions only, and there are none.
    expect(expectStatus(await call('GET', '/impact', c.keys.live), 200).data).toMatchObject({ mode: 'live', contributions: 0, amount_usd: 0 });
    expect(await groupsOf(c.companyId)).toEqual([]);
    expect(await db().select().from(contributions).where(eq(contributions.company_id, c.companyId))).toEqual([]);
    expect(await figures()).toEqual(before);
    const [{ rows }] = [await db().execute<{ n: number }>(sql`select count(*)::int as n from contributions where company_id = ${c.companyId} and remittance_id is null and payment_received = 1`)];
    expect(rows[0].n).toBe(0);
  });

  it('records 1,000 business events against one story at once without loss and gives them as one giving when the day ends; nothing twice', async () => {
    const c = await company({ creditCents: 100_000 });
    const storyId = await activeStory(c.admin, c.companyId);
    const accepted: { statusCode: number; body: string }[] = [];
    for (let i = 0; i < 1000; i += 100) {
      accepted.push(...(await Promise.all(Array.from({ length: 100 }, (_, j) => call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 1, reference: `till-${i + j}` })))));
    }
    expect(accepted.filter((r) => r.statusCode !== 202)).toEqual([]);
    const sample = JSON.parse(accepted[0].body);
    expect(sample.message).toBe(m.eventAccepted);
    expect(sample.data).toMatchObject({ story_id: storyId, mode: 'live', quantity: 1, period: new Date().toISOString().slice(0, 10) });
    const [{ count, sum }] = (await db().execute<{ count: number; sum: number }>(sql`select count(*)::int as count, sum(quantity)::int as sum from api_story_events where story_id = ${storyId}`)).rows;
    expect([count, sum]).toEqual([1000, 1000]);
    const listed = expectStatus(await call('GET', '/stories', c.keys.live), 200).data.find((s: { id: number }) => s.id === storyId);
    expect(listed).toMatchObject({ batch_period: 'day', pending_events: 1000, amount_per_event_usd: 0.02 });

    // Before the day has ended (and its grace): nothing is given.
    expect(await giveStoryEvents(jobCtx(new Date()))).toMatch(/^0 event/);
    const tomorrow = new Date(Date.parse(`${sample.data.period}T00:00:00Z`) + DAY + 10 * 60_000);
    expect(await giveStoryEvents(jobCtx(tomorrow))).toBe('1000 event(s) given: 1 paid, 0 failed, 0 left pending, 0 on the test ledger');
    const [g] = await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId));
    expect(g).toMatchObject({ source: 'events', status: 'paid', quantity: 1000, period: sample.data.period, amount_usd_cents: 2000, funded_by: 'credit' });
    const lines = await db().select().from(contributions).where(eq(contributions.contribution_group_id, g.contribution_group_id!));
    expect(lines).toEqual([expect.objectContaining({ ...WATER, quantity: 1000, contribution_story_id: storyId, payment_received: 1 })]);
    expect((await db().select().from(apiStoryEvents).where(and(eq(apiStoryEvents.story_id, storyId), sql`${apiStoryEvents.giving_id} is distinct from ${g.id}`))).length).toBe(0);
    expect(expectStatus(await call('GET', `/givings/${g.id}`, c.keys.live), 200).data).toMatchObject({ source: 'events', quantity: 1000, lines: [expect.objectContaining({ quantity: 1000 })] });
    // Again: nothing more.
    expect(await giveStoryEvents(jobCtx(new Date(tomorrow.getTime() + DAY)))).toMatch(/^0 event/);
    expect(await groupsOf(c.companyId)).toHaveLength(1);
  });

  it('an event retried with its Idempotency-Key is accepted once (also concurrently); another body is 409; stories of others, drafts and paused ones refuse events', async () => {
    const c = await company();
    const other = await company();
    const storyId = await activeStory(c.admin, c.companyId);
    const idem = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 2 }, idem)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // The one that wrote it answers as the first; every other says it replays it.
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 3 }, idem), 409).message).toBe(m.idempotencyKeyReused);
    expect((await db().select().from(apiStoryEvents).where(eq(apiStoryEvents.story_id, storyId))).length).toBe(1);

    expect(expectStatus(await call('POST', `/stories/${storyId}/events`, other.keys.live, { quantity: 1 }), 404).message).toBe(m.storyNotFound);
    expectStatus(await call('POST', '/stories/99999999/events', c.keys.live, { quantity: 1 }), 404);
    expect(expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 0 }), 422).status).toBe('error');
    expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 1, occurred_at: new Date(Date.now() + DAY).toISOString() }), 422);
    expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 1 }, null), 400);
    await db().update(stories).set({ is_giving_monthly: 1, automation_status: 'paused' }).where(eq(stories.id, storyId));
    expect(expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 1 }), 409).message).toBe(m.storyPaused);
    await db().update(stories).set({ automation_status: 'on', status: 'draft' }).where(eq(stories.id, storyId));
    expect(expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 1 }), 409).message).toBe(m.storyNotActive);
    expect((await db().select().from(apiStoryEvents).where(eq(apiStoryEvents.story_id, storyId))).length).toBe(1);
    // Another company's stories are not listed.
    expect(expectStatus(await call('GET', '/stories', other.keys.live), 200).data.map((s: { id: number }) => s.id)).not.toContain(storyId);
  });

  it('a story batches by month when its API setting says so (live keys only change it); test events go to the test ledger', async () => {
    const c = await company({ creditCents: 10_000 });
    const other = await company();
    const storyId = await activeStory(c.admin, c.companyId);
    expect(expectStatus(await call('PATCH', `/stories/${storyId}`, c.keys.test, { batch_period: 'month' }), 403).message).toBe(m.liveKeyRequired);
    expectStatus(await call('PATCH', `/stories/${storyId}`, other.keys.live, { batch_period: 'month' }), 404);
    expectStatus(await call('PATCH', `/stories/${storyId}`, c.keys.live, { batch_period: 'week' }), 422);
    expect(expectStatus(await call('PATCH', `/stories/${storyId}`, c.keys.live, { batch_period: 'month' }), 200).data.batch_period).toBe('month');
    const month = new Date().toISOString().slice(0, 7);
    const ev = expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 5 }), 202).data;
    expect(ev.period).toBe(month);
    const t = expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.test, { quantity: 7 }), 202).data;
    expect(t).toMatchObject({ mode: 'test', period: month });

    // The day ending gives nothing of a month's events; the month ending gives both, each on its own ledger.
    const [y, mo] = month.split('-').map(Number);
    const nextMonth = new Date(Date.UTC(y, mo, 1, 0, 10));
    await giveStoryEvents(jobCtx(new Date(Date.now() + DAY)));
    expect(await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId))).toEqual([]);
    expect(await giveStoryEvents(jobCtx(nextMonth))).toMatch(/ 1 on the test ledger$/);
    const live = await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId));
    expect(live).toEqual([expect.objectContaining({ quantity: 5, period: month, status: 'paid', amount_usd_cents: 10 })]);
    const test = await db().select().from(apiTestGivings).where(eq(apiTestGivings.story_id, storyId));
    expect(test).toEqual([expect.objectContaining({ quantity: 7, period: month, status: 'paid', funded_by: 'test', amount_usd_cents: 14 })]);
    expect(expectStatus(await call('GET', '/impact', c.keys.test), 200).data).toMatchObject({ quantity: 7, amount_usd: 0.14 });
    expect(expectStatus(await call('GET', '/impact', c.keys.live), 200).data).toMatchObject({ quantity: 5, amount_usd: 0.1 });
  });

  it('gives a story through POST /givings: every line times the quantity', async () => {
    const c = await company({ creditCents: 10_000 });
    const storyId = await activeStory(c.admin, c.companyId);
    const g = expectStatus(await give(c.keys.live, { story_id: storyId, quantity: 3 }), 201).data;
    expect(g).toMatchObject({ story_id: storyId, quantity: 3, amount_usd: 0.06, lines: [expect.objectContaining({ ...WATER, quantity: 3 })] });
    await db().update(impactLevels).set({ is_active: false }).where(eq(impactLevels.id, WATER.impact_level_id));
    try {
      expect(expectStatus(await give(c.keys.live, { story_id: storyId, quantity: 1 }), 422).errors.story_id).toEqual([m.storyUnavailable]);
    } finally {
      await db().update(impactLevels).set({ is_active: true }).where(eq(impactLevels.id, WATER.impact_level_id));
    }
  });

  /** Runs `fn` while recording a paid giving of the company fails in the database (after any card was charged). */
  async function whileRecordingFails<T>(companyId: number, fn: () => Promise<T>): Promise<T> {
    const name = `refuse_group_${companyId}`;
    await db().execute(sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'recording refused'; end $$`));
    await db().execute(sql.raw(`create trigger ${name} before insert on contribution_groups for each row when (new.company_id = ${companyId}) execute function ${name}()`));
    try {
      return await fn();
    } finally {
      await db().execute(sql.raw(`drop trigger ${name} on contribution_groups`));
      await db().execute(sql.raw(`drop function ${name}()`));
    }
  }
  const liveGivings = (companyId: number) => db().select().from(apiGivings).where(eq(apiGivings.company_id, companyId));
  async function withTreePrice<T>(cents: number, fn: () => Promise<T>): Promise<T> {
    await db().update(impactLevels).set({ price_cents: cents }).where(eq(impactLevels.id, TREE.impact_level_id));
    try {
      return await fn();
    } finally {
      await db().update(impactLevels).set({ price_cents: 100 }).where(eq(impactLevels.id, TREE.impact_level_id));
    }
  }
  const creditOf = (c: { admin: TestUser; companyId: number }) => ({ userId: c.admin.id, companyId: c.companyId, account: 'company' as const, ownerKey: `company:${c.companyId}` });
  const grantCredit = (c: { admin: TestUser; companyId: number }, cents: number) =>
    db().transaction((tx) => grantCreditOnLedger(tx, { userId: c.admin.id, companyId: c.companyId, cents, expiryDate: null, note: 'test credit', createdBy: null, source: 'test' }));
  const sweepLater = () => giveStoryEvents(jobCtx(new Date(Date.now() + 16 * 60_000)));

  it('a card charged but not recorded leaves the giving pending (500 with its id); a retry with the same Idempotency-Key pays it with that same charge on that same card, never credit, once', async () => {
    const c = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const idem = newKey();
    const pending = await whileRecordingFails(c.companyId, async () => {
      const first = expectStatus(await give(c.keys.live, { ...TREE, quantity: 3 }, idem), 500);
      expect(first.message).toBe(m.paymentIncomplete);
      const [row] = await liveGivings(c.companyId);
      expect(first.giving_id).toBe(row.id);
      expect(row).toMatchObject({ status: 'pending', amount_usd_cents: 300, contribution_group_id: null, charge_reference: expect.stringMatching(/^pi_sbx_/) });
      expect(row.charge_requested_at).not.toBeNull();
      expect(row.lines).toEqual([expect.objectContaining({ ...TREE, quantity: 3, unit_price_cents: 100 })]);
      // A retry while recording still fails: still one pending giving, the key still free.
      expectStatus(await give(c.keys.live, { ...TREE, quantity: 3 }, idem), 500);
      expect(await liveGivings(c.companyId)).toHaveLength(1);
      // The same key with another body is refused, even though its first answer was not kept.
      expect(expectStatus(await give(c.keys.live, { ...TREE, quantity: 4 }, idem), 409).message).toBe(m.idempotencyKeyReused);
      return row;
    });
    // Meanwhile credit arrives and the company removes its card: the charge was made, so only it pays the giving.
    await grantCredit(c, 10_000);
    await db().delete(paymentCards).where(eq(paymentCards.owner_key, `company:${c.companyId}`));
    const retried = expectStatus(await give(c.keys.live, { ...TREE, quantity: 3 }, idem), 201).data;
    expect(retried).toMatchObject({ id: pending.id, status: 'paid', funded_by: 'card', amount_usd: 3 });
    const again = await give(c.keys.live, { ...TREE, quantity: 3 }, idem);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.body).data).toEqual(retried);
    expect(await groupsOf(c.companyId)).toEqual([expect.objectContaining({ status: 'paid', payment_provider: 'sandbox', payment_reference: pending.charge_reference, total_usd_cents: 300 })]);
    expect(await liveGivings(c.companyId)).toHaveLength(1);
    // The credit is all still there.
    expect(await creditCovers(db(), creditOf(c), 10_000)).toBe(true);
  });

  it('a second process that read the giving before its card was charged can neither pay it with credit nor close it failed', async () => {
    const c = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const idem = newKey();
    await whileRecordingFails(c.companyId, async () => expectStatus(await give(c.keys.live, { ...TREE, quantity: 2 }, idem), 500));
    const [charged] = await liveGivings(c.companyId);
    // What the other process read before the charge was asked for.
    const stale = { ...charged, charge_requested_at: null, charge_card: null, charge_reference: null };
    await grantCredit(c, 10_000);
    const deps = { db: db(), config: ctx.config, log: { error: () => undefined } };
    await expect(payLiveGiving(deps, stale, requestOf(stale)!)).rejects.toBeInstanceOf(GivingSettledError);
    await db().delete(paymentCards).where(eq(paymentCards.owner_key, `company:${c.companyId}`));
    await expect(payLiveGiving(deps, stale, { ...requestOf(stale)!, payment: 'tokens' })).rejects.toBeInstanceOf(GivingSettledError);
    const [still] = await liveGivings(c.companyId);
    expect(still).toMatchObject({ status: 'pending', contribution_group_id: null });
    expect(await creditCovers(db(), creditOf(c), 10_000)).toBe(true);
    // The sweep finishes it with the charge.
    await sweepLater();
    expect((await liveGivings(c.companyId))[0]).toMatchObject({ status: 'paid', funded_by: 'card' });
  });

  it('the story-events sweep pays an API giving nobody retried, for what it was priced, with its own charge; the late retry answers it', async () => {
    const c = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const idem = newKey();
    await whileRecordingFails(c.companyId, async () => expectStatus(await give(c.keys.live, { ...TREE, quantity: 2, customer_reference: 'order-7' }, idem), 500));
    await withTreePrice(150, async () => {
      // Not stale yet: the sweep leaves it to the request's retry.
      await giveStoryEvents(jobCtx(new Date()));
      expect((await liveGivings(c.companyId))[0].status).toBe('pending');
      await sweepLater();
    });
    const [g] = await liveGivings(c.companyId);
    expect(g).toMatchObject({ status: 'paid', funded_by: 'card', amount_usd_cents: 200, customer_reference: 'order-7' });
    const lines = await db().select().from(contributions).where(eq(contributions.contribution_group_id, g.contribution_group_id!));
    expect(lines).toEqual([expect.objectContaining({ ...TREE, quantity: 2, amt_total_usd_cents: 200 })]);
    const late = expectStatus(await give(c.keys.live, { ...TREE, quantity: 2, customer_reference: 'order-7' }, idem), 201).data;
    expect(late).toMatchObject({ id: g.id, status: 'paid', amount_usd: 2 });
    expect(await groupsOf(c.companyId)).toHaveLength(1);
  });

  it('a pending giving whose card was never charged is closed failed by the sweep when its project closed meanwhile, nothing paid', async () => {
    const c = await company({ creditCents: 10_000 });
    await whileRecordingFails(c.companyId, async () => expectStatus(await give(c.keys.live, { ...TREE, quantity: 1 }), 500));
    const [pending] = await liveGivings(c.companyId);
    expect(pending).toMatchObject({ status: 'pending', charge_requested_at: null });
    await db().update(impactLevels).set({ is_active: false }).where(eq(impactLevels.id, TREE.impact_level_id));
    try {
      await sweepLater();
    } finally {
      await db().update(impactLevels).set({ is_active: true }).where(eq(impactLevels.id, TREE.impact_level_id));
    }
    expect((await liveGivings(c.companyId))[0]).toMatchObject({ status: 'failed', failure_reason: m.projectUnavailable, contribution_group_id: null });
    expect(await creditCovers(db(), creditOf(c), 10_000)).toBe(true);
  });

  it("a story's events giving left pending is paid by the sweep at the price of its period, not today's", async () => {
    const c = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const storyId = await activeStory(c.admin, c.companyId, [{ ...TREE, quantity: 1 }]);
    const event = expectStatus(await call('POST', `/stories/${storyId}/events`, c.keys.live, { quantity: 4 }), 202).data;
    const dayAfter = new Date(Date.parse(`${event.period}T00:00:00Z`) + DAY + 10 * 60_000);
    expect(await whileRecordingFails(c.companyId, () => giveStoryEvents(jobCtx(dayAfter)))).toMatch(/^1 event\(s\) given: 0 paid, 0 failed, 1 left pending/);
    await withTreePrice(250, () => giveStoryEvents(jobCtx(new Date(dayAfter.getTime() + 16 * 60_000))));
    const [g] = await db().select().from(apiGivings).where(eq(apiGivings.story_id, storyId));
    expect(g).toMatchObject({ source: 'events', status: 'paid', funded_by: 'card', quantity: 4, amount_usd_cents: 400 });
    const lines = await db().select().from(contributions).where(eq(contributions.contribution_group_id, g.contribution_group_id!));
    expect(lines).toEqual([expect.objectContaining({ ...TREE, quantity: 4, amt_total_usd_cents: 400 })]);
  });
});
