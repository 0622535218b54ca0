import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_SIGNATURE_HEADER } from '@goodhive/contract';
import { verifyWebhookSignature } from '@goodhive/giving-api-client';
import { webhookEvents } from '../src/db/schema/index.js';
import { grantCreditOnLedger } from '../src/modules/giving/index.js';
import { bearer, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, type TestUser } from './giving-helpers.js';
import { deliveryRunner, startReceiver } from './webhook-receiver.js';

const WATER = { project_id: 1382, impact_level_id: 3011 }; // US $0.02 a day of clean water

/** The Giving API's givings reach the webhook endpoints of their mode: test keys to test endpoints, live to live. */
describe('webhooks of Giving API givings', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const key = async (admin: TestUser, mode: 'live' | 'test') => expectStatus(await a.post('/api/developers/keys', admin.token, { name: `${mode} key`, mode, scopes: ['impact:read', 'giving:write'] }), 200).data.secret as string;
  const endpoint = async (admin: TestUser, path: string, mode: 'live' | 'test') =>
    expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: bearer(admin.token), payload: { url: receiver.url(path), events: ['giving.paid', 'giving.failed'], mode } }), 200).data as { id: number; secret: string };
  const give = (apiKey: string, body: Record<string, unknown>, idem: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/public/v1/givings', headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': idem }, payload: body });
  async function receivedSince(from: number, path: string) {
    await deliveryRunner(ctx).run();
    return receiver.requests.slice(from).filter((r) => r.path === path);
  }

  it('a test key’s giving goes to the test endpoint only, a live key’s to the live endpoint only, once however often the request is retried', async () => {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    await ctx.database.db.transaction((tx) => grantCreditOnLedger(tx, { userId: admin.id, companyId, cents: 10_000, expiryDate: null, note: 'test credit', createdBy: null, source: 'test' }));
    const live = await endpoint(admin, `/live-${companyId}`, 'live');
    const test = await endpoint(admin, `/test-${companyId}`, 'test');
    const [liveKey, testKey] = [await key(admin, 'live'), await key(admin, 'test')];

    let from = receiver.requests.length;
    const testGiving = expectStatus(await give(testKey, { ...WATER, quantity: 10, customer_reference: 'coffee-1' }, `t-${companyId}`), 201).data;
    const toTest = await receivedSince(from, `/test-${companyId}`);
    expect(toTest).toHaveLength(1);
    expect(await receivedSince(from, `/live-${companyId}`)).toEqual([]);
    expect(await verifyWebhookSignature({ secret: test.secret, header: toTest[0].headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, rawBody: toTest[0].body })).toBe(true);
    expect(JSON.parse(toTest[0].body)).toMatchObject({ type: 'giving.paid', mode: 'test', company_id: companyId, data: { api_giving_id: testGiving.id, giving_id: null, status: 'paid', customer_reference: 'coffee-1', payment_method: 'test', quantity: 10 } });

    from = receiver.requests.length;
    const body = { ...WATER, quantity: 50, customer_reference: 'order-1042' };
    const liveGiving = expectStatus(await give(liveKey, body, `l-${companyId}`), 201).data;
    // The same request again (a client's retry) answers the first giving and tells nothing new.
    expect(expectStatus(await give(liveKey, body, `l-${companyId}`), 201).data.id).toBe(liveGiving.id);
    const toLive = await receivedSince(from, `/live-${companyId}`);
    expect(toLive).toHaveLength(1);
    expect(await receivedSince(from, `/test-${companyId}`)).toEqual([]);
    const event = JSON.parse(toLive[0].body);
    expect(event).toMatchObject({ type: 'giving.paid', mode: 'live', data: { api_giving_id: liveGiving.id, status: 'paid', amount_usd: 1, payment_method: 'credit', customer_reference: 'order-1042', source: 'api' } });
    expect(event.data.giving_id).toEqual(expect.any(Number));
    expect(await verifyWebhookSignature({ secret: live.secret, header: toLive[0].headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, rawBody: toLive[0].body })).toBe(true);

    // A live giving that cannot be paid (no card) is told as giving.failed.
    from = receiver.requests.length;
    const failed = await give(liveKey, { ...WATER, quantity: 5, payment: 'card' }, `f-${companyId}`);
    expect(failed.json().status).toBe('error');
    const toLiveAgain = await receivedSince(from, `/live-${companyId}`);
    expect(toLiveAgain.map((r) => JSON.parse(r.body))).toEqual([expect.objectContaining({ type: 'giving.failed', data: expect.objectContaining({ status: 'failed', failure_reason: expect.any(String) }) })]);
    const [failedRow] = (await ctx.database.db.execute<{ id: number }>(sql`select id from api_givings where company_id = ${companyId} and status = 'failed'`)).rows;
    expect(JSON.parse(toLiveAgain[0].body).data.api_giving_id).toBe(failedRow.id);
    const events = await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.company_id, companyId));
    expect(events.map((e) => `${e.mode} ${e.type}`)).toEqual(['test giving.paid', 'live giving.paid', 'live giving.failed']);
  });
});
