import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, contributionMessages, receiptFileName } from '@goodhive/contract';
import { auditLog, contributionGroups, contributions } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus, giveWithCard, pdfText, type TestUser } from './giving-helpers.js';

type Row = { id: number; project_id: number; payment_received: number; amt_total_usd: number; type: string; contribution_date: string | null; contribution_group_id: number };

describe('contributions', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let giver: TestUser;
  let other: TestUser;
  let member: TestUser;
  let companyId: number;
  let janGroup: number;
  let febGroup: number;
  let declinedGroup: number;
  let companyGroup: number;
  let admin: string;
  let storyId: number;

  const list = async (query: string, token = giver.token) => expectStatus(await a.get(`/api/v2/contribution${query}`, token), 200) as { data: Row[]; meta: { total: number } };
  const setDate = (groupId: number, iso: string) =>
    ctx.database.db.update(contributions).set({ contribution_date: new Date(iso) }).where(eq(contributions.contribution_group_id, groupId));

  beforeAll(async () => {
    giver = await createUser(ctx);
    other = await createUser(ctx);
    companyId = await createCompany(ctx);
    member = await createUser(ctx, { companyId });
    admin = await signIn(ctx, DEMO_USERS.admin.email);
    // January: 2 trees ($2, 2 people) and 10 kg of plastic ($4.50, 10 people).
    await a.add(giver.token, { project_id: 1380, impact_level_id: 3009, quantity: 2 });
    await a.add(giver.token, { project_id: 1383, impact_level_id: 3013 });
    janGroup = (await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.succeeds)).groupId;
    // February: a story of 5 school days ($1, 5 people) and one more tree ($1, 1 person).
    storyId = await createStory(ctx, giver.token, { project_id: 1381, impact_level_id: 3010, quantity: 5 });
    await a.add(giver.token, { type: 'story', story_id: storyId, project_id: 1381, impact_level_id: 3010, story_qty: 5 });
    await a.add(giver.token, { project_id: 1380, impact_level_id: 3009 });
    febGroup = (await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.succeeds)).groupId;
    // Declined: a health check-up, never paid.
    await a.add(giver.token, { project_id: 1385, impact_level_id: 3015 });
    declinedGroup = (await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.declined)).groupId;
    await a.post('/api/cart', giver.token, { op: 'clear' });
    // The company gives a relief pack.
    await a.add(member.token, { project_id: 1390, impact_level_id: 3020, company_id: companyId });
    companyGroup = (await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId })).groupId;
    await setDate(janGroup, '2026-01-15T10:00:00Z');
    await setDate(febGroup, '2026-02-01T23:30:00Z');
  });

  it('answers 401 to every contribution call without a token', async () => {
    for (const res of await Promise.all([
      a.get('/api/v2/contribution'),
      a.get('/api/user/contribution/getContributions'),
      a.get('/api/contribution/sum'),
      a.get('/api/contribution/types'),
      a.get('/api/contribution/stat'),
      a.post('/api/user/contribution/status/change', null, { status: 1, ids: [1] }),
      a.del('/api/contribution/1'),
      a.get('/api/contribution/receipt?group_id=1'),
    ])) {
      expect(res.statusCode).toBe(401);
    }
  });

  describe('GET /api/v2/contribution', () => {
    it('lists paid contributions with every field of a contribution', async () => {
      const { data, meta } = await list('');
      expect(meta).toEqual({ total: 4, page: 1, limit: -1 });
      // Newest first, then by id: February (tree, story), January (plastic, trees).
      expect(data.map((c) => c.project_id)).toEqual([1380, 1381, 1383, 1380]);
      const plastic = data.find((c) => c.project_id === 1383)!;
      expect(plastic).toEqual({
        id: expect.any(Number),
        contribution_group_id: janGroup,
        user_id: giver.id,
        company_id: null,
        account: 'user',
        type: 'project',
        contribution_date: '2026-01-15T10:00:00.000Z',
        payment_received: 1,
        quantity: 1,
        beneficiaries: 10,
        unit_price_usd: 4.5,
        amt_total_usd: 4.5,
        amt_total_sgd: 6.08,
        project_id: 1383,
        impact_level_id: 3013,
        contribution_story_id: null,
        funded_by: 'customer',
        project: {
          id: 1383,
          title: 'Recover plastic from the ocean',
          categories: [{ id: expect.any(Number), name: 'Ocean Conservation' }],
          is_bundle: false,
          image_square: { image_name: 'project-1383-square.svg', url: '/api/projects/1383/image/square' },
          image_rectangle: { image_name: 'project-1383-rectangle.svg', url: '/api/projects/1383/image/rectangle' },
        },
        project_categories: [{ id: expect.any(Number), name: 'Ocean Conservation' }],
        impact: { id: 3013, impact_unit: '10 kg of plastic recovered' },
      });
      expect(data.find((c) => c.project_id === 1381)).toMatchObject({ type: 'story', contribution_story_id: storyId });
    });

    it('filters by payment status, project, category, kind, group, search and inclusive dates; pages and orders', async () => {
      expect((await list('?payment_received=0')).data.map((c) => [c.project_id, c.contribution_group_id, c.contribution_date])).toEqual([[1385, declinedGroup, null]]);
      expect((await list('?payment_received=all')).meta.total).toBe(5);
      expect((await list('?project_id=1380')).data.map((c) => c.contribution_group_id)).toEqual([febGroup, janGroup]);
      expect((await list('?type=story')).data.map((c) => c.project_id)).toEqual([1381]);
      expect((await list(`?contribution_group_id=${janGroup}`)).meta.total).toBe(2);
      expect((await list('?search=plastic')).data.map((c) => c.project_id)).toEqual([1383]);
      expect((await list('?date_from=2026-01-15&date_to=2026-01-15')).meta.total).toBe(2);
      expect((await list('?date_from=2026-02-01&date_to=2026-02-01')).meta.total).toBe(2);
      expect((await list('?date_from=2026-01-16&date_to=2026-01-31')).meta.total).toBe(0);
      expect((await list('?date_to=2026-01-14')).meta.total).toBe(0);
      const page = await list('?limit=3&page=2&order_by=amt_total_usd&order=asc');
      expect(page.meta).toEqual({ total: 4, page: 2, limit: 3 });
      expect(page.data.map((c) => c.amt_total_usd)).toEqual([4.5]);
      expect((await list('?order_by=amt_total_usd&order=desc')).data[0].amt_total_usd).toBe(4.5);
      expect((await list('?project_id=&date_from=')).meta.total).toBe(4);
      const categories = (await list('?project_id=1383')).data[0] as unknown as { project: { categories: { id: number }[] } };
      expect((await list(`?category_id=${categories.project.categories[0].id}`)).data.map((c) => c.project_id)).toEqual([1383]);
    });

    it('answers 422 for each invalid filter', async () => {
      for (const query of ['?date_from=2026-13-01', '?date_to=15-01-2026', '?date_from=2026-02-30', '?payment_received=2', '?limit=0', '?limit=501', '?order_by=title', '?order=up', '?project_id=x', '?type=gift', '?company_id=-1']) {
        const res = await a.get(`/api/v2/contribution${query}`, giver.token);
        expect(res.statusCode, query).toBe(422);
      }
    });

    it('keeps personal and company giving apart; company giving is for members; admins read anyone', async () => {
      // The member acts as the company: the list defaults to it, and account=user shows their (empty) personal one.
      expect((await list('?account=user', member.token)).meta.total).toBe(0);
      const company = await list(`?company_id=${companyId}`, member.token);
      expect(company.data.map((c) => [c.project_id, c.contribution_group_id])).toEqual([[1390, companyGroup]]);
      expect(await list('', member.token)).toEqual(company);
      expect((await a.get(`/api/v2/contribution?company_id=${companyId}`, giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/v2/contribution?user_id=${giver.id}`, other.token)).statusCode).toBe(403);
      expect((await list('', other.token)).meta.total).toBe(0);
      expect((await list(`?user_id=${giver.id}`, admin)).meta.total).toBe(4);
      expect((await list(`?company_id=${companyId}`, admin)).meta.total).toBe(1);
      expect((await list(`?user_id=${member.id}`, admin)).meta.total).toBe(1);
      expect((await list(`?user_id=${member.id}&account=user`, admin)).meta.total).toBe(0);
      expect((await a.get('/api/v2/contribution?user_id=999999', admin)).statusCode).toBe(404);
    });
  });

  describe('GET /api/user/contribution/getContributions (key[sub]=value filters)', () => {
    const nested = (query: string, token = giver.token) => a.get(`/api/user/contribution/getContributions?${query}`, token);

    it('reads nested filters, drops empty values and pages', async () => {
      const byProject = expectStatus(await nested('filters[project_id]=1380&filters[payment_received]=1'), 200);
      expect(byProject.data.map((c: Row) => c.contribution_group_id)).toEqual([febGroup, janGroup]);
      const byDate = expectStatus(await nested('filters[date][from]=2026-01-01&filters[date][to]=2026-01-15&limit=1&page=2'), 200);
      expect(byDate.meta).toEqual({ total: 2, page: 2, limit: 1 });
      expect(expectStatus(await nested('filters[payment_received]=all&filters[project_id]=&search='), 200).meta.total).toBe(5);
      expect(expectStatus(await nested(`filters[company_id]=${companyId}`, member.token), 200).data[0].project_id).toBe(1390);
      expect(expectStatus(await nested('filters[account]=user', member.token), 200).meta.total).toBe(0);
      expect(expectStatus(await nested('filters[type]=story'), 200).data.map((c: Row) => c.project_id)).toEqual([1381]);
    });

    it('answers 403 for a company of others and 422 for bad nested values', async () => {
      expect((await nested(`filters[company_id]=${companyId}`)).statusCode).toBe(403);
      const bad = await nested('filters[date][from]=yesterday');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)[0]).toMatch(/^filters\.date\.from/);
      expect((await nested('filters[payment_received]=yes')).statusCode).toBe(422);
      expect((await nested('filters[__proto__][x]=1')).statusCode).toBe(200);
    });
  });

  describe('totals count only paid contributions with a date', () => {
    it('GET /api/contribution/sum', async () => {
      expect(expectStatus(await a.get('/api/contribution/sum', giver.token), 200).data).toEqual({
        amt_total_usd: 8.5,
        amt_total_sgd: 11.48,
        beneficiaries: 18,
        quantity: 9,
        contributions: 4,
        groups: 2,
      });
      expect(expectStatus(await a.get('/api/contribution/sum?date_from=2026-02-01&date_to=2026-02-28', giver.token), 200).data).toMatchObject({ amt_total_usd: 2, beneficiaries: 6 });
      expect(expectStatus(await a.get(`/api/contribution/sum?company_id=${companyId}`, member.token), 200).data).toMatchObject({ amt_total_usd: 25, beneficiaries: 5, groups: 1 });
      expect((await a.get(`/api/contribution/sum?company_id=${companyId}`, giver.token)).statusCode).toBe(403);
      expect((await a.get('/api/contribution/sum?date_from=nope', giver.token)).statusCode).toBe(422);
      // A paid contribution without a date is not impact.
      await ctx.database.db.update(contributions).set({ contribution_date: null }).where(eq(contributions.contribution_group_id, febGroup));
      try {
        expect(expectStatus(await a.get('/api/contribution/sum', giver.token), 200).data.amt_total_usd).toBe(6.5);
      } finally {
        await setDate(febGroup, '2026-02-01T23:30:00Z');
      }
    });

    it('GET /api/contribution/types: by category and kind, with the favourite category', async () => {
      const types = expectStatus(await a.get('/api/contribution/types', giver.token), 200).data;
      expect(types.favourite_category).toEqual({ id: expect.any(Number), name: 'Tree Planting' });
      expect(types.categories.map((c: { name: string; count: number; amt_total_usd: number }) => [c.name, c.count, c.amt_total_usd])).toEqual([
        ['Tree Planting', 2, 3],
        ['Children Education', 1, 1],
        ['Ocean Conservation', 1, 4.5],
      ]);
      expect(types.types).toEqual([
        { type: 'project', count: 3, quantity: 4, beneficiaries: 13, amt_total_usd: 7.5 },
        { type: 'story', count: 1, quantity: 5, beneficiaries: 5, amt_total_usd: 1 },
      ]);
      expect(expectStatus(await a.get('/api/contribution/types', other.token), 200).data).toEqual({ categories: [], types: [], favourite_category: null });
    });

    it('GET /api/contribution/stat: totals, reach and months', async () => {
      const stat = expectStatus(await a.get('/api/contribution/stat', giver.token), 200).data;
      expect(stat).toMatchObject({
        totals: { amt_total_usd: 8.5, contributions: 4 },
        projects_supported: 3,
        partners_supported: 2,
        countries_reached: 2,
        first_contribution_date: '2026-01-15T10:00:00.000Z',
        last_contribution_date: '2026-02-01T23:30:00.000Z',
      });
      expect(stat.by_month).toEqual([
        { month: '2026-01', amt_total_usd: 6.5, beneficiaries: 12, count: 2 },
        { month: '2026-02', amt_total_usd: 2, beneficiaries: 6, count: 2 },
      ]);
      expect((await a.get(`/api/contribution/stat?user_id=${giver.id}`, other.token)).statusCode).toBe(403);
    });
  });

  describe('POST /api/user/contribution/status/change', () => {
    it('is for admins only', async () => {
      const [declined] = (await list('?payment_received=0')).data;
      expect((await a.post('/api/user/contribution/status/change', giver.token, { status: 1, ids: [declined.id] })).statusCode).toBe(403);
      expect((await a.post('/api/user/contribution/status/change', await signIn(ctx, DEMO_USERS.partner.email), { status: 1, ids: [declined.id] })).statusCode).toBe(403);
    });

    it('marks contributions paid (dated, SGD fixed, group paid) and unpaid again, audited', async () => {
      const [declined] = (await list('?payment_received=0')).data;
      const paid = expectStatus(await a.post('/api/user/contribution/status/change', admin, { status: 1, ids: [declined.id, declined.id] }), 200);
      expect(paid).toMatchObject({ message: contributionMessages.statusChanged, data: { status: 1, updated: [declined.id] } });
      const [row] = await ctx.database.db.select().from(contributions).where(eq(contributions.id, declined.id));
      expect(row).toMatchObject({ payment_received: 1, amt_total_sgd_cents: 405 });
      expect(row.contribution_date).toBeInstanceOf(Date);
      const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, declinedGroup));
      expect(group).toMatchObject({ status: 'paid', payment_provider: 'manual', total_sgd_cents: 405 });
      expect(expectStatus(await a.get('/api/contribution/sum', giver.token), 200).data.amt_total_usd).toBe(11.5);
      const again = expectStatus(await a.post('/api/user/contribution/status/change', admin, { status: 1, ids: [declined.id] }), 200);
      expect(again.data.updated).toEqual([]);
      expect(expectStatus(await a.post('/api/user/contribution/status/change', admin, { status: 0, ids: [declined.id] }), 200).data.updated).toEqual([declined.id]);
      expect(expectStatus(await a.get('/api/contribution/sum', giver.token), 200).data.amt_total_usd).toBe(8.5);
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'contribution.status_change'));
      expect(audit.length).toBeGreaterThanOrEqual(3);
    });

    it('answers 422 for a bad body and 404 for unknown ids', async () => {
      for (const body of [{ status: 1, ids: [] }, { status: 2, ids: [1] }, { status: 1 }, { ids: [1] }, { status: 1, ids: ['a'] }]) {
        expect((await a.post('/api/user/contribution/status/change', admin, body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await a.post('/api/user/contribution/status/change', admin, { status: 1, ids: [999999] })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/contribution/:id', () => {
    it('deletes only unpaid contributions outside a checkout in progress, for their owner', async () => {
      const [paid] = (await list('')).data;
      const paidRes = await a.del(`/api/contribution/${paid.id}`, giver.token);
      expect(paidRes.statusCode).toBe(409);
      expect(paidRes.json().message).toBe(contributionMessages.paidCannotDelete);

      await a.add(giver.token, { project_id: 1386, impact_level_id: 3016 });
      await a.add(giver.token, { project_id: 1389, impact_level_id: 3019 });
      const pending = expectStatus(await a.checkout(giver.token), 200).data;
      const [first, second] = pending.group.contributions;
      const inCheckout = await a.del(`/api/contribution/${first.id}`, giver.token);
      expect(inCheckout.statusCode).toBe(409);
      expect(inCheckout.json().message).toBe(contributionMessages.inCheckout);
      await a.post('/api/cart/contribution/remove', giver.token, {});

      expect((await a.del(`/api/contribution/${first.id}`, other.token)).statusCode).toBe(404);
      expect((await a.del(`/api/contribution/${first.id}`, member.token)).statusCode).toBe(404);
      const res = await a.del(`/api/contribution/${first.id}`, giver.token);
      expect(expectStatus(res, 200)).toEqual({ status: 'success', message: contributionMessages.deleted, data: null });
      const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, pending.contribution_group_id));
      expect(group.total_usd_cents).toBe(500);
      expect((await a.del(`/api/contribution/${first.id}`, giver.token)).statusCode).toBe(404);
      expect((await a.del(`/api/contribution/${second.id}`, admin)).statusCode).toBe(200);
      expect((await a.del('/api/contribution/abc', giver.token)).statusCode).toBe(422);
    });
  });

  describe('GET /api/contribution/receipt', () => {
    it('answers a real PDF named payment_receipt_{group}.pdf', async () => {
      const res = await a.get(`/api/contribution/receipt?group_id=${janGroup}`, giver.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${receiptFileName(janGroup)}"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = pdfText(pdf);
      expect(text).toContain('Payment receipt');
      expect(text).toContain(`Receipt number: ${janGroup}`);
      expect(text).toContain('Paid by: Giver Number');
      expect(text).toContain(giver.email);
      expect(text).toContain('Plant a tree to restore degraded farmland - tree planted');
      expect(text).toContain('Recover plastic from the ocean - 10 kg of plastic recovered');
      expect(text).toContain('US $6.50');
      expect(text).toContain('S$8.78');
      expect(text).toContain('Card (sandbox)');
    });

    it('is for the owner, company members and admins; only for paid groups', async () => {
      expect((await a.get(`/api/contribution/receipt?group_id=${janGroup}`, other.token)).statusCode).toBe(404);
      expect((await a.get(`/api/contribution/receipt?group_id=${janGroup}`, admin)).statusCode).toBe(200);
      const company = await a.get(`/api/contribution/receipt?group_id=${companyGroup}`, member.token);
      expect(company.statusCode).toBe(200);
      expect(pdfText(company.rawPayload)).toContain('On behalf of: Test Co');
      expect((await a.get(`/api/contribution/receipt?group_id=${companyGroup}`, giver.token)).statusCode).toBe(404);
      await a.add(other.token, { project_id: 1380, impact_level_id: 3009 });
      const pending = expectStatus(await a.checkout(other.token), 200).data;
      const notPaid = await a.get(`/api/contribution/receipt?group_id=${pending.contribution_group_id}`, other.token);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().message).toBe(contributionMessages.receiptNotReady);
      expect((await a.get('/api/contribution/receipt', giver.token)).statusCode).toBe(422);
      expect((await a.get('/api/contribution/receipt?group_id=abc', giver.token)).statusCode).toBe(422);
      expect((await a.get('/api/contribution/receipt?group_id=999999', giver.token)).statusCode).toBe(404);
    });
  });
});
