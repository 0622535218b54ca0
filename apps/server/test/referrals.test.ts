import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../src/lib/rate-limit.js';
import { accountMessages, referralMessages } from '@goodhive/contract';
import { auditLog, countries, users, worthyCauseReferrals } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { hashPassword } from '../src/lib/secrets.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { createPartner } from './updates-fixtures.js';

const GUEST_URL = '/api/v2/guest/user/refer-worthy-cause';
const MEMBER_URL = '/api/v2/user/refer-worthy-cause';

let ipCounter = 10;
/** Each test posts from its own loopback address, so the per-IP limit of one test never touches another. */
const freshIp = () => `127.0.0.${ipCounter++}`;

const post = (ctx: TestContext, url: string, payload: unknown, opts: { token?: string; ip?: string } = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: opts.token ? bearer(opts.token) : {}, remoteAddress: opts.ip ?? '127.0.0.1' });
const put = (ctx: TestContext, url: string, token: string | null, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload: payload as object });

const cause = (name: string, extra: Record<string, unknown> = {}) => ({
  cause_name: name,
  website: 'https://cause.example/about',
  contact_name: 'Grace Lim',
  contact_email: 'grace@cause.example',
  contact_phone: '+65 6123 4567',
  description: 'They teach adults to read on weekends and need steady support.',
  ...extra,
});
const countReferrals = async (ctx: TestContext) => Number((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(worthyCauseReferrals))[0].n);

describe('suggested worthy causes', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const countryId = async (code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id;

  it('a visitor suggests a cause, is thanked, and every active admin is e-mailed about it', async () => {
    const [blocked] = await ctx.database.db
      .insert(users)
      .values({ email: `blocked-admin-${process.pid}@test.example`, first_name: 'Blocked', last_name: 'Admin', password_hash: await hashPassword('Admin2026'), role_id: 1, user_type: 'admin', status: 1 })
      .returning({ email: users.email });
    const sg = await countryId('SG');
    const res = expectStatus(await post(ctx, GUEST_URL, { ...cause('Harbour Readers'), country_id: sg, referrer_name: ' Tomás Herrera ', referrer_email: 'Tomas@Example.com' }, { ip: freshIp() }), 200);
    expect(res.message).toBe(referralMessages.thanks('Harbour Readers'));
    const [row] = await ctx.database.db.select().from(worthyCauseReferrals).where(eq(worthyCauseReferrals.id, res.data.id));
    expect(row).toMatchObject({ referrer_user_id: null, referrer_name: 'Tomás Herrera', referrer_email: 'tomas@example.com', cause_name: 'Harbour Readers', country_id: sg, status: 'new', website: 'https://cause.example/about' });

    const mail = await ctx.smtp.waitForMail(DEMO_USERS.admin.email, /Harbour Readers/);
    expect(mail.subject).toBe('New worthy cause suggested: Harbour Readers');
    expect(mail.text).toContain('Tomás Herrera suggested Harbour Readers (Singapore).');
    expect(mail.text).toContain('http://localhost:3999/admin/wcuuser/referred-causes');
    expect(ctx.smtp.mails.filter((m) => m.to.includes(blocked.email))).toHaveLength(0);
    expect(ctx.smtp.mails.filter((m) => /Harbour Readers/.test(m.subject))).toHaveLength(1);
  });

  it('a signed-in member suggests without typing a name: the account is the referrer', async () => {
    const member = await createUser(ctx);
    const res = expectStatus(await post(ctx, MEMBER_URL, { ...cause('Member Pick', { website: '', contact_email: '', contact_phone: '' }), referrer_name: 'Someone Else', referrer_email: 'else@example.com' }, { token: member.token }), 200);
    const [row] = await ctx.database.db.select().from(worthyCauseReferrals).where(eq(worthyCauseReferrals.id, res.data.id));
    expect(row).toMatchObject({ referrer_user_id: member.id, referrer_email: member.email, referrer_name: expect.stringMatching(/^Giver Number\d+$/), website: null, contact_email: null, contact_phone: null, country_id: null });
    const partner = await createPartner(ctx);
    expectStatus(await post(ctx, MEMBER_URL, cause('Partner Pick'), { token: partner.token }), 200);
    expect((await post(ctx, MEMBER_URL, cause('No session'))).statusCode).toBe(401);
  });

  it('names bad input on its field and stores nothing', async () => {
    const before = await countReferrals(ctx);
    const ip = freshIp();
    const errorsOf = async (payload: unknown, url = GUEST_URL) => {
      const res = await post(ctx, url, payload, { ip });
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    const guest = { referrer_name: 'Ana', referrer_email: 'ana@example.com' };
    expect(Object.keys(await errorsOf({ website: 'x' })).sort()).toEqual(['cause_name', 'description', 'referrer_email', 'referrer_name', 'website']);
    for (const website of ['ftp://cause.example', 'not a url', 'https://localhost', 'javascript:alert(1)']) {
      expect(await errorsOf({ ...cause('Bad site', { website }), ...guest })).toEqual({ website: ['Please enter a website address starting with http:// or https://.'] });
    }
    expect(Object.keys(await errorsOf({ ...cause('Bad mail', { contact_email: 'nope', contact_phone: 'call me' }), referrer_name: 'Ana', referrer_email: 'ana@' })).sort()).toEqual([
      'contact_email',
      'contact_phone',
      'referrer_email',
    ]);
    expect((await errorsOf({ ...cause('Short'), description: 'Good.', ...guest })).description).toEqual(['Please tell us a little more (at least 20 characters).']);
    expect((await errorsOf({ ...cause('X'.repeat(201)), ...guest })).cause_name).toEqual(['The name can be at most 200 characters.']);
    expect((await errorsOf({ ...cause('Nowhere', { country_id: 999999 }), ...guest })).country_id).toEqual([referralMessages.unknownCountry]);
    expect(await countReferrals(ctx)).toBe(before);
  });

  it('limits visitors per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.referCauseIp.max; i += 1) {
      expectStatus(await post(ctx, GUEST_URL, { ...cause(`Flood ${i}`), referrer_name: 'Flood', referrer_email: 'flood@example.com' }, { ip }), 200);
    }
    const limited = await post(ctx, GUEST_URL, { ...cause('Flood over'), referrer_name: 'Flood', referrer_email: 'flood@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(accountMessages.rateLimited);
    expectStatus(await post(ctx, GUEST_URL, { ...cause('Another visitor'), referrer_name: 'Kim', referrer_email: 'kim@example.com' }, { ip: freshIp() }), 200);
  });

  it('staff list, filter and follow up suggestions; nobody else may', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const business = await createUser(ctx);
    const partner = await createPartner(ctx);
    const id = expectStatus(await post(ctx, GUEST_URL, { ...cause('Followed Up Trust'), referrer_name: 'Lee', referrer_email: 'lee@example.com' }, { ip: freshIp() }), 200).data.id;
    const url = `/api/admin/worthy-cause-referrals/${id}`;

    for (const [token, code] of [[null, 401], [business.token, 403], [partner.token, 403]] as const) {
      expect((await a.get('/api/admin/worthy-cause-referrals', token)).statusCode).toBe(code);
      expect((await put(ctx, url, token, { status: 'contacted' })).statusCode).toBe(code);
    }

    const all = expectStatus(await a.get('/api/admin/worthy-cause-referrals?limit=2', admin), 200);
    expect(all.data).toHaveLength(2);
    expect(all.meta).toMatchObject({ page: 1, limit: 2 });
    expect(all.meta.total).toBeGreaterThan(2);
    const found = expectStatus(await a.get('/api/admin/worthy-cause-referrals?search=followed%20up&status=new', admin), 200);
    expect(found.data).toEqual([expect.objectContaining({ id, cause_name: 'Followed Up Trust', status: 'new', referrer: { user_id: null, name: 'Lee', email: 'lee@example.com' } })]);

    const saved = expectStatus(await put(ctx, url, admin, { status: 'contacted', admin_note: 'Called their director.' }), 200);
    expect(saved.message).toBe(referralMessages.saved);
    expect(saved.data).toMatchObject({ status: 'contacted', admin_note: 'Called their director.' });
    expect(expectStatus(await a.get('/api/admin/worthy-cause-referrals?search=followed%20up&status=new', admin), 200).meta.total).toBe(0);
    expect(expectStatus(await a.get('/api/admin/worthy-cause-referrals?search=followed%20up&status=contacted', admin), 200).meta.total).toBe(1);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'worthy_cause_referral'), eq(auditLog.subject_id, id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'worthy_cause_referral.updated', details: { before: { status: 'new', admin_note: null }, after: { status: 'contacted', admin_note: 'Called their director.' } } })]);

    expect((await put(ctx, url, admin, { status: 'archived' })).json().errors).toHaveProperty('status');
    expect((await put(ctx, '/api/admin/worthy-cause-referrals/999999', admin, { status: 'declined' })).statusCode).toBe(404);
    expect((await a.get('/api/admin/worthy-cause-referrals?status=lost', admin)).statusCode).toBe(422);
  });
});
