import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE, SANDBOX_TEST_CARDS, accountMessages, membershipMessages, membershipSignUpMessages, messages } from '@goodhive/contract';
import { companies, companyPackages, countries, membershipPayments, membershipSignUps, userBusiness, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { handleMembershipEvent } from '../src/modules/memberships/membership-payments.service.js';
import { signIn, useTestApp, type TestContext } from './helpers.js';
import { api, expectStatus } from './giving-helpers.js';

let seq = 0;
const PASSWORD = 'Member2026';

async function signUpForm(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const [country] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'SG'));
  const packages = (await ctx.app.inject({ method: 'GET', url: '/api/app/packages' })).json().data as { id: number; name: string }[];
  seq += 1;
  return {
    account_type: 'business',
    first_name: 'Ana',
    last_name: 'Lim',
    email: `member.${seq}.${Date.now()}@signup.example`,
    company: 'Lim & Sons',
    country_id: country.id,
    industry_1: null,
    password: PASSWORD,
    retype_password: PASSWORD,
    terms: true,
    package_id: packages.find((p) => p.name === 'Small')!.id,
    membership_period_id: 2,
    register_source: 'sign-up',
    ...overrides,
  };
}

describe('membership sign-up (/sign-up, /sign-up-geniusu): the account is made by the payment, in one transaction', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const count = async (table: typeof users | typeof companies | typeof membershipPayments) => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const userByEmail = async (email: string) => (await ctx.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];
  const start = (payload: unknown, token?: string) => a.post('/api/sign-up/membership', token ?? null, payload);
  const grant = (username: string, password: string, otp_ticket?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username, password, otp_ticket } });

  it('prices on the server, keeps only a pending request until paid, then makes the member, company and paid membership', async () => {
    const form = await signUpForm(ctx);
    const [users0, companies0, payments0] = [await count(users), await count(companies), await count(membershipPayments)];
    const started = expectStatus(await start(form), 200).data;
    expect(started).toMatchObject({ status: 'pending', account_type: 'business', package_name: 'Small', register_source: 'sign-up', provider: 'sandbox' });
    expect(started.amount_usd).toBeGreaterThan(0);
    // Nothing of an account exists before the payment: no user, company or payment; the e-mail cannot sign in.
    expect([await count(users), await count(companies), await count(membershipPayments)]).toEqual([users0, companies0, payments0]);
    expect((await grant(form.email, PASSWORD)).statusCode).toBe(401);

    const paid = await a.submitCard(started.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx.config.appUrl}/sign-up/complete/${started.sign_up_key}`);
    const state = expectStatus(await a.get(`/api/sign-up/membership/${started.sign_up_key}`), 200).data;
    expect(state).toMatchObject({ status: 'completed', package_name: 'Small', failure_reason: null });
    expect(state.membership_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const user = await userByEmail(form.email);
    expect(user).toMatchObject({ role_id: ROLE.MEMBER, account: 'company', register_source: 'sign-up', user_type: 'business' });
    const [link] = await ctx.database.db.select().from(userBusiness).where(eq(userBusiness.user_id, user.id));
    expect(link).toMatchObject({ is_owner: true, is_admin: 1, is_business: 0 });
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, link.company_id));
    expect(company.company_name).toBe('Lim & Sons');
    expect(company.membership_period_id).toBe(2);
    const [pkg] = await ctx.database.db.select().from(companyPackages).where(eq(companyPackages.company_id, company.id));
    expect(pkg.package_id).toBe(form.package_id);
    const payments = await ctx.database.db.select().from(membershipPayments).where(eq(membershipPayments.company_id, company.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', payment_status: 1, amount_usd_cents: Math.round(started.amount_usd * 100), user_id: user.id });

    // The receipt and the verification link are mailed; the member signs in with the password, and after
    // verifying the e-mail, with the e-mailed one-time code.
    await ctx.smtp.waitForMail(form.email, new RegExp(membershipMessages.receiptSubject));
    const verifyMail = await ctx.smtp.waitForMail(form.email, /Verify/);
    expect((await grant(form.email, PASSWORD)).statusCode).toBe(200);
    const token = await signIn(ctx, form.email, PASSWORD);
    const current = expectStatus(await a.get('/api/app/current-package/package', token), 200).data;
    expect(current).toMatchObject({ package: { name: 'Small' }, is_trial: false, is_downgraded: false, auto_renew: true });
    const key = /verify-email\/([A-Za-z0-9_-]+)/.exec(verifyMail.text)![1];
    expectStatus(await a.post('/api/user/update-verify-email-flag', null, { email_code: key }), 200);
    const needsCode = await grant(form.email, PASSWORD);
    expect(needsCode.statusCode).toBe(401);
    expect(needsCode.json().message).toBe(accountMessages.otpRequired);
    const before = ctx.smtp.mails.length;
    const sent = expectStatus(await a.post('/api/user/send-otp', null, { username: form.email, password: PASSWORD }), 200);
    const codeMail = await ctx.smtp.waitForMail(form.email, /sign-in code/, 10_000, before);
    const code = /\b(\d{4})\b/.exec(codeMail.subject)![1];
    const ticket = expectStatus(await a.post('/api/user/verify-otp', null, { user_id: sent.data.user_id, otp: code }), 200).data.otp_ticket;
    expect((await grant(form.email, PASSWORD, ticket)).statusCode).toBe(200);

    // A second delivery of the same success changes nothing.
    const again = await handleMembershipEvent(ctx.database.db, { provider: 'sandbox', eventId: 'sbx_again', eventType: 'sandbox.succeeded', providerSessionId: new URL(started.redirect_url).pathname.split('/').pop()!, outcome: 'succeeded', amountCents: payments[0].amount_usd_cents, currency: 'USD', reference: 'x' }, ctx.app.log);
    expect(again.outcome).toBe('already_paid');
    expect(await ctx.database.db.select().from(membershipPayments).where(eq(membershipPayments.company_id, company.id))).toHaveLength(1);
  });

  it('the GeniusU campaign records its own source; a personal membership is the member\'s own', async () => {
    const form = await signUpForm(ctx, { account_type: 'personal', company: null, register_source: 'sign-up-geniusu' });
    const started = expectStatus(await start(form), 200).data;
    await a.submitCard(started.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    const user = await userByEmail(form.email);
    expect(user).toMatchObject({ role_id: ROLE.PERSONAL, account: 'user', register_source: 'sign-up-geniusu' });
    const [link] = await ctx.database.db.select().from(userBusiness).where(eq(userBusiness.user_id, user.id));
    expect(link).toMatchObject({ is_owner: true, is_admin: 0, is_business: 1 });
    const token = await signIn(ctx, form.email, PASSWORD);
    expect(expectStatus(await a.get('/api/app/current-package/package', token), 200).data.package.name).toBe('Small');
  });

  it('a declined or cancelled payment makes no account; the request says why', async () => {
    for (const [card, action, reason] of [
      [SANDBOX_TEST_CARDS.declined, 'pay', membershipMessages.declined],
      ['', 'cancel', membershipMessages.cancelledPayment],
    ] as const) {
      const form = await signUpForm(ctx);
      const users0 = await count(users);
      const started = expectStatus(await start(form), 200).data;
      await a.submitCard(started.redirect_url, card, action);
      const state = expectStatus(await a.get(`/api/sign-up/membership/${started.sign_up_key}`), 200).data;
      expect(state.status).toBe(action === 'pay' ? 'failed' : 'cancelled');
      expect(state.failure_reason).toBe(reason);
      expect(await count(users)).toBe(users0);
      expect(await userByEmail(form.email)).toBeUndefined();
    }
  });

  it('refuses a used e-mail with 409, and an e-mail taken while paying closes the sign-up without an account', async () => {
    const used = await signUpForm(ctx, { email: DEMO_USERS.business.email.toUpperCase() });
    const res = await start(used);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: messages.emailExists, errors: { email: [messages.emailExists] } });
    expect(await ctx.database.db.select().from(membershipSignUps).where(sql`lower(${membershipSignUps.email}) = lower(${DEMO_USERS.business.email})`)).toHaveLength(0);

    // Two sign-ups for one e-mail: the first paid wins; the second payment makes nothing and is flagged.
    const form = await signUpForm(ctx);
    const first = expectStatus(await start(form), 200).data;
    const second = expectStatus(await start(form), 200).data;
    await a.submitCard(first.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    const users1 = await count(users);
    await a.submitCard(second.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    expect(await count(users)).toBe(users1);
    const state = expectStatus(await a.get(`/api/sign-up/membership/${second.sign_up_key}`), 200).data;
    expect(state).toMatchObject({ status: 'failed', failure_reason: membershipSignUpMessages.emailTakenMeanwhile });
  });

  it('refuses bad input with 422 and saves nothing: client prices, unknown package, period, country or source, missing company, weak password', async () => {
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(membershipSignUps))[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_usd: 1 }, 'amount_usd'],
      [{ price: 0 }, 'price'],
      [{ package_id: 99999 }, 'package_id'],
      [{ membership_period_id: 9 }, 'membership_period_id'],
      [{ country_id: 999999 }, 'country_id'],
      [{ register_source: 'trial-online' }, 'register_source'],
      [{ company: '' }, 'company'],
      [{ password: 'short', retype_password: 'short' }, 'password'],
      [{ retype_password: 'Other2026' }, 'retype_password'],
      [{ terms: false }, 'terms'],
      [{ email: 'not-an-email' }, 'email'],
      [{ account_type: 'partner' }, 'account_type'],
    ];
    for (const [override, field] of cases) {
      const res = await start(await signUpForm(ctx, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(membershipSignUps))[0].n).toBe(before);
  });

  it('is refused to someone signed in (403); an unknown key answers 404', async () => {
    const token = await signIn(ctx, DEMO_USERS.personal.email);
    expect((await start(await signUpForm(ctx), token)).statusCode).toBe(403);
    expect((await a.get('/api/sign-up/membership/unknown-key-0123456789')).statusCode).toBe(404);
    expect((await a.get('/api/sign-up/membership/short')).statusCode).toBe(422);
  });
});
