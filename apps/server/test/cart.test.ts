import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givingMessages } from '@goodhive/contract';
import { impactLevels, projects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus } from './giving-helpers.js';

type Line = { carts_id: number; type: string; project_id: number; story_id: number | null; impact_level_id: number; quantity: number; count: number; amt_total_usd: number; beneficiaries: number };

describe('giving cart', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const cartOf = async (token: string, query = '') => expectStatus(await a.get(`/api/cart${query}`, token), 200).data;

  it('answers 401 to every cart call without a token', async () => {
    const calls = [
      a.get('/api/cart'),
      a.post('/api/cart', null, { op: 'clear' }),
      a.post('/api/cart/post/1'),
      a.post('/api/story/checkIsInCart', null, { project_id: 1380 }),
      a.get('/api/cart/preview-ecard?current_template_id=1&msg=hi'),
      a.post('/api/cart/share', null, {}),
      a.del('/api/cart/share'),
      a.post('/api/cart/shared/abcdefghijkl/user/copy', null, {}),
      a.post('/api/cart/contribution', null, {}),
      a.post('/api/cart/contribution/remove', null, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });

  it('starts empty, with every field of the cart state', async () => {
    const me = await createUser(ctx);
    expect(await cartOf(me.token)).toEqual({
      id: null,
      user_id: me.id,
      company_id: null,
      account: 'user',
      contribution_group_id: null,
      restored: 0,
      monthly_story_flag: 0,
      ecard: null,
      share_key: null,
      items: [],
      totals: { items_count: 0, quantity: 0, beneficiaries: 0, amt_total_usd: 0, amt_total_sgd: 0, exchange_rate_sgd: 1.35 },
    });
  });

  it('merges adds by type, project or story and impact level: a project add adds 1 (or its quantity), a story add its count', async () => {
    const me = await createUser(ctx);
    let res = await a.add(me.token, { project_id: 1382, impact_level_id: 3011, quantity: 50 });
    expect(expectStatus(res, 200).message).toBe(givingMessages.addedToCart);
    res = await a.add(me.token, { project_id: 1382, impact_level_id: 3011 });
    let items: Line[] = res.json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'project', project_id: 1382, impact_level_id: 3011, quantity: 51, count: 51, story_id: null });
    await a.add(me.token, { project_id: 1382, impact_level_id: 3011, quantity: 9 });
    await a.add(me.token, { project_id: 1383, impact_level_id: 3012, quantity: 2 });
    await a.add(me.token, { project_id: 1383, impact_level_id: 3013 });
    const s77 = await createStory(ctx, me.token, { project_id: 1382, impact_level_id: 3011 });
    const s78 = await createStory(ctx, me.token, { project_id: 1382, impact_level_id: 3011 });
    await a.add(me.token, { type: 'story', story_id: s77, project_id: 1382, impact_level_id: 3011, story_qty: 3 });
    res = await a.add(me.token, { type: 'story', story_id: s77, project_id: 1382, impact_level_id: 3011, story_qty: 2 });
    await a.add(me.token, { type: 'story', story_id: s78, project_id: 1382, impact_level_id: 3011 });
    items = (await cartOf(me.token)).items;
    expect(items.map((i) => [i.type, i.story_id, i.impact_level_id, i.quantity])).toEqual([
      ['project', null, 3011, 60],
      ['project', null, 3012, 2],
      ['project', null, 3013, 1],
      ['story', s77, 3011, 5],
      ['story', s78, 3011, 1],
    ]);
  });

  it('prices every line itself and ignores amounts sent by the client; totals in USD and SGD', async () => {
    const me = await createUser(ctx);
    await a.post('/api/cart', me.token, { op: 'add', project_id: 1382, impact_level_id: 3011, quantity: 50, amt_total_usd: 0.01, beneficiaries: 1, single_contribution_total: 0.01 });
    const cart = expectStatus(await a.post('/api/cart', me.token, { op: 'add', project_id: 1383, impact_level_id: 3013, quantity: 2, amt_total_usd: 0 }), 200).data;
    expect(cart.items.map((i: Line) => [i.amt_total_usd, i.beneficiaries])).toEqual([
      [1, 50],
      [9, 20],
    ]);
    expect(cart.totals).toEqual({ items_count: 2, quantity: 52, beneficiaries: 70, amt_total_usd: 10, amt_total_sgd: 13.5, exchange_rate_sgd: 1.35 });
    expect(cart.items[1]).toMatchObject({ unit_price_usd: 4.5, impact: { impact_unit: '10 kg of plastic recovered', beneficiaries_per_unit: 10, price: 4.5 }, project: { title: 'Recover plastic from the ocean', partner_name: 'Blue Reef Alliance' } });
  });

  it('updates a line to a quantity, removes a line and clears the cart', async () => {
    const me = await createUser(ctx);
    const first = expectStatus(await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 4 }), 200).data.items[0];
    await a.add(me.token, { project_id: 1381, impact_level_id: 3010 });
    let cart = expectStatus(await a.post('/api/cart', me.token, { op: 'update', carts_id: first.carts_id, quantity: 7 }), 200).data;
    expect(cart.items[0].quantity).toBe(7);
    cart = expectStatus(await a.post('/api/cart', me.token, { op: 'remove', carts_id: first.carts_id }), 200).data;
    expect(cart.items.map((i: Line) => i.project_id)).toEqual([1381]);
    expect((await a.post('/api/cart', me.token, { op: 'remove', carts_id: first.carts_id })).statusCode).toBe(404);
    await a.post('/api/cart', me.token, { op: 'add', project_id: 1380, impact_level_id: 3009, monthly_story_flag: 1 });
    expect((await cartOf(me.token)).monthly_story_flag).toBe(1);
    const cleared = expectStatus(await a.post('/api/cart', me.token, { op: 'clear' }), 200);
    expect(cleared.message).toBe(givingMessages.cartCleared);
    expect(cleared.data).toMatchObject({ items: [], monthly_story_flag: 0, restored: 0, totals: { amt_total_usd: 0 } });
  });

  it('answers 422 for each invalid cart request', async () => {
    const me = await createUser(ctx);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'op'],
      [{ op: 'buy' }, 'op'],
      [{ op: 'add', impact_level_id: 3009 }, 'project_id'],
      [{ op: 'add', project_id: 1380 }, 'impact_level_id'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 0 }, 'quantity'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3009, quantity: -2 }, 'quantity'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 100001 }, 'quantity'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 1.5 }, 'quantity'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3009, amt_total_usd: -1 }, 'amt_total_usd'],
      [{ op: 'add', type: 'gift', project_id: 1380, impact_level_id: 3009 }, 'type'],
      [{ op: 'add', type: 'story', project_id: 1380, impact_level_id: 3009 }, 'story_id'],
      [{ op: 'add', project_id: 1380, impact_level_id: 3010 }, 'impact_level_id'],
      [{ op: 'add', project_id: 1380, impact_level_id: 999999 }, 'impact_level_id'],
      [{ op: 'update', quantity: 2 }, 'carts_id'],
      [{ op: 'update', carts_id: 1, quantity: 0 }, 'quantity'],
      [{ op: 'remove' }, 'carts_id'],
      [{ op: 'ecard', ecard_template_id: 99 }, 'ecard_template_id'],
      [{ op: 'ecard', ecard_template_id: 1, ecard_message: 'x'.repeat(501) }, 'ecard_message'],
      [{ op: 'ecard', ecard_template_id: 1, recipient_email: 'not-an-email' }, 'recipient_email'],
      [{ op: 'clear', company_id: 'abc' }, 'company_id'],
    ];
    for (const [payload, field] of bad) {
      const res = await a.post('/api/cart', me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(','), JSON.stringify(payload)).toContain(field);
    }
    expect((await cartOf(me.token)).items).toEqual([]);
  });

  it('refuses impacts that cannot be given: not live, withdrawn, not in USD, or beyond the limits', async () => {
    const me = await createUser(ctx);
    await ctx.database.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, 1386));
    await ctx.database.db.update(impactLevels).set({ currency: 'SGD' }).where(eq(impactLevels.id, 3021));
    try {
      const closed = await a.add(me.token, { project_id: 1386, impact_level_id: 3016 });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errors.project_id).toEqual([givingMessages.itemUnavailable]);
      expect((await a.add(me.token, { project_id: 1391, impact_level_id: 3021 })).json().errors.impact_level_id).toEqual([givingMessages.notUsd]);
    } finally {
      await ctx.database.db.update(projects).set({ status: 'live' }).where(eq(projects.id, 1386));
      await ctx.database.db.update(impactLevels).set({ currency: 'USD' }).where(eq(impactLevels.id, 3021));
    }
    expect(expectStatus(await a.add(me.token, { project_id: 1382, impact_level_id: 3011, quantity: 100000 }), 200).data.items[0].quantity).toBe(100000);
    const over = await a.add(me.token, { project_id: 1382, impact_level_id: 3011 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.quantity[0]).toMatch(/at most 100000/);
    const tooMuch = await a.add(me.token, { project_id: 1392, impact_level_id: 3022, quantity: 30000 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.quantity).toEqual([givingMessages.cartTooLarge]);
    expect((await cartOf(me.token)).items.map((i: Line) => i.quantity)).toEqual([100000]);
  });

  it('merges concurrent adds of the same impact into one line without losing any', async () => {
    const me = await createUser(ctx);
    await Promise.all(Array.from({ length: 8 }, () => a.add(me.token, { project_id: 1380, impact_level_id: 3009 })));
    const cart = await cartOf(me.token);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(8);
  });

  describe('whose cart', () => {
    it('keeps the company cart apart from the personal one and shares it among the company members', async () => {
      const companyId = await createCompany(ctx);
      const owner = await createUser(ctx, { companyId, isAdmin: true });
      const member = await createUser(ctx, { companyId });
      await a.add(owner.token, { project_id: 1380, impact_level_id: 3009, company_id: companyId });
      await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 2, company_id: companyId });
      await a.add(owner.token, { project_id: 1381, impact_level_id: 3010, account: 'user' });
      const company = await cartOf(member.token, `?company_id=${companyId}`);
      expect(company).toMatchObject({ account: 'company', company_id: companyId, user_id: member.id });
      expect(company.items.map((i: Line) => [i.project_id, i.quantity])).toEqual([[1380, 3]]);
      // Both act as the company, so their carts default to the company's; account=user picks the personal one.
      expect(await cartOf(owner.token)).toMatchObject({ account: 'company', company_id: companyId, items: company.items });
      expect((await cartOf(owner.token, '?account=user')).items.map((i: Line) => i.project_id)).toEqual([1381]);
      expect((await cartOf(member.token, '?account=user')).items).toEqual([]);
    });

    it("answers 403 for another user's cart or a company the caller is not a member of, 404 for an unknown company", async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      const companyId = await createCompany(ctx);
      const otherLine = expectStatus(await a.add(other.token, { project_id: 1380, impact_level_id: 3009 }), 200).data.items[0];
      expect((await a.get(`/api/cart?user_id=${other.id}`, me.token)).statusCode).toBe(403);
      expect((await a.post('/api/cart', me.token, { op: 'clear', user_id: other.id })).statusCode).toBe(403);
      expect((await a.get(`/api/cart?company_id=${companyId}`, me.token)).statusCode).toBe(403);
      expect((await a.add(me.token, { project_id: 1380, impact_level_id: 3009, company_id: companyId })).statusCode).toBe(403);
      expect((await a.get('/api/cart?company_id=999999', me.token)).statusCode).toBe(404);
      expect((await a.post('/api/cart', me.token, { op: 'update', carts_id: otherLine.carts_id, quantity: 9 })).statusCode).toBe(404);
      expect((await a.post('/api/cart', me.token, { op: 'remove', carts_id: otherLine.carts_id })).statusCode).toBe(404);
      expect((await cartOf(other.token)).items[0].quantity).toBe(1);
      expect((await a.post('/api/story/checkIsInCart', me.token, { user_id: other.id, project_id: 1380 })).statusCode).toBe(403);
      expect((await a.post('/api/cart/share', me.token, { company_id: companyId })).statusCode).toBe(403);
    });

    it("lets admins read anyone's cart but not change it", async () => {
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const companyId = await createCompany(ctx);
      const giver = await createUser(ctx, { companyId });
      await a.add(giver.token, { project_id: 1385, impact_level_id: 3015, quantity: 2, account: 'user' });
      await a.add(giver.token, { project_id: 1388, impact_level_id: 3018, company_id: companyId });
      expect((await cartOf(admin, `?user_id=${giver.id}&account=user`)).items.map((i: Line) => i.project_id)).toEqual([1385]);
      // The giver acts as their company: that is the cart staff see by user_id alone.
      expect((await cartOf(admin, `?user_id=${giver.id}`)).items.map((i: Line) => i.project_id)).toEqual([1388]);
      expect((await cartOf(admin, `?company_id=${companyId}`)).items.map((i: Line) => i.project_id)).toEqual([1388]);
      expect((await a.post('/api/cart', admin, { op: 'clear', user_id: giver.id })).statusCode).toBe(403);
      expect((await a.post('/api/cart', admin, { op: 'clear', user_id: giver.id, account: 'user' })).statusCode).toBe(403);
      expect((await a.add(admin, { project_id: 1385, impact_level_id: 3015, company_id: companyId })).statusCode).toBe(403);
    });
  });

  it('POST /api/story/checkIsInCart tells whether a project or story is in the cart', async () => {
    const me = await createUser(ctx);
    await a.add(me.token, { project_id: 1389, impact_level_id: 3019, quantity: 3 });
    const story = await createStory(ctx, me.token, { project_id: 1380, impact_level_id: 3009 });
    await a.add(me.token, { type: 'story', story_id: story, project_id: 1380, impact_level_id: 3009, story_qty: 4 });
    const check = (body: Record<string, unknown>) => a.post('/api/story/checkIsInCart', me.token, { user_id: me.id, company_id: null, ...body });
    expect(expectStatus(await check({ project_id: 1389 }), 200).data).toMatchObject({ is_in_cart: true, quantity: 3 });
    expect(expectStatus(await check({ story_id: story }), 200).data).toMatchObject({ is_in_cart: true, quantity: 4 });
    expect(expectStatus(await check({ project_id: 1380, story_id: story }), 200).data.is_in_cart).toBe(true);
    expect(expectStatus(await check({ project_id: 1380 }), 200).data).toEqual({ is_in_cart: false, quantity: 0, carts_id: null });
    expect(expectStatus(await check({ story_id: 999 }), 200).data.is_in_cart).toBe(false);
    expect((await check({ project_id: 'x' })).statusCode).toBe(422);
  });

  describe('gift e-card', () => {
    it('is stored on the cart and can be removed', async () => {
      const me = await createUser(ctx);
      const set = expectStatus(await a.post('/api/cart', me.token, { op: 'ecard', ecard_template_id: 2, ecard_message: 'For the team', recipient_name: 'Ana', recipient_email: 'ana@example.com' }), 200);
      expect(set.data.ecard).toEqual({ template_id: 2, message: 'For the team', recipient_name: 'Ana', recipient_email: 'ana@example.com' });
      expect(expectStatus(await a.post('/api/cart', me.token, { op: 'ecard', ecard_template_id: null }), 200).data.ecard).toBeNull();
    });

    it('GET /api/cart/preview-ecard answers an image with the message, escaped', async () => {
      const me = await createUser(ctx);
      const res = await a.get(`/api/cart/preview-ecard?current_template_id=1&msg=${encodeURIComponent('Thanks <script>alert(1)</script> & more')}&recipient_name=Ana`, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['content-disposition']).toContain('ecard-preview.svg');
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).toContain('Thank you!');
      expect(res.body).toContain('Dear Ana,');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
      expect(res.body).not.toContain('<script>');
      expect((await a.get('/api/cart/preview-ecard?current_template_id=9&msg=x', me.token)).statusCode).toBe(422);
      expect((await a.get('/api/cart/preview-ecard?msg=x', me.token)).statusCode).toBe(422);
      expect(expectStatus(await a.get('/api/cart/ecard-templates'), 200).data.map((t: { id: number }) => t.id)).toEqual([1, 2, 3]);
    });
  });

  describe('shared cart link /usercart/{key}/{type}', () => {
    it('shows the cart read-only to anyone with the link, lets another giver copy it, and can be withdrawn', async () => {
      const owner = await createUser(ctx);
      const friend = await createUser(ctx);
      await a.add(owner.token, { project_id: 1384, impact_level_id: 3014, quantity: 2 });
      const share = expectStatus(await a.post('/api/cart/share', owner.token, {}), 200).data;
      expect(share).toMatchObject({ type: 'user', path: `/usercart/${share.share_key}/user` });
      expect(expectStatus(await a.post('/api/cart/share', owner.token, {}), 200).data.share_key).toBe(share.share_key);
      const shared = expectStatus(await a.get(`/api/cart/shared/${share.share_key}/user`), 200).data;
      expect(shared.owner_name).toMatch(/^Giver N\.$/);
      expect(shared.items.map((i: Line) => [i.project_id, i.quantity])).toEqual([[1384, 2]]);
      expect(shared.totals.amt_total_usd).toBe(30);
      expect(JSON.stringify(shared)).not.toContain(owner.email);
      expect((await a.get(`/api/cart/shared/${share.share_key}/company`)).statusCode).toBe(404);
      expect((await a.get('/api/cart/shared/nonexistentkey1/user')).statusCode).toBe(404);

      await a.add(friend.token, { project_id: 1384, impact_level_id: 3014 });
      const copied = expectStatus(await a.post(`/api/cart/shared/${share.share_key}/user/copy`, friend.token, {}), 200).data;
      expect(copied.items.map((i: Line) => [i.project_id, i.quantity])).toEqual([[1384, 3]]);
      expect((await a.post(`/api/cart/shared/${share.share_key}/user/copy`, owner.token, {})).statusCode).toBe(409);

      expect(expectStatus(await a.del('/api/cart/share', owner.token), 200).data.share_key).toBeNull();
      expect((await a.get(`/api/cart/shared/${share.share_key}/user`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/cart/post/{id}', () => {
    it('puts the impacts of an earlier contribution group back into the cart and sets the restored flag', async () => {
      const me = await createUser(ctx);
      await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 2 });
      const story = await createStory(ctx, me.token, { project_id: 1381, impact_level_id: 3010 });
      await a.add(me.token, { type: 'story', story_id: story, project_id: 1381, impact_level_id: 3010, story_qty: 5 });
      const group = expectStatus(await a.checkout(me.token), 200).data;
      await a.post('/api/cart', me.token, { op: 'clear' });
      const restored = expectStatus(await a.post(`/api/cart/post/${group.contribution_group_id}`, me.token), 200).data;
      expect(restored.restored).toBe(1);
      expect(restored.items.map((i: Line) => [i.type, i.project_id, i.story_id, i.quantity])).toEqual([
        ['project', 1380, null, 2],
        ['story', 1381, story, 5],
      ]);
      const stranger = await createUser(ctx);
      expect((await a.post(`/api/cart/post/${group.contribution_group_id}`, stranger.token)).statusCode).toBe(404);
      expect((await a.post('/api/cart/post/999999', me.token)).statusCode).toBe(404);
      expect((await a.post('/api/cart/post/abc', me.token)).statusCode).toBe(422);
    });
  });
});
