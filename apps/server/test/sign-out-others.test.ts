import { describe, expect, it } from 'vitest';
import { messages } from '@goodhive/contract';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, type TestContext, useTestApp } from './helpers.js';

const call = (ctx: TestContext, method: 'GET' | 'POST', url: string, token?: string) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });
const current = (ctx: TestContext, token: string) => call(ctx, 'GET', '/api/user/current', token);

describe('POST /api/user/sign-out-others', () => {
  const ctx = useTestApp();

  it('ends every other session of the caller and keeps the calling one; other users keep theirs', async () => {
    const here = await signIn(ctx, DEMO_USERS.personal.email);
    const phone = await signIn(ctx, DEMO_USERS.personal.email);
    const laptop = await signIn(ctx, DEMO_USERS.personal.email);
    const someoneElse = await signIn(ctx, DEMO_USERS.business.email);

    const res = await call(ctx, 'POST', '/api/user/sign-out-others', here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: messages.otherSessionsEnded, data: { signed_out: 2 } });
    expect((await current(ctx, here)).statusCode).toBe(200);
    expect((await current(ctx, phone)).statusCode).toBe(401);
    expect((await current(ctx, laptop)).statusCode).toBe(401);
    expect((await current(ctx, someoneElse)).statusCode).toBe(200);
    // Nothing left to end.
    expect((await call(ctx, 'POST', '/api/user/sign-out-others', here)).json().data).toEqual({ signed_out: 0 });
  });

  it('works for partners and staff alike, and answers 401 without a session', async () => {
    for (const email of [DEMO_USERS.partner.email, DEMO_USERS.admin.email]) {
      const token = await signIn(ctx, email);
      const other = await signIn(ctx, email);
      expect((await call(ctx, 'POST', '/api/user/sign-out-others', token)).statusCode).toBe(200);
      expect((await current(ctx, other)).statusCode).toBe(401);
    }
    expect((await call(ctx, 'POST', '/api/user/sign-out-others')).statusCode).toBe(401);
  });

  it("refuses staff acting as a user, who may not end the user's own sessions", async () => {
    const adminToken = await signIn(ctx, DEMO_USERS.admin.email);
    const ownerToken = await signIn(ctx, DEMO_USERS.business.email);
    const owner = (await current(ctx, ownerToken)).json().data;
    const acting = (await call(ctx, 'GET', `/api/user/impersonate/${owner.id}`, adminToken)).json().data.access_token;
    const res = await call(ctx, 'POST', '/api/user/sign-out-others', acting);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.notWhileImpersonating);
    expect((await current(ctx, ownerToken)).statusCode).toBe(200);
  });
});
