import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { billingMessages, membershipMessages, membershipPaymentAdminMessages as msg } from '@goodhive/contract';
import { auditLog, companies, companyPackages, membershipPackages, membershipPayments, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, pdfText } from './giving-helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
const addMonths = (d: Date, months: number) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

describe('manual membership payments recorded by staff, and the billing page', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);

  const packageId = async () => (await ctx.database.db.select().from(membershipPackages).limit(1))[0].id;
  const paymentsOf = async (companyId: number) => (await ctx.database.db.select({ n: count() }).from(membershipPayments).where(eq(membershipPayments.company_id, companyId)))[0].n;
  const auditRows = async () => (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'membership_payment.create')))[0].n;
  const companyOf = async (id: number) => (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  /** A company with its admin, who manages its billing. */
  const newCompany = async (roleId?: number) => {
    const companyId = await createCompany(ctx);
    const owner = await createUser(ctx, { companyId, isAdmin: true, roleId });
    return { companyId, owner };
  };
  const valid = async (companyId: number) => ({
    company_id: companyId,
    package_id: await packageId(),
    membership_period_id: 2,
    amount_usd: 1200,
    payment_status: 1,
    method: 'bank_transfer',
    payment_reference: 'BANK-2026-11',
    reason: 'Annual membership paid by bank transfer',
  });

  it('lets only staff record a payment or read its receipt; members read only their own company billing', async () => {
    const { companyId, owner } = await newCompany();
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const body = await valid(companyId);
    for (const token of [null, owner.token, partner]) {
      const code = token ? 403 : 401;
      expect((await a.post('/api/admin/membership-payments', token, body)).statusCode).toBe(code);
      expect((await a.get('/api/admin/membership-payments/1/receipt', token)).statusCode).toBe(code);
    }
    expect(await paymentsOf(companyId)).toBe(0);
    expect((await a.get('/api/user/billing/memberships', null)).statusCode).toBe(401);
    expect((await a.get('/api/user/billing/memberships', partner)).statusCode).toBe(403);
    // A plain member of the company (not its admin) cannot see its billing.
    const plain = await createUser(ctx, { companyId });
    expect((await a.get('/api/user/billing/memberships', plain.token)).statusCode).toBe(403);
  });

  it('records a complete payment: the membership runs one period on, the receipt is mailed, one audit row', async () => {
    const { companyId, owner } = await newCompany(7);
    // A trial company: no paid membership yet, so no status is shown until it pays.
    await ctx.database.db.update(companies).set({ membership_recurring_status: 'not_required' }).where(eq(companies.id, companyId));
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const before = await auditRows();
    const res = expectStatus(await a.post('/api/admin/membership-payments', admin, await valid(companyId)), 200);
    expect(res.message).toBe(msg.recorded);
    expect(res.data).toMatchObject({ company: { id: companyId }, user: { id: owner.id }, amount_usd: 1200, status: 'paid', payment_status: 1, payment_status_label: 'Complete', provider: 'bank_transfer', payment_reference: 'BANK-2026-11', membership_period_id: 2 });
    const paidAt = new Date(res.data.paid_at);
    expect(Math.abs(paidAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(res.data.membership_end_date).toBe(addMonths(paidAt, 12).toISOString());

    const company = await companyOf(companyId);
    expect(company.membership_end_date?.toISOString()).toBe(res.data.membership_end_date);
    expect(company.membership_period_id).toBe(2);
    expect(company.membership_recurring_status).toBe('cancelled');
    const [pkg] = await ctx.database.db.select().from(companyPackages).where(eq(companyPackages.company_id, companyId));
    expect(pkg.package_id).toBe(await packageId());

    expect(await auditRows()).toBe(before + 1);
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'membership_payment.create'), eq(auditLog.subject_id, res.data.id)));
    expect(entry).toMatchObject({ subject_type: 'membership_payment', reason: 'Annual membership paid by bank transfer', details: { company_id: companyId, method: 'bank_transfer' }, after: { amount_usd_cents: 120000, payment_status: 1 } });

    const mail = await ctx.smtp.waitForMail(owner.email, new RegExp(membershipMessages.receiptSubject));
    expect(mail.subject).toContain('1,200.00');
    const pdf = await a.get(`/api/admin/membership-payments/${res.data.id}/receipt`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`membership_receipt_${res.data.id}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`M-${res.data.id}`);
    expect(text).toContain('Bank transfer');
    expect(text).toContain('BANK-2026-11');

    // A trial member of the company becomes a paying member.
    const [me] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(me.role_id).toBe(5);
  });

  it('records an incomplete payment without touching the membership; it has no receipt', async () => {
    const { companyId } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const res = expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), payment_status: 0, method: 'cheque', membership_period_id: 1, amount_usd: 99.5 }), 200);
    expect(res.data).toMatchObject({ status: 'pending', payment_status: 0, payment_status_label: 'Incomplete', paid_at: null, membership_end_date: null, period: 'Monthly', amount_usd: 99.5 });
    const company = await companyOf(companyId);
    expect(company.membership_end_date).toBeNull();
    const receipt = await a.get(`/api/admin/membership-payments/${res.data.id}/receipt`, admin);
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().message).toBe(msg.receiptOnlyPaid);
    expect((await a.get('/api/admin/membership-payments/999999/receipt', admin)).statusCode).toBe(404);
  });

  it('takes the day paid and an explicit end date; extends from a membership that has not ended', async () => {
    const { companyId } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const first = expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), paid_on: '2026-01-15', membership_end_date: '2027-06-30' }), 200);
    expect(first.data.paid_at).toBe('2026-01-15T00:00:00.000Z');
    expect(first.data.membership_end_date).toBe('2027-06-30T00:00:00.000Z');
    const second = expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), membership_period_id: 1, amount_usd: 120 }), 200);
    expect(second.data.membership_end_date).toBe('2027-07-30T00:00:00.000Z');
    expect((await companyOf(companyId)).membership_end_date?.toISOString()).toBe('2027-07-30T00:00:00.000Z');
  });

  it('never shortens a membership nor ends it in the past; an incomplete payment is completed by recording a new one', async () => {
    const { companyId } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    // No paid membership yet: an old transfer whose year is over would end the membership in the past.
    const old = await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), paid_on: '2024-03-01' });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe(msg.endInPast);
    expect(await paymentsOf(companyId)).toBe(0);
    expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), membership_end_date: '2028-01-31' }), 200);
    // Paid until 2028: a payment typed to end sooner is refused, and the company keeps its end date.
    const shorter = await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), paid_on: '2026-03-01', membership_end_date: '2027-03-01' });
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().message).toBe(msg.endBeforeCurrent('2028-01-31'));
    expect((await companyOf(companyId)).membership_end_date?.toISOString()).toBe('2028-01-31T00:00:00.000Z');
    expect(await paymentsOf(companyId)).toBe(1);

    // An incomplete one cannot be turned complete by a correction, which would not extend the membership.
    const pending = expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), payment_status: 0, amount_usd: 50 }), 200).data;
    const completed = await a.post(`/api/admin/membership-payments/${pending.id}`, admin, { payment_status: 1, reason: 'Cheque cleared' });
    expect(completed.statusCode).toBe(422);
    expect(completed.json().message).toBe(msg.completeByNewPayment);
    expect(expectStatus(await a.get(`/api/admin/membership-payments/${pending.id}`, admin), 200).data).toMatchObject({ payment_status: 0 });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { companyId } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const ok = await valid(companyId);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ amount_usd: -5 }, 422, null],
      [{ amount_usd: 0 }, 422, null],
      [{ amount_usd: 10.005 }, 422, null],
      [{ amount_usd: 1e9 }, 422, null],
      [{ membership_period_id: 5 }, 422, null],
      [{ membership_period_id: 0 }, 422, null],
      [{ payment_status: 2 }, 422, null],
      [{ method: 'bitcoin' }, 422, null],
      [{ reason: '' }, 422, null],
      [{ paid_on: '2026-02-30' }, 422, null],
      [{ paid_on: tomorrow }, 422, msg.paidOnInFuture],
      [{ paid_on: today(), membership_end_date: today() }, 422, msg.endBeforePaid],
      [{ payment_status: 0, paid_on: today() }, 422, msg.incompleteHasNoDates],
      [{ package_id: 999999 }, 422, msg.packageNotFound],
      [{ company_id: 999999 }, 404, msg.companyNotFound],
    ];
    const before = await auditRows();
    for (const [patch, status, message] of cases) {
      const body = Object.fromEntries(Object.entries({ ...ok, ...patch }).filter(([, v]) => v !== ''));
      const res = await a.post('/api/admin/membership-payments', admin, body);
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    // A company nobody belongs to has nobody to bill.
    const empty = await createCompany(ctx);
    const res = await a.post('/api/admin/membership-payments', admin, await valid(empty));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.noPayer);
    expect(await paymentsOf(companyId)).toBe(0);
    expect(await paymentsOf(empty)).toBe(0);
    expect(await auditRows()).toBe(before);
    expect((await companyOf(companyId)).membership_end_date).toBeNull();
  });

  it('two payments recorded at once both count, one period after the other', async () => {
    const { companyId } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const body = { ...(await valid(companyId)), paid_on: today() };
    const [r1, r2] = await Promise.all([a.post('/api/admin/membership-payments', admin, body), a.post('/api/admin/membership-payments', admin, body)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const ends = [r1.json().data.membership_end_date, r2.json().data.membership_end_date].sort();
    const start = new Date(`${today()}T00:00:00.000Z`);
    expect(ends).toEqual([addMonths(start, 12).toISOString(), addMonths(start, 24).toISOString()]);
    expect((await companyOf(companyId)).membership_end_date?.toISOString()).toBe(addMonths(start, 24).toISOString());
  });

  it("lists the company's membership payments on the billing page, manual ones included, with their receipts", async () => {
    const { companyId, owner } = await newCompany();
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const paid = expectStatus(await a.post('/api/admin/membership-payments', admin, await valid(companyId)), 200).data;
    const pending = expectStatus(await a.post('/api/admin/membership-payments', admin, { ...(await valid(companyId)), payment_status: 0, amount_usd: 50 }), 200).data;
    // A card payment page opened and left: not a payment the member made, so not listed.
    await ctx.database.db.insert(membershipPayments).values({ company_id: companyId, user_id: owner.id, package_id: await packageId(), membership_period_id: 1, amount_usd_cents: 5000, provider: 'sandbox', provider_session_id: `left-${companyId}` });

    const list = expectStatus(await a.get('/api/user/billing/memberships', owner.token), 200);
    expect(list.meta.total).toBe(2);
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([pending.id, paid.id]);
    expect(list.data[1]).toMatchObject({ amount_usd: 1200, method: 'Bank transfer', payment_status_label: 'Complete', period: 'Annual (1 year)', has_receipt: true, membership_end_date: paid.membership_end_date });
    expect(list.data[0]).toMatchObject({ amount_usd: 50, payment_status_label: 'Incomplete', has_receipt: false, paid_at: null });

    const pdf = await a.get(`/api/user/billing/memberships/${paid.id}/receipt`, owner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`membership_receipt_${paid.id}.pdf`);
    expect(pdfText(pdf.rawPayload)).toContain(`M-${paid.id}`);
    const none = await a.get(`/api/user/billing/memberships/${pending.id}/receipt`, owner.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(billingMessages.membershipNoReceipt);

    // Another company's admin sees neither the list entries nor the receipt.
    const other = await newCompany();
    expect(expectStatus(await a.get('/api/user/billing/memberships', other.owner.token), 200).meta.total).toBe(0);
    const foreign = await a.get(`/api/user/billing/memberships/${paid.id}/receipt`, other.owner.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(billingMessages.membershipNotFound);
    // A personal giver has no membership payments; staff read a member's by user_id.
    expect(expectStatus(await a.get('/api/user/billing/memberships', (await createUser(ctx)).token), 200).data).toEqual([]);
    expect(expectStatus(await a.get(`/api/user/billing/memberships?user_id=${owner.id}`, admin), 200).meta.total).toBe(2);
  });
});
