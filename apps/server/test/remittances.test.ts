import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { adminGivingMessages, remittanceMessages } from '@goodhive/contract';
import { auditLog, contributions, partners, remittances } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createUser, expectStatus, pdfText } from './giving-helpers.js';

const REEF = 'ocean@partners.goodhive.example';
const partnerIdOf = async (ctx: TestContext, name: string) => (await ctx.database.db.select({ id: partners.id }).from(partners).where(eq(partners.worthy_cause_name, name)))[0].id;
const remittanceCount = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(remittances))[0].n;

describe('remittances to partners', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  let admin: string;
  let giver: number;
  let reef: number;

  /** Paid offline giving on a day: `reefSquares` m² of reef (US $15 each, Blue Reef Alliance) and/or health checks (US $3, HealthBridge). */
  async function give(day: string, lines: { impact_level_id: number; quantity: number }[]) {
    return expectStatus(
      await a.post('/api/admin/giving', admin, { user_id: giver, payment_method: 'bank_transfer', payment_reference: `REF-${day}`, received_on: day, lines }),
      200,
    ).data.id as number;
  }
  const owed = async (q: string) => expectStatus(await a.get(`/api/admin/remittances/due?${q}`, admin), 200).data;
  const create = (body: Record<string, unknown>) =>
    a.post('/api/admin/remittances', admin, { partner_id: reef, period_start: '2025-01-01', period_end: '2025-01-31', remitted_on: '2025-02-05', bank_reference: 'DBS-RM-0001', ...body });

  it('is for staff only', async () => {
    admin = await signIn(ctx, DEMO_USERS.admin.email);
    giver = (await createUser(ctx)).id;
    reef = await partnerIdOf(ctx, 'Blue Reef Alliance');
    const business = await createUser(ctx);
    const partner = await signIn(ctx, REEF);
    for (const token of [null, business.token, partner]) {
      const code = token ? 403 : 401;
      expect((await a.get('/api/admin/remittances', token)).statusCode).toBe(code);
      expect((await a.get('/api/admin/remittances/due?period_start=2025-01-01&period_end=2025-01-31', token)).statusCode).toBe(code);
      expect((await a.get('/api/admin/remittances/1', token)).statusCode).toBe(code);
      expect((await a.post('/api/admin/remittances', token, { partner_id: reef, period_start: '2025-01-01', period_end: '2025-01-31', remitted_on: '2025-02-05', bank_reference: 'X' })).statusCode).toBe(code);
    }
  });

  it('shows what each partner is owed up to the period end, with what carried over from before it', async () => {
    await give('2024-12-05', [{ impact_level_id: 3014, quantity: 10 }]);
    await give('2025-01-10', [
      { impact_level_id: 3014, quantity: 40 },
      { impact_level_id: 3012, quantity: 20 },
      { impact_level_id: 3015, quantity: 50 },
    ]);
    const rows = await owed('period_start=2025-01-01&period_end=2025-01-31');
    const reefRow = rows.find((r: { partner: { id: number } }) => r.partner.id === reef);
    expect(reefRow).toMatchObject({ contributions: 3, amount_usd: 760, carried_over_usd: 150, below_threshold: false });
    expect(reefRow.projects.map((p: { project_id: number; amount_usd: number }) => [p.project_id, p.amount_usd]).sort()).toEqual([
      [1383, 10],
      [1384, 750],
    ]);
    const health = rows.find((r: { partner: { name: string } }) => r.partner.name === 'HealthBridge Clinics');
    expect(health).toMatchObject({ amount_usd: 150, below_threshold: true });
    expect(await owed(`partner_id=${reef}&period_start=2025-01-01&period_end=2025-01-31`)).toHaveLength(1);
    expect((await a.get('/api/admin/remittances/due?period_start=2025-02-01&period_end=2025-01-01', admin)).statusCode).toBe(422);
    expect((await a.get('/api/admin/remittances/due?partner_id=999999&period_start=2025-01-01&period_end=2025-01-31', admin)).statusCode).toBe(404);
  });

  it('carries a partner below the US $500 threshold over to the next period', async () => {
    const before = await remittanceCount(ctx);
    const res = await create({ partner_id: await partnerIdOf(ctx, 'HealthBridge Clinics') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(remittanceMessages.belowThreshold('150.00'));
    expect(await remittanceCount(ctx)).toBe(before);
  });

  it('refuses bad remittances with a clear error and writes nothing', async () => {
    const before = await remittanceCount(ctx);
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ fees_usd: 760 }, 422, 'fees_usd'],
      [{ fees_usd: -1 }, 422, 'fees_usd'],
      [{ remitted_on: '2999-01-01' }, 422, 'remitted_on'],
      [{ period_start: '2025-02-01' }, 422, 'period_end'],
      [{ period_end: '2999-01-31' }, 422, 'period_end'],
      [{ partner_id: 999999 }, 422, 'partner_id'],
      [{ payout_currency: 'XYZ' }, 422, 'payout_currency'],
      [{ payout_currency: 'USD', fx_rate: 1.3 }, 422, 'fx_rate'],
      [{ fx_rate: 0, payout_currency: 'SGD' }, 422, 'fx_rate'],
      [{ bank_reference: '' }, 422, 'bank_reference'],
      [{ expected_amount_usd: 700 }, 409],
    ];
    for (const [body, status, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await remittanceCount(ctx)).toBe(before);
    expect((await ctx.database.db.select().from(contributions).where(isNotNull(contributions.remittance_id))).length).toBe(0);
  });

  it('remits once: marks the contributions, files the advice in the partner resources, e-mails it, audits it', async () => {
    const res = expectStatus(await create({ fees_usd: 10, payout_currency: 'SGD', fx_rate: 1.35, expected_amount_usd: 760 }), 200);
    expect(res.message).toBe(remittanceMessages.created);
    const r = res.data;
    expect(r).toMatchObject({
      partner: { id: reef, name: 'Blue Reef Alliance' },
      contributions: 3,
      gross_usd: 760,
      fees_usd: 10,
      net_usd: 750,
      payout_currency: 'SGD',
      fx_rate: 1.35,
      payout_amount: 1012.5,
      bank_reference: 'DBS-RM-0001',
      acknowledged_at: null,
      created_by: `${DEMO_USERS.admin.first_name} ${DEMO_USERS.admin.last_name}`,
    });
    expect(r.projects.reduce((n: number, p: { amount_usd: number }) => n + p.amount_usd, 0)).toBe(760);
    const remitted = await ctx.database.db.select().from(contributions).where(eq(contributions.remittance_id, r.id));
    expect(remitted).toHaveLength(3);

    // Nothing is left to remit for the period, and a remitted contribution keeps its status.
    const again = await create({});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(remittanceMessages.nothingDue);
    const change = await a.post('/api/user/contribution/status/change', admin, { status: 0, ids: [remitted[0].id] });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(adminGivingMessages.remitted);
    expect((await owed(`partner_id=${reef}&period_start=2025-01-01&period_end=2025-01-31`))).toEqual([]);

    // The partner finds the advice in its documents; its figures are the remittance's.
    const partner = await signIn(ctx, REEF);
    const bell = expectStatus(await a.get('/api/user/get-broadcast-notification', partner), 200).data;
    expect(bell[0].broadcast_notification).toMatchObject({ title: 'Remittance received', message_body: expect.stringContaining('US $750.00') });
    const docs = expectStatus(await a.get('/api/user/get-remittance-pdf', partner), 200).data;
    const advice = docs.find((d: { id: number }) => d.id === r.document_id);
    expect(advice).toMatchObject({ kind: 'remittance', period_start: '2025-01-01', period_end: '2025-01-31', amount_usd: 750, viewed: false });
    const file = await ctx.app.inject({ method: 'GET', url: `/api/user/download-remittance-pdf/${r.document_id}`, headers: bearer(partner) });
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    for (const figure of ['760.00', '10.00', '750.00', 'SGD 1,012.50', 'DBS-RM-0001', 'Blue Reef Alliance', '150.00']) expect(text).toContain(figure);
    // Opening it is the partner's acknowledgement.
    expect(expectStatus(await a.get(`/api/admin/remittances/${r.id}`, admin), 200).data.acknowledged_at).not.toBeNull();

    const mail = await ctx.smtp.waitForMail(REEF, /remittance/i);
    expect(mail.text).toContain('SGD 1,012.50');
    expect(mail.raw).toContain(`remittance_advice_${r.id}.pdf`);

    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'remittance.create'), eq(auditLog.subject_id, r.id)));
    expect(entry.after).toMatchObject({ partner_id: reef, gross_usd: 760, net_usd: 750, document_id: r.document_id });

    const list = expectStatus(await a.get(`/api/admin/remittances?partner_id=${reef}`, admin), 200);
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect(list.meta).toEqual({ total: 1, page: 1, limit: 25 });
  });

  it('lets only one of two staff creating the same remittance at once succeed, and nothing is counted twice', async () => {
    await give('2025-02-10', [{ impact_level_id: 3014, quantity: 40 }]);
    const body = { period_start: '2025-02-01', period_end: '2025-02-28', remitted_on: '2025-03-03', bank_reference: 'DBS-RM-0002' };
    const [one, two] = await Promise.all([create(body), create(body)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const rows = await ctx.database.db.select().from(remittances).where(and(eq(remittances.partner_id, reef), eq(remittances.period_end, '2025-02-28')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gross_usd_cents: 60000, contributions_count: 1 });
    const remitted = await ctx.database.db.select().from(contributions).where(eq(contributions.remittance_id, rows[0].id));
    expect(remitted).toHaveLength(1);
  });

  it('refuses a contribution already remitted even when written straight to the database', async () => {
    const [row] = await ctx.database.db.select().from(contributions).where(isNotNull(contributions.remittance_id)).limit(1);
    await expect(ctx.database.db.update(contributions).set({ remittance_id: null }).where(eq(contributions.id, row.id))).rejects.toThrow();
    await expect(ctx.database.db.update(contributions).set({ payment_received: 0 }).where(eq(contributions.id, row.id))).rejects.toThrow();
  });
});
