import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountMessages } from '@goodhive/contract';
import { auditLog, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, type TestContext, useTestApp } from './helpers.js';

const me = async (ctx: TestContext, token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).json().data;
const post = (ctx: TestContext, url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (ctx: TestContext, url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('POST /api/user/switch-account', () => {
  const ctx = useTestApp();

  it('moves a company admin between the personal and the company account', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const personal = await post(ctx, '/api/user/switch-account', { account: 'user' }, token);
    expect(personal.statusCode).toBe(200);
    expect(personal.json().data.account).toBe('user');
    expect((await me(ctx, token)).account).toBe('user');
    const company = await post(ctx, '/api/user/switch-account', { account: 'company' }, token);
    expect(company.json().data.account).toBe('company');
  });

  it('refuses the company account to users who are not company admins', async () => {
    const token = await signIn(ctx, DEMO_USERS.personal.email);
    const res = await post(ctx, '/api/user/switch-account', { account: 'company' }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(accountMessages.switchNotAllowed);
    expect((await me(ctx, token)).account).toBe('user');
  });

  it('validates and needs a token', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    expect((await post(ctx, '/api/user/switch-account', { account: 'boss' }, token)).statusCode).toBe(422);
    expect((await post(ctx, '/api/user/switch-account', { account: 'user' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/switch-type', () => {
  const ctx = useTestApp();

  it('lets an admin with change_type 1 open the business view and come back', async () => {
    const token = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await post(ctx, '/api/user/switch-type', { type: 'business' }, token)).statusCode).toBe(200);
    expect(await me(ctx, token)).toMatchObject({ type: 'business', base_user_type: 'admin' });
    // In the business view, staff-only calls are closed.
    expect((await get(ctx, '/api/role/get-all', token)).statusCode).toBe(403);
    expect((await post(ctx, '/api/user/switch-type', { type: 'admin' }, token)).statusCode).toBe(200);
    expect(await me(ctx, token)).toMatchObject({ type: 'admin' });
    expect((await get(ctx, '/api/role/get-all', token)).statusCode).toBe(200);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'view.switch'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses admins without change_type 1 and everyone else', async () => {
    await ctx.database.db.update(users).set({ change_type: 0 }).where(eq(users.email, DEMO_USERS.admin.email));
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await post(ctx, '/api/user/switch-type', { type: 'partner' }, admin)).statusCode).toBe(403);
    await ctx.database.db.update(users).set({ change_type: 1 }).where(eq(users.email, DEMO_USERS.admin.email));
    for (const email of [DEMO_USERS.business.email, DEMO_USERS.partner.email]) {
      expect((await post(ctx, '/api/user/switch-type', { type: 'admin' }, await signIn(ctx, email))).statusCode).toBe(403);
    }
    expect((await post(ctx, '/api/user/switch-type', { type: 'admin' })).statusCode).toBe(401);
    expect((await post(ctx, '/api/user/switch-type', { type: 'root' }, admin)).statusCode).toBe(422);
  });
});

describe('impersonation', () => {
  const ctx = useTestApp();

  it('lets an admin act as a user and leave again, with both ends in the audit log', async () => {
    const adminToken = await signIn(ctx, DEMO_USERS.admin.email);
    const admin = await me(ctx, adminToken);
    const owner = await me(ctx, await signIn(ctx, DEMO_USERS.business.email));

    const res = await get(ctx, `/api/user/impersonate/${owner.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    const actingToken = res.json().data.access_token;
    expect(await me(ctx, actingToken)).toMatchObject({ id: owner.id, impersonator_id: admin.id, type: 'business' });
    // An admin acting as a company member may open the company account.
    expect((await post(ctx, '/api/user/switch-account', { account: 'company', isAdmin: true }, actingToken)).statusCode).toBe(200);

    const leave = await get(ctx, '/api/user/impersonate/leave', actingToken);
    expect(leave.json()).toEqual({ status: 'success', data: { admin_id: admin.id } });
    expect((await get(ctx, '/api/user/current', actingToken)).statusCode).toBe(401);
    expect((await get(ctx, '/api/user/current', adminToken)).statusCode).toBe(200);

    const started = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'impersonate.start'), eq(auditLog.subject_id, owner.id)));
    const left = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'impersonate.leave'), eq(auditLog.subject_id, owner.id)));
    expect(started).toHaveLength(1);
    expect(started[0].actor_id).toBe(admin.id);
    expect(left).toHaveLength(1);
  });

  it('refuses non-admins, staff targets, unknown users and a leave without impersonation', async () => {
    const adminToken = await signIn(ctx, DEMO_USERS.admin.email);
    const admin = await me(ctx, adminToken);
    const ownerToken = await signIn(ctx, DEMO_USERS.business.email);
    const partner = await me(ctx, await signIn(ctx, DEMO_USERS.partner.email));
    expect((await get(ctx, `/api/user/impersonate/${partner.id}`, ownerToken)).statusCode).toBe(403);
    expect((await get(ctx, `/api/user/impersonate/${partner.id}`)).statusCode).toBe(401);
    const staff = await get(ctx, `/api/user/impersonate/${admin.id}`, adminToken);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(accountMessages.impersonateNotAllowed);
    expect((await get(ctx, '/api/user/impersonate/999999', adminToken)).statusCode).toBe(404);
    expect((await get(ctx, '/api/user/impersonate/abc', adminToken)).statusCode).toBe(422);
    const notActing = await get(ctx, '/api/user/impersonate/leave', ownerToken);
    expect(notActing.statusCode).toBe(409);
  });

  it('does not let an impersonation session impersonate again', async () => {
    const adminToken = await signIn(ctx, DEMO_USERS.admin.email);
    const owner = await me(ctx, await signIn(ctx, DEMO_USERS.business.email));
    const partner = await me(ctx, await signIn(ctx, DEMO_USERS.partner.email));
    const acting = (await get(ctx, `/api/user/impersonate/${owner.id}`, adminToken)).json().data.access_token;
    expect((await get(ctx, `/api/user/impersonate/${partner.id}`, acting)).statusCode).toBe(403);
  });
});
