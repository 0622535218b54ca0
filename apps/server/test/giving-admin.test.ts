import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminGivingMessages, contributionMessages } from '@goodhive/contract';
import { auditLog, contributionGroups, contributions, partners } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createCompany, createUser, demoCompanyId, expectStatus } from './giving-helpers.js';

const groupCount = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contributionGroups))[0].n;
const partnerId = async (ctx: TestContext, name: string) => (await ctx.database.db.select({ id: partners.id }).from(partners).where(eq(partners.worthy_cause_name, name)))[0].id;

describe('staff giving back-office', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const offline = (overrides: Record<string, unknown> = {}) => ({
    payment_method: 'bank_transfer',
    payment_reference: 'DBS-TT-20260115',
    received_on: '2026-01-15',
    lines: [
      { impact_level_id: 3009, quantity: 40 },
      { impact_level_id: 3012, quantity: 10 },
    ],
    ...overrides,
  });

  it('lets only staff list, export, open and record giving', async () => {
    const business = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const calls = (token: string | null) => [
      a.get('/api/admin/giving', token),
      a.get('/api/admin/giving/csv', token),
      a.get('/api/admin/giving/1', token),
      a.post('/api/admin/giving', token, offline({ user_id: business.id })),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    for (const token of [business.token, partner]) {
      for (const res of await Promise.all(calls(token))) expect(res.statusCode).toBe(403);
    }
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expectStatus(await a.get('/api/admin/giving', admin), 200);
  });

  it('records an offline bank transfer for a company: paid on the day received, priced by the server, audited, receipt e-mailed', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await demoCompanyId(ctx);
    const res = expectStatus(await a.post('/api/admin/giving', admin, offline({ company_id: companyId, note: 'Annual pledge' })), 200);
    expect(res.message).toBe(adminGivingMessages.offlineRecorded);
    expect(res.data.total_usd).toBe(45);
    const id = res.data.id as number;

    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, id));
    expect(group).toMatchObject({ status: 'paid', account: 'company', company_id: companyId, payment_provider: 'bank_transfer', payment_reference: 'DBS-TT-20260115', total_usd_cents: 4500, note: 'Annual pledge' });
    expect(group.paid_at?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    const rows = await ctx.database.db.select().from(contributions).where(eq(contributions.contribution_group_id, id));
    expect(rows.map((r) => [r.impact_level_id, r.quantity, r.amt_total_usd_cents, r.payment_received, r.beneficiaries]).sort()).toEqual([
      [3009, 40, 4000, 1, 40],
      [3012, 10, 500, 1, 10],
    ]);

    const detail = expectStatus(await a.get(`/api/admin/giving/${id}`, admin), 200).data;
    expect(detail).toMatchObject({ id, status: 'paid', payment_method: 'bank_transfer', receipt_available: true, note: 'Annual pledge', company: { id: companyId } });
    expect(detail.items).toHaveLength(2);
    expect(detail.items[0]).toMatchObject({ partner: { name: expect.any(String) }, payment_received: 1, remittance_id: null });
    expect(detail.audit).toEqual([expect.objectContaining({ action: 'giving.offline_create', actor: `${DEMO_USERS.admin.first_name} ${DEMO_USERS.admin.last_name}`, reason: 'Annual pledge' })]);

    // Filtered by one of its partners, the totals also say what of it went to that partner.
    const roots = await partnerId(ctx, 'Global Roots Foundation');
    const narrowed = expectStatus(await a.get(`/api/admin/giving?company_id=${companyId}&partner_id=${roots}&date_from=2026-01-15&date_to=2026-01-15`, admin), 200);
    expect(narrowed.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(narrowed.data.totals.total_usd - narrowed.data.totals.matching_usd).toBeCloseTo(5);

    const mail = await ctx.smtp.waitForMail(DEMO_USERS.business.email, /receipt/i);
    expect(mail.text).toContain('45.00');

    // The receipt itself opens for staff.
    expect((await a.get(`/api/contribution/receipt?group_id=${id}`, admin)).headers['content-type']).toContain('application/pdf');
  });

  it('refuses bad offline giving with a clear 422 and writes nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await demoCompanyId(ctx);
    const empty = await createCompany(ctx);
    const before = await groupCount(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [offline(), 'company_id'],
      [offline({ company_id: companyId, received_on: '2999-01-01' }), 'received_on'],
      [offline({ company_id: companyId, received_on: '2026-02-30' }), 'received_on'],
      [offline({ company_id: companyId, lines: [{ impact_level_id: 999999, quantity: 1 }] }), 'lines.0.impact_level_id'],
      [offline({ company_id: companyId, lines: [{ impact_level_id: 3009, quantity: -5 }] }), 'lines.0.quantity'],
      [offline({ company_id: companyId, lines: [] }), 'lines'],
      [offline({ company_id: companyId, payment_method: 'cash' }), 'payment_method'],
      [offline({ company_id: companyId, payment_reference: ' ' }), 'payment_reference'],
      [offline({ company_id: empty }), 'company_id'],
      [offline({ company_id: 999999 }), 'company_id'],
      [offline({ user_id: (await createUser(ctx)).id, lines: [{ impact_level_id: 3009, quantity: 100_000 }, { impact_level_id: 3014, quantity: 100_000 }] }), 'lines'],
    ];
    for (const [body, field] of cases) {
      const res = await a.post('/api/admin/giving', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await groupCount(ctx)).toBe(before);
  });

  it('filters giving by date, company, user, partner, project, status, method, currency and amount, with totals of every page', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const giver = await createUser(ctx);
    const ids: number[] = [];
    for (const [day, lines, currency] of [
      ['2025-03-02', [{ impact_level_id: 3009, quantity: 10 }], 'USD'],
      ['2025-03-20', [{ impact_level_id: 3012, quantity: 30 }], 'SGD'],
      ['2025-04-01', [{ impact_level_id: 3009, quantity: 7 }], 'USD'],
    ] as const) {
      ids.push(expectStatus(await a.post('/api/admin/giving', admin, offline({ user_id: giver.id, received_on: day, lines, currency, payment_method: 'cheque' })), 200).data.id);
    }
    const list = async (q: string) => expectStatus(await a.get(`/api/admin/giving?user_id=${giver.id}&${q}`, admin), 200);

    const all = await list('');
    expect(all.data.rows.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(all.data.totals).toMatchObject({ groups: 3, total_usd: 32 });
    expect(all.meta).toEqual({ total: 3, page: 1, limit: 25 });
    expect(all.data.rows[0]).toMatchObject({ user: { id: giver.id }, company: null, account: 'user', lines: 1, payment_method: 'cheque', status: 'paid' });

    const march = await list('date_from=2025-03-01&date_to=2025-03-31');
    expect(march.data.rows.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(march.data.totals.total_usd).toBe(25);
    const roots = await partnerId(ctx, 'Global Roots Foundation');
    expect((await list(`partner_id=${roots}`)).data.rows.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[0]]);
    expect((await list(`partner_id=${roots}&date_from=2025-03-01&date_to=2025-03-31`)).data.totals).toMatchObject({ groups: 1, total_usd: 10, matching_usd: 10 });
    expect(all.data.totals.matching_usd).toBeNull();
    expect((await list('project_id=1383')).data.rows.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await list('currency=SGD')).data.rows.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await list('amount_min=10&amount_max=15')).data.rows.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await list('status=unpaid')).meta.total).toBe(0);
    expect((await list('payment_method=bank_transfer')).meta.total).toBe(0);
    const paged = await list('limit=2&page=2');
    expect(paged.data.rows.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(paged.data.totals.groups).toBe(3);

    for (const q of ['date_from=2025-04-01&date_to=2025-03-01', 'amount_min=-1', 'amount_min=20&amount_max=10', 'status=refunded', 'date_from=03-01-2025', 'limit=1000']) {
      expect((await a.get(`/api/admin/giving?${q}`, admin)).statusCode, q).toBe(422);
    }

    // The CSV carries the same filtered rows.
    const csv = await a.get(`/api/admin/giving/csv?user_id=${giver.id}&date_from=2025-03-01&date_to=2025-03-31`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('giving_2025-03-01_to_2025-03-31.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Total (USD)');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([ids[1], ids[0]]);
    expect(lines[1]).toContain('Cheque');
  });

  it('changes contribution status per group with the audit before and after, and cancels a group with nothing paid left', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const giver = await createUser(ctx);
    const { id } = expectStatus(await a.post('/api/admin/giving', admin, offline({ user_id: giver.id })), 200).data;
    const ids = (await ctx.database.db.select({ id: contributions.id }).from(contributions).where(eq(contributions.contribution_group_id, id))).map((r) => r.id);

    const res = expectStatus(await a.post('/api/user/contribution/status/change', admin, { status: 0, ids }), 200);
    expect(res).toMatchObject({ message: contributionMessages.statusChanged, data: { status: 0, updated: [...ids].sort((x, y) => x - y) } });
    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, id));
    expect(group.status).toBe('cancelled');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contribution.status_change'), eq(auditLog.subject_type, 'contribution_group'), eq(auditLog.subject_id, id)));
    expect(entry.before).toMatchObject({ status: 'paid', paid_contributions: 2 });
    expect(entry.after).toMatchObject({ status: 'cancelled', paid_contributions: 0 });
    expect((await a.get(`/api/admin/giving?user_id=${giver.id}&status=unpaid`, admin)).json().meta.total).toBe(1);

    expectStatus(await a.post('/api/user/contribution/status/change', admin, { status: 1, ids }), 200);
    expect((await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, id)))[0].status).toBe('paid');
    const detail = expectStatus(await a.get(`/api/admin/giving/${id}`, admin), 200).data;
    expect(detail.audit.map((e: { action: string }) => e.action)).toEqual(['giving.offline_create', 'contribution.status_change', 'contribution.status_change']);
  });

  it('refuses a status change on giving paid with a giving credit', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const giver = await createUser(ctx);
    const { id } = expectStatus(await a.post('/api/admin/giving', admin, offline({ user_id: giver.id })), 200).data;
    await ctx.database.db.update(contributionGroups).set({ funded_by: 'credit' }).where(eq(contributionGroups.id, id));
    const ids = (await ctx.database.db.select({ id: contributions.id }).from(contributions).where(eq(contributions.contribution_group_id, id))).map((r) => r.id);
    const res = await a.post('/api/user/contribution/status/change', admin, { status: 0, ids });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminGivingMessages.creditFunded);
    expect((await ctx.database.db.select().from(contributions).where(eq(contributions.contribution_group_id, id))).every((c) => c.payment_received === 1)).toBe(true);
  });

  it('answers 404 for giving that does not exist', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await a.get('/api/admin/giving/999999', admin)).statusCode).toBe(404);
    expect((await a.get('/api/admin/giving/abc', admin)).statusCode).toBe(422);
  });
});
