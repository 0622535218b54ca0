import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { connectTexts, hiveTexts, messages, referralTexts } from '@goodhive/contract';
import { auditLog, hiveMembers, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { buildTrialForm, uniqueEmail } from './factories.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

const put = (ctx: TestContext, url: string, token: string | null, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload: payload as object });
const del = (ctx: TestContext, url: string, token: string | null) => ctx.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });

describe('hives: the hive builder, members, the public page, connect and the staff screens', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const admin = () => signIn(ctx, DEMO_USERS.admin.email);
  let n = 0;

  /** A company made a hive partner by staff, with its admin and a plain member. */
  async function hivePartner(name = `Partner ${++n} Advisors`) {
    const companyId = await createCompany(ctx, name);
    const owner = await createUser(ctx, { companyId, isAdmin: true });
    const plain = await createUser(ctx, { companyId, isAdmin: false });
    expectStatus(await put(ctx, `/api/admin/companies/${companyId}/hive-partner`, await admin(), { is_hive_partner: 1 }), 200);
    return { companyId, owner, plain };
  }
  const build = (token: string, body: Record<string, unknown>) => put(ctx, '/api/hive-builder', token, body);
  /** A trial business signed up the usual way (its $1.00 of clean water is 50 impacts), signed in. */
  async function trialBusiness(company: string) {
    const form = await buildTrialForm(ctx, { company, email: uniqueEmail('member') });
    const res = expectStatus(await a.post('/api/v2/trial-account/create', null, form), 200);
    return { companyId: res.data.company_id as number, token: await signIn(ctx, form.email, form.password) };
  }
  const connectForm = async (code: string | null, company: string) => {
    const form = await buildTrialForm(ctx, { company });
    return { first_name: form.first_name, last_name: 'Connected', email: uniqueEmail('connect'), company, countryid: form.countryid, password: form.password, retype_password: form.password, terms: true, code };
  };

  it('a hive partner builds its hive; the page URL must be free and URL-safe; only hive partners and their admins may', async () => {
    const { owner, plain, companyId } = await hivePartner('Harbour Accountants');
    const empty = expectStatus(await a.get('/api/hive-builder', owner.token), 200).data;
    expect(empty).toMatchObject({ hive: null, link: expect.stringMatching(/^http:\/\/localhost:3999\/connect\/HARBOURA-/) });

    for (const page_url of ['ab', 'Has Space', '-start', 'end-', 'double--hyphen', 'ünï']) {
      const res = await build(owner.token, { page_url, title: 'Harbour Hive' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ page_url: [hiveTexts.pageUrlInvalid] });
    }
    expect((await build(owner.token, { page_url: 'harbour-hive', title: ' ' })).json().errors).toEqual({ title: [hiveTexts.titleRequired] });
    expect((await build(owner.token, { page_url: 'harbour-hive', title: 'Harbour', logo: 'javascript:alert(1)' })).json().errors).toEqual({ logo: [hiveTexts.imageInvalid] });

    const created = expectStatus(await build(owner.token, { page_url: 'Harbour-Hive', title: 'Harbour Hive', story: 'Accountants who give.' }), 200);
    expect(created.message).toBe(hiveTexts.created);
    expect(created.data).toMatchObject({ page_url: 'harbour-hive', title: 'Harbour Hive', partner: { company_id: companyId, company_name: 'Harbour Accountants' }, member_count: 0 });
    const saved = expectStatus(await build(owner.token, { page_url: 'harbour-hive', title: 'The Harbour Hive' }), 200);
    expect(saved).toMatchObject({ message: hiveTexts.saved, data: { id: created.data.id, title: 'The Harbour Hive', story: null } });

    const other = await hivePartner();
    const taken = await build(other.owner.token, { page_url: 'HARBOUR-HIVE', title: 'Copy' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ page_url: [hiveTexts.pageUrlTaken] });

    expect((await build(plain.token, { page_url: 'plain-hive', title: 'Plain' })).json().message).toBe(hiveTexts.joinNeedsAdmin);
    const ordinary = await createUser(ctx, { companyId: await createCompany(ctx), isAdmin: true });
    const refused = await a.get('/api/hive-builder', ordinary.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(hiveTexts.notHivePartner);
    expect((await build(ordinary.token, { page_url: 'not-mine', title: 'No' })).statusCode).toBe(403);
    expect((await a.get('/api/hive-builder')).statusCode).toBe(401);
    expect((await a.get('/api/hive-builder', await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(403);
  });

  it('two companies join (through the connect link and the join button); the public page and the hive widget show their combined impact', async () => {
    const { owner, companyId } = await hivePartner('Coach Collective');
    expectStatus(await build(owner.token, { page_url: 'coach-collective', title: 'Coach Collective Hive' }), 200);
    const { link } = expectStatus(await a.get('/api/hive-builder', owner.token), 200).data;
    const code = decodeURIComponent(link.split('/connect/')[1]);

    // Invited by e-mail: the mail carries the connect link.
    const invitee = uniqueEmail('invitee');
    expectStatus(await a.post('/api/hive-builder/invite', owner.token, { emails: [invitee] }), 200);
    const mail = await ctx.smtp.waitForMail(invitee, /Coach Collective invites you/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('joins the hive Coach Collective Hive');

    // The connect page says who invites, then the business registers and is in the hive.
    expect(expectStatus(await a.get(`/api/connect/${code}`), 200).data).toEqual({ code, company_name: 'Coach Collective', logo_url: null, hive: { title: 'Coach Collective Hive', page_url: 'coach-collective' } });
    const registered = expectStatus(await a.post('/api/connect/register', null, await connectForm(code, 'River Yoga')), 200);
    expect(registered.message).toBe(connectTexts.success);
    expect(registered.data).toMatchObject({ referral: { applied: true, message: referralTexts.codeApplied('Coach Collective') }, hive: { title: 'Coach Collective Hive', page_url: 'coach-collective' } });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, registered.data.user_id));
    expect(user.register_source).toBe('connect');

    // An existing business joins with the button on the hive page.
    const second = await trialBusiness('Summit Bakery');
    const joined = expectStatus(await a.post('/api/hive/coach-collective/join', second.token), 200);
    expect(joined.message).toBe(hiveTexts.joined('Coach Collective Hive'));

    const page = expectStatus(await a.get('/api/hive/Coach-Collective'), 200).data;
    expect(page).toMatchObject({ title: 'Coach Collective Hive', member_count: 2, connect_path: `/connect/${code}` });
    expect(page.members.map((m: { company_name: string }) => m.company_name)).toEqual(['River Yoga', 'Summit Bakery']);
    // Two trial gifts of 50 days of clean water, US $1.00 each; the partner gave nothing yet.
    expect(page.impact).toEqual({ total_impacts: 100, beneficiaries: 100, amount_usd: 2, projects_supported: 1, impacts_per_usd: 50 });
    expect((await a.get('/api/hive/no-such-hive')).statusCode).toBe(404);

    // The hive partner's widget counts the whole hive.
    const { key } = expectStatus(await a.get('/api/user/get-encrypted-id?account=company', owner.token), 200).data;
    const widget = expectStatus(await a.get(`/api/widgets/${key}`), 200).data;
    expect(widget.hive).toEqual({ title: 'Coach Collective Hive', page_url: 'coach-collective', member_count: 2, total_impacts: 100, beneficiaries: 100, amount_usd: 2, impacts_per_usd: 50 });

    // The partner sees its members; each member sees its hive.
    const members = expectStatus(await a.get('/api/hive-member', owner.token), 200).data;
    expect(members.map((m: { company_name: string; status: string | null }) => [m.company_name, m.status])).toEqual([
      ['River Yoga', 'joined'],
      ['Summit Bakery', null],
    ]);
    const mine = expectStatus(await a.get('/api/my-hive', second.token), 200).data;
    expect(mine.hive).toMatchObject({ title: 'Coach Collective Hive', impact: { total_impacts: 100 } });

    // Staff find the hive's people with the users filter's connection (refered_type[] hive).
    const found = expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(await admin()), payload: { keyword: 'Connected', refered_type: ['hive'], limit: 100 } }), 200);
    expect(found.data.map((u: { id: number }) => u.id)).toContain(registered.data.user_id);
    const direct = expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(await admin()), payload: { keyword: 'Connected', refered_type: ['team_invite'], limit: 100 } }), 200);
    expect(direct.data.map((u: { id: number }) => u.id)).not.toContain(registered.data.user_id);
    void companyId;
  });

  it('joining: not twice, not into a second hive, not your own; only company admins; my-hive is empty outside a hive', async () => {
    const first = await hivePartner();
    const second = await hivePartner();
    expectStatus(await build(first.owner.token, { page_url: `first-${n}`, title: 'First' }), 200);
    expectStatus(await build(second.owner.token, { page_url: `second-${n}`, title: 'Second' }), 200);
    const business = await trialBusiness('Joiner Ltd');
    expect(expectStatus(await a.get('/api/my-hive', business.token), 200).data).toEqual({ hive: null });
    expectStatus(await a.post(`/api/hive/first-${n}/join`, business.token), 200);
    const again = await a.post(`/api/hive/second-${n}/join`, business.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(hiveTexts.alreadyInHive('First'));
    expect((await a.post(`/api/hive/first-${n}/join`, first.owner.token)).json().message).toBe(hiveTexts.ownHive);
    const notAdmin = await createUser(ctx, { companyId: (await trialBusiness('Other Ltd')).companyId, isAdmin: false });
    expect((await a.post(`/api/hive/first-${n}/join`, notAdmin.token)).json().message).toBe(hiveTexts.joinNeedsAdmin);
    expect((await a.post(`/api/hive/first-${n}/join`)).statusCode).toBe(401);
    expect((await a.post('/api/hive/none-here/join', business.token)).statusCode).toBe(404);

    // The partner takes the company out; only its admins may.
    expect((await del(ctx, `/api/hive-member/${business.companyId}`, first.plain.token)).statusCode).toBe(403);
    expectStatus(await del(ctx, `/api/hive-member/${business.companyId}`, first.owner.token), 200);
    expect((await del(ctx, `/api/hive-member/${business.companyId}`, first.owner.token)).statusCode).toBe(404);
  });

  it('a connect sign-up with a code that cannot be used still registers, in no hive; a signed-in member may not register', async () => {
    const res = expectStatus(await a.post('/api/connect/register', null, await connectForm('UNKNOWN-CODE', 'Lone Wolf Ltd')), 200);
    expect(res.message).toBe(`${connectTexts.success} ${referralTexts.codeUnknown}`);
    expect(res.data).toMatchObject({ referral: { applied: false }, hive: null });
    expect(await ctx.database.db.select().from(hiveMembers).where(eq(hiveMembers.company_id, res.data.company_id))).toHaveLength(0);
    expect((await a.get('/api/connect/UNKNOWN-CODE')).json().message).toBe(connectTexts.unknownCode);
    const bad = await a.post('/api/connect/register', null, { ...(await connectForm(null, 'Bad Co')), retype_password: 'Other123' });
    expect(bad.statusCode).toBe(422);
    const member = await createUser(ctx);
    expect((await a.post('/api/connect/register', member.token, await connectForm(null, 'Signed In Co'))).json().message).toBe(messages.loggedInAsMember);
  });

  it('staff list, create and edit hives, add and remove members, make hive partners; every write is audited; members may not', async () => {
    const staff = await admin();
    const companyId = await createCompany(ctx, 'Staff Made Network');
    const created = expectStatus(await a.post('/api/admin/hives', staff, { company_id: companyId, page_url: 'staff-made', title: 'Staff Made' }), 200).data;
    expect(created).toMatchObject({ page_url: 'staff-made', partner: { company_id: companyId }, members: [] });
    expect((await a.post('/api/admin/hives', staff, { company_id: companyId, page_url: 'staff-made-2', title: 'Again' })).statusCode).toBe(409);
    expect((await a.post('/api/admin/hives', staff, { company_id: 999999, page_url: 'nobody-here', title: 'Nobody' })).statusCode).toBe(422);
    const edited = expectStatus(await put(ctx, `/api/admin/hives/${created.id}`, staff, { page_url: 'staff-made', title: 'Staff Made Hive', story: 'Our story.' }), 200).data;
    expect(edited).toMatchObject({ title: 'Staff Made Hive', story: 'Our story.' });

    const member = await createCompany(ctx, 'Added By Staff');
    const withMember = expectStatus(await a.post(`/api/admin/hives/${created.id}/members`, staff, { company_id: member }), 200).data;
    expect(withMember.members.map((m: { company_name: string }) => m.company_name)).toEqual(['Added By Staff']);
    expect((await a.post(`/api/admin/hives/${created.id}/members`, staff, { company_id: member })).statusCode).toBe(409);
    expect(expectStatus(await del(ctx, `/api/admin/hives/${created.id}/members/${member}`, staff), 200).data.members).toEqual([]);
    const list = expectStatus(await a.get('/api/admin/hives?search=staff-made', staff), 200);
    expect(list.data.map((h: { id: number }) => h.id)).toEqual([created.id]);
    expectStatus(await put(ctx, `/api/admin/companies/${companyId}/hive-partner`, staff, { is_hive_partner: 0 }), 200);

    const actions = (await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'hive'), eq(auditLog.subject_id, created.id)))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['hive.create', 'hive.update', 'hive.member_add', 'hive.member_remove']));
    const partnerAudits = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.hive_partner'), eq(auditLog.subject_id, companyId)));
    expect(partnerAudits.map((r) => r.after)).toEqual([{ is_hive_partner: 1 }, { is_hive_partner: 0 }]);

    const business = await createUser(ctx, { companyId: await createCompany(ctx), isAdmin: true });
    expect((await a.get('/api/admin/hives', business.token)).statusCode).toBe(403);
    expect((await a.post('/api/admin/hives', business.token, { company_id: companyId, page_url: 'x-x-x', title: 'X' })).statusCode).toBe(403);
    expect((await put(ctx, `/api/admin/companies/${companyId}/hive-partner`, business.token, { is_hive_partner: 1 })).statusCode).toBe(403);
    expect((await a.get(`/api/admin/hives/${created.id}`)).statusCode).toBe(401);
  });
});
