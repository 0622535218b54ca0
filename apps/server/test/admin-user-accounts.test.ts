import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, adminAccountMessages } from '@goodhive/contract';
import { auditLog, companies, companyPackages, countries, industries, membershipPackagePrices, membershipPayments, userBusiness, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';
import { signIn, useTestApp, type TestContext } from './helpers.js';

let counter = 0;
const newEmail = (kind: string) => `${kind}${++counter}.${process.pid}@new-account.example`;
const countryId = async (ctx: TestContext, code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]!.id;
const userCount = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n;
const auditOf = async (ctx: TestContext, subjectId: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'user'), eq(auditLog.subject_id, subjectId))).orderBy(desc(auditLog.id));
const userByEmail = async (ctx: TestContext, email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('staff create accounts', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);

  it('POST /api/user/personal makes a Personal User who sets a password from the welcome e-mail; one audit row with who, after and reason', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const adminId = expectStatus(await a.get('/api/user/current', admin), 200).data.id;
    const email = newEmail('personal');
    const sg = await countryId(ctx, 'SG');
    const res = expectStatus(await a.post('/api/user/personal', admin, { first_name: 'Priya', last_name: 'Nair', email: email.toUpperCase(), country_id: sg, reason: 'Signed up at the Singapore event' }), 200);
    expect(res.data).toMatchObject({ email, company_id: null, role_id: ROLE.PERSONAL, welcome_email: 'sent' });
    expect(res.message).toBe(adminAccountMessages.created('Personal account', email));
    const user = (await userByEmail(ctx, email))!;
    expect(user).toMatchObject({ id: res.data.user_id, role_id: ROLE.PERSONAL, account: 'user', user_type: 'business', country_id: sg, register_source: 'staff-created' });
    const [audit, ...others] = await auditOf(ctx, user.id);
    expect(others).toHaveLength(0);
    expect(audit).toMatchObject({ actor_id: adminId, action: 'user.create-personal', reason: 'Signed up at the Singapore event', before: null, after: { email, first_name: 'Priya', role_id: ROLE.PERSONAL } });

    // Nobody can sign in before the link sets a password; then the member signs in to their personal account.
    await expect(signIn(ctx, email, 'Goodhive2026')).rejects.toThrow(/401/);
    const mail = await ctx.smtp.waitForMail(email, /set your password/);
    expect(mail.text).toContain('Welcome to Goodhive, Priya!');
    const code = /\/forgot-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expectStatus(await a.post('/api/user/reset-password/confirm', null, { code, password: 'Harvest2026', re_password: 'Harvest2026' }), 200);
    const token = await signIn(ctx, email, 'Harvest2026');
    expect(expectStatus(await a.get('/api/user/current', token), 200).data).toMatchObject({ id: user.id, account: 'user' });
  });

  it('POST /api/user/premium makes a Premium Personal User', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const email = newEmail('premium');
    const res = expectStatus(await a.post('/api/user/premium', admin, { first_name: 'Omar', last_name: 'Haddad', email, reason: 'Premium plan paid by invoice' }), 200);
    expect(res.data).toMatchObject({ role_id: ROLE.PREMIUM_PERSONAL, company_id: null });
    expect((await userByEmail(ctx, email))!).toMatchObject({ role_id: ROLE.PREMIUM_PERSONAL, account: 'user' });
    expect((await auditOf(ctx, res.data.user_id))[0]).toMatchObject({ action: 'user.create-premium', reason: 'Premium plan paid by invoice' });
    await ctx.smtp.waitForMail(email, /set your password/);
  });

  it('POST /api/user/business makes a trial company and its owner, or a paying role with its complete membership payment', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const sg = await countryId(ctx, 'SG');
    const [industry] = await ctx.database.db.select({ id: industries.id }).from(industries).limit(1);
    const trialEmail = newEmail('trial');
    const trial = expectStatus(
      await a.post('/api/user/business', admin, { first_name: 'Mei', last_name: 'Tan', email: trialEmail, company_name: 'Lantern Bakery', country_id: sg, industry1: industry!.id, role_id: ROLE.TRIAL, reason: 'Met at the fair' }),
      200,
    ).data;
    expect(trial).toMatchObject({ role_id: ROLE.TRIAL, welcome_email: 'sent' });
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, trial.company_id));
    expect(company).toMatchObject({ company_name: 'Lantern Bakery', country_id: sg, industry_1: industry!.id, membership_recurring_status: 'not_required' });
    expect(company!.trial_ends_at!.getTime() - Date.now()).toBeGreaterThan(16 * 86_400_000);
    const [link] = await ctx.database.db.select().from(userBusiness).where(eq(userBusiness.user_id, trial.user_id));
    expect(link).toMatchObject({ company_id: trial.company_id, is_owner: true, is_admin: 1 });
    expect((await userByEmail(ctx, trialEmail))!).toMatchObject({ account: 'company', role_id: ROLE.TRIAL });
    const mail = await ctx.smtp.waitForMail(trialEmail, /set your password/);
    expect(mail.text).toContain('Lantern Bakery');

    const [price] = await ctx.database.db.select().from(membershipPackagePrices).where(eq(membershipPackagePrices.membership_period_id, 2)).limit(1);
    const paying = expectStatus(
      await a.post('/api/user/business', admin, {
        first_name: 'Ravi',
        last_name: 'Kumar',
        email: newEmail('partner'),
        company_name: 'Kumar Logistics',
        country_id: sg,
        role_id: ROLE.PARTNER,
        package_id: price!.package_id,
        membership_period_id: 2,
        reason: 'Paid by bank transfer',
      }),
      200,
    ).data;
    const [payment] = await ctx.database.db.select().from(membershipPayments).where(eq(membershipPayments.company_id, paying.company_id));
    expect(payment).toMatchObject({ package_id: price!.package_id, membership_period_id: 2, amount_usd_cents: price!.amount_usd_cents, payment_status: 1, provider: 'manual' });
    const [pkg] = await ctx.database.db.select().from(companyPackages).where(eq(companyPackages.company_id, paying.company_id));
    expect(pkg!.package_id).toBe(price!.package_id);
    expect((await auditOf(ctx, paying.user_id))[0]).toMatchObject({ action: 'user.create-business', details: { company_id: paying.company_id, role_id: ROLE.PARTNER, membership_payment_id: payment!.id } });
  });

  it('refuses bad input with the field named, and a taken e-mail with 409, writing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const sg = await countryId(ctx, 'SG');
    const users0 = await userCount(ctx);
    const companies0 = (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies))[0]!.n;

    const bad = await a.post('/api/user/personal', admin, { first_name: ' ', last_name: 'x'.repeat(41), email: 'not-an-email', reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name', 'last_name', 'reason']);
    expect((await a.post('/api/user/premium', admin, { first_name: 'A', last_name: 'B', email: newEmail('x'), country_id: 999_999, reason: 'Because' })).json().errors).toEqual({ country_id: [adminAccountMessages.unknownCountry] });

    const business = { first_name: 'Li', last_name: 'Wei', email: newEmail('biz'), company_name: 'Wei Trading', country_id: sg, reason: 'Because' };
    expect((await a.post('/api/user/business', admin, { ...business, role_id: ROLE.MEMBER })).json().errors).toMatchObject({ package_id: [adminAccountMessages.packageRequired], membership_period_id: [adminAccountMessages.periodRequired] });
    expect((await a.post('/api/user/business', admin, { ...business, role_id: ROLE.TRIAL, package_id: 1, membership_period_id: 2 })).json().errors).toMatchObject({ package_id: [adminAccountMessages.trialHasNoPackage] });
    expect((await a.post('/api/user/business', admin, { ...business, role_id: ROLE.PERSONAL })).json().errors).toMatchObject({ role_id: [adminAccountMessages.roleNotBusiness] });
    expect((await a.post('/api/user/business', admin, { ...business, role_id: ROLE.TRIAL, industry1: 999_999 })).json().errors).toEqual({ industry1: [adminAccountMessages.unknownIndustry] });
    expect((await a.post('/api/user/business', admin, { ...business, role_id: ROLE.MEMBER, package_id: 999_999, membership_period_id: 2 })).json().errors).toEqual({ package_id: [adminAccountMessages.noPrice] });
    const { country_id: _c, ...noCountry } = business;
    expect((await a.post('/api/user/business', admin, { ...noCountry, role_id: ROLE.TRIAL })).statusCode).toBe(422);

    // A taken e-mail, in any case, is 409 for every kind of account.
    for (const [url, extra] of [
      ['/api/user/personal', {}],
      ['/api/user/premium', {}],
      ['/api/user/business', { company_name: 'Dup Co', country_id: sg, role_id: ROLE.TRIAL }],
    ] as const) {
      const res = await a.post(url, admin, { first_name: 'Dup', last_name: 'Licate', email: DEMO_USERS.personal.email.toUpperCase(), reason: 'Duplicate try', ...extra });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: adminAccountMessages.emailTaken, errors: { email: [adminAccountMessages.emailTaken] } });
    }
    expect(await userCount(ctx)).toBe(users0);
    expect((await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies))[0]!.n).toBe(companies0);
  });

  it('only staff may create accounts: members get 403, anonymous callers 401', async () => {
    const member = await signIn(ctx, DEMO_USERS.business.email);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const sg = await countryId(ctx, 'SG');
    const users0 = await userCount(ctx);
    for (const [url, body] of [
      ['/api/user/personal', { first_name: 'A', last_name: 'B', email: newEmail('p'), reason: 'Because' }],
      ['/api/user/premium', { first_name: 'A', last_name: 'B', email: newEmail('p'), reason: 'Because' }],
      ['/api/user/business', { first_name: 'A', last_name: 'B', email: newEmail('b'), company_name: 'C', country_id: sg, role_id: ROLE.TRIAL, reason: 'Because' }],
      ['/api/user/employee', { company_id: 1, first_name: 'A', last_name: 'B', email: newEmail('e'), reason: 'Because' }],
      ['/api/user/update-business', { user_id: 1, first_name: 'A', last_name: 'B', email: newEmail('u'), reason: 'Because' }],
    ] as const) {
      expect((await a.post(url, member, body)).statusCode, url).toBe(403);
      expect((await a.post(url, partner, body)).statusCode, url).toBe(403);
      expect((await a.post(url, null, body)).statusCode, url).toBe(401);
    }
    expect(await userCount(ctx)).toBe(users0);
  });
});

describe('staff edit an account (POST /api/user/update-business)', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const base = (user: { id: number; email: string }) => ({ user_id: user.id, first_name: 'Giver', last_name: 'Renamed', email: user.email, reason: 'Asked by phone' });

  it('saves the member and their company in one audited change with before and after', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await createCompany(ctx, 'Old Name Pte Ltd');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const email = newEmail('renamed');
    const [i1, i2] = await ctx.database.db.select({ id: industries.id }).from(industries).orderBy(industries.id).limit(2);
    const res = expectStatus(
      await a.post('/api/user/update-business', admin, {
        ...base(member),
        email,
        about_you: 'Coffee and trees',
        linkedin_url: 'https://linkedin.com/in/giver',
        company: { company_name: 'New Name Pte Ltd', mission: 'Water for all', phone: '+65 6123 4567', website: 'https://newname.example', industry1: i1!.id, industry2: i2!.id },
      }),
      200,
    );
    expect(res.message).toBe(adminAccountMessages.updated);
    expect(res.data.changed.sort()).toEqual(['about_you', 'company.company_name', 'company.industry_1', 'company.industry_2', 'company.mission', 'company.phone', 'company.website', 'email', 'last_name', 'linkedin_url'].sort());
    expect((await ctx.database.db.select().from(users).where(eq(users.id, member.id)))[0]).toMatchObject({ email, last_name: 'Renamed', about_you: 'Coffee and trees', linkedin_url: 'https://linkedin.com/in/giver' });
    expect((await ctx.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]).toMatchObject({ company_name: 'New Name Pte Ltd', mission: 'Water for all', industry_1: i1!.id, industry_2: i2!.id });
    const [audit] = await auditOf(ctx, member.id);
    expect(audit).toMatchObject({
      action: 'user.update',
      reason: 'Asked by phone',
      before: { email: member.email, last_name: expect.stringMatching(/^Number/), company: { company_name: 'Old Name Pte Ltd', mission: null } },
      after: { email, last_name: 'Renamed', company: { company_name: 'New Name Pte Ltd', mission: 'Water for all' } },
    });
    // The member signs in with the new e-mail.
    await signIn(ctx, email, 'Giving2026');

    // The same values again change nothing and write no audit row.
    const again = expectStatus(await a.post('/api/user/update-business', admin, { ...base(member), email, about_you: 'Coffee and trees', linkedin_url: 'https://linkedin.com/in/giver' }), 200);
    expect(again).toMatchObject({ message: adminAccountMessages.nothingChanged, data: { changed: [] } });
    expect(await auditOf(ctx, member.id)).toHaveLength(1);
  });

  it('checks the fields as the member forms do and refuses a taken e-mail with 409, changing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await createCompany(ctx, 'Steady Co');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const personal = await createUser(ctx, { roleId: ROLE.PERSONAL });

    const bad = await a.post('/api/user/update-business', admin, { ...base(member), first_name: '', twitter_url: 'not a url', company: { company_name: '', phone: 'call me' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['company.company_name', 'company.phone', 'first_name', 'twitter_url']);
    expect((await a.post('/api/user/update-business', admin, { ...base(member), company: { company_name: 'Steady Co', industry1: 999_999 } })).json().errors).toEqual({ 'company.industry1': [adminAccountMessages.unknownIndustry] });
    expect((await a.post('/api/user/update-business', admin, { ...base(member), reason: '' })).statusCode).toBe(422);

    const taken = await a.post('/api/user/update-business', admin, { ...base(member), email: DEMO_USERS.personal.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: [adminAccountMessages.emailTaken] });
    expect((await a.post('/api/user/update-business', admin, { ...base(personal), company: { company_name: 'None' } })).json().errors).toEqual({ company: [adminAccountMessages.noCompany] });
    expect((await a.post('/api/user/update-business', admin, { ...base({ id: 999_999, email: 'nobody@example.com' }) })).statusCode).toBe(404);
    const staffRow = (await userByEmail(ctx, DEMO_USERS.admin.email))!;
    expect((await a.post('/api/user/update-business', admin, { ...base(staffRow), first_name: 'Boss' })).statusCode).toBe(409);

    expect((await ctx.database.db.select().from(users).where(eq(users.id, member.id)))[0]).toMatchObject({ email: member.email, last_name: expect.stringMatching(/^Number/) });
    expect((await ctx.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.company_name).toBe('Steady Co');
    expect(await auditOf(ctx, member.id)).toHaveLength(0);

    // A personal member's own fields are saved without company fields.
    expect(expectStatus(await a.post('/api/user/update-business', admin, { ...base(personal), first_name: 'Solo' }), 200).data).toMatchObject({ company_id: null, changed: ['first_name', 'last_name'] });
  });
});
