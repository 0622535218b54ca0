import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IMPACT_MAX_PERIODS, TRIAL_DAYS, impactMessages, messages } from '@goodhive/contract';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';
import { buildTrialForm } from './factories.js';
import { setUpImpactGiving, type ImpactGiving } from './impact-fixtures.js';

type Category = { name: string; contributions: number; total_impacts: number; beneficiaries: number; amt_total_usd: number };

describe('impact dashboard', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let g: ImpactGiving;
  const stat = async (userId: number, query = '', token = g.giver.token) => expectStatus(await a.get(`/api/user/${userId}/stat-impacts${query}`, token), 200).data;
  const grouped = async (userId: number, query: string, token = g.giver.token) =>
    expectStatus(await a.get(`/api/user/${userId}/impacts-grouped-by-date${query}`, token), 200).data;

  beforeAll(async () => {
    g = await setUpImpactGiving(ctx);
  });

  it('answers 401 to every dashboard call without a token', async () => {
    for (const res of await Promise.all([
      a.get('/api/user/1/stat-impacts'),
      a.get('/api/user/1/impacts-grouped-by-date'),
      a.get('/api/user/contribution/getWCCounters'),
      a.get('/api/user/contribution/getWCChartData'),
      a.get('/api/user/giving-status'),
      a.post('/api/user/user-global-impacts'),
    ])) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('publishes every impact call in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/{id}/stat-impacts',
        '/api/user/{id}/impacts-grouped-by-date',
        '/api/user/contribution/getWCCounters',
        '/api/user/contribution/getWCChartData',
        '/api/user/giving-status',
        '/api/user/user-global-impacts',
        '/api/v2/impact-history',
        '/api/v2/guest/impact-history',
        '/api/v2/partner-impact-history',
        '/api/v2/impact-history-csv',
        '/api/v2/contribution/csvexportcontribution',
        '/api/user/contribution/statement',
      ]),
    );
    expect(doc.paths['/api/user/{id}/stat-impacts'].get.responses['200']).toBeDefined();
  });

  describe('GET /api/user/{id}/stat-impacts', () => {
    it('counts paid personal giving only: totals, categories, favourite category, projects and countries', async () => {
      const data = await stat(g.giver.id);
      expect(data).toMatchObject({
        account: 'user',
        user_id: g.giver.id,
        company_id: null,
        begin_date: null,
        end_date: null,
        contributions: 4,
        total_impacts: 54,
        beneficiaries: 63,
        amt_total_usd: 8.5,
        amt_total_sgd: 11.48,
        projects_supported: 3,
        countries_reached: 2,
        favourite_category: { id: expect.any(Number), name: 'Tree Planting', contributions: 2 },
        trial: { is_trial: false, trial_started_at: null, trial_ends_at: null, days_left: 0, trial_days: TRIAL_DAYS },
      });
      expect(data.categories.map((c: Category) => [c.name, c.contributions, c.total_impacts, c.beneficiaries, c.amt_total_usd])).toEqual([
        ['Water Access', 1, 50, 50, 1],
        ['Ocean Conservation', 1, 1, 10, 4.5],
        ['Tree Planting', 2, 3, 3, 3],
      ]);
    });

    it('includes the end day and leaves out the day after', async () => {
      const january = await stat(g.giver.id, '?begin_date=2026-01-01&end_date=2026-01-31');
      expect(january).toMatchObject({ begin_date: '2026-01-01', end_date: '2026-01-31', contributions: 3, total_impacts: 4, beneficiaries: 13, amt_total_usd: 7.5, amt_total_sgd: 10.13 });
      expect((await stat(g.giver.id, '?begin_date=2026-01-31&end_date=2026-01-31')).contributions).toBe(1);
      expect((await stat(g.giver.id, '?begin_date=2026-02-01&end_date=2026-02-01')).beneficiaries).toBe(50);
      expect((await stat(g.giver.id, '?begin_date=2026-01-16&end_date=2026-01-30')).contributions).toBe(0);
      expect((await stat(g.giver.id, '?end_date=2026-01-14')).favourite_category).toBeNull();
      // DD-MM-YYYY, the back-office filters' format, is read as a day too.
      expect((await stat(g.giver.id, '?begin_date=01-01-2026&end_date=31-01-2026')).contributions).toBe(3);
    });

    it('adds whole months and the days of partial months at either end', async () => {
      const company = (query: string) => stat(g.member.id, query, g.member.token);
      expect(await company('?begin_date=2026-01-15&end_date=2026-03-10')).toMatchObject({ contributions: 2, amt_total_usd: 1225 });
      expect(await company('?begin_date=2026-01-21&end_date=2026-03-09')).toMatchObject({ contributions: 0, amt_total_usd: 0, categories: [] });
      expect(await company('?begin_date=2026-01-01&end_date=2026-02-28')).toMatchObject({ contributions: 1, amt_total_usd: 25 });
      expect(await company('?begin_date=2026-02-01&end_date=2026-03-31')).toMatchObject({ contributions: 1, amt_total_usd: 1200 });
      expect(await company('?begin_date=2026-01-20&end_date=2026-01-20')).toMatchObject({ contributions: 1, amt_total_usd: 25 });
      expect(await company('?end_date=2026-03-09')).toMatchObject({ contributions: 1, amt_total_usd: 25 });
      expect(await company('?begin_date=2026-03-10')).toMatchObject({ contributions: 1, amt_total_usd: 1200 });
    });

    it('follows payment status changes and stays equal to the contributions it sums', async () => {
      const [plastic] = expectStatus(await a.get('/api/v2/impact-history?search=plastic', g.giver.token), 200).data;
      expectStatus(await a.post('/api/user/contribution/status/change', g.admin, { status: 0, ids: [plastic.id] }), 200);
      expect(await stat(g.giver.id)).toMatchObject({ contributions: 3, beneficiaries: 53, amt_total_usd: 4 });
      expectStatus(await a.post('/api/user/contribution/status/change', g.admin, { status: 1, ids: [plastic.id] }), 200);
      expect(await stat(g.giver.id)).toMatchObject({ contributions: 4, beneficiaries: 63, amt_total_usd: 8.5, amt_total_sgd: 11.48 });
      const drift = await ctx.database.db.execute(sql`
        with raw as (
          select account, case when account = 'company' then company_id else user_id end as owner_id,
            (contribution_date at time zone 'UTC')::date as day, count(*) as n, sum(quantity) as q, sum(beneficiaries) as b,
            sum(amt_total_usd_cents) as usd, sum(coalesce(amt_total_sgd_cents, 0)) as sgd
          from contributions where payment_received = 1 and contribution_date is not null group by 1, 2, 3
        ), rolled as (
          select account, owner_id, day, contributions as n, total_impacts as q, beneficiaries as b, usd_cents as usd, sgd_cents as sgd
          from impact_daily_totals where contributions <> 0
        )
        (select * from raw except select * from rolled) union all (select * from rolled except select * from raw)`);
      expect(drift.rows).toEqual([]);
      const monthlyDrift = await ctx.database.db.execute(sql`
        with raw as (
          select account, case when account = 'company' then company_id else user_id end as owner_id,
            date_trunc('month', contribution_date at time zone 'UTC')::date as month, project_id, count(*) as n, sum(beneficiaries) as b
          from contributions where payment_received = 1 and contribution_date is not null group by 1, 2, 3, 4
        ), rolled as (
          select account, owner_id, month, project_id, contributions as n, beneficiaries as b from impact_monthly_projects where contributions <> 0
        )
        (select * from raw except select * from rolled) union all (select * from rolled except select * from raw)`);
      expect(monthlyDrift.rows).toEqual([]);
    });

    it('answers 422 for invalid or reversed dates', async () => {
      for (const query of ['?begin_date=2026-13-01', '?end_date=yesterday', '?begin_date=2026-02-30', '?account=team']) {
        expect((await a.get(`/api/user/${g.giver.id}/stat-impacts${query}`, g.giver.token)).statusCode, query).toBe(422);
      }
      const reversed = await a.get(`/api/user/${g.giver.id}/stat-impacts?begin_date=2026-02-01&end_date=2026-01-01`, g.giver.token);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors.begin_date).toEqual([impactMessages.beginAfterEnd]);
    });

    it('keeps personal and company figures apart; members read their company, others are refused', async () => {
      const company = await stat(g.member.id, '', g.member.token);
      expect(company).toMatchObject({ account: 'company', company_id: g.companyId, contributions: 2, beneficiaries: 1505, amt_total_usd: 1225, amt_total_sgd: 1653.75 });
      expect(await stat(g.member.id, '', g.teammate.token)).toMatchObject({ account: 'company', amt_total_usd: 1225 });
      expect(await stat(g.teammate.id, `?company_id=${g.companyId}`, g.teammate.token)).toMatchObject({ account: 'company', amt_total_usd: 1225 });
      expect(await stat(g.member.id, '?account=user', g.member.token)).toMatchObject({ account: 'user', contributions: 1, amt_total_usd: 1 });
      expect((await a.get(`/api/user/${g.giver.id}/stat-impacts`, g.other.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.member.id}/stat-impacts`, g.giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.member.id}/stat-impacts?account=user`, g.teammate.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.giver.id}/stat-impacts?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.giver.id}/stat-impacts`, g.partner)).statusCode).toBe(403);
      expect((await a.get('/api/user/999999/stat-impacts', g.giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.giver.id}/stat-impacts?company_id=999999`, g.giver.token)).statusCode).toBe(404);
    });

    it('lets admins read any account, and answers 404 for unknown ones', async () => {
      expect(await stat(g.giver.id, '', g.admin)).toMatchObject({ account: 'user', amt_total_usd: 8.5 });
      expect(await stat(g.member.id, '', g.admin)).toMatchObject({ account: 'company', amt_total_usd: 1225 });
      const adminId = (await a.get('/api/user/current', g.admin)).json().data.id;
      expect(await stat(adminId, `?company_id=${g.companyId}`, g.admin)).toMatchObject({ account: 'company', amt_total_usd: 1225 });
      expect((await a.get('/api/user/999999/stat-impacts', g.admin)).statusCode).toBe(404);
    });

    it('shows the days left of a 17-day trial, with the funded first impact counted', async () => {
      const form = await buildTrialForm(ctx, {}, 'water');
      const created = expectStatus(await a.post('/api/v2/trial-account/create', null, form), 200).data;
      const token = await signIn(ctx, form.email, form.password);
      const data = await stat(created.user_id, '', token);
      expect(data).toMatchObject({ account: 'company', company_id: created.company_id, contributions: 1, beneficiaries: 50, amt_total_usd: 1 });
      expect(data.trial).toMatchObject({ is_trial: true, days_left: TRIAL_DAYS, trial_ends_at: created.trial_ends_at, trial_days: TRIAL_DAYS });
      await ctx.database.db.execute(sql`update companies set trial_ends_at = now() + interval '36 hours' where id = ${created.company_id}`);
      expect((await stat(created.user_id, '', token)).trial).toMatchObject({ is_trial: true, days_left: 2 });
      await ctx.database.db.execute(sql`update companies set trial_ends_at = now() - interval '1 minute' where id = ${created.company_id}`);
      expect((await stat(created.user_id, '', token)).trial).toMatchObject({ is_trial: false, days_left: 0 });
    });
  });

  describe('GET /api/user/{id}/impacts-grouped-by-date', () => {
    it('fills every period of the range, with the end day in and the day after out', async () => {
      const days = await grouped(g.giver.id, '?type=day&begin_date=2026-01-30&end_date=2026-02-01');
      expect(days).toMatchObject({ type: 'day', begin_date: '2026-01-30', end_date: '2026-02-01', account: 'user' });
      expect(days.periods.map((p: { period: string; beneficiaries: number; amt_total_usd: number }) => [p.period, p.beneficiaries, p.amt_total_usd])).toEqual([
        ['2026-01-30', 0, 0],
        ['2026-01-31', 1, 1],
        ['2026-02-01', 50, 1],
      ]);
      const january = await grouped(g.giver.id, '?type=day&begin_date=2026-01-31&end_date=2026-01-31');
      expect(january.periods).toEqual([{ period: '2026-01-31', start_date: '2026-01-31', contributions: 1, total_impacts: 1, beneficiaries: 1, amt_total_usd: 1, amt_total_sgd: 1.35 }]);
    });

    it('groups by month and year', async () => {
      const months = await grouped(g.giver.id, '?type=month&begin_date=2025-12-15&end_date=2026-03-31');
      expect(months.periods.map((p: { period: string; start_date: string; amt_total_usd: number; contributions: number }) => [p.period, p.start_date, p.amt_total_usd, p.contributions])).toEqual([
        ['2025-12', '2025-12-01', 0, 0],
        ['2026-01', '2026-01-01', 7.5, 3],
        ['2026-02', '2026-02-01', 1, 1],
        ['2026-03', '2026-03-01', 0, 0],
      ]);
      const years = await grouped(g.member.id, '?type=year', g.member.token);
      const thisYear = new Date().getUTCFullYear();
      expect(years.begin_date).toBe('2026-01-01');
      expect(years.periods.map((p: { period: string }) => p.period)).toEqual(Array.from({ length: thisYear - 2026 + 1 }, (_, i) => String(2026 + i)));
      expect(years.periods[0]).toMatchObject({ period: '2026', contributions: 2, beneficiaries: 1505, amt_total_usd: 1225 });
    });

    it('defaults to the last 12 months by month, and to the last 30 days by day', async () => {
      const months = await grouped(g.giver.id, '');
      expect(months.type).toBe('month');
      expect(months.periods).toHaveLength(12);
      expect(months.end_date).toBe(new Date().toISOString().slice(0, 10));
      expect((await grouped(g.giver.id, '?type=day')).periods).toHaveLength(30);
    });

    it('refuses bad types, reversed ranges, too many periods and other accounts', async () => {
      expect((await a.get(`/api/user/${g.giver.id}/impacts-grouped-by-date?type=week`, g.giver.token)).statusCode).toBe(422);
      expect((await a.get(`/api/user/${g.giver.id}/impacts-grouped-by-date?begin_date=2026-02-01&end_date=2026-01-01`, g.giver.token)).statusCode).toBe(422);
      const tooLong = await a.get(`/api/user/${g.giver.id}/impacts-grouped-by-date?type=day&begin_date=2020-01-01&end_date=2026-01-01`, g.giver.token);
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors.type).toEqual([impactMessages.tooManyPeriods]);
      expect(IMPACT_MAX_PERIODS).toBe(1000);
      expect((await a.get(`/api/user/${g.giver.id}/impacts-grouped-by-date`, g.other.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/${g.member.id}/impacts-grouped-by-date`, g.teammate.token)).statusCode).toBe(200);
    });
  });

  describe('GET /api/user/contribution/getWCCounters and getWCChartData', () => {
    type Counter = { slug: string; contributions: number; total_impacts: number; beneficiaries: number; amt_total_usd: number; projects_supported: number };

    it('counts per impact category, every category listed, a project once per category', async () => {
      const data = expectStatus(await a.get('/api/user/contribution/getWCCounters?begin_date=2026-01-01&end_date=2026-01-31', g.giver.token), 200).data;
      expect(data.counters).toHaveLength(8);
      const bySlug = Object.fromEntries(data.counters.map((c: Counter) => [c.slug, c]));
      expect(bySlug.environment).toMatchObject({ name: 'Environment', contributions: 3, total_impacts: 4, beneficiaries: 13, amt_total_usd: 7.5, projects_supported: 2 });
      expect(bySlug.water).toMatchObject({ contributions: 0, beneficiaries: 0, projects_supported: 0 });
      expect(data.totals).toMatchObject({ contributions: 3, beneficiaries: 13, amt_total_usd: 7.5, projects_supported: 2 });
      const all = expectStatus(await a.get('/api/user/contribution/getWCCounters', g.giver.token), 200).data;
      expect(all.counters.find((c: Counter) => c.slug === 'water')).toMatchObject({ contributions: 1, total_impacts: 50, beneficiaries: 50 });
    });

    it('gives a series per impact category given to', async () => {
      const data = expectStatus(await a.get('/api/user/contribution/getWCChartData?type=month&begin_date=2026-01-01&end_date=2026-02-28', g.giver.token), 200).data;
      expect(data.periods).toEqual(['2026-01', '2026-02']);
      expect(data.series).toEqual([
        { impact_category_id: 1, name: 'Clean Water', slug: 'water', total_impacts: [0, 50], beneficiaries: [0, 50], amt_total_usd: [0, 1] },
        { impact_category_id: 2, name: 'Environment', slug: 'environment', total_impacts: [4, 0], beneficiaries: [13, 0], amt_total_usd: [7.5, 0] },
      ]);
      const company = expectStatus(await a.get(`/api/user/contribution/getWCChartData?type=year&company_id=${g.companyId}`, g.teammate.token), 200).data;
      expect(company.series.map((s: { slug: string; beneficiaries: number[] }) => [s.slug, s.beneficiaries[0]])).toEqual([
        ['water', 1500],
        ['shelter', 5],
      ]);
    });

    it('is for the account owner, its company members and admins', async () => {
      expect((await a.get(`/api/user/contribution/getWCCounters?user_id=${g.giver.id}`, g.other.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/contribution/getWCChartData?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect(expectStatus(await a.get(`/api/user/contribution/getWCCounters?user_id=${g.giver.id}`, g.admin), 200).data.totals.contributions).toBe(4);
      expect((await a.get('/api/user/contribution/getWCChartData?type=day&begin_date=2020-01-01', g.giver.token)).statusCode).toBe(422);
    });
  });

  describe('GET /api/user/giving-status', () => {
    it('unlocks Share and Community for a company once it has paid giving', async () => {
      expect(expectStatus(await a.get('/api/user/giving-status', g.teammate.token), 200).data).toEqual({
        account: 'company',
        company_id: g.companyId,
        total_giving_usd: 1225,
        has_giving: true,
        menus_unlocked: true,
        locked_message: null,
      });
      const quietCompany = await createCompany(ctx);
      const newcomer = await createUser(ctx, { companyId: quietCompany, isAdmin: true });
      expect(expectStatus(await a.get('/api/user/giving-status', newcomer.token), 200).data).toEqual({
        account: 'company',
        company_id: quietCompany,
        total_giving_usd: 0,
        has_giving: false,
        menus_unlocked: false,
        locked_message: messages.unlockFirstGiving,
      });
      // A checkout that is not paid yet does not unlock them.
      expectStatus(await a.add(newcomer.token, { project_id: 1380, impact_level_id: 3009, company_id: quietCompany }), 200);
      expectStatus(await a.checkout(newcomer.token, { company_id: quietCompany }), 200);
      expect(expectStatus(await a.get('/api/user/giving-status', newcomer.token), 200).data.menus_unlocked).toBe(false);
    });

    it('never locks a personal account', async () => {
      expect(expectStatus(await a.get('/api/user/giving-status', g.other.token), 200).data).toMatchObject({ account: 'user', has_giving: false, menus_unlocked: true, locked_message: null });
      expect(expectStatus(await a.get('/api/user/giving-status?account=user', g.member.token), 200).data).toMatchObject({ account: 'user', total_giving_usd: 1 });
      expect((await a.get(`/api/user/giving-status?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
    });
  });

  describe('POST /api/user/user-global-impacts', () => {
    it('answers the platform totals from paid contributions', async () => {
      const expected = (
        await ctx.database.db.execute<Record<string, number | string>>(sql`
          select coalesce(sum(beneficiaries), 0) as beneficiaries, coalesce(sum(quantity), 0) as total_impacts,
            count(distinct case when account = 'company' then 'c' || company_id else 'u' || user_id end) as givers,
            count(distinct project_id) as projects
          from contributions where payment_received = 1 and contribution_date is not null`)
      ).rows[0];
      const data = expectStatus(await a.post('/api/user/user-global-impacts', g.other.token), 200).data;
      expect(data).toMatchObject({
        beneficiaries: Number(expected.beneficiaries),
        total_impacts: Number(expected.total_impacts),
        givers: Number(expected.givers),
        projects: Number(expected.projects),
        countries: expect.any(Number),
        updated_at: expect.any(String),
      });
      expect(data.givers).toBe(data.companies + data.individuals);
      expect(data.countries).toBeGreaterThanOrEqual(5);
    });
  });
});
