import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JOB_NAMES, MEMBERSHIP_PERIODS, PACKAGE_NAMES, ROLE, SANDBOX_TEST_CARDS, TRIAL_DAYS, membershipMessages, messages } from '@goodhive/contract';
import { companies, companyPackages, membershipPayments, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { handleMembershipEvent } from '../src/modules/memberships/membership-payments.service.js';
import { addMonthsUtc } from '../src/modules/memberships/memberships.service.js';
import { routesGuardedBy } from '../src/plugins/auth.js';
import { registeredJobHandlers } from '../src/modules/jobs/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { jobContext, signIn, useTestApp } from './helpers.js';
import { buildTrialForm } from './factories.js';
import { api, createCompany, createUser, expectStatus, pdfText } from './giving-helpers.js';

/** The attachment of a raw MIME message with the given file name, decoded from base64. */
function attachment(raw: string, filename: string): Buffer | null {
  const at = raw.indexOf(`filename=${filename}`) >= 0 ? raw.indexOf(`filename=${filename}`) : raw.indexOf(`filename="${filename}"`);
  if (at < 0) return null;
  const start = raw.indexOf('\r\n\r\n', at);
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start + 4, end).replace(/\s+/g, ''), 'base64');
}

const DAY = 86_400_000;

describe('memberships: packages, upgrade, renewal, auto-renewal and the downgraded account', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);

  /** A company on a 17-day trial that started today, with its owner (role 7) and a plain member. */
  async function trialCompany(roleId: number = ROLE.TRIAL) {
    const companyId = await createCompany(ctx);
    const now = new Date();
    const ends = new Date(now.getTime() + TRIAL_DAYS * DAY);
    await ctx.database.db
      .update(companies)
      .set({ trial_started_at: now, trial_ends_at: ends, membership_end_date: ends, membership_recurring_status: 'not_required' })
      .where(eq(companies.id, companyId));
    const owner = await createUser(ctx, { companyId, isAdmin: true, roleId });
    const member = await createUser(ctx, { companyId, isAdmin: false, roleId });
    return { companyId, owner, member, trialEnds: ends };
  }
  const companyRow = async (id: number) => (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  const roleOf = async (id: number) => (await ctx.database.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, id)))[0].role_id;
  const paymentCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(membershipPayments))[0].n;
  const upgrade = (token: string | null, payload: unknown) => a.post('/api/user/upgrade', token, payload);
  const packageId = async (name: string) => {
    const body = expectStatus(await a.get('/api/app/packages'), 200);
    return (body.data as { id: number; name: string }[]).find((p) => p.name === name)!.id;
  };
  const payWith = async (token: string, payload: object, card: string) => {
    const started = expectStatus(await upgrade(token, payload), 200).data;
    const res = await a.submitCard(started.redirect_url, card);
    return { started, res };
  };

  it('lists the four packages by name with monthly and annual prices, publicly', async () => {
    const body = expectStatus(await a.get('/api/app/packages'), 200);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([...PACKAGE_NAMES]);
    for (const p of body.data) {
      expect(p.prices.map((x: { membership_period_id: number }) => x.membership_period_id)).toEqual([1, 2, 3, 4]);
      const [monthly, oneYear] = p.prices;
      expect(monthly.is_annual).toBe(false);
      expect(oneYear.is_annual).toBe(true);
      expect(oneYear.amount_usd).toBeLessThan(monthly.amount_usd * 12);
    }
    const list = expectStatus(await a.get('/api/app/packageslist'), 200);
    expect(list.data).toHaveLength(16);
    expect(list.data.find((r: { package_name: string; membership_period_id: number }) => r.package_name === 'SME' && r.membership_period_id === 1).amount_usd).toBe(99);
    const premium = expectStatus(await a.get('/api/app/premium-packages'), 200);
    expect(premium.data.map((p: { name: string }) => p.name)).toEqual(['SME', 'SME PLUS']);
    const plans = expectStatus(await a.get('/api/app/company-plans'), 200);
    expect(plans.data.map((p: { id: number; months: number }) => [p.id, p.months])).toEqual(MEMBERSHIP_PERIODS.map((p) => [p.id, p.months]));
  });

  it('a new trial sign-up ends its membership 17 days later, shown as YYYY-MM-DD in companydata and company/main', async () => {
    const form = await buildTrialForm(ctx);
    const created = expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/v2/trial-account/create', payload: form }), 200).data;
    const company = await companyRow(created.company_id);
    expect(company.membership_end_date!.getTime()).toBe(company.trial_ends_at!.getTime());
    const token = await signIn(ctx, form.email, form.password);
    const me = expectStatus(await a.get('/api/user/current', token), 200).data;
    const expected = new Date(company.trial_started_at!.getTime() + TRIAL_DAYS * DAY).toISOString().slice(0, 10);
    expect(me.companydata.membership_end_date).toBe(expected);
    const main = expectStatus(await a.get('/api/v2/company/main', token), 200).data;
    expect(main).toMatchObject({ id: created.company_id, membership_end_date: expected, package: null });
    const current = expectStatus(await a.get('/api/app/current-package/package', token), 200).data;
    expect(current).toMatchObject({ is_trial: true, auto_renew: false, package: null, membership_end_date: expected });
  });

  it('who may read the current package: guest 401, partner and admin 403, a personal user without a business 404', async () => {
    expect(expectStatus(await a.get('/api/app/current-package/package'), 401).status).toBe('error');
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const personal = await signIn(ctx, DEMO_USERS.personal.email);
    expectStatus(await a.get('/api/app/current-package/package', partner), 403);
    expectStatus(await a.get('/api/app/current-package/package', admin), 403);
    expect(expectStatus(await a.get('/api/app/current-package/package', personal), 404).message).toBe(membershipMessages.noCompany);
    expectStatus(await a.get('/api/v2/company/main'), 401);
  });

  it('refuses a price from the client, an unknown package or period, and callers who may not upgrade, writing nothing', async () => {
    const { owner, member, companyId } = await trialCompany();
    const sme = await packageId('SME');
    const before = await paymentCount();
    const priced = expectStatus(await upgrade(owner.token, { package_id: sme, membership_period_id: 1, amount_usd: 1 }), 422);
    expect(priced.errors.amount_usd).toEqual([membershipMessages.priceNotAccepted]);
    expect(expectStatus(await upgrade(owner.token, { package_id: 99999, membership_period_id: 1 }), 422).errors.package_id).toEqual([membershipMessages.unknownPackage]);
    expect(expectStatus(await upgrade(owner.token, { package_id: sme, membership_period_id: 9 }), 422).errors.membership_period_id).toEqual([membershipMessages.unknownPeriod]);
    expectStatus(await upgrade(owner.token, { membership_period_id: 1 }), 422);
    expectStatus(await upgrade(null, { package_id: sme, membership_period_id: 1 }), 401);
    expect(expectStatus(await upgrade(member.token, { package_id: sme, membership_period_id: 1 }), 403).message).toBe(membershipMessages.notCompanyAdmin);
    expectStatus(await upgrade(await signIn(ctx, DEMO_USERS.partner.email), { package_id: sme, membership_period_id: 1 }), 403);
    // Staff upgrade a user by hand (admin-user-lifecycle.test.ts): without the user it is for, nothing happens.
    expect(expectStatus(await upgrade(await signIn(ctx, DEMO_USERS.admin.email), { package_id: sme, membership_period_id: 1 }), 422).errors.user_id).toBeDefined();
    expect(await paymentCount()).toBe(before);
    expect((await companyRow(companyId)).membership_period_id).toBeNull();
  });

  it('a declined card leaves the membership unchanged and says why', async () => {
    const { owner, companyId, trialEnds } = await trialCompany();
    const { started, res } = await payWith(owner.token, { package_id: await packageId('SME'), membership_period_id: 2 }, SANDBOX_TEST_CARDS.declined);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ctx.config.appUrl}/profile/upgrade/?payment=${started.payment.id}`);
    const payment = expectStatus(await a.get(`/api/user/upgrade/${started.payment.id}`, owner.token), 200).data;
    expect(payment).toMatchObject({ status: 'failed', payment_status: 0, payment_status_label: 'Incomplete', failure_reason: membershipMessages.declined });
    const company = await companyRow(companyId);
    expect(company.membership_period_id).toBeNull();
    expect(company.membership_end_date!.getTime()).toBe(trialEnds.getTime());
    expect(await roleOf(owner.id)).toBe(ROLE.TRIAL);
  });

  it('upgrading a downgraded trial to SME pays through the sandbox, restores every user, mails a PDF receipt, and never extends twice', async () => {
    const { owner, member, companyId } = await trialCompany(ROLE.DOWNGRADED);
    const sme = await packageId('SME');
    const { started, res } = await payWith(owner.token, { package_id: sme, membership_period_id: 2 }, SANDBOX_TEST_CARDS.succeeds);
    expect(started.amount_due_usd).toBe(990);
    expect(res.statusCode).toBe(303);
    const paid = expectStatus(await a.get(`/api/user/upgrade/${started.payment.id}`, owner.token), 200).data;
    expect(paid).toMatchObject({ status: 'paid', payment_status: 1, payment_status_label: 'Complete', amount_usd: 990, is_renewal: false });

    const company = await companyRow(companyId);
    expect(company.membership_period_id).toBe(2);
    expect(company.membership_recurring_status).toBe('active');
    const expectedEnd = addMonthsUtc(new Date(started.payment.created_at), 12);
    expect(Math.abs(company.membership_end_date!.getTime() - expectedEnd.getTime())).toBeLessThan(60_000);
    const [pkg] = await ctx.database.db.select().from(companyPackages).where(eq(companyPackages.company_id, companyId));
    expect(pkg.package_id).toBe(sme);
    expect(await roleOf(owner.id)).toBe(ROLE.MEMBER);
    expect(await roleOf(member.id)).toBe(ROLE.MEMBER);
    // Full access again at once: a locked call answers for the same session.
    expectStatus(await a.get('/api/cart', owner.token), 200);

    const mail = await ctx.smtp.waitForMail(owner.email, /membership receipt/i);
    const pdf = attachment(mail.raw, `membership_receipt_${started.payment.id}.pdf`);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf!)).toContain('Membership receipt');
    expect(pdfText(pdf!)).toContain('SME');

    // The same payment again: the sandbox page is closed, a repeated event is a duplicate, another event changes nothing.
    const again = await a.submitCard(started.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    expect(again.statusCode).toBe(303);
    const [row] = await ctx.database.db.select().from(membershipPayments).where(eq(membershipPayments.id, started.payment.id));
    const log = { error: () => {} } as never;
    const base = { provider: 'sandbox' as const, providerSessionId: row.provider_session_id!, outcome: 'succeeded' as const, amountCents: row.amount_usd_cents, currency: 'USD' };
    expect(await handleMembershipEvent(ctx.database.db, { ...base, eventId: `sbx_m${row.id}_succeeded`, eventType: 'sandbox.succeeded' }, log)).toMatchObject({ duplicate: true });
    expect(await handleMembershipEvent(ctx.database.db, { ...base, eventId: 'evt_second_delivery', eventType: 'checkout.session.completed' }, log)).toMatchObject({
      duplicate: false,
      outcome: 'already_paid',
    });
    expect((await companyRow(companyId)).membership_end_date!.getTime()).toBe(company.membership_end_date!.getTime());
    expect(ctx.smtp.mails.filter((m) => m.to.includes(owner.email) && /membership receipt/i.test(m.subject))).toHaveLength(1);

    // Renewing early extends from the current end, not from today.
    const renewal = await payWith(owner.token, { package_id: sme, membership_period_id: 1 }, SANDBOX_TEST_CARDS.succeeds);
    const renewed = expectStatus(await a.get(`/api/user/upgrade/${renewal.started.payment.id}`, owner.token), 200).data;
    expect(renewed).toMatchObject({ status: 'paid', is_renewal: true });
    expect((await companyRow(companyId)).membership_end_date!.getTime()).toBe(addMonthsUtc(company.membership_end_date!, 1).getTime());

    // Another business cannot see this payment.
    const other = await trialCompany();
    expectStatus(await a.get(`/api/user/upgrade/${started.payment.id}`, other.owner.token), 404);
  });

  it('cancels auto-renewal so the membership ends at its end date; only the business admin may', async () => {
    const { owner, member, companyId } = await trialCompany();
    const sme = await packageId('SME');
    expect(expectStatus(await a.post('/api/user/upgrade/cancel', owner.token), 409).message).toBe(membershipMessages.nothingToRenew);
    await payWith(owner.token, { package_id: sme, membership_period_id: 1 }, SANDBOX_TEST_CARDS.succeeds);
    const endBefore = (await companyRow(companyId)).membership_end_date;
    expectStatus(await a.post('/api/user/upgrade/cancel', null), 401);
    expectStatus(await a.post('/api/user/upgrade/cancel', member.token), 403);
    expectStatus(await a.post('/api/user/upgrade/cancel', await signIn(ctx, DEMO_USERS.partner.email)), 403);
    expectStatus(await a.post('/api/user/upgrade/cancel', await signIn(ctx, DEMO_USERS.admin.email)), 403);
    const done = expectStatus(await a.post('/api/user/upgrade/cancel', owner.token), 200);
    expect(done.message).toBe(membershipMessages.autoRenewCancelled);
    expect(done.data).toMatchObject({ auto_renew: false, membership_recurring_status: 'cancelled', package: { name: 'SME' } });
    const company = await companyRow(companyId);
    expect(company.membership_recurring_status).toBe('cancelled');
    expect(company.membership_end_date).toEqual(endBefore);
    expect(expectStatus(await a.post('/api/user/upgrade/cancel', owner.token), 409).message).toBe(membershipMessages.autoRenewAlreadyOff);
  });

  it('a downgraded member gets 403 with the reactivation message from every signed-in call but the allowed ones', async () => {
    const { owner } = await trialCompany(ROLE.DOWNGRADED);
    const routes = routesGuardedBy(ctx.database.db);
    expect(routes.length).toBeGreaterThan(100);
    const locked = routes.filter((r) => !r.isPublic && !r.downgradedAllowed);
    expect(locked.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of locked) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const res = await ctx.app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${owner.token}` }, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
      const body = res.json();
      const businessRoute = !route.allow || route.allow.includes('business');
      if (res.statusCode !== 403 || (businessRoute && body.message !== messages.reactivateMembership)) failures.push(`${route.method} ${route.url}: ${res.statusCode} ${body.message}`);
    }
    expect(failures).toEqual([]);

    // Each kept call says so in its own route config: the session, the impact (home) reads and the cart badge.
    const kept = new Set(routes.filter((r) => !r.isPublic && r.downgradedAllowed).map((r) => `${r.method} ${r.url}`));
    for (const call of [
      'GET /api/user/current',
      'DELETE /api/oauth/token',
      'POST /api/user/sign-out-others',
      'POST /api/user/switch-account',
      'POST /api/user/switch-type',
      'GET /api/user/impersonate/leave',
      'GET /api/user/:id/stat-impacts',
      'GET /api/user/:id/impacts-grouped-by-date',
      'GET /api/user/contribution/getWCCounters',
      'GET /api/user/contribution/getWCChartData',
      'GET /api/user/giving-status',
      'POST /api/user/user-global-impacts',
      'GET /api/v2/impact-history',
      'GET /api/v2/impact-history-csv',
      'GET /api/v2/contribution/csvexportcontribution',
      'GET /api/user/contribution/statement',
      'GET /api/company/partnership-status',
      'GET /api/user/get-wc-name/:id',
      'GET /api/cart',
      'GET /api/user/credits',
      'GET /api/user/get-encrypted-id',
      'POST /api/user/upgrade',
    ]) {
      expect(kept.has(call), call).toBe(true);
    }

    // What stays open: the current user, impact reads, packages and the upgrade itself.
    expectStatus(await a.get('/api/user/current', owner.token), 200);
    expectStatus(await a.get('/api/v2/impact-history', owner.token), 200);
    expectStatus(await a.get('/api/app/current-package/package', owner.token), 200);
    expect(expectStatus(await a.get('/api/user/get-encrypted-id', owner.token), 403).message).toBe(messages.upgradeForEmbed);
    expectStatus(await upgrade(owner.token, { package_id: await packageId('Tiny'), membership_period_id: 1 }), 200);
  });

  it('the renewal charge job charges nothing without a saved card: it records the reason, turns auto-renew off and e-mails a renewal link once', async () => {
    const { owner, companyId } = await trialCompany();
    await payWith(owner.token, { package_id: await packageId('Small'), membership_period_id: 1 }, SANDBOX_TEST_CARDS.succeeds);
    const before = await companyRow(companyId);
    const paymentsBefore = await paymentCount();
    const handler = registeredJobHandlers().get(JOB_NAMES.membershipRenewalCharge)!;
    expect(handler).toBeTypeOf('function');
    const mailer = createMailer(ctx.config, { error: () => {} });
    const job = (attempt: number) =>
      jobContext(ctx, before.membership_end_date!, { id: 1, name: JOB_NAMES.membershipRenewalCharge, payload: { company_id: companyId }, attempt, maxAttempts: 3 }, { enqueue: async () => false, mailer });
    await expect(handler(job(1))).resolves.toContain(membershipMessages.noSavedCard);
    await expect(handler(job(2))).resolves.toContain('already no_card');
    mailer.close();
    const after = await companyRow(companyId);
    expect(after.membership_recurring_status).toBe('cancelled');
    expect(after.membership_end_date).toEqual(before.membership_end_date);
    expect(await paymentCount()).toBe(paymentsBefore);
    const mail = await ctx.smtp.waitForMail(owner.email, /could not renew/);
    expect(mail.text).toContain('/profile/renew-membership/');
    expect(ctx.smtp.mails.filter((m) => m.to.includes(owner.email) && /could not renew/.test(m.subject))).toHaveLength(1);
  });
});
