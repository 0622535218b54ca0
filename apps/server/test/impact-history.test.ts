import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMPACT_HISTORY_PAGE_SIZE, impactMessages } from '@goodhive/contract';
import { categories, partners, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { useTestApp } from './helpers.js';
import { api, expectStatus } from './giving-helpers.js';
import { setUpImpactGiving, type ImpactGiving } from './impact-fixtures.js';

type Row = { id: number; project_id: number; contribution_group_id: number; contribution_date: string; amt_total_usd?: number; receipt_url?: string; giver?: { account: string; name: string | null } };

describe('impact history', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let g: ImpactGiving;
  const history = async (query = '', token = g.giver.token) => expectStatus(await a.get(`/api/v2/impact-history${query}`, token), 200) as { data: Row[]; meta: { total: number; page: number; limit: number } };
  const groupsOf = (rows: Row[]) => rows.map((r) => r.contribution_group_id);

  beforeAll(async () => {
    g = await setUpImpactGiving(ctx);
  });

  it('answers 401 without a token', async () => {
    expect((await a.get('/api/v2/impact-history')).statusCode).toBe(401);
    expect((await a.get('/api/v2/partner-impact-history')).statusCode).toBe(401);
  });

  describe('GET /api/v2/impact-history', () => {
    it('lists the paid contributions of the account, newest first, with what the history table shows', async () => {
      const { data, meta } = await history();
      expect(meta).toEqual({ total: 4, page: 1, limit: IMPACT_HISTORY_PAGE_SIZE });
      expect(groupsOf(data)).toEqual([g.groups.feb1, g.groups.jan31, g.groups.jan15, g.groups.jan15]);
      expect(data.find((r) => r.project_id === 1383)).toEqual({
        id: expect.any(Number),
        contribution_group_id: g.groups.jan15,
        contribution_date: '2026-01-15T10:00:00.000Z',
        account: 'user',
        type: 'project',
        project_id: 1383,
        project_title: 'Recover plastic from the ocean',
        is_bundle: false,
        categories: [{ id: expect.any(Number), name: 'Ocean Conservation' }],
        impact_level_id: 3013,
        impact_unit: '10 kg of plastic recovered',
        quantity: 1,
        beneficiaries: 10,
        amt_total_usd: 4.5,
        amt_total_sgd: 6.08,
        funded_by: 'customer',
        receipt_url: `/api/contribution/receipt?group_id=${g.groups.jan15}`,
      });
      // The receipt link opens the existing PDF receipt.
      const receipt = await a.get(data[2].receipt_url as string, g.giver.token);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
    });

    it('never lists declined or unpaid checkouts', async () => {
      const { data } = await history('?limit=-1');
      expect(groupsOf(data)).not.toContain(g.groups.declined);
      expect(groupsOf(data)).not.toContain(g.groups.pending);
    });

    it('filters by inclusive UTC days: the end day counts, the day after does not', async () => {
      expect(groupsOf((await history('?begin_date=2026-01-01&end_date=2026-01-31')).data)).toEqual([g.groups.jan31, g.groups.jan15, g.groups.jan15]);
      expect(groupsOf((await history('?begin_date=2026-01-31&end_date=2026-01-31')).data)).toEqual([g.groups.jan31]);
      expect(groupsOf((await history('?begin_date=2026-02-01')).data)).toEqual([g.groups.feb1]);
      expect((await history('?end_date=2026-01-14')).meta.total).toBe(0);
      expect((await a.get('/api/v2/impact-history?begin_date=2026-02-02&end_date=2026-02-01', g.giver.token)).statusCode).toBe(422);
    });

    it('searches project titles, filters by category, pages and returns everything with limit=-1', async () => {
      expect((await history('?search=PLASTIC')).data.map((r) => r.project_id)).toEqual([1383]);
      const trees = await history('?search=tree&begin_date=2026-01-15&end_date=2026-01-31');
      expect(trees.meta.total).toBe(2);
      expect(groupsOf(trees.data)).toEqual([g.groups.jan31, g.groups.jan15]);
      expect((await history('?search=100%25')).meta.total).toBe(0);
      const [water] = await ctx.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'water-access'));
      expect((await history(`?category_id=${water.id}`)).data.map((r) => r.project_id)).toEqual([1382]);
      const page = await history('?limit=1&page=2');
      expect(page.meta).toEqual({ total: 4, page: 2, limit: 1 });
      expect(groupsOf(page.data)).toEqual([g.groups.jan31]);
      expect(groupsOf((await history('?limit=2&page=1&order=asc')).data)).toEqual([g.groups.jan15, g.groups.jan15]);
      const all = await history('?limit=-1');
      expect(all.meta).toEqual({ total: 4, page: 1, limit: -1 });
      expect(all.data).toHaveLength(4);
      for (const query of ['?limit=0', '?limit=501', '?page=0', '?category_id=x', '?order=sideways', '?end_date=2026-02-30']) {
        expect((await a.get(`/api/v2/impact-history${query}`, g.giver.token)).statusCode, query).toBe(422);
      }
    });

    it('shows the company history to its members and the personal one apart', async () => {
      expect(groupsOf((await history('', g.member.token)).data)).toEqual([g.groups.companyMar, g.groups.companyJan]);
      expect(groupsOf((await history('', g.teammate.token)).data)).toEqual([g.groups.companyMar, g.groups.companyJan]);
      expect(groupsOf((await history('?account=user', g.member.token)).data)).toEqual([g.groups.memberJan]);
      expect(groupsOf((await history(`?company_id=${g.companyId}&begin_date=2026-01-20&end_date=2026-01-20`, g.member.token)).data)).toEqual([g.groups.companyJan]);
    });

    it("refuses another giver's history; admins read anyone's", async () => {
      expect((await a.get(`/api/v2/impact-history?user_id=${g.giver.id}`, g.other.token)).statusCode).toBe(403);
      expect((await a.get(`/api/v2/impact-history?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect((await history('', g.other.token)).meta.total).toBe(0);
      expect((await history(`?user_id=${g.giver.id}`, g.admin)).meta.total).toBe(4);
      expect((await history(`?company_id=${g.companyId}`, g.admin)).meta.total).toBe(2);
      expect((await a.get('/api/v2/impact-history?user_id=999999', g.admin)).statusCode).toBe(404);
    });
  });

  describe('GET /api/v2/guest/impact-history', () => {
    it('answers 404 while the profile is private, then impact without money once public', async () => {
      const privateCompany = await a.get(`/api/v2/guest/impact-history?company_id=${g.companyId}`);
      expect(privateCompany.statusCode).toBe(404);
      expect(privateCompany.json().message).toBe(impactMessages.profilePrivate);
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}`)).statusCode).toBe(404);
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}`, g.other.token)).statusCode).toBe(404);

      expectStatus(await a.post(`/api/company/${g.companyId}/visibility`, g.member.token, { is_public: true }), 200);
      const company = expectStatus(await a.get(`/api/v2/guest/impact-history?company_id=${g.companyId}`), 200);
      expect(company.meta).toEqual({ total: 2, page: 1, limit: IMPACT_HISTORY_PAGE_SIZE });
      expect(company.data[0]).toEqual({
        id: expect.any(Number),
        contribution_date: '2026-03-10T12:00:00.000Z',
        type: 'project',
        project_id: 1392,
        project_title: 'Build a hygiene station at a school',
        is_bundle: false,
        categories: [{ id: expect.any(Number), name: 'Sanitation & Hygiene' }],
        impact_unit: 'hygiene station',
        quantity: 30,
        beneficiaries: 1500,
      });
      expect(JSON.stringify(company.data)).not.toMatch(/amt_total|contribution_group_id|receipt/);
      expect(expectStatus(await a.get(`/api/v2/guest/impact-history?company_id=${g.companyId}&end_date=2026-01-31`), 200).meta.total).toBe(1);

      expectStatus(await a.post('/api/user/visibility', g.giver.token, { is_public: true }), 200);
      expect(expectStatus(await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}&search=tree`), 200).meta.total).toBe(2);
      expectStatus(await a.post('/api/user/visibility', g.giver.token, { is_public: false }), 200);
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}`)).statusCode).toBe(404);
    });

    it('lets the owner and staff see a private history, and hides blocked givers', async () => {
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}`, g.giver.token)).statusCode).toBe(200);
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.giver.id}`, g.admin)).statusCode).toBe(200);
      await ctx.database.db.update(users).set({ is_public: true, status: 1 }).where(eq(users.id, g.other.id));
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${g.other.id}`)).statusCode).toBe(404);
    });

    it('answers 422 unless exactly one giver is named, and 404 for unknown ones', async () => {
      expect((await a.get('/api/v2/guest/impact-history')).statusCode).toBe(422);
      const both = await a.get(`/api/v2/guest/impact-history?company_id=${g.companyId}&user_id=${g.giver.id}`);
      expect(both.statusCode).toBe(422);
      expect(both.json().errors.company_id).toEqual([impactMessages.oneGiver]);
      expect((await a.get('/api/v2/guest/impact-history?company_id=999999')).statusCode).toBe(404);
      const partnerUser = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.partner.email));
      expect((await a.get(`/api/v2/guest/impact-history?user_id=${partnerUser[0].id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/v2/partner-impact-history', () => {
    it("lists only paid contributions to the partner's own projects, naming public givers only", async () => {
      await ctx.database.db.update(users).set({ is_public: false }).where(eq(users.id, g.giver.id));
      const res = expectStatus(await a.get('/api/v2/partner-impact-history?limit=-1&begin_date=2026-01-15&end_date=2026-02-01', g.partner), 200);
      // Global Roots runs projects 1380 to 1382: trees and water, not the plastic, relief or hygiene projects.
      expect(res.data.map((r: Row) => r.project_id).sort()).toEqual([1380, 1380, 1380, 1382]);
      expect(res.meta.total).toBe(4);
      expect(res.data.every((r: Row) => r.giver!.name === null)).toBe(true);
      expect(res.data[0]).toMatchObject({ amt_total_usd: expect.any(Number), impact_unit: expect.any(String), giver: { account: 'user', name: null } });
      expect(res.data[0]).not.toHaveProperty('receipt_url');

      expectStatus(await a.post('/api/user/visibility', g.giver.token, { is_public: true }), 200);
      const named = expectStatus(await a.get('/api/v2/partner-impact-history?project_id=1382&begin_date=2026-02-01&end_date=2026-02-01', g.partner), 200);
      expect(named.data.map((r: Row) => r.giver)).toEqual([{ account: 'user', name: expect.stringMatching(/^Giver Number\d+$/) }]);
      expect(expectStatus(await a.get('/api/v2/partner-impact-history?project_id=1383', g.partner), 200).meta.total).toBe(0);
      expect((await a.get('/api/v2/partner-impact-history?begin_date=2026-02-01&end_date=2026-01-01', g.partner)).statusCode).toBe(422);
    });

    it('is for partners (their own organisation) and admins', async () => {
      expect((await a.get('/api/v2/partner-impact-history', g.giver.token)).statusCode).toBe(403);
      const [ocean] = await ctx.database.db
        .select({ id: partners.id })
        .from(partners)
        .innerJoin(users, eq(users.id, partners.user_id))
        .where(eq(users.email, 'ocean@partners.goodhive.example'));
      expect((await a.get(`/api/v2/partner-impact-history?partner_id=${ocean.id}`, g.partner)).statusCode).toBe(403);
      const asAdmin = expectStatus(await a.get(`/api/v2/partner-impact-history?partner_id=${ocean.id}&end_date=2026-12-31&begin_date=2026-01-01`, g.admin), 200);
      expect(asAdmin.data.map((r: Row) => r.project_id)).toContain(1383);
      expect(asAdmin.data.every((r: Row) => [1383, 1384].includes(r.project_id))).toBe(true);
      expect((await a.get('/api/v2/partner-impact-history', g.admin)).statusCode).toBe(404);
      expect((await a.get('/api/v2/partner-impact-history?partner_id=999999', g.admin)).statusCode).toBe(404);
    });
  });
});
