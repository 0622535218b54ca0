import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { teamMessages } from '@goodhive/contract';
import { companies, teamInvites, userBusiness } from '../src/db/schema/index.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

describe('team accounts', () => {
  const ctx = useTestApp({ smtp: true });
  const call = api(ctx);
  const db = () => ctx.database.db;

  async function team(limit = 5) {
    const companyId = await createCompany(ctx);
    await db().update(companies).set({ employee_limit: limit }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    return { companyId, admin };
  }
  const keyOf = async (email: string) => /\/join-teammember\/([A-Za-z0-9_-]+)/.exec((await ctx.smtp.waitForMail(email, /^Join /)).text)![1]!;

  it('an admin invites by e-mail; the invitee makes an account from the link, joins once, and shows as a member', async () => {
    const { companyId, admin } = await team();
    const email = `mate.${Date.now()}@team.example`;
    const invited = expectStatus(await call.post('/api/user/inviteUserCompany', admin.token, { email, first_name: 'Mia' }), 200);
    expect(invited.data).toMatchObject({ email, status: 'open', expired: false });
    const key = await keyOf(email);

    const info = expectStatus(await call.get(`/api/join-teammember/${key}`), 200);
    expect(info.data).toMatchObject({ email, first_name: 'Mia', has_account: false });
    expect((await call.post(`/api/join-teammember/${key}`, null, { first_name: 'Mia' })).statusCode).toBe(422);
    const joined = expectStatus(await call.post(`/api/join-teammember/${key}`, null, { first_name: 'Mia', last_name: 'Chen', password: 'TeamWork2026' }), 200);
    expect(joined.data.company_id).toBe(companyId);
    // Used: 410 to read or accept again; unknown: 404.
    expect((await call.get(`/api/join-teammember/${key}`)).statusCode).toBe(410);
    expect((await call.post(`/api/join-teammember/${key}`, null, { first_name: 'Mia', last_name: 'Chen', password: 'TeamWork2026' })).statusCode).toBe(410);
    expect((await call.get(`/api/join-teammember/${'x'.repeat(32)}`)).statusCode).toBe(404);

    const mia = await signIn(ctx, email, 'TeamWork2026');
    const current = expectStatus(await call.get('/api/user/current', mia), 200);
    expect(current.data.role_id).toBe(10);
    const list = expectStatus(await call.get('/api/user/invitedList', admin.token), 200).data;
    expect(list.members.map((m: { email: string }) => m.email)).toContain(email);
    expect(list.invites).toEqual([]);
    expect(list.seats_used).toBe(2);

    // A member cannot be invited again; a team member who is not an admin cannot manage the team.
    const again = await call.post('/api/user/inviteUserCompany', admin.token, { email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(teamMessages.alreadyMember);
    expect((await call.get('/api/user/invitedList', mia)).statusCode).toBe(403);

    // Set admin, then remove; the owner-less admin list follows.
    const promoted = expectStatus(await call.post('/api/user/team/set-admin', admin.token, { user_id: current.data.id, is_admin: true }), 200).data;
    expect(promoted.members.find((m: { email: string }) => m.email === email).is_admin).toBe(true);
    expectStatus(await call.post('/api/user/team/remove', admin.token, { user_id: current.data.id }), 200);
    const [link] = await db().select().from(userBusiness).where(eq(userBusiness.user_id, current.data.id));
    expect(link).toBeUndefined();
  });

  it('an existing account joins when signed in with the invited e-mail, and only then', async () => {
    const { companyId, admin } = await team();
    const someone = await createUser(ctx);
    const other = await createUser(ctx);
    expectStatus(await call.post('/api/user/inviteUserCompany', admin.token, { email: someone.email }), 200);
    const key = await keyOf(someone.email);
    expect(expectStatus(await call.get(`/api/join-teammember/${key}`), 200).data.has_account).toBe(true);
    expect((await call.post(`/api/join-teammember/${key}`, null, {})).statusCode).toBe(403);
    expect((await call.post(`/api/join-teammember/${key}`, other.token, {})).statusCode).toBe(403);
    expectStatus(await call.post(`/api/join-teammember/${key}`, someone.token, {}), 200);
    const [link] = await db().select().from(userBusiness).where(eq(userBusiness.user_id, someone.id));
    expect(link!.company_id).toBe(companyId);
  });

  it('the employee limit caps members and open invitations; staff raise it (audited); cancel, resend and expiry', async () => {
    const { companyId, admin } = await team(2);
    const first = `a.${Date.now()}@team.example`;
    const invite = expectStatus(await call.post('/api/user/inviteUserCompany', admin.token, { email: first }), 200).data;
    const full = await call.post('/api/user/inviteUserCompany', admin.token, { email: `b.${Date.now()}@team.example` });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(teamMessages.limitReached(2));
    expect((await call.post('/api/user/inviteUserCompany', admin.token, { email: first })).statusCode).toBe(409);
    expect((await call.post('/api/user/inviteUserCompany', admin.token, { email: 'nope' })).statusCode).toBe(422);

    // Staff raise the limit; members cannot.
    expect((await call.post(`/api/admin/company/${companyId}/employee-limit`, admin.token, { employee_limit: 3 })).statusCode).toBe(403);
    const staff = await signIn(ctx, 'admin@goodhive.example');
    expectStatus(await call.post(`/api/admin/company/${companyId}/employee-limit`, staff, { employee_limit: 3, reason: 'Bigger team' }), 200);
    const audit = await db().execute(sql`select count(*)::int as n from audit_log where action = 'company.employee-limit' and subject_id = ${companyId}`);
    expect(Number(audit.rows[0]!.n)).toBe(1);
    expectStatus(await call.post('/api/user/inviteUserCompany', admin.token, { email: `c.${Date.now()}@team.example` }), 200);

    // Resend gives a new link (the old one stops working); cancel ends it; expiry says so.
    const oldKey = await keyOf(first);
    expectStatus(await call.post('/api/user/invite/resend', admin.token, { invite_id: invite.id }), 200);
    expect((await call.get(`/api/join-teammember/${oldKey}`)).statusCode).toBe(404);
    const other = await team();
    expect((await call.post('/api/user/invite/cancel', other.admin.token, { invite_id: invite.id })).statusCode).toBe(404);
    expectStatus(await call.post('/api/user/invite/cancel', admin.token, { invite_id: invite.id }), 200);
    expect((await call.post('/api/user/invite/cancel', admin.token, { invite_id: invite.id })).statusCode).toBe(410);

    const late = `late.${Date.now()}@team.example`;
    const lateInvite = expectStatus(await call.post('/api/user/inviteUserCompany', admin.token, { email: late }), 200).data;
    const lateKey = await keyOf(late);
    await db().update(teamInvites).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(teamInvites.id, lateInvite.id));
    const expired = await call.get(`/api/join-teammember/${lateKey}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(teamMessages.inviteExpired);
    expect((await call.get('/api/user/invitedList', null)).statusCode).toBe(401);
  });
});
