import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, WEBHOOK_LIMITS, WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_SIGNATURE_HEADER, webhookMailTexts, webhookMessages, type WebhookDelivery } from '@goodhive/contract';
import { verifyWebhookSignature } from '@goodhive/giving-api-client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../src/db/schema/index.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, type TestUser } from './giving-helpers.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { deliveryRunner, startReceiver } from './webhook-receiver.js';

describe('webhooks', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A company with an admin (who manages webhooks) and a plain member (who gives). */
  async function company() {
    const id = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId: id, isAdmin: true });
    const member = await createUser(ctx, { companyId: id });
    return { id, admin, member };
  }

  async function addEndpoint(admin: TestUser, body: Record<string, unknown> = {}) {
    return expectStatus(await call('POST', '/api/webhooks/endpoints', admin.token, { url: receiver.url(), events: ['giving.paid', 'giving.failed'], ...body }), 200).data as { id: number; secret: string; url: string };
  }

  /** A member of the company pays one impact for it with the sandbox card; returns the giving's id. */
  async function companyGives(c: { id: number; member: TestUser }, card: string = SANDBOX_TEST_CARDS.succeeds) {
    expectStatus(await a.add(c.member.token, { project_id: 1387, impact_level_id: 3017, company_id: c.id }), 200);
    return (await giveWithCard(ctx, c.member.token, card, { company_id: c.id })).groupId;
  }

  const deliveriesOf = async (token: string, endpointId: number) => expectStatus(await call('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, token), 200).data as WebhookDelivery[];
  const endpointRow = async (id: number) => (await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
  const countRows = async () => {
    const [row] = (await ctx.database.db.execute(sql`select (select count(*) from webhook_endpoints)::int as endpoints, (select count(*) from webhook_events)::int as events`)).rows as { endpoints: number; events: number }[];
    return row;
  };

  it('an admin adds an endpoint and sees its secret once, then lists, edits, disables, enables, rotates and deletes it', async () => {
    const c = await company();
    const created = await call('POST', '/api/webhooks/endpoints', c.admin.token, { url: receiver.url('/a'), description: 'CRM', events: ['giving.paid', 'giving.paid', 'story.paused'], mode: 'test' });
    const body = expectStatus(created, 200);
    expect(body.message).toBe(webhookMessages.created);
    expect(body.data).toMatchObject({ company_id: c.id, url: receiver.url('/a'), description: 'CRM', events: ['giving.paid', 'story.paused'], mode: 'test', enabled: true, disabled_reason: null });
    expect(body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(body.data.secret_hint).toBe(body.data.secret.slice(-4));

    const list = expectStatus(await call('GET', '/api/webhooks/endpoints', c.admin.token), 200).data;
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(body.data.secret);

    const edited = expectStatus(await call('PATCH', `/api/webhooks/endpoints/${body.data.id}`, c.admin.token, { url: receiver.url('/b'), events: ['remittance.delivered'], description: '' }), 200).data;
    expect(edited).toMatchObject({ url: receiver.url('/b'), events: ['remittance.delivered'], description: null });

    const off = expectStatus(await call('PATCH', `/api/webhooks/endpoints/${body.data.id}`, c.admin.token, { enabled: false }), 200);
    expect(off.message).toBe(webhookMessages.disabled);
    expect(off.data).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    const on = expectStatus(await call('PATCH', `/api/webhooks/endpoints/${body.data.id}`, c.admin.token, { enabled: true }), 200).data;
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });

    const rotated = expectStatus(await call('POST', `/api/webhooks/endpoints/${body.data.id}/rotate-secret`, c.admin.token), 200).data;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(body.data.secret);
    expect((await endpointRow(body.data.id)).secret).toBe(rotated.secret);

    expectStatus(await call('DELETE', `/api/webhooks/endpoints/${body.data.id}`, c.admin.token), 200);
    expect(expectStatus(await call('GET', '/api/webhooks/endpoints', c.admin.token), 200).data).toEqual([]);
    expect((await call('DELETE', `/api/webhooks/endpoints/${body.data.id}`, c.admin.token)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 and the field, writing nothing', async () => {
    const c = await company();
    const before = await countRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'not a url', events: ['giving.paid'] }, 'url'],
      [{ url: 'ftp://example.com/hook', events: ['giving.paid'] }, 'url'],
      [{ url: 'https://user:pw@example.com/hook', events: ['giving.paid'] }, 'url'],
      [{ url: receiver.url(), events: [] }, 'events'],
      [{ url: receiver.url(), events: ['giving.refunded'] }, 'events.0'],
      [{ url: receiver.url(), events: ['giving.paid'], mode: 'sandbox' }, 'mode'],
      [{ url: `https://example.com/${'x'.repeat(2001)}`, events: ['giving.paid'] }, 'url'],
      [{ events: ['giving.paid'] }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/webhooks/endpoints', c.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().status).toBe('error');
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const { id } = await addEndpoint(c.admin);
    const bad = await call('PATCH', `/api/webhooks/endpoints/${id}`, c.admin.token, { url: 'nope', events: ['story.paused'] });
    expect(bad.statusCode).toBe(422);
    expect((await endpointRow(id)).events).toEqual(['giving.paid', 'giving.failed']);
    expect((await countRows()).endpoints).toBe(before.endpoints + 1);
  });

  it('lets only the owner and admins of the company, signed in to the business panel, manage its webhooks', async () => {
    const c = await company();
    const other = await company();
    const personal = await createUser(ctx);
    const staff = await signIn(ctx, 'admin@goodhive.example');
    const { id } = await addEndpoint(c.admin);
    const groupId = await companyGives(c);
    await deliveryRunner(ctx).run();
    const [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery.event_type).toBe('giving.paid');

    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['list', 'GET', '/api/webhooks/endpoints'],
      ['create', 'POST', '/api/webhooks/endpoints', { url: receiver.url(), events: ['giving.paid'] }],
      ['edit', 'PATCH', `/api/webhooks/endpoints/${id}`, { description: 'taken over' }],
      ['rotate', 'POST', `/api/webhooks/endpoints/${id}/rotate-secret`],
      ['deliveries', 'GET', `/api/webhooks/endpoints/${id}/deliveries`],
      ['resend', 'POST', `/api/webhooks/deliveries/${delivery.id}/resend`],
      ['delete', 'DELETE', `/api/webhooks/endpoints/${id}`],
    ];
    for (const [name, method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${name} without a token`).toBe(401);
      expect((await call(method, url, c.member.token, payload)).statusCode, `${name} by a plain member`).toBe(403);
      expect((await call(method, url, staff, payload)).statusCode, `${name} by staff`).toBe(403);
      const byPersonal = (await call(method, url, personal.token, payload)).statusCode;
      expect([403, 404], `${name} by a personal giver`).toContain(byPersonal);
      // Another company's admin: their own company's list, and A's endpoint and delivery are unknown to them.
      const byOther = await call(method, url, other.admin.token, payload);
      if (name === 'list') expect(byOther.json().data).toEqual([]);
      else if (name === 'create') expect(byOther.json().data.company_id).toBe(other.id);
      else expect(byOther.statusCode, `${name} by another company's admin`).toBe(404);
    }
    // Naming company A explicitly does not help another company's admin.
    expect((await call('GET', `/api/webhooks/endpoints?company_id=${c.id}`, other.admin.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/webhooks/endpoints', other.admin.token, { company_id: c.id, url: receiver.url(), events: ['giving.paid'] })).statusCode).toBe(403);
    // A's endpoint is untouched, and B's event list never held A's giving.
    expect(await endpointRow(id)).toMatchObject({ description: null, enabled: true });
    const bEvents = await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.company_id, other.id));
    expect(bEvents).toEqual([]);
    expect(groupId).toBeGreaterThan(0);
  });

  it('delivers a paid giving, signed with the endpoint secret, to the receiver', async () => {
    const c = await company();
    const { id, secret } = await addEndpoint(c.admin);
    const from = receiver.requests.length;
    const groupId = await companyGives(c);
    const [event] = await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.company_id, c.id));
    expect(event).toMatchObject({ type: 'giving.paid', mode: 'live' });
    await deliveryRunner(ctx).run();
    const [req] = (await receiver.waitFor(from + 1)).slice(from);
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    const header = req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifyWebhookSignature({ secret, header, rawBody: req.body })).toBe(true);
    expect(await verifyWebhookSignature({ secret: `${secret}x`, header, rawBody: req.body })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header, rawBody: req.body.replace('giving.paid', 'giving.fail') })).toBe(false);
    // A replay long after it was signed is refused by the tolerance.
    expect(await verifyWebhookSignature({ secret, header, rawBody: req.body, now: new Date(Date.now() + 10 * 60_000) })).toBe(false);
    const payload = JSON.parse(req.body);
    expect(payload).toMatchObject({ id: event.public_id, type: 'giving.paid', mode: 'live', company_id: c.id, data: { giving_id: groupId, status: 'paid', amount_usd: 12, currency: 'USD' } });
    expect(payload.data.lines).toEqual([{ project_id: 1387, impact_level_id: 3017, quantity: 1, amount_usd: 12 }]);
    expect(req.headers['goodhive-event-id']).toBe(event.public_id);

    const [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery).toMatchObject({ event_id: event.public_id, event_type: 'giving.paid', status: 'succeeded', next_attempt_at: null });
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ number: 1, trigger: 'automatic', succeeded: true, response_code: 200, response_excerpt: 'ok, received', error: null });
    // Running again sends nothing more: each attempt's job runs once.
    await deliveryRunner(ctx).run();
    expect(receiver.requests.length).toBe(from + 1);
  });

  it('cuts off a receiver that trickles its answer at the time limit, so it cannot hold the job runner, and counts the attempt failed', async () => {
    const trickle = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => res.write('.'), 500);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    try {
      const c = await company();
      const { id } = await addEndpoint(c.admin, { url: `http://127.0.0.1:${(trickle.address() as AddressInfo).port}/slow` });
      await companyGives(c);
      const started = Date.now();
      await deliveryRunner(ctx).run();
      expect(Date.now() - started).toBeLessThan(WEBHOOK_LIMITS.timeoutMs + 3000);
      const [delivery] = await deliveriesOf(c.admin.token, id);
      expect(delivery.attempts[0]).toMatchObject({ succeeded: false, error: `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds.` });
      expect(delivery.status).toBe('retrying');
    } finally {
      trickle.closeAllConnections();
      await new Promise<void>((resolve) => trickle.close(() => resolve()));
    }
  });

  it('tells a failed card to giving.failed endpoints only, and a personal giving to no one', async () => {
    const c = await company();
    const paidOnly = await addEndpoint(c.admin, { events: ['giving.paid'] });
    const failedOnly = await addEndpoint(c.admin, { events: ['giving.failed'] });
    const groupId = await companyGives(c, SANDBOX_TEST_CARDS.declined);
    const personal = await createUser(ctx);
    expectStatus(await a.add(personal.token, { project_id: 1387, impact_level_id: 3017 }), 200);
    await giveWithCard(ctx, personal.token, SANDBOX_TEST_CARDS.succeeds);
    const from = receiver.requests.length;
    await deliveryRunner(ctx).run();
    const [req] = (await receiver.waitFor(from + 1)).slice(from);
    expect(JSON.parse(req.body)).toMatchObject({ type: 'giving.failed', data: { giving_id: groupId, status: 'failed' } });
    expect(await deliveriesOf(c.admin.token, paidOnly.id)).toEqual([]);
    expect(await deliveriesOf(c.admin.token, failedOnly.id)).toHaveLength(1);
    expect(receiver.requests.length).toBe(from + 1);
  });

  it('retries a failing delivery with growing waits until the receiver answers', async () => {
    const c = await company();
    const { id } = await addEndpoint(c.admin);
    await companyGives(c);
    const from = receiver.requests.length;
    receiver.answerWith(500, 503);
    const { run } = deliveryRunner(ctx);
    const t0 = new Date();
    await run(t0);
    let [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery.status).toBe('retrying');
    expect(new Date(delivery.next_attempt_at!).getTime()).toBe(t0.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
    // Not before its time.
    await run(new Date(t0.getTime() + 30_000));
    expect(receiver.requests.length).toBe(from + 1);
    const t1 = new Date(t0.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
    await run(t1);
    [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery.status).toBe('retrying');
    expect(new Date(delivery.next_attempt_at!).getTime()).toBe(t1.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[1] * 1000);
    await run(new Date(delivery.next_attempt_at!));
    [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((x) => [x.number, x.response_code, x.succeeded])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 200, true],
    ]);
    expect(delivery.attempts[0].response_excerpt).toBe('receiver error 500');
    const sent = receiver.requests.slice(from);
    expect(sent).toHaveLength(3);
    // Every attempt carries the same event and body, signed afresh.
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    expect((await endpointRow(id)).failing_since).toBeNull();
  });

  it('disables an endpoint that failed for 24 hours, e-mails the admins, and resends once it is enabled again', async () => {
    const c = await company();
    const secondAdmin = await createUser(ctx, { companyId: c.id, isAdmin: true });
    const { id } = await addEndpoint(c.admin);
    await companyGives(c);
    const from = receiver.requests.length;
    receiver.answerWith(...Array.from({ length: 10 }, () => 500));
    const { run } = deliveryRunner(ctx);
    let at = new Date();
    const mailsBefore = ctx.smtp.mails.length;
    for (let i = 0; i <= WEBHOOK_RETRY_DELAYS_SECONDS.length; i++) {
      await run(at);
      expect(receiver.requests.length).toBe(from + i + 1);
      if (i < WEBHOOK_RETRY_DELAYS_SECONDS.length) at = new Date(at.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[i] * 1000);
    }
    const row = await endpointRow(id);
    expect(row).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const [delivery] = await deliveriesOf(c.admin.token, id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toHaveLength(10);
    const span = new Date(delivery.attempts[9].started_at).getTime() - new Date(delivery.attempts[0].started_at).getTime();
    expect(span).toBeGreaterThanOrEqual(24 * 3_600_000);
    for (const admin of [c.admin, secondAdmin]) {
      const mail = await ctx.smtp.waitForMail(admin.email, new RegExp(webhookMailTexts.subject), 10_000, mailsBefore);
      expect(mail.text).toContain(receiver.url());
    }
    expect(ctx.smtp.mails.slice(mailsBefore).some((m) => m.to.includes(c.member.email))).toBe(false);
    // A disabled endpoint gets no new events and cannot be resent to.
    await companyGives(c);
    expect(await deliveriesOf(c.admin.token, id)).toHaveLength(1);
    const refused = await call('POST', `/api/webhooks/deliveries/${delivery.id}/resend`, c.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(webhookMessages.endpointDisabledCannotResend);

    expectStatus(await call('PATCH', `/api/webhooks/endpoints/${id}`, c.admin.token, { enabled: true }), 200);
    const resent = expectStatus(await call('POST', `/api/webhooks/deliveries/${delivery.id}/resend`, c.admin.token), 200);
    expect(resent.message).toBe(webhookMessages.resent);
    await run(new Date());
    const [after] = await deliveriesOf(c.admin.token, id);
    expect(after.status).toBe('succeeded');
    expect(after.attempts.at(-1)).toMatchObject({ number: 11, trigger: 'manual', succeeded: true, response_code: 200 });
    expect(JSON.parse(receiver.requests.at(-1)!.body).id).toBe(after.event_id);
  });

  it('a running job runner sends a new event without being asked: delivery jobs are polled on their own, every second', async () => {
    const c = await company();
    await addEndpoint(c.admin);
    const { runner } = deliveryRunner(ctx, { pollMs: 1000 });
    runner.start();
    try {
      const from = receiver.requests.length;
      await companyGives(c);
      await receiver.waitFor(from + 1, 8000);
      expect(JSON.parse(receiver.requests[from].body).type).toBe('giving.paid');
    } finally {
      await runner.stop();
    }
  });

  it('sends each attempt once when two runners poll at the same moment', async () => {
    const c = await company();
    const { id } = await addEndpoint(c.admin);
    const second = await addEndpoint(c.admin, { url: receiver.url('/second') });
    await companyGives(c);
    await companyGives(c);
    const from = receiver.requests.length;
    const at = new Date();
    await Promise.all([deliveryRunner(ctx, { workerId: 'w1' }).run(at), deliveryRunner(ctx, { workerId: 'w2' }).run(at)]);
    const sent = receiver.requests.slice(from);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => `${r.path} ${JSON.parse(r.body).id}`)).size).toBe(4);
    for (const endpointId of [id, second.id]) {
      const list = await deliveriesOf(c.admin.token, endpointId);
      expect(list.map((d) => d.attempts.length)).toEqual([1, 1]);
    }
    const rows = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, id));
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
  });
});

describe('webhook endpoint addresses in production', () => {
  const ctx = useTestApp({ seedDemo: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'false' } });

  it('accepts only https to public addresses, with a clear 422 otherwise', async () => {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const post = (url: string) => ctx.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: bearer(admin.token), payload: { url, events: ['giving.paid'] } });
    const refused: [string, string][] = [
      ['http://93.184.216.34/hook', webhookMessages.urlHttps],
      ['https://127.0.0.1/hook', webhookMessages.urlPrivate],
      ['https://localhost:8443/hook', webhookMessages.urlPrivate],
      ['https://vm/hook', webhookMessages.urlPrivate],
      ['https://10.1.2.3/hook', webhookMessages.urlPrivate],
      ['https://172.20.0.1/hook', webhookMessages.urlPrivate],
      ['https://192.168.1.10/hook', webhookMessages.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', webhookMessages.urlPrivate],
      ['https://[::1]/hook', webhookMessages.urlPrivate],
      ['https://[fe80::1]/hook', webhookMessages.urlPrivate],
      ['https://[fd00::1]/hook', webhookMessages.urlPrivate],
      ['https://[::ffff:127.0.0.1]/hook', webhookMessages.urlPrivate],
      ['https://0.0.0.0/hook', webhookMessages.urlPrivate],
      ['https://no-such-host.invalid/hook', webhookMessages.urlUnresolvable],
    ];
    for (const [url, message] of refused) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url, url).toEqual([message]);
    }
    const okRes = await post('https://93.184.216.34/goodhive');
    expect(okRes.statusCode).toBe(200);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: bearer(admin.token) })).json().data;
    expect(listed.map((e: { url: string }) => e.url)).toEqual(['https://93.184.216.34/goodhive']);
  });
});
