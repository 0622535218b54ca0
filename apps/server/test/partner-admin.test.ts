import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PANEL_TITLES, ROLE, messages, partnerAdminMessages, partnerProfileScore } from '@goodhive/contract';
import { auditLog, countries, partnerCountries, partners, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';

let counter = 0;
const newPartnerForm = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    first_name: 'Wanjiru',
    last_name: `Kamau${counter}`,
    email: `cause${counter}.${process.pid}@new-partner.example`,
    worthy_cause_name: `Harvest Hands ${counter}`,
    ...overrides,
  };
};

const countryId = async (ctx: TestContext, code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id;
const userCount = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0].n;

describe('staff manage partner users', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);

  it('lets only staff list and create partner users', async () => {
    const business = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    expect((await a.get('/api/admin/partners')).statusCode).toBe(401);
    expect((await a.post('/api/admin/partners', null, newPartnerForm())).statusCode).toBe(401);
    for (const token of [business.token, partner]) {
      expect((await a.get('/api/admin/partners', token)).statusCode).toBe(403);
      expect((await a.post('/api/admin/partners', token, newPartnerForm())).statusCode).toBe(403);
    }
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect(expectStatus(await a.get('/api/admin/partners', admin), 200).data.length).toBeGreaterThan(0);
  });

  it('lists partners with their user, completeness, project counts, search, status and paging', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const all = expectStatus(await a.get('/api/admin/partners?limit=100', admin), 200);
    expect(all.meta).toMatchObject({ page: 1, limit: 100 });
    expect(all.meta.total).toBe(all.data.length);
    const roots = all.data.find((p: { worthy_cause_name: string }) => p.worthy_cause_name === 'Global Roots Foundation');
    expect(roots).toMatchObject({
      contact_first_name: DEMO_USERS.partner.first_name,
      contact_email: DEMO_USERS.partner.email,
      user_status: 'live',
      is_active: true,
      project_counts: expect.objectContaining({ live: expect.any(Number) }),
      bundle_count: expect.any(Number),
    });
    expect(roots.project_counts.live).toBeGreaterThanOrEqual(3);
    const [rootsRow] = await ctx.database.db.select().from(partners).where(eq(partners.id, roots.partner_id));
    expect(roots.completeness).toEqual(partnerProfileScore(rootsRow));
    expect(roots.completeness.score).toBeLessThan(100);
    expect(new Date(roots.created_at).toISOString()).toBe(roots.created_at);

    // Search: the cause, the contact's name or e-mail, or an id.
    const byCause = expectStatus(await a.get('/api/admin/partners?search=roots', admin), 200);
    expect(byCause.data.map((p: { partner_id: number }) => p.partner_id)).toEqual([roots.partner_id]);
    expect(expectStatus(await a.get(`/api/admin/partners?search=${encodeURIComponent('Amara Okafor')}`, admin), 200).data[0].partner_id).toBe(roots.partner_id);
    expect(expectStatus(await a.get('/api/admin/partners?search=PARTNER@goodhive', admin), 200).data[0].partner_id).toBe(roots.partner_id);
    expect(expectStatus(await a.get(`/api/admin/partners?search=${roots.user_id}`, admin), 200).data.map((p: { user_id: number }) => p.user_id)).toContain(roots.user_id);
    expect(expectStatus(await a.get('/api/admin/partners?search=%25', admin), 200).meta.total).toBe(0);

    // Paging and sort.
    const first = expectStatus(await a.get('/api/admin/partners?limit=2&page=1&sort=name', admin), 200);
    const second = expectStatus(await a.get('/api/admin/partners?limit=2&page=2&sort=name', admin), 200);
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBe(all.meta.total);
    expect(second.data[0].worthy_cause_name.localeCompare(first.data[1].worthy_cause_name)).toBeGreaterThanOrEqual(0);
    const byScore = expectStatus(await a.get('/api/admin/partners?limit=100&sort=score', admin), 200).data.map((p: { completeness: { score: number } }) => p.completeness.score);
    expect(byScore).toEqual([...byScore].sort((x, y) => x - y));

    // Status: a blocked partner user shows only under 'blocked'.
    const created = expectStatus(await a.post('/api/admin/partners', admin, newPartnerForm()), 200).data;
    await ctx.database.db.update(users).set({ status: 1 }).where(eq(users.id, created.user_id));
    const blocked = expectStatus(await a.get('/api/admin/partners?status=blocked', admin), 200).data;
    expect(blocked.map((p: { user_id: number }) => p.user_id)).toContain(created.user_id);
    expect(blocked.every((p: { user_status: string }) => p.user_status === 'blocked')).toBe(true);
    const live = expectStatus(await a.get('/api/admin/partners?status=live&limit=100', admin), 200).data;
    expect(live.map((p: { user_id: number }) => p.user_id)).not.toContain(created.user_id);

    const bad = await a.get('/api/admin/partners?status=asleep&sort=random&limit=0', admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'sort', 'status']);
  });

  it('creates the user and its organisation in one step, audited, and e-mails a link to set the password', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const ke = await countryId(ctx, 'KE');
    const form = newPartnerForm({ email: `  Mixed.Case${process.pid}@New-Partner.example `, org_legal_name: 'Harvest Hands Trust', country_id: ke });
    const res = expectStatus(await a.post('/api/admin/partners', admin, form), 200);
    const email = form.email.trim();
    expect(res.message).toBe(partnerAdminMessages.created(email));
    expect(res.data).toMatchObject({ worthy_cause_name: form.worthy_cause_name, first_name: 'Wanjiru', email, welcome_email: 'sent' });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, res.data.user_id));
    expect(user).toMatchObject({ user_type: 'partner', role_id: ROLE.WORTHY_CAUSE, account: 'user', status: 0, register_source: 'admin' });
    const [partner] = await ctx.database.db.select().from(partners).where(eq(partners.id, res.data.partner_id));
    expect(partner).toMatchObject({ user_id: user.id, worthy_cause_name: form.worthy_cause_name, org_legal_name: 'Harvest Hands Trust' });
    const placed = await ctx.database.db.select().from(partnerCountries).where(eq(partnerCountries.partner_id, partner.id));
    expect(placed.map((c) => `${c.info_type}:${c.country_id}`).sort()).toEqual([`ope:${ke}`, `reg:${ke}`]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'partner.create'), eq(auditLog.subject_id, user.id)));
    expect(audit.actor_id).toBeGreaterThan(0);

    // Nobody can sign in before the link sets a password.
    await expect(signIn(ctx, email, 'Goodhive2026')).rejects.toThrow(/401/);
    const mail = await ctx.smtp.waitForMail(email, /set your password/);
    expect(mail.text).toContain(form.worthy_cause_name);
    expect(mail.text).toContain(PANEL_TITLES.partner);
    const code = /\/forgot-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(mail.text).toContain(`${ctx.config.appUrl}/forgot-password/${code}`);
    expect(expectStatus(await a.post(`/api/user/validate-forgot-link?code=${code}`), 200).data).toEqual({ date_diff: 0 });
    expectStatus(await a.post('/api/user/reset-password/confirm', null, { code, password: 'Harvest2026', re_password: 'Harvest2026' }), 200);
    const token = await signIn(ctx, email.toUpperCase(), 'Harvest2026');
    const current = expectStatus(await a.get('/api/user/current', token), 200).data;
    expect(current).toMatchObject({ user_type: 'partner', email });
    expect(expectStatus(await a.get(`/api/user/get-wc-name/${user.id}`, token), 200).data.worthy_cause_name).toBe(form.worthy_cause_name);
    expect(expectStatus(await a.get('/api/partner/profile', token), 200).data).toMatchObject({ id: partner.id, completeness: { score: 40 } });
  });

  it('names bad input on its field and refuses a taken e-mail, writing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const before = await userCount(ctx);
    const bad = await a.post('/api/admin/partners', admin, { first_name: ' ', last_name: 'x'.repeat(41), email: 'not-an-email', worthy_cause_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      first_name: ['The first name is required.'],
      last_name: ['The last name can be at most 40 characters.'],
      email: ['Please enter a valid email address.'],
      worthy_cause_name: ['The worthy cause name is required.'],
    });
    const unknownCountry = await a.post('/api/admin/partners', admin, newPartnerForm({ country_id: 999999 }));
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json().errors).toEqual({ country_id: [partnerAdminMessages.unknownCountry] });

    for (const email of [DEMO_USERS.business.email, DEMO_USERS.partner.email.toUpperCase()]) {
      const taken = await a.post('/api/admin/partners', admin, newPartnerForm({ email }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ status: 'error', message: partnerAdminMessages.emailTaken, errors: { email: [partnerAdminMessages.emailTaken] } });
    }
    expect(await userCount(ctx)).toBe(before);
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/admin/partners', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '{"first_name":' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(messages.malformedJson);
  });
});

describe('staff create a partner user while mail is down', () => {
  const ctx = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  const a = api(ctx);

  it('keeps the new partner and says the welcome e-mail could not be sent', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const form = newPartnerForm();
    const res = expectStatus(await a.post('/api/admin/partners', admin, form), 200);
    expect(res.data.welcome_email).toBe('failed');
    expect(res.message).toBe(partnerAdminMessages.createdMailFailed(form.email));
    expect((await ctx.database.db.select().from(users).where(eq(users.email, form.email))).length).toBe(1);
  });
});
