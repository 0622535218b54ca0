import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountMessages, messages, referralTexts } from '@goodhive/contract';
import { companies, contributionGroups, contributions, userBusiness, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { buildTrialForm, uniqueEmail } from './factories.js';

describe('POST /api/v2/trial-account/create', () => {
  const ctx = useTestApp({ smtp: true });
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/trial-account/create', payload: payload as object, headers });
  const countRows = async () => {
    const [u] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [c] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    const [g] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(contributionGroups);
    return { users: u.n, companies: c.n, groups: g.n };
  };

  it('creates user, company, 17-day trial and the funded $1.00 impact in one go, then mails the verification link', async () => {
    const form = await buildTrialForm(ctx, { referal_code: 'FRIEND42' }, 'water');
    const res = await create(form);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // An unknown referral code: the sign-up still works and says the code was not applied.
    expect(body).toMatchObject({ status: 'success', message: `${messages.trialSuccess} ${referralTexts.codeUnknown}` });
    expect(body.data.referral).toEqual({ applied: false, message: referralTexts.codeUnknown });
    const { user_id, company_id, contribution_group_id, trial_ends_at } = body.data;

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, user_id));
    expect(user).toMatchObject({ role_id: 7, register_source: 'trial-online', account: 'company', user_type: 'business', referral_code: 'FRIEND42', email_verified_at: null });
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, company_id));
    expect(company).toMatchObject({ company_name: "Lena's Bakes & Co", employee_limit: 0, token_management_access: '1', engagement_access: '1', industry_1: 23 });
    const days = (company.trial_ends_at!.getTime() - company.trial_started_at!.getTime()) / 86_400_000;
    expect(days).toBe(17);
    expect(new Date(trial_ends_at).getTime()).toBe(company.trial_ends_at!.getTime());
    const [link] = await ctx.database.db.select().from(userBusiness).where(eq(userBusiness.user_id, user_id));
    expect(link).toMatchObject({ company_id, is_admin: 1, is_business: 0, is_owner: true, type_reg: 'other' });

    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, contribution_group_id));
    expect(group).toMatchObject({ status: 'paid', funded_by: 'platform', total_usd_cents: 100, total_sgd_cents: 135, company_id, account: 'company' });
    const rows = await ctx.database.db.select().from(contributions).where(eq(contributions.contribution_group_id, group.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ project_id: 1382, impact_level_id: 3011, quantity: 50, beneficiaries: 50, amt_total_usd_cents: 100, payment_received: 1, funded_by: 'platform' });
    expect(rows[0].contribution_date).toBeInstanceOf(Date);

    const mail = await ctx.smtp.waitForMail(form.email, /Verify your e-mail/);
    expect(mail.html).toContain('Goodhive');
    expect(mail.text).toMatch(/http:\/\/localhost:3999\/verify-email\/[A-Za-z0-9_-]+/);
  });

  it.each(['tree', 'education'] as const)('funds the %s impact for $1.00', async (impact) => {
    const res = await create(await buildTrialForm(ctx, {}, impact));
    expect(res.statusCode).toBe(200);
    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, res.json().data.contribution_group_id));
    expect(group.total_usd_cents).toBe(100);
  });

  it('lets the new member sign in at once with the entered password (no code before verification)', async () => {
    const form = await buildTrialForm(ctx);
    await create(form);
    const token = await signIn(ctx, form.email, form.password);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).json().data;
    expect(me).toMatchObject({ role_id: 7, account: 'company', is_owner: true, companydata: { company_name: "Lena's Bakes & Co" } });
  });

  it('refuses a used e-mail (any letter case) with the e-mail-taken message and creates nothing', async () => {
    const form = await buildTrialForm(ctx, { email: DEMO_USERS.business.email.toUpperCase() });
    const before = await countRows();
    const res = await create(form);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', message: messages.emailExists, errors: { email: [messages.emailExists] } });
    expect(await countRows()).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([create(await buildTrialForm(ctx, { email })), create(await buildTrialForm(ctx, { email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('validates every field with its own message and writes nothing', async () => {
    const before = await countRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'first_name', accountMessages.required('first name')],
      [{ first_name: 'x'.repeat(41) }, 'first_name', accountMessages.nameMax('first name')],
      [{ last_name: 'y'.repeat(41) }, 'last_name', accountMessages.nameMax('last name')],
      [{ email: 'not-an-email' }, 'email', messages.invalidEmail],
      [{ company: '' }, 'company', accountMessages.required('company')],
      [{ company: 'Acme <script>' }, 'company', 'The company name may only contain letters, numbers, &, hyphens, spaces and apostrophes.'],
      [{ countryid: null }, 'countryid', messages.countryRequired],
      [{ password: 'Ab1x' }, 'password', accountMessages.trialPassword],
      [{ password: 'alllowercase1', retype_password: 'alllowercase1' }, 'password', accountMessages.trialPassword],
      [{ retype_password: 'Different9' }, 'retype_password', accountMessages.passwordsDiffer],
      [{ terms: false }, 'terms', messages.termsNotAccepted],
      [{ project: { id: 1382, impact_level_id: 3011, quantity: 5000, price: 0.02 } }, 'project', accountMessages.invalidImpact],
      [{ project: { id: 1385, impact_level_id: 3015, quantity: 1, price: 3 } }, 'project', accountMessages.invalidImpact],
    ];
    for (const [override, field, message] of cases) {
      const res = await create(await buildTrialForm(ctx, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], field).toContain(message);
    }
    const wrongRole = await create(await buildTrialForm(ctx, { role_id: 2 }));
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().errors).toHaveProperty('role_id');
    expect(await countRows()).toEqual(before);
  });

  it('refuses a signed-in member with the already-a-member message', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const res = await create(await buildTrialForm(ctx), bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.loggedInAsMember);
  });
});

describe('POST /api/user/check-email-free', () => {
  const ctx = useTestApp();
  const check = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/check-email-free', payload, headers });

  it('answers free for a new e-mail and not free for a used one, in any letter case', async () => {
    expect((await check({ email: 'brand.new@example.com' })).json().data).toEqual({ free: true });
    expect((await check({ email: DEMO_USERS.admin.email.toUpperCase() })).json().data).toEqual({ free: false });
  });

  it('lets users exclude themselves, and nobody else', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).json().data;
    expect((await check({ email: DEMO_USERS.business.email, userId: me.id }, bearer(token))).json().data).toEqual({ free: true });
    expect((await check({ email: DEMO_USERS.business.email, userId: me.id })).statusCode).toBe(403);
    expect((await check({ email: DEMO_USERS.admin.email, userId: me.id + 1 }, bearer(token))).statusCode).toBe(403);
  });

  it('validates the e-mail', async () => {
    const res = await check({ email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toContain(messages.invalidEmail);
  });

  it('is rate-limited per IP', async () => {
    const ip = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await ctx.app.inject({ method: 'POST', url: '/api/user/check-email-free', payload: { email: 'x@example.com' }, remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/user/check-email-free', payload: { email: 'x@example.com' }, remoteAddress: '203.0.113.78' });
    expect(other.statusCode).toBe(200);
  });

  it('has an invite variant for signed-in users', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/check-invite-email-free', payload: { email: 'a@example.com' } })).statusCode).toBe(401);
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/check-invite-email-free', payload: { email: DEMO_USERS.personal.email }, headers: bearer(token) });
    expect(res.json().data).toEqual({ free: false });
  });
});
