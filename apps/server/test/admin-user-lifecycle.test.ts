import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, messages } from '@goodhive/contract';
import { auditLog, companies, companyPackages, contributions, membershipPackages, membershipPayments, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { createCompany, createUser } from './giving-helpers.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';

const call = (ctx: TestContext, method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const lastAudit = async (ctx: TestContext, subjectId: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.subject_id, subjectId)).orderBy(desc(auditLog.id)).limit(1))[0]!;

const passwordGrant = (ctx: TestContext, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username: email, password: 'Giving2026' },
  });

describe('staff lifecycle actions on a user', () => {
  const ctx = useTestApp();

  it('block signs the user out everywhere at once and refuses sign-in; unblock lets them back; both audited with before, after and reason', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const adminId = (await call(ctx, 'GET', '/api/user/current', admin)).json().data.id;
    const member = await createUser(ctx);
    const secondSession = (await passwordGrant(ctx, member.email)).json().data.access_token;
    expect((await call(ctx, 'GET', '/api/user/current', member.token)).statusCode).toBe(200);

    const blocked = await call(ctx, 'POST', `/api/user/${member.id}/block`, admin, { reason: 'Card testing abuse' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ message: 'User blocked. They were signed out everywhere.', data: { id: member.id, status: 1 } });
    expect((await call(ctx, 'GET', '/api/user/current', member.token)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/user/current', secondSession)).statusCode).toBe(401);
    const refused = await passwordGrant(ctx, member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.accountBlocked);
    const audit = await lastAudit(ctx, member.id);
    expect(audit).toMatchObject({ actor_id: adminId, action: 'user.block', subject_type: 'user', reason: 'Card testing abuse', before: { status: 0 }, after: { status: 1 } });
    expect(audit.details).toMatchObject({ sessions_ended: 2 });
    expect((await call(ctx, 'POST', `/api/user/${member.id}/block`, admin)).statusCode).toBe(409);

    const unblocked = await call(ctx, 'POST', `/api/user/${member.id}/unblock`, admin, { reason: 'Cleared by support' });
    expect(unblocked.json().data.status).toBe(0);
    expect((await passwordGrant(ctx, member.email)).statusCode).toBe(200);
    expect(await lastAudit(ctx, member.id)).toMatchObject({ action: 'user.unblock', before: { status: 1 }, after: { status: 0 }, reason: 'Cleared by support' });
    expect((await call(ctx, 'POST', `/api/user/${member.id}/unblock`, admin)).statusCode).toBe(409);
  });

  it('deactivate ends the sessions and refuses sign-in until activate', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const member = await createUser(ctx);
    const res = await call(ctx, 'POST', `/api/user/${member.id}/deactivate`, admin);
    expect(res.json().data).toMatchObject({ is_active: false });
    expect((await call(ctx, 'GET', '/api/user/current', member.token)).statusCode).toBe(401);
    expect((await passwordGrant(ctx, member.email)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/api/user/${member.id}/deactivate`, admin)).statusCode).toBe(409);
    expect((await call(ctx, 'POST', `/api/user/${member.id}/activate`, admin, { reason: 'Back' })).json().data.is_active).toBe(true);
    expect((await passwordGrant(ctx, member.email)).statusCode).toBe(200);
    expect(await lastAudit(ctx, member.id)).toMatchObject({ action: 'user.activate', before: { is_active: false }, after: { is_active: true } });
  });

  it('downgrade makes a member a Downgraded User and records the role it left', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const member = await createUser(ctx, { companyId: await createCompany(ctx), isAdmin: true });
    const res = await call(ctx, 'POST', `/api/user/${member.id}/downgrade`, admin, { reason: 'Unpaid invoice' });
    expect(res.json().data.role_id).toBe(ROLE.DOWNGRADED);
    const audit = await lastAudit(ctx, member.id);
    expect(audit).toMatchObject({ action: 'user.downgrade', details: { from_role_id: ROLE.MEMBER, to_role_id: ROLE.DOWNGRADED }, before: { role_id: ROLE.MEMBER }, after: { role_id: ROLE.DOWNGRADED } });
    expect((await call(ctx, 'POST', `/api/user/${member.id}/downgrade`, admin)).statusCode).toBe(409);
    const partner = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.partner.email)))[0]!;
    expect((await call(ctx, 'POST', `/api/user/${partner.id}/downgrade`, admin)).statusCode).toBe(409);
  });

  it('staff upgrade a company by hand through /user/upgrade: package, period, role and a complete membership payment', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId, isAdmin: true, roleId: ROLE.DOWNGRADED });
    const [sme] = await ctx.database.db.select({ id: membershipPackages.id }).from(membershipPackages).where(eq(membershipPackages.name, 'SME'));
    const res = await call(ctx, 'POST', '/api/user/upgrade', admin, { user_id: member.id, package_id: sme!.id, membership_period_id: 2, reason: 'Paid by bank transfer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Membership upgraded.', data: { role_id: ROLE.MEMBER } });
    const [pkg] = await ctx.database.db.select().from(companyPackages).where(eq(companyPackages.company_id, companyId));
    expect(pkg!.package_id).toBe(sme!.id);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.membership_period_id).toBe(2);
    expect(company!.membership_end_date!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const [payment] = await ctx.database.db.select().from(membershipPayments).where(eq(membershipPayments.company_id, companyId));
    expect(payment).toMatchObject({ payment_status: 1, status: 'paid', provider: 'manual', membership_period_id: 2 });
    expect(await lastAudit(ctx, member.id)).toMatchObject({ action: 'membership.upgrade', reason: 'Paid by bank transfer', before: { role_id: ROLE.DOWNGRADED }, after: { role_id: ROLE.MEMBER, package_id: sme!.id } });
    expect((await call(ctx, 'POST', '/api/user/upgrade', admin, { user_id: member.id, package_id: sme!.id, membership_period_id: 9 })).statusCode).toBe(422);
    expect((await call(ctx, 'POST', '/api/user/upgrade', admin, { user_id: 999999, package_id: sme!.id, membership_period_id: 1 })).statusCode).toBe(404);
  });

  it('delete is soft: personal details go, sign-in ends, the giving stays', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const giver = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.personal.email)))[0]!;
    const given = async () => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contributions).where(eq(contributions.user_id, giver.id)))[0]!.n;
    const before = await given();
    expect(before).toBeGreaterThan(0);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/user/${giver.id}`, headers: bearer(admin), payload: { reason: 'Asked to be forgotten' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleted).toBe(true);
    expect(await given()).toBe(before);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, giver.id));
    expect(row).toMatchObject({ first_name: 'Deleted', is_active: false });
    expect(row!.email).not.toBe(DEMO_USERS.personal.email);
    expect(await lastAudit(ctx, giver.id)).toMatchObject({ action: 'user.delete', reason: 'Asked to be forgotten', after: { deleted: true } });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/${giver.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/api/user/${giver.id}/block`, admin)).statusCode).toBe(404);
    const found = await call(ctx, 'POST', '/api/user/filtersearch', admin, { keyword: String(giver.id) });
    expect(found.json().data.map((u: { id: number }) => u.id)).not.toContain(giver.id);
  });

  it('refuses staff acting on themselves, unknown ids, bad ids and anyone but staff, changing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const adminId = (await call(ctx, 'GET', '/api/user/current', admin)).json().data.id;
    for (const action of ['block', 'deactivate', 'downgrade']) {
      const res = await call(ctx, 'POST', `/api/user/${adminId}/${action}`, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('their own account');
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/${adminId}`, headers: bearer(admin) })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/user/current', admin)).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/user/999999/block', admin)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/api/user/abc/block', admin)).statusCode).toBe(422);
    expect((await call(ctx, 'POST', '/api/user/1/block', admin, { reason: 'x'.repeat(501) })).statusCode).toBe(422);

    const member = await createUser(ctx);
    const other = await createUser(ctx);
    for (const action of ['block', 'unblock', 'activate', 'deactivate', 'downgrade']) {
      expect((await call(ctx, 'POST', `/api/user/${other.id}/${action}`, member.token)).statusCode).toBe(403);
      expect((await call(ctx, 'POST', `/api/user/${other.id}/${action}`)).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/${other.id}`, headers: bearer(member.token) })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/user/${other.id}/details`, member.token)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/audit-log', member.token)).statusCode).toBe(403);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    expect((await call(ctx, 'POST', `/api/user/${other.id}/block`, partner)).statusCode).toBe(403);
    const [state] = await ctx.database.db.select({ status: users.status, is_active: users.is_active, role_id: users.role_id }).from(users).where(eq(users.id, other.id));
    expect(state).toEqual({ status: 0, is_active: true, role_id: ROLE.MEMBER });
  });

  it('shows staff the whole account and lists the audit log with filters; the log cannot be changed', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const owner = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.business.email)))[0]!;
    const details = await call(ctx, 'GET', `/api/user/${owner.id}/details`, admin);
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ user: { id: owner.id, email: DEMO_USERS.business.email }, company: { company_name: 'Brightside Coffee Co.', is_owner: true } });
    expect(details.json().data.giving.paid_count).toBeGreaterThan(0);
    expect((await call(ctx, 'GET', '/api/user/999999/details', admin)).statusCode).toBe(404);

    await call(ctx, 'POST', `/api/user/${owner.id}/block`, admin, { reason: 'Audit check' });
    await call(ctx, 'POST', `/api/user/${owner.id}/unblock`, admin);
    const log = await call(ctx, 'GET', `/api/admin/audit-log?subject_type=user&subject_id=${owner.id}&action=user.block`, admin);
    expect(log.json().data).toEqual([expect.objectContaining({ action: 'user.block', actor_name: 'Ada Staff', reason: 'Audit check', subject_id: owner.id })]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(ctx, 'GET', `/api/admin/audit-log?date_from=${today}&date_to=${today}`, admin)).json().meta.total).toBeGreaterThan(1);
    expect((await call(ctx, 'GET', '/api/admin/audit-log?date_from=2026-05-01&date_to=2026-01-01', admin)).statusCode).toBe(422);
    expect((await call(ctx, 'GET', '/api/admin/audit-log?date_from=2026/05/01', admin)).statusCode).toBe(422);
    await expect(ctx.database.db.update(auditLog).set({ reason: 'changed' })).rejects.toThrow();
    await expect(ctx.database.db.delete(auditLog)).rejects.toThrow();
  });
});
