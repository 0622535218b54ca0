import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ANONYMOUS_GIVER,
  CONTRIBUTION_SUMMARY_MONTHS,
  PARTNER_CONTRIBUTIONS_CSV_COLUMNS,
  impactMessages,
  partnerContributionsCsvFileName,
  type PartnerContributionsSummary,
} from '@goodhive/contract';
import { users } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { createPartner, setUpPartnerGiving, type PartnerGiving } from './partner-contributions-fixtures.js';

type Row = { project_id: number; contribution_date: string; quantity: number; amt_total_usd: number; amt_total_sgd: number | null; giver: { account: string; name: string | null } };
type Totals = { contributions: number; quantity: number; beneficiaries: number; amount_usd: number; amount_sgd: number };
type Listing = { data: { rows: Row[]; totals: Totals }; meta: { total: number; page: number; limit: number } };

describe('partner contributions', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let g: PartnerGiving;
  const list = async (query = '', token = g.partner.token) => expectStatus(await a.get(`/api/partner/contributions${query}`, token), 200) as Listing;

  beforeAll(async () => {
    g = await setUpPartnerGiving(ctx);
  });

  it('answers 401 without a token and 403 to givers on every call', async () => {
    const giver = await createUser(ctx);
    for (const path of ['/api/partner/contributions', '/api/partner/contributions/csv', '/api/partner/contributions/summary']) {
      expect((await a.get(path)).statusCode).toBe(401);
      expect((await a.get(path, giver.token)).statusCode).toBe(403);
    }
  });

  describe('GET /api/partner/contributions', () => {
    it('lists the paid contributions to the partner’s projects, newest first, naming public givers only, with the totals', async () => {
      const { data, meta } = await list();
      expect(meta).toEqual({ total: 5, page: 1, limit: 20 });
      expect(data.rows.map((r) => [r.project_id, r.quantity])).toEqual([
        [g.mangrove.id, 5],
        [g.mangrove.id, 1],
        [g.well.id, 4],
        [g.mangrove.id, 3],
        [g.well.id, 2],
      ]);
      expect(data.rows.map((r) => r.giver)).toEqual([
        { account: 'user', name: `Priya Public${g.partner.partnerId}` },
        { account: 'company', name: g.companyName },
        { account: 'company', name: g.companyName },
        { account: 'user', name: null },
        { account: 'user', name: `Priya Public${g.partner.partnerId}` },
      ]);
      expect(data.rows[4]).toMatchObject({ contribution_date: '2026-01-10T12:00:00.000Z', amt_total_usd: 5, amt_total_sgd: 6.75, impact_unit: `${g.well.title} unit`, beneficiaries: 8 });
      expect(data.rows[4]).not.toHaveProperty('receipt_url');
      expect(data.totals).toEqual({ contributions: 5, quantity: 15, beneficiaries: 33, amount_usd: 24, amount_sgd: 32.4 });
    });

    it('keeps the totals of the whole filtered set on every page', async () => {
      const second = await list('?limit=2&page=2');
      expect(second.meta).toEqual({ total: 5, page: 2, limit: 2 });
      expect(second.data.rows.map((r) => r.quantity)).toEqual([4, 3]);
      expect(second.data.totals.amount_usd).toBe(24);
      expect((await list('?limit=2&page=3')).data.rows.map((r) => r.quantity)).toEqual([2]);
      expect((await list('?limit=2&page=4')).data.rows).toEqual([]);
      expect((await list(`?limit=1&page=2&project_id=${g.mangrove.id}`)).data.rows.map((r) => r.quantity)).toEqual([1]);
      expect((await list('?limit=-1')).data.rows).toHaveLength(5);
    });

    it('filters by inclusive UTC days, project, category, account type and search', async () => {
      const day31 = await list('?begin_date=2026-01-31&end_date=2026-01-31');
      expect(day31.data.rows.map((r) => r.contribution_date)).toEqual(['2026-01-31T23:59:59.000Z']);
      expect(day31.data.totals).toEqual({ contributions: 1, quantity: 3, beneficiaries: 3, amount_usd: 3, amount_sgd: 4.05 });
      const upToJan = await list('?end_date=31-01-2026');
      expect(upToJan.meta.total).toBe(2);
      const feb = await list('?begin_date=2026-02-01&end_date=2026-02-01');
      expect(feb.data.totals).toEqual({ contributions: 2, quantity: 5, beneficiaries: 17, amount_usd: 11, amount_sgd: 14.85 });

      const well = await list(`?project_id=${g.well.id}`);
      expect(well.data.totals).toMatchObject({ contributions: 2, quantity: 6, amount_usd: 15 });
      expect((await list(`?category_id=${g.well.categoryId}`)).data.totals).toEqual(well.data.totals);
      expect((await list(`?project_id=${g.well.id}&begin_date=2026-02-01`)).data.totals.quantity).toBe(4);

      expect((await list('?account=company')).data.totals).toMatchObject({ contributions: 2, amount_usd: 11 });
      expect((await list('?account=user')).data.totals).toMatchObject({ contributions: 3, amount_usd: 13 });

      expect((await list('?search=mangrove')).meta.total).toBe(3);
      expect((await list(`?search=${encodeURIComponent('acme water')}`)).data.rows.every((r) => r.giver.name === g.companyName)).toBe(true);
      expect((await list(`?search=${encodeURIComponent('acme water')}`)).meta.total).toBe(2);
      expect((await list('?search=Priya')).meta.total).toBe(2);
      // A private giver is never found by name.
      expect((await list(`?search=Quentin`)).meta.total).toBe(0);
      expect((await list('?search=%25')).meta.total).toBe(0);
    });

    it('never shows another partner’s contributions, even when asked by project', async () => {
      const other = await list('?project_id=1383');
      expect(other.meta.total).toBe(0);
      expect(other.data.totals).toEqual({ contributions: 0, quantity: 0, beneficiaries: 0, amount_usd: 0, amount_sgd: 0 });
      const demo = await list('?limit=-1', g.demoPartner);
      expect(demo.data.rows.every((r) => [1380, 1381, 1382].includes(r.project_id))).toBe(true);
      expect(demo.data.rows.some((r) => r.project_id === g.well.id)).toBe(false);
    });

    it('names bad filters on their field', async () => {
      const reversed = expectStatus(await a.get('/api/partner/contributions?begin_date=2026-02-01&end_date=2026-01-01', g.partner.token), 422);
      expect(reversed.errors.begin_date).toEqual([impactMessages.beginAfterEnd]);
      expect(expectStatus(await a.get('/api/partner/contributions?begin_date=2026-02-30', g.partner.token), 422).errors).toHaveProperty('begin_date');
      expect(expectStatus(await a.get('/api/partner/contributions?account=partner', g.partner.token), 422).errors).toHaveProperty('account');
      expect(expectStatus(await a.get('/api/partner/contributions?limit=0', g.partner.token), 422).errors).toHaveProperty('limit');
      expect(expectStatus(await a.get(`/api/partner/contributions?search=${'x'.repeat(101)}`, g.partner.token), 422).errors).toHaveProperty('search');
      expect(expectStatus(await a.get('/api/partner/contributions?project_id=abc', g.partner.token), 422).errors).toHaveProperty('project_id');
    });

    it('is for the partner’s own organisation; staff name partner_id', async () => {
      expect((await a.get(`/api/partner/contributions?partner_id=${g.partner.partnerId}`, g.demoPartner)).statusCode).toBe(403);
      const asStaff = await list(`?partner_id=${g.partner.partnerId}`, g.admin);
      expect(asStaff.data.totals.amount_usd).toBe(24);
      expect(asStaff.meta.total).toBe(5);
      expect((await a.get('/api/partner/contributions', g.admin)).statusCode).toBe(404);
      expect((await a.get('/api/partner/contributions?partner_id=999999', g.admin)).statusCode).toBe(404);
      // A partner whose organisation has no giving sees an empty list, not an error.
      const fresh = await createPartner(ctx);
      expect((await list('', fresh.token)).data.totals.contributions).toBe(0);
    });
  });

  describe('GET /api/partner/contributions/csv', () => {
    it('exports every filtered row with a BOM, the range in the file name and the giver as the partner sees it', async () => {
      const res = await a.get('/api/partner/contributions/csv?begin_date=2026-01-01&end_date=2026-02-01', g.partner.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${partnerContributionsCsvFileName('2026-01-01', '2026-02-01')}"`);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(PARTNER_CONTRIBUTIONS_CSV_COLUMNS.join(','));
      expect(lines.slice(1)).toEqual([
        `2026-02-01,Mangrove nursery ${g.partner.partnerId},Tree Planting,Mangrove nursery ${g.partner.partnerId} unit,1,1,1.00,1.35,Business,${g.companyName}`,
        `2026-02-01,River well repair ${g.partner.partnerId},Water Access,River well repair ${g.partner.partnerId} unit,4,16,10.00,13.50,Business,${g.companyName}`,
        `2026-01-31,Mangrove nursery ${g.partner.partnerId},Tree Planting,Mangrove nursery ${g.partner.partnerId} unit,3,3,3.00,4.05,Individual,${ANONYMOUS_GIVER}`,
        `2026-01-10,River well repair ${g.partner.partnerId},Water Access,River well repair ${g.partner.partnerId} unit,2,8,5.00,6.75,Individual,Priya Public${g.partner.partnerId}`,
      ]);
      const all = await a.get('/api/partner/contributions/csv?account=user', g.partner.token);
      expect(all.headers['content-disposition']).toBe('attachment; filename="partner_contributions.csv"');
      expect(all.body.trim().split('\r\n')).toHaveLength(1 + 3);
    });

    it('neutralises a giver name a spreadsheet would run as a formula', async () => {
      await ctx.database.db.update(users).set({ first_name: '=HYPERLINK("x")' }).where(eq(users.id, g.publicGiver.id));
      try {
        const res = await a.get(`/api/partner/contributions/csv?project_id=${g.well.id}&account=user`, g.partner.token);
        expect(res.body).toContain(`"'=HYPERLINK(""x"") Public${g.partner.partnerId}"`);
      } finally {
        await ctx.database.db.update(users).set({ first_name: 'Priya' }).where(eq(users.id, g.publicGiver.id));
      }
    });

    it('refuses bad filters and other partners', async () => {
      expect(expectStatus(await a.get('/api/partner/contributions/csv?begin_date=2026-03-01&end_date=2026-01-01', g.partner.token), 422).errors.begin_date).toEqual([
        impactMessages.beginAfterEnd,
      ]);
      expect((await a.get(`/api/partner/contributions/csv?partner_id=${g.partner.partnerId}`, g.demoPartner)).statusCode).toBe(403);
      const asStaff = await a.get(`/api/partner/contributions/csv?partner_id=${g.partner.partnerId}`, g.admin);
      expect(asStaff.body.trim().split('\r\n')).toHaveLength(1 + 5);
    });
  });

  describe('GET /api/partner/contributions/summary', () => {
    const monthOf = (iso: string) => iso.slice(0, 7);

    it('sums per project (all time and this month) and per month for the last 12 months', async () => {
      const s = expectStatus(await a.get('/api/partner/contributions/summary', g.partner.token), 200).data as PartnerContributionsSummary;
      const now = new Date();
      const thisMonth = now.toISOString().slice(0, 7);
      expect(s.partner_id).toBe(g.partner.partnerId);
      expect(s.month).toBe(thisMonth);
      expect(s.all_time).toEqual({ contributions: 5, quantity: 15, beneficiaries: 33, amount_usd: 24, amount_sgd: 32.4 });
      expect(s.this_month).toEqual({ contributions: 1, quantity: 5, beneficiaries: 5, amount_usd: 5, amount_sgd: 6.75 });
      // Most given first; the draft without giving is left out.
      expect(s.projects.map((p) => p.project_id)).toEqual([g.well.id, g.mangrove.id]);
      expect(s.projects[0]).toEqual({
        project_id: g.well.id,
        project_title: g.well.title,
        status: 'live',
        is_bundle: false,
        all_time: { contributions: 2, quantity: 6, beneficiaries: 24, amount_usd: 15, amount_sgd: 20.25 },
        this_month: { contributions: 0, quantity: 0, beneficiaries: 0, amount_usd: 0, amount_sgd: 0 },
      });
      expect(s.projects[1].this_month.amount_usd).toBe(5);

      expect(s.months).toHaveLength(CONTRIBUTION_SUMMARY_MONTHS);
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (CONTRIBUTION_SUMMARY_MONTHS - 1), 1));
      expect(s.months[0]).toMatchObject({ month: monthOf(first.toISOString()), start_date: first.toISOString().slice(0, 10) });
      expect(s.months.at(-1)).toMatchObject({ month: thisMonth, contributions: 1, amount_usd: 5 });
      // The dated gifts count in their month while it is within the last 12.
      const expected = new Map<string, number>([[thisMonth, 5]]);
      for (const [day, usd] of [['2026-01-10', 5], ['2026-01-31', 3], ['2026-02-01', 11]] as const) {
        if (day >= first.toISOString().slice(0, 10)) expected.set(monthOf(day), (expected.get(monthOf(day)) ?? 0) + usd);
      }
      for (const m of s.months) expect([m.month, m.amount_usd]).toEqual([m.month, expected.get(m.month) ?? 0]);
    });

    it('is for the partner’s own organisation; staff name partner_id', async () => {
      expect((await a.get(`/api/partner/contributions/summary?partner_id=${g.partner.partnerId}`, g.demoPartner)).statusCode).toBe(403);
      const asStaff = expectStatus(await a.get(`/api/partner/contributions/summary?partner_id=${g.partner.partnerId}`, g.admin), 200).data as PartnerContributionsSummary;
      expect(asStaff.all_time.amount_usd).toBe(24);
      expect((await a.get('/api/partner/contributions/summary?partner_id=0', g.admin)).statusCode).toBe(422);
      expect((await a.get('/api/partner/contributions/summary', g.admin)).statusCode).toBe(404);
    });
  });
});
