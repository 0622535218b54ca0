import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { membershipPaymentAdminMessages } from '@goodhive/contract';
import { auditLog, companies, membershipPackages, membershipPayments, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createUser, demoCompanyId, expectStatus } from './giving-helpers.js';

describe('staff membership payments', () => {
  const ctx = useTestApp();
  const a = api(ctx);

  it('lets only staff list, open and correct membership payments', async () => {
    const business = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    for (const token of [null, business.token, partner]) {
      const code = token ? 403 : 401;
      expect((await a.get('/api/admin/membership-payments', token)).statusCode).toBe(code);
      expect((await a.get('/api/admin/membership-payments/1', token)).statusCode).toBe(code);
      expect((await a.post('/api/admin/membership-payments/1', token, { amount_usd: 1, reason: 'typo fix' })).statusCode).toBe(code);
    }
  });

  it('records a payment when staff upgrade a member by hand', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const [pkg] = await ctx.database.db.select().from(membershipPackages).limit(1);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_USERS.business.email));
    expectStatus(await a.post('/api/user/upgrade', admin, { user_id: owner.id, package_id: pkg.id, membership_period_id: 2, reason: 'Paid by bank transfer' }), 200);
  });

  it('lists every payment with package, period, amount and status, by company and status; not_required shows no status', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await demoCompanyId(ctx);
    const all = expectStatus(await a.get('/api/admin/membership-payments?limit=100', admin), 200);
    expect(all.meta.total).toBeGreaterThan(0);
    const mine = expectStatus(await a.get(`/api/admin/membership-payments?company_id=${companyId}`, admin), 200);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((p: { company: { id: number } }) => p.company.id === companyId)).toBe(true);
    const first = mine.data[0];
    expect(first).toMatchObject({ package: { name: expect.any(String) }, period: expect.any(String), amount_usd: expect.any(Number) });
    expect(first.payment_status_label).toBe(first.payment_status === 1 ? 'Complete' : 'Incomplete');
    const complete = expectStatus(await a.get('/api/admin/membership-payments?status=complete&limit=100', admin), 200).data;
    expect(complete.every((p: { payment_status: number }) => p.payment_status === 1)).toBe(true);
    const incomplete = expectStatus(await a.get('/api/admin/membership-payments?status=incomplete&limit=100', admin), 200).data;
    expect(incomplete.every((p: { payment_status: number }) => p.payment_status !== 1)).toBe(true);

    await ctx.database.db.update(companies).set({ membership_recurring_status: 'not_required' }).where(eq(companies.id, companyId));
    expect(expectStatus(await a.get(`/api/admin/membership-payments/${first.id}`, admin), 200).data.payment_status_label).toBeNull();
    await ctx.database.db.update(companies).set({ membership_recurring_status: null }).where(eq(companies.id, companyId));
    expect((await a.get('/api/admin/membership-payments?status=other', admin)).statusCode).toBe(422);
    expect((await a.get('/api/admin/membership-payments/999999', admin)).statusCode).toBe(404);
  });

  it('corrects a payment with a reason, audited with before and after; bad input changes nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const [payment] = await ctx.database.db.select().from(membershipPayments).limit(1);
    for (const body of [{ amount_usd: -5, reason: 'wrong sign' }, { amount_usd: 5 }, { payment_status: 2, reason: 'bad status' }, { paid_on: '2026-02-30', reason: 'bad day' }]) {
      expect((await a.post(`/api/admin/membership-payments/${payment.id}`, admin, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const same = await a.post(`/api/admin/membership-payments/${payment.id}`, admin, { amount_usd: payment.amount_usd_cents / 100, reason: 'nothing really' });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(membershipPaymentAdminMessages.nothingChanged);

    const res = expectStatus(await a.post(`/api/admin/membership-payments/${payment.id}`, admin, { amount_usd: 123.45, payment_reference: 'BANK-778', reason: 'Bank transfer amount' }), 200);
    expect(res.message).toBe(membershipPaymentAdminMessages.corrected);
    expect(res.data).toMatchObject({ amount_usd: 123.45, payment_reference: 'BANK-778' });
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'membership_payment.correct'), eq(auditLog.subject_id, payment.id)));
    expect(entry).toMatchObject({ reason: 'Bank transfer amount', before: { amount_usd_cents: payment.amount_usd_cents }, after: { amount_usd_cents: 12345, payment_reference: 'BANK-778' } });
  });
});
