import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, SANDBOX_TEST_CARDS, TRIAL_IMPACTS, guestGivingTexts } from '@goodhive/contract';
import { contributionGroups, contributions, countries, publicCarts, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';

const water = { project_id: TRIAL_IMPACTS.water.project_id, impact_level_id: TRIAL_IMPACTS.water.impact_level_id };
const tree = { project_id: TRIAL_IMPACTS.tree.project_id, impact_level_id: TRIAL_IMPACTS.tree.impact_level_id };

describe('guest giving', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const put = (url: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url, payload: payload as object });
  const countryId = async (code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]!.id;
  const newCart = async (lines: object[]) => expectStatus(await a.post('/api/usercart', null, { lines }), 200).data as { key: string; path: string; total_usd: number };
  const guest = async (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Gale',
    last_name: 'Guest',
    email: `guest-${Math.random().toString(36).slice(2)}@example.com`,
    country_id: await countryId('SG'),
    ...overrides,
  });

  it('keeps a visitor cart by its key, priced by the server, and reads it at /api/usercart/{key}/guest', async () => {
    const cart = await newCart([{ ...water, quantity: 50 }, { ...tree, quantity: 1 }, { ...water, quantity: 10 }]);
    expect(cart.path).toBe(`/usercart/${cart.key}/guest`);
    const read = expectStatus(await a.get(`/api/usercart/${cart.key}/guest`), 200).data;
    expect(read.items).toEqual([
      expect.objectContaining({ ...water, quantity: 60, unit_price_usd: 0.02, amt_total_usd: 1.2, is_available: true }),
      expect.objectContaining({ ...tree, quantity: 1, unit_price_usd: 1, amt_total_usd: 1 }),
    ]);
    expect(read.total_usd).toBe(2.2);
    const changed = expectStatus(await put(`/api/usercart/${cart.key}/guest`, { lines: [{ ...tree, quantity: 3 }] }), 200).data;
    expect(changed.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
  });

  it('answers 404 for an unknown key and for a guest key read as a member cart, and refuses client prices and unknown impacts', async () => {
    expect((await a.get('/api/usercart/no-such-cart-key/guest')).statusCode).toBe(404);
    const cart = await newCart([{ ...tree, quantity: 1 }]);
    expect((await a.get(`/api/usercart/${cart.key}/user`)).statusCode).toBe(404);
    expect((await put('/api/usercart/no-such-cart-key/guest', { lines: [] })).statusCode).toBe(404);

    const priced = await a.post('/api/usercart', null, { lines: [{ ...tree, quantity: 1, price: 0.01 }] });
    expect(priced.statusCode).toBe(422);
    expect(JSON.stringify(priced.json())).toContain(guestGivingTexts.noClientPrices);
    const wrongLevel = await a.post('/api/usercart', null, { lines: [{ project_id: water.project_id, impact_level_id: tree.impact_level_id, quantity: 1 }] });
    expect(wrongLevel.statusCode).toBe(422);
    expect(wrongLevel.json().errors['lines.0']).toEqual([guestGivingTexts.lineUnavailable]);
  });

  it('reads a member shared cart at /api/usercart/{key}/user too', async () => {
    const member = await createUser(ctx);
    await a.add(member.token, { ...tree, quantity: 2 });
    const share = expectStatus(await a.post('/api/cart/share', member.token, {}), 200).data;
    const read = expectStatus(await a.get(`/api/usercart/${share.share_key}/user`), 200).data;
    expect(read).toMatchObject({ type: 'user', total_usd: 2, items: [expect.objectContaining({ ...tree, quantity: 2 })] });
  });

  it('a guest gives with the sandbox card, gets the receipt with a claim link, claims it and sees it in the impact history', async () => {
    const cart = await newCart([{ ...water, quantity: 50 }]);
    const me = await guest();
    const checkout = expectStatus(await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...me }), 200).data;
    expect(checkout).toMatchObject({ total_usd: 1, redirect_path: `/payment-redirect/user/${checkout.payment_token}/${checkout.contribution_group_id}` });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, me.email));
    expect(user).toMatchObject({ role_id: ROLE.GUEST, account: 'user', register_source: 'guest-checkout' });

    const pay = expectStatus(await a.pay(null, { contribution_group_id: checkout.contribution_group_id, payment_token: checkout.payment_token }), 200).data;
    const paid = await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx.config.appUrl}/thankyou?group=${checkout.contribution_group_id}`);
    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, checkout.contribution_group_id));
    expect(group).toMatchObject({ status: 'paid', guest: true, user_id: user!.id });

    const mail = await ctx.smtp.waitForMail(me.email, /receipt/);
    expect(mail.text).toContain('Claim my giving');
    const link = /\/claim-giving\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();

    // The guest cannot sign in before claiming.
    const before = await ctx.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username: me.email, password: 'Claimed-2026!' } });
    expect(before.statusCode).not.toBe(200);

    const claimed = expectStatus(await a.post('/api/guest/claim', null, { key: link![1], password: 'Claimed-2026!', confirm_password: 'Claimed-2026!' }), 200);
    expect(claimed).toMatchObject({ message: guestGivingTexts.claimed, data: { email: me.email } });
    const again = await a.post('/api/guest/claim', null, { key: link![1], password: 'Claimed-2026!', confirm_password: 'Claimed-2026!' });
    expect(again.statusCode).toBe(422);

    const token = await signIn(ctx, me.email, 'Claimed-2026!');
    const history = expectStatus(await a.get('/api/v2/impact-history', token), 200);
    expect(history.data.map((row: { project_id?: number; project?: { id: number } }) => row.project_id ?? row.project?.id)).toContain(water.project_id);
    const [member] = await ctx.database.db.select().from(users).where(eq(users.email, me.email));
    expect(member!.role_id).toBe(ROLE.PERSONAL);
  });

  it('refuses a bad e-mail, a price, a member e-mail, an unknown cart and a missing US disclosure, writing nothing', async () => {
    const cart = await newCart([{ ...tree, quantity: 1 }]);
    const countGroups = async () => (await ctx.database.db.select({ id: contributionGroups.id }).from(contributionGroups)).length;
    const countUsers = async () => (await ctx.database.db.select({ id: users.id }).from(users)).length;
    const [groupsBefore, usersBefore] = [await countGroups(), await countUsers()];

    const badEmail = await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...(await guest({ email: 'not-an-email' })) });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual([guestGivingTexts.invalidEmail]);
    const priced = await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...(await guest()), total_usd: 0.01 });
    expect(priced.statusCode).toBe(422);
    const member = await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...(await guest({ email: DEMO_USERS.admin.email })) });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(guestGivingTexts.emailHasAccount);
    expect((await a.post('/api/guest/checkout', null, { cart_key: 'no-such-cart-key', ...(await guest()) })).statusCode).toBe(404);
    const us = await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...(await guest({ country_id: await countryId('US') })) });
    expect(us.statusCode).toBe(422);
    expect(us.json().errors.disclosure_accepted).toEqual([guestGivingTexts.disclosureRequired]);

    expect([await countGroups(), await countUsers()]).toEqual([groupsBefore, usersBefore]);
    expect(await ctx.database.db.select().from(contributions).where(eq(contributions.user_id, -1))).toEqual([]);

    const accepted = await a.post('/api/guest/checkout', null, { cart_key: cart.key, ...(await guest({ country_id: await countryId('US') })), disclosure_accepted: true });
    expect(accepted.statusCode).toBe(200);
    expect((await ctx.database.db.select().from(publicCarts).where(eq(publicCarts.share_key, cart.key))).length).toBe(1);
  });
});
