import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { REFERRAL_LIMITS_CODES, SANDBOX_TEST_CARDS, referralAdminTexts, referralTexts } from '@goodhive/contract';
import { auditLog, companies, contributions, credits, referralInvitations, referralRewards, referrals } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { buildTrialForm, uniqueEmail } from './factories.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

const put = (ctx: TestContext, url: string, token: string | null, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload: payload as object });

describe('referral codes: the link, invitations, sign-up with a code and the reward at the first payment', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);

  /** A company with an admin member (the referrer). */
  async function referrer(name = `Referrer ${Math.random().toString(36).slice(2, 7)}`) {
    const companyId = await createCompany(ctx, name);
    const owner = await createUser(ctx, { companyId, isAdmin: true });
    return { companyId, owner };
  }
  const signUp = async (code: string | null, overrides: Record<string, unknown> = {}) => {
    const form = await buildTrialForm(ctx, { referal_code: code, ...overrides });
    const res = expectStatus(await a.post('/api/v2/trial-account/create', null, form), 200);
    return { form, res, token: await signIn(ctx, form.email, form.password) };
  };
  const packageId = async () => (expectStatus(await a.get('/api/app/packages'), 200).data as { id: number; name: string }[]).find((p) => p.name === 'SME')!.id;
  const upgradeAndPay = async (token: string) => {
    const started = expectStatus(await a.post('/api/user/upgrade', token, { package_id: await packageId(), membership_period_id: 1 }), 200).data;
    return a.submitCard(started.redirect_url, SANDBOX_TEST_CARDS.succeeds);
  };
  const admin = async () => signIn(ctx, DEMO_USERS.admin.email);

  it('GET /api/v2/referral answers the company code with both links, made once and the same on every read', async () => {
    const { owner } = await referrer('Harbour Accountants');
    const first = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    expect(first.code).toMatch(/^HARBOURA-[A-Z0-9]{4}$/);
    expect(first.link).toBe(`http://localhost:3999/trial-registration?code=${first.code}`);
    expect(first.connect_link).toBe(`http://localhost:3999/connect/${first.code}`);
    expect(first.referrals).toEqual([]);
    expect(first.invitations_left_today).toBe(REFERRAL_LIMITS_CODES.invitationsPerDay);
    expect(expectStatus(await a.get('/api/v2/referral', owner.token), 200).data.code).toBe(first.code);
  });

  it('who may read a referral code: a company member yes; a visitor, a member without a company, a partner and staff no', async () => {
    expect((await a.get('/api/v2/referral')).statusCode).toBe(401);
    const personal = await createUser(ctx);
    const res = await a.get('/api/v2/referral', personal.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(referralTexts.notCompany);
    expect((await a.get('/api/v2/referral', await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(403);
    expect((await a.get('/api/v2/referral', await admin())).statusCode).toBe(403);
  });

  it('a sign-up with the code records the referrer; upgrading with the sandbox card rewards both sides once', async () => {
    const { companyId, owner } = await referrer('Kite Studio');
    const { code } = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    // Staff set a US $25 giving credit on the personal code, and a referral for good runs.
    const staff = await admin();
    const codes = expectStatus(await a.get(`/api/admin/referral-codes?search=${code}`, staff), 200).data;
    expect(codes).toHaveLength(1);
    expectStatus(await put(ctx, `/api/admin/referral-codes/${codes[0].id}`, staff, { code, reward_type: 'giving_credit', reward_usd: 25 }), 200);
    expectStatus(
      await a.post('/api/admin/referrals-for-good', staff, { name: 'Trees for referrals', impact_level_id: 3009, quantity: 10, starts_at: new Date(Date.now() - 86_400_000).toISOString() }),
      200,
    );

    const { res, token } = await signUp(code.toLowerCase(), { company: 'Lantern Cafe', email: uniqueEmail('lantern') });
    expect(res.data.referral).toEqual({ applied: true, message: referralTexts.codeApplied('Kite Studio') });
    const referredId = res.data.company_id as number;
    let mine = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    expect(mine.referrals).toEqual([expect.objectContaining({ company_name: 'Lantern Cafe', status: 'joined', source: 'trial-registration', rewards: [] })]);

    expect((await upgradeAndPay(token)).statusCode).toBe(303);
    mine = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    expect(mine.referrals[0]).toMatchObject({ status: 'converted', converted_at: expect.any(String) });
    expect(mine.referrals[0].rewards.map((r: { description: string }) => r.description).sort()).toEqual(['10 × tree planted funded', 'US $25.00 giving credit']);

    const creditsOf = async (id: number) => ctx.database.db.select().from(credits).where(eq(credits.company_id, id));
    expect((await creditsOf(companyId)).map((c) => c.credit_usd_cents)).toEqual([2500]);
    expect((await creditsOf(referredId)).map((c) => c.credit_usd_cents)).toEqual([2500]);
    const funded = await ctx.database.db
      .select()
      .from(contributions)
      .where(and(eq(contributions.company_id, companyId), eq(contributions.funded_by, 'platform')));
    expect(funded).toMatchObject([{ impact_level_id: 3009, quantity: 10, payment_received: 1 }]);

    // A renewal pays again: nothing is rewarded a second time.
    expect((await upgradeAndPay(token)).statusCode).toBe(303);
    const rewards = await ctx.database.db.select().from(referralRewards).where(eq(referralRewards.company_id, companyId));
    expect(rewards).toHaveLength(2);
    expect(await creditsOf(referredId)).toHaveLength(1);
  });

  it('extra membership days on a staff code extend both memberships once', async () => {
    const { companyId, owner } = await referrer('Days Co');
    const staff = await admin();
    const created = expectStatus(
      await a.post('/api/admin/referral-codes', staff, { code: 'DAYS-30', company_id: companyId, reward_type: 'membership_days', reward_days: 30, usage_limit: 5, description: 'Spring campaign' }),
      200,
    );
    expect(created.data).toMatchObject({ code: 'DAYS-30', company: { id: companyId, name: 'Days Co' }, is_personal: false, usage_limit: 5, used: 0 });
    expect(created.data.reward.description).toBe('30 extra membership days');
    const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'referral_code.create'), eq(auditLog.subject_id, created.data.id)));
    expect(audit.after).toMatchObject({ code: 'DAYS-30', reward_type: 'membership_days', reward_days: 30 });
    await ctx.database.db.update(companies).set({ membership_end_date: new Date('2030-01-01T00:00:00Z') }).where(eq(companies.id, companyId));

    const { res, token } = await signUp('days-30', { company: 'Orbit Bikes' });
    expect(res.data.referral.applied).toBe(true);
    expect((await upgradeAndPay(token)).statusCode).toBe(303);
    const [ref] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(ref.membership_end_date!.toISOString()).toBe('2030-01-31T00:00:00.000Z');
    const detail = expectStatus(await a.get(`/api/admin/referral-codes/${created.data.id}`, staff), 200).data;
    expect(detail).toMatchObject({ used: 1, converted: 1, uses: [{ company_name: 'Orbit Bikes', status: 'converted', referrer: 'Days Co' }] });
    void owner;
  });

  it('a code that cannot be used leaves the sign-up working and says why: unknown, expired, used up, inactive, self-referral', async () => {
    const { companyId, owner } = await referrer('Selfie Labs');
    const staff = await admin();
    const mk = async (code: string, extra: Record<string, unknown>) => expectStatus(await a.post('/api/admin/referral-codes', staff, { code, ...extra }), 200);
    await mk('OLD-CODE', { expires_at: new Date(Date.now() - 1000).toISOString() });
    await mk('ONCE-ONLY', { usage_limit: 1 });
    await mk('PAUSED-1', { status: 'inactive' });
    const before = Number((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(referrals))[0].n);

    expect((await signUp('NOPE-0000')).res.data.referral).toEqual({ applied: false, message: referralTexts.codeUnknown });
    expect((await signUp('OLD-CODE')).res.data.referral).toEqual({ applied: false, message: referralTexts.codeExpired });
    expect((await signUp('ONCE-ONLY')).res.data.referral.applied).toBe(true);
    const usedUp = await signUp('ONCE-ONLY');
    expect(usedUp.res.data.referral).toEqual({ applied: false, message: referralTexts.codeUsedUp });
    expect(usedUp.res.message).toContain(referralTexts.codeUsedUp);
    expect((await signUp('PAUSED-1')).res.data.referral).toEqual({ applied: false, message: referralTexts.codeInactive });

    // The referrer signing its own company up again: by the same e-mail domain, or the same company name.
    const { code } = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    const domain = owner.email.split('@')[1];
    expect((await signUp(code, { email: `second.account.${Date.now()}@${domain}`, company: 'Another Name' })).res.data.referral).toEqual({
      applied: false,
      message: referralTexts.selfReferral,
    });
    expect((await signUp(code, { company: 'SELFIE labs' })).res.data.referral.message).toBe(referralTexts.selfReferral);
    const after = Number((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(referrals))[0].n);
    expect(after - before).toBe(1);
    expect(await ctx.database.db.select().from(referrals).where(eq(referrals.referrer_company_id, companyId))).toHaveLength(0);
  });

  it('invitations are e-mailed with the link, within the daily limit; over it nothing is sent', async () => {
    const { companyId, owner } = await referrer('Mail Makers');
    const { link } = expectStatus(await a.get('/api/v2/referral', owner.token), 200).data;
    const to = uniqueEmail('friend');
    const sent = expectStatus(await a.post('/api/v2/referral/invite', owner.token, { emails: `${to}, ${to.toUpperCase()}`, message: 'You will like it.' }), 200);
    expect(sent).toMatchObject({ message: referralTexts.invitationsSent(1), data: { sent: 1, invitations_left_today: REFERRAL_LIMITS_CODES.invitationsPerDay - 1 } });
    const mail = await ctx.smtp.waitForMail(to, /Mail Makers invites you/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('You will like it.');

    // Bad input: no valid address, too many at once, the company's own people.
    const bad = await a.post('/api/v2/referral/invite', owner.token, { emails: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect((await a.post('/api/v2/referral/invite', owner.token, { emails: Array.from({ length: 11 }, (_, i) => `x${i}@mail.example`) })).statusCode).toBe(422);
    const own = await a.post('/api/v2/referral/invite', owner.token, { emails: [owner.email] });
    expect(own.json().errors).toEqual({ emails: [referralTexts.ownEmail] });

    // Fill the day up to one left, then ask for two: refused, nothing written.
    await ctx.database.db.insert(referralInvitations).values(Array.from({ length: REFERRAL_LIMITS_CODES.invitationsPerDay - 2 }, (_, i) => ({ company_id: companyId, sent_by: owner.id, email: `filler${i}@mail.example` })));
    const over = await a.post('/api/v2/referral/invite', owner.token, { emails: ['one@mail.example', 'two@mail.example'] });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(referralTexts.dailyLimitLeft(1));
    expectStatus(await a.post('/api/v2/referral/invite', owner.token, { emails: ['one@mail.example'] }), 200);
    const full = await a.post('/api/v2/referral/invite', owner.token, { emails: ['three@mail.example'] });
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toBe(referralTexts.dailyLimit(REFERRAL_LIMITS_CODES.invitationsPerDay));
    const count = Number((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(referralInvitations).where(eq(referralInvitations.company_id, companyId)))[0].n);
    expect(count).toBe(REFERRAL_LIMITS_CODES.invitationsPerDay);
    expect((await a.post('/api/v2/referral/invite', null, { emails: ['x@mail.example'] })).statusCode).toBe(401);
  });

  it('staff manage codes and referrals for good: validation, taken codes, audit; members may not', async () => {
    const staff = await admin();
    const member = (await referrer()).owner;
    for (const url of ['/api/admin/referral-codes', '/api/admin/referrals-for-good']) {
      expect((await a.get(url, member.token)).statusCode).toBe(403);
      expect((await a.get(url)).statusCode).toBe(401);
      expect((await a.post(url, member.token, {})).statusCode).toBe(403);
    }
    const invalid = await a.post('/api/admin/referral-codes', staff, { code: 'with space', reward_type: 'giving_credit' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ code: [referralAdminTexts.codeInvalid], reward_usd: [referralAdminTexts.rewardAmountRequired] });
    const impact = await a.post('/api/admin/referral-codes', staff, { code: 'IMPACT-1', reward_type: 'funded_impact', reward_impact_level_id: 999999, reward_quantity: 2 });
    expect(impact.json().errors).toEqual({ reward_impact_level_id: [referralAdminTexts.unknownImpactLevel] });
    expectStatus(await a.post('/api/admin/referral-codes', staff, { code: 'TAKEN-1' }), 200);
    const taken = await a.post('/api/admin/referral-codes', staff, { code: 'taken-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: [referralAdminTexts.codeTaken] });

    const programme = expectStatus(
      await a.post('/api/admin/referrals-for-good', staff, { name: 'Water per referral', impact_level_id: 3011, quantity: 50, starts_at: '2026-01-01T00:00:00Z' }),
      200,
    ).data;
    expect(programme).toMatchObject({ name: 'Water per referral', quantity: 50, status: 'active', rewarded: 0 });
    const ends = await put(ctx, `/api/admin/referrals-for-good/${programme.id}`, staff, { name: 'Water', impact_level_id: 3011, quantity: 50, starts_at: '2026-01-01T00:00:00Z', ends_at: '2025-01-01T00:00:00Z' });
    expect(ends.json().errors).toEqual({ ends_at: [referralAdminTexts.endsBeforeStart] });
    const saved = expectStatus(await put(ctx, `/api/admin/referrals-for-good/${programme.id}`, staff, { name: 'Water', impact_level_id: 3011, quantity: 60, starts_at: '2026-01-01T00:00:00Z', status: 'inactive' }), 200);
    expect(saved.data).toMatchObject({ name: 'Water', quantity: 60, status: 'inactive' });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subject_type, 'referral_programme'));
    expect(audits.map((r) => r.action)).toEqual(expect.arrayContaining(['referral_programme.create', 'referral_programme.update']));
    expect((await a.get('/api/admin/referral-codes/999999', staff)).statusCode).toBe(404);
  });
});
