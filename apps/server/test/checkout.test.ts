import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS, givingMessages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { contributionGroups, contributions, mailOutbox, paymentEvents, paymentSessions, projects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, testConfig, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, setSgdRate } from './giving-helpers.js';

const APP_URL = 'http://localhost:3999';

describe('checkout and payment', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;
  const groupRow = async (id: number) => (await db().select().from(contributionGroups).where(eq(contributionGroups.id, id)))[0];
  const contributionRows = (groupId: number) => db().select().from(contributions).where(eq(contributions.contribution_group_id, groupId)).orderBy(contributions.id);
  const cartItems = async (token: string, query = '') => expectStatus(await a.get(`/api/cart${query}`, token), 200).data.items.map((i: { project_id: number; quantity: number }) => [i.project_id, i.quantity]);

  describe('with the sandbox provider', () => {
    it('checks out the cart into a pending group priced by the server, then pays it with the success card', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1382, impact_level_id: 3011, quantity: 50 });
      await a.add(me.token, { project_id: 1383, impact_level_id: 3013, quantity: 2 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      expect(checkout).toMatchObject({ status: 'pending', account: 'user', total_usd: 10, credit_applied_usd: 0, amount_due_usd: 10, payment_required: true });
      expect(checkout.redirect_path).toBe(`/payment-redirect/user/${checkout.payment_token}/${checkout.contribution_group_id}`);
      expect(checkout.group.contributions).toHaveLength(2);
      expect(checkout.group.contributions.every((c: { payment_received: number; contribution_date: null }) => c.payment_received === 0 && c.contribution_date === null)).toBe(true);
      expect(expectStatus(await a.get('/api/cart', me.token), 200).data.contribution_group_id).toBe(checkout.contribution_group_id);

      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      expect(pay).toMatchObject({ provider: 'sandbox', amount_due_usd: 10, contribution_group_id: checkout.contribution_group_id });
      expect(pay.redirect_url).toMatch(new RegExp(`^${APP_URL}/api/payments/sandbox/sbx_[A-Za-z0-9_-]+$`));
      // Asking again gives the same hosted page.
      expect(expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data.redirect_url).toBe(pay.redirect_url);

      const page = await ctx.app.inject({ method: 'GET', url: new URL(pay.redirect_url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.body).toContain('US $10.00');
      expect(page.body).toContain(SANDBOX_TEST_CARDS.succeeds);
      expect(page.body).toContain('Recover plastic from the ocean');
      expect(page.body).not.toMatch(/<script/i);

      const done = await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${APP_URL}/payment-success/?group=${checkout.contribution_group_id}`);

      const group = await groupRow(checkout.contribution_group_id);
      expect(group).toMatchObject({ status: 'paid', payment_provider: 'sandbox', total_usd_cents: 1000, total_sgd_cents: 1350, funded_by: 'customer' });
      expect(Number(group.exchange_rate_sgd)).toBe(1.35);
      expect(group.paid_at).toBeInstanceOf(Date);
      const rows = await contributionRows(group.id);
      expect(rows.map((c) => [c.project_id, c.quantity, c.beneficiaries, c.unit_price_cents, c.amt_total_usd_cents, c.amt_total_sgd_cents, c.payment_received])).toEqual([
        [1382, 50, 50, 2, 100, 135, 1],
        [1383, 2, 20, 450, 900, 1215, 1],
      ]);
      expect(rows.every((c) => c.contribution_date !== null && c.user_id === me.id && c.account === 'user')).toBe(true);
      const cart = expectStatus(await a.get('/api/cart', me.token), 200).data;
      expect(cart).toMatchObject({ items: [], contribution_group_id: null });
      const view = expectStatus(await a.get(`/api/cart/group/${group.id}`, me.token), 200).data;
      expect(view).toMatchObject({ status: 'paid', total_usd: 10, total_sgd: 13.5, exchange_rate_sgd: 1.35, amount_due_usd: 0 });
      // The hosted page of a finished payment just sends the browser to the result.
      const again = await ctx.app.inject({ method: 'GET', url: new URL(pay.redirect_url).pathname });
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`${APP_URL}/payment-success/?group=${group.id}`);
      expect((await a.pay(me.token, { contribution_group_id: group.id })).statusCode).toBe(409);
    });

    it('leaves the cart intact and nothing paid when the card is declined', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1385, impact_level_id: 3015, quantity: 3 });
      const { groupId, res } = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.declined);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}/payment-failed/?group=${groupId}`);
      expect((await groupRow(groupId)).status).toBe('failed');
      expect((await contributionRows(groupId)).every((c) => c.payment_received === 0 && c.contribution_date === null && c.amt_total_sgd_cents === null)).toBe(true);
      expect(await cartItems(me.token)).toEqual([[1385, 3]]);
      expect(expectStatus(await a.get('/api/cart', me.token), 200).data.contribution_group_id).toBeNull();
      expect(expectStatus(await a.get('/api/contribution/sum', me.token), 200).data.amt_total_usd).toBe(0);
      const retry = await a.pay(me.token, { contribution_group_id: groupId });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().message).toBe(givingMessages.groupNotPayable);
      // Checking out again from the same cart works.
      const second = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
      expect(second.res.headers.location).toContain('/payment-success/');
      expect(await cartItems(me.token)).toEqual([]);
    });

    it('asks for a confirmation step with the 3220 card, then pays or fails', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 4 });
      const first = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.requiresConfirmation);
      expect(first.res.statusCode).toBe(303);
      const pagePath = new URL(first.pay.redirect_url).pathname;
      expect(first.res.headers.location).toBe(pagePath);
      const confirm = await ctx.app.inject({ method: 'GET', url: pagePath });
      expect(confirm.body).toContain('Complete authentication');
      expect((await groupRow(first.groupId)).status).toBe('pending');
      const completed = await ctx.app.inject({ method: 'POST', url: `${pagePath}/confirm`, payload: 'action=complete', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(completed.headers.location).toBe(`${APP_URL}/payment-success/?group=${first.groupId}`);
      expect((await groupRow(first.groupId)).status).toBe('paid');

      await a.add(me.token, { project_id: 1380, impact_level_id: 3009 });
      const second = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.requiresConfirmation);
      const secondPath = new URL(second.pay.redirect_url).pathname;
      const failed = await ctx.app.inject({ method: 'POST', url: `${secondPath}/confirm`, payload: 'action=fail', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(failed.headers.location).toBe(`${APP_URL}/payment-failed/?group=${second.groupId}`);
      expect((await groupRow(second.groupId)).status).toBe('failed');
      expect(await cartItems(me.token)).toEqual([[1380, 1]]);
    });

    it('cancels from the hosted page, keeping the cart; refuses unknown cards with the form again', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1389, impact_level_id: 3019 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      const unknown = await a.submitCard(pay.redirect_url, '5555 5555 5555 4444');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.headers['content-type']).toContain('text/html');
      expect(unknown.body).toContain(givingMessages.unknownTestCard);
      expect((await groupRow(checkout.contribution_group_id)).status).toBe('pending');
      const cancelled = await a.submitCard(pay.redirect_url, '', 'cancel');
      expect(cancelled.headers.location).toBe(`${APP_URL}/payment-cancelled?group=${checkout.contribution_group_id}`);
      expect((await groupRow(checkout.contribution_group_id)).status).toBe('cancelled');
      expect(await cartItems(me.token)).toEqual([[1389, 1]]);
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx_does_not_exist_at_all' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
    });

    it('pays once when the same completion arrives twice or concurrently', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1388, impact_level_id: 3018, quantity: 5 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      // Added after checkout: not part of this payment, so it stays in the cart.
      await a.add(me.token, { project_id: 1388, impact_level_id: 3018, quantity: 2 });
      const results = await Promise.all(Array.from({ length: 5 }, () => a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds)));
      expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303, 303, 303]);
      expect(new Set(results.map((r) => r.headers.location))).toEqual(new Set([`${APP_URL}/payment-success/?group=${checkout.contribution_group_id}`]));
      const events = await db().select().from(paymentEvents).where(eq(paymentEvents.contribution_group_id, checkout.contribution_group_id));
      expect(events.map((e) => e.outcome)).toEqual(['paid']);
      const first = await groupRow(checkout.contribution_group_id);
      await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      expect((await groupRow(checkout.contribution_group_id)).paid_at).toEqual(first.paid_at);
      expect(await contributionRows(checkout.contribution_group_id)).toHaveLength(1);
      expect(await cartItems(me.token)).toEqual([[1388, 2]]);
    });

    it('sends the gift e-card once the payment is confirmed, once, and clears it from the cart', async () => {
      const me = await createUser(ctx);
      const recipient = `friend-${me.id}@test.example`;
      await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 3 });
      await a.post('/api/cart', me.token, { op: 'ecard', ecard_template_id: 2, ecard_message: 'For <you> & the planet', recipient_name: 'Ana', recipient_email: recipient });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      expect(checkout.group.ecard).toEqual({ template_id: 2, message: 'For <you> & the planet', recipient_name: 'Ana', recipient_email: recipient });
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      const outbox = () => db().select().from(mailOutbox).where(eq(mailOutbox.to_address, recipient));
      expect(await outbox()).toHaveLength(0);
      await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: 'gift-ecard', subject: expect.stringMatching(/^Giver Number\d+ sent you a gift of impact$/) });
      expect(mails[0].html).toContain('Celebrating you');
      expect(mails[0].html).toContain('For &lt;you&gt; &amp; the planet');
      expect(mails[0].text).toContain('3 × tree planted (Plant a tree to restore degraded farmland)');
      expect(expectStatus(await a.get('/api/cart', me.token), 200).data.ecard).toBeNull();
    });

    it('leaves an abandoned payment pending with no paid contribution and the cart intact', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1394, impact_level_id: 3024 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200);
      expect((await groupRow(checkout.contribution_group_id)).status).toBe('pending');
      expect(expectStatus(await a.get('/api/contribution/sum', me.token), 200).data.contributions).toBe(0);
      expect(expectStatus(await a.get('/api/v2/contribution', me.token), 200).data).toEqual([]);
      expect(expectStatus(await a.get('/api/v2/contribution?payment_received=0', me.token), 200).data).toHaveLength(1);
      expect(await cartItems(me.token)).toEqual([[1394, 1]]);
    });

    it('returns the same pending group for an unchanged cart and replaces it when the cart changed', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1390, impact_level_id: 3020 });
      const [one, two] = await Promise.all([a.checkout(me.token), a.checkout(me.token)]);
      const first = expectStatus(one, 200).data;
      expect(expectStatus(two, 200).data.contribution_group_id).toBe(first.contribution_group_id);
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: first.contribution_group_id }), 200).data;
      await a.add(me.token, { project_id: 1390, impact_level_id: 3020 });
      const second = expectStatus(await a.checkout(me.token), 200).data;
      expect(second.contribution_group_id).not.toBe(first.contribution_group_id);
      expect(second.total_usd).toBe(50);
      expect((await groupRow(first.contribution_group_id)).status).toBe('cancelled');
      const stale = await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      expect(stale.headers.location).toBe(`${APP_URL}/payment-cancelled?group=${first.contribution_group_id}`);
      expect((await groupRow(first.contribution_group_id)).status).toBe('cancelled');
      expect((await a.pay(me.token, { contribution_group_id: first.contribution_group_id })).statusCode).toBe(409);
    });

    it('fixes the SGD amounts at the rate of the moment of payment', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1393, impact_level_id: 3023, quantity: 3 });
      const { groupId: atOld } = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
      await a.add(me.token, { project_id: 1393, impact_level_id: 3023, quantity: 3 });
      const pending = expectStatus(await a.checkout(me.token), 200).data;
      await setSgdRate(ctx, '1.412345');
      expect(expectStatus(await a.get('/api/cart', me.token), 200).data.totals).toMatchObject({ amt_total_usd: 60, amt_total_sgd: 84.74, exchange_rate_sgd: 1.412345 });
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: pending.contribution_group_id }), 200).data;
      await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      const old = await groupRow(atOld);
      const recent = await groupRow(pending.contribution_group_id);
      expect([Number(old.exchange_rate_sgd), old.total_sgd_cents]).toEqual([1.35, 8100]);
      expect([Number(recent.exchange_rate_sgd), recent.total_sgd_cents]).toEqual([1.412345, 8474]);
      expect((await contributionRows(atOld))[0].amt_total_sgd_cents).toBe(8100);
      await setSgdRate(ctx, '1.35');
      expect((await groupRow(pending.contribution_group_id)).total_sgd_cents).toBe(8474);
      expect(expectStatus(await a.get(`/api/cart/group/${atOld}`, me.token), 200).data.total_sgd).toBe(81);
    });

    it('refuses to check out an empty cart or one with impacts no longer available (409)', async () => {
      const me = await createUser(ctx);
      const empty = await a.checkout(me.token);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().message).toBe(givingMessages.cartEmpty);
      const line = expectStatus(await a.add(me.token, { project_id: 1391, impact_level_id: 3021 }), 200).data.items[0];
      await db().update(projects).set({ status: 'paused' }).where(eq(projects.id, 1391));
      try {
        const res = await a.checkout(me.token);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: givingMessages.itemsUnavailable, errors: { carts_id: [String(line.carts_id)] } });
        expect(expectStatus(await a.get('/api/cart', me.token), 200).data.items[0].is_available).toBe(false);
      } finally {
        await db().update(projects).set({ status: 'live' }).where(eq(projects.id, 1391));
      }
      expect((await a.checkout(me.token, { use_credit: 'yes' })).statusCode).toBe(422);
    });

    it('checks out and pays a company cart for company members only', async () => {
      const companyId = await createCompany(ctx);
      const member = await createUser(ctx, { companyId });
      const colleague = await createUser(ctx, { companyId });
      const outsider = await createUser(ctx);
      await a.add(member.token, { project_id: 1387, impact_level_id: 3017, company_id: companyId });
      expect((await a.checkout(outsider.token, { company_id: companyId })).statusCode).toBe(403);
      const checkout = expectStatus(await a.checkout(member.token, { company_id: companyId }), 200).data;
      expect(checkout.redirect_path).toMatch(/^\/payment-redirect\/company\//);
      expect((await a.get(`/api/cart/group/${checkout.contribution_group_id}`, outsider.token)).statusCode).toBe(404);
      expect((await a.pay(outsider.token, { contribution_group_id: checkout.contribution_group_id })).statusCode).toBe(404);
      const pay = expectStatus(await a.pay(colleague.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
      expect(await groupRow(checkout.contribution_group_id)).toMatchObject({ status: 'paid', account: 'company', company_id: companyId, user_id: member.id });
      expect(await cartItems(member.token, `?company_id=${companyId}`)).toEqual([]);
      expect(expectStatus(await a.get(`/api/contribution/sum?company_id=${companyId}`, colleague.token), 200).data.amt_total_usd).toBe(12);
      // The member acts as the company: their sums default to it; their personal account gave nothing.
      expect(expectStatus(await a.get('/api/contribution/sum', member.token), 200).data.amt_total_usd).toBe(12);
      expect(expectStatus(await a.get('/api/contribution/sum?account=user', member.token), 200).data.amt_total_usd).toBe(0);
    });
  });

  describe('who may see and pay a group', () => {
    it('GET /api/cart/group/:id: owner, admin or payment token; 401 without either; 404 for others', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      await a.add(me.token, { project_id: 1381, impact_level_id: 3010, quantity: 10 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const id = checkout.contribution_group_id;
      expect(expectStatus(await a.get(`/api/cart/group/${id}`, me.token), 200).data).toMatchObject({ id, status: 'pending', total_usd: 2, amount_due_usd: 2 });
      expect((await a.get(`/api/cart/group/${id}`)).statusCode).toBe(401);
      expect((await a.get(`/api/cart/group/${id}`, other.token)).statusCode).toBe(404);
      expect((await a.get('/api/cart/group/999999', me.token)).statusCode).toBe(404);
      expect((await a.get('/api/cart/group/abc', me.token)).statusCode).toBe(422);
      expect((await a.get(`/api/cart/group/${id}`, await signIn(ctx, DEMO_USERS.admin.email))).statusCode).toBe(200);
      expect(expectStatus(await a.get(`/api/cart/group/${id}?payment_token=${checkout.payment_token}`), 200).data.id).toBe(id);
      expect((await a.get(`/api/cart/group/${id}?payment_token=wrong-token-value`)).statusCode).toBe(401);
      // A token opens only its own group.
      await a.add(other.token, { project_id: 1381, impact_level_id: 3010 });
      const others = expectStatus(await a.checkout(other.token), 200).data;
      expect((await a.get(`/api/cart/group/${others.contribution_group_id}?payment_token=${checkout.payment_token}`)).statusCode).toBe(401);
    });

    it('POST /api/contribution/pay: owner or payment token; admins cannot pay for others; 422 for a bad body', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1381, impact_level_id: 3010 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const id = checkout.contribution_group_id;
      expect((await a.pay(null, { contribution_group_id: id })).statusCode).toBe(401);
      expect((await a.pay(null, { contribution_group_id: id, payment_token: 'not-the-right-token' })).statusCode).toBe(401);
      expect((await a.pay(await signIn(ctx, DEMO_USERS.admin.email), { contribution_group_id: id })).statusCode).toBe(404);
      expect(expectStatus(await a.pay(null, { contribution_group_id: id, payment_token: checkout.payment_token }), 200).data.provider).toBe('sandbox');
      expect((await a.pay(me.token, {})).statusCode).toBe(422);
      expect((await a.pay(me.token, { contribution_group_id: 'x' })).statusCode).toBe(422);
      expect((await a.pay(me.token, { contribution_group_id: 999999 })).statusCode).toBe(404);
    });

    it('POST /api/cart/contribution/remove cancels the pending checkout only for its owner', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      await a.add(me.token, { project_id: 1385, impact_level_id: 3015 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      expect((await a.post('/api/cart/contribution/remove', other.token, { contribution_group_id: checkout.contribution_group_id })).statusCode).toBe(404);
      expect((await a.post('/api/cart/contribution/remove', other.token, { user_id: me.id })).statusCode).toBe(403);
      const removed = expectStatus(await a.post('/api/cart/contribution/remove', me.token, {}), 200);
      expect(removed.message).toBe(givingMessages.checkoutCancelled);
      expect(removed.data.contribution_group_id).toBe(checkout.contribution_group_id);
      expect(removed.data.cart).toMatchObject({ contribution_group_id: null, items: [expect.objectContaining({ project_id: 1385 })] });
      expect((await groupRow(checkout.contribution_group_id)).status).toBe('cancelled');
      expect(expectStatus(await a.post('/api/cart/contribution/remove', me.token, {}), 200).data.contribution_group_id).toBeNull();
      const paid = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
      expect((await a.post('/api/cart/contribution/remove', me.token, { contribution_group_id: paid.groupId })).statusCode).toBe(409);
      expect((await a.post('/api/cart/contribution/remove', me.token, { contribution_group_id: 'x' })).statusCode).toBe(422);
    });
  });

  describe('with Stripe', () => {
    const secret = 'whsec_test_goodhive_secret';
    let stripeApp: FastifyInstance;
    beforeAll(async () => {
      stripeApp = await buildApp({
        config: testConfig({ UPLOAD_DIR: ctx.config.uploads.dir, STRIPE_SECRET_KEY: 'sk_test_goodhive_never_called', STRIPE_WEBHOOK_SECRET: secret }),
        database: ctx.database,
        webDist: null,
        logger: false,
      });
      await stripeApp.ready();
    });
    afterAll(async () => stripeApp?.close());

    /** A pending group with a Stripe Checkout Session on record, as POST /api/contribution/pay would leave it. */
    async function pendingStripeGroup() {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1384, impact_level_id: 3014, quantity: 2 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const sessionId = `cs_test_${checkout.contribution_group_id}_${Date.now()}`;
      await db().insert(paymentSessions).values({
        contribution_group_id: checkout.contribution_group_id,
        provider: 'stripe',
        provider_session_id: sessionId,
        amount_due_cents: 3000,
        redirect_url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        expires_at: new Date(Date.now() + 3600_000),
      });
      return { me, groupId: checkout.contribution_group_id as number, sessionId };
    }

    const stripeEvent = (id: string, type: string, session: Record<string, unknown>) =>
      JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', ...session } } });

    const sendWebhook = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })) =>
      stripeApp.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

    it('pays once on a signed checkout.session.completed, however often it is delivered', async () => {
      const { me, groupId, sessionId } = await pendingStripeGroup();
      const payload = stripeEvent('evt_paid_1', 'checkout.session.completed', { id: sessionId, payment_status: 'paid', amount_total: 3000, currency: 'usd', payment_intent: 'pi_123' });
      const res = await sendWebhook(payload);
      expect(expectStatus(res, 200).data).toEqual({ received: true, duplicate: false, outcome: 'paid' });
      expect(await groupRow(groupId)).toMatchObject({ status: 'paid', payment_provider: 'stripe', payment_reference: 'pi_123', total_sgd_cents: 4050 });
      const paidAt = (await groupRow(groupId)).paid_at;
      const again = await Promise.all([sendWebhook(payload), sendWebhook(payload)]);
      for (const r of again) expect(expectStatus(r, 200).data).toEqual({ received: true, duplicate: true, outcome: 'paid' });
      expect((await groupRow(groupId)).paid_at).toEqual(paidAt);
      const events = await db().select().from(paymentEvents).where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.event_id, 'evt_paid_1')));
      expect(events).toHaveLength(1);
      expect(expectStatus(await a.get('/api/contribution/sum', me.token), 200).data).toMatchObject({ amt_total_usd: 30, contributions: 1 });
      const later = stripeEvent('evt_paid_2', 'checkout.session.async_payment_succeeded', { id: sessionId, payment_status: 'paid', amount_total: 3000, currency: 'usd', payment_intent: 'pi_123' });
      expect(expectStatus(await sendWebhook(later), 200).data.outcome).toBe('already_paid');
    });

    it('pays once when two different success events race', async () => {
      const { groupId, sessionId } = await pendingStripeGroup();
      const session = { id: sessionId, payment_status: 'paid', amount_total: 3000, currency: 'usd', payment_intent: 'pi_race' };
      const results = await Promise.all([
        sendWebhook(stripeEvent('evt_race_a', 'checkout.session.completed', session)),
        sendWebhook(stripeEvent('evt_race_b', 'checkout.session.async_payment_succeeded', session)),
      ]);
      expect(results.map((r) => r.json().data.outcome).sort()).toEqual(['already_paid', 'paid']);
      expect((await groupRow(groupId)).status).toBe('paid');
    });

    it('rejects a bad, missing or stale signature and a tampered body (400), changing nothing', async () => {
      const { groupId, sessionId } = await pendingStripeGroup();
      const payload = stripeEvent('evt_forged', 'checkout.session.completed', { id: sessionId, payment_status: 'paid', amount_total: 3000, currency: 'usd' });
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
      const tampered = payload.replace('"amount_total":3000', '"amount_total":1');
      for (const res of [
        await sendWebhook(payload, wrongSecret),
        await sendWebhook(payload, stale),
        await sendWebhook(tampered, Stripe.webhooks.generateTestHeaderString({ payload, secret })),
        await stripeApp.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'error', message: givingMessages.invalidSignature });
      }
      expect((await groupRow(groupId)).status).toBe('pending');
    });

    it('does not pay when the amount differs from what is due', async () => {
      const { groupId, sessionId } = await pendingStripeGroup();
      const res = await sendWebhook(stripeEvent('evt_short', 'checkout.session.completed', { id: sessionId, payment_status: 'paid', amount_total: 2999, currency: 'usd' }));
      expect(res.json().data.outcome).toBe('amount_mismatch');
      expect((await groupRow(groupId)).status).toBe('pending');
    });

    it('cancels on checkout.session.expired and fails on async_payment_failed, keeping the cart', async () => {
      const expired = await pendingStripeGroup();
      expect((await sendWebhook(stripeEvent('evt_exp', 'checkout.session.expired', { id: expired.sessionId, payment_status: 'unpaid', amount_total: 3000, currency: 'usd' }))).json().data.outcome).toBe('cancelled');
      expect((await groupRow(expired.groupId)).status).toBe('cancelled');
      expect(await cartItems(expired.me.token)).toEqual([[1384, 2]]);
      const failed = await pendingStripeGroup();
      const waiting = await sendWebhook(stripeEvent('evt_wait', 'checkout.session.completed', { id: failed.sessionId, payment_status: 'unpaid', amount_total: 3000, currency: 'usd' }));
      expect(waiting.json().data.outcome).toBe('ignored');
      expect((await sendWebhook(stripeEvent('evt_fail', 'checkout.session.async_payment_failed', { id: failed.sessionId, payment_status: 'unpaid', amount_total: 3000, currency: 'usd' }))).json().data.outcome).toBe('failed');
      expect((await groupRow(failed.groupId)).status).toBe('failed');
      expect(await cartItems(failed.me.token)).toEqual([[1384, 2]]);
    });

    it('acknowledges events it does not act on, and events for unknown sessions', async () => {
      expect((await sendWebhook(JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { object: 'customer', id: 'cus_1' } } }))).json().data.outcome).toBe('ignored');
      expect((await sendWebhook(stripeEvent('evt_unknown', 'checkout.session.completed', { id: 'cs_test_unknown', payment_status: 'paid', amount_total: 100, currency: 'usd' }))).json().data.outcome).toBe('unknown_session');
    });

    it('turns the sandbox page off, and the webhook is 404 where Stripe is not configured', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1380, impact_level_id: 3009 });
      const checkout = expectStatus(await a.checkout(me.token), 200).data;
      const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
      expect((await stripeApp.inject({ method: 'GET', url: new URL(pay.redirect_url).pathname })).statusCode).toBe(404);
      const res = await stripeApp.inject({
        method: 'POST',
        url: new URL(pay.redirect_url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=pay&card_number=${SANDBOX_TEST_CARDS.succeeds}`,
      });
      expect(res.statusCode).toBe(404);
      expect((await groupRow(checkout.contribution_group_id)).status).toBe('pending');
      const plain = await ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
      expect(plain.statusCode).toBe(404);
    });
  });
});

describe('payment configuration', () => {
  it('chooses Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatchObject({
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_abc',
      stripeWebhookSecret: 'whsec_abc',
    });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_abc' }).paymentProvider).toBe('sandbox');
  });

  it('lists one line per payment configuration problem', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: must be set when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET: must be set with Stripe (payments are confirmed by signed webhooks)',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_test_public', STRIPE_WEBHOOK_SECRET: 'secret', PAYMENT_PROVIDER: 'paypal' }).map((p) => p.split(':')[0]).sort()).toEqual([
      'PAYMENT_PROVIDER',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', OAUTH_CLIENT_SECRET: 'a-long-private-secret' };
    expect(problems(production)).toEqual(['PAYMENT_PROVIDER: set STRIPE_SECRET_KEY in production, or PAYMENT_PROVIDER=sandbox to accept test cards only']);
    expect(problems({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toEqual([]);
  });
});
