import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SUPPORT_EMAIL, accountMessages, messages } from '@goodhive/contract';
import { userKeys, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, type TestContext, useTestApp } from './helpers.js';

const post = (ctx: TestContext, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function requestLink(ctx: TestContext, email: string) {
  const before = ctx.smtp.mails.length;
  const res = await post(ctx, '/api/user/reset-password', { email });
  expect(res.json()).toEqual({ status: 'success', message: messages.resetLinkSent, data: null });
  const mail = await ctx.smtp.waitForMail(email, /Reset your/, 10_000, before);
  return /forgot-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
}

describe('password reset', () => {
  const ctx = useTestApp({ smtp: true });

  it('mails a link that validates, sets the new password once, and ends every session', async () => {
    const oldToken = await signIn(ctx, DEMO_USERS.personal.email);
    const code = await requestLink(ctx, DEMO_USERS.personal.email);
    const valid = await post(ctx, `/api/user/validate-forgot-link?code=${code}`);
    expect(valid.json()).toEqual({ status: 'success', data: { date_diff: 0 } });

    const done = await post(ctx, '/api/user/reset-password/confirm', { code, password: 'NewPass99', re_password: 'NewPass99' });
    expect(done.json()).toEqual({ status: 'success', message: messages.passwordChanged, data: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(oldToken) })).statusCode).toBe(401);
    await signIn(ctx, DEMO_USERS.personal.email, 'NewPass99');
    await expect(signIn(ctx, DEMO_USERS.personal.email, DEMO_PASSWORD)).rejects.toThrow(/401/);

    const reused = await post(ctx, '/api/user/reset-password/confirm', { code, password: 'Another99', re_password: 'Another99' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(messages.resetLinkExpired);
    expect((await post(ctx, `/api/user/validate-forgot-link?code=${code}`)).json().data).toEqual({ date_diff: 1 });
  });

  it('answers date_diff 1 for an expired link and refuses to use it', async () => {
    const code = await requestLink(ctx, DEMO_USERS.admin.email);
    await ctx.database.db.update(userKeys).set({ expires_at: sql`now() - interval '1 minute'` }).where(eq(userKeys.purpose, 'reset_password'));
    expect((await post(ctx, `/api/user/validate-forgot-link?code=${code}`)).json().data).toEqual({ date_diff: 1 });
    expect((await post(ctx, '/api/user/reset-password/confirm', { code, password: 'NewPass99', re_password: 'NewPass99' })).statusCode).toBe(410);
  });

  it('answers unknown e-mails with the failure message only', async () => {
    const res = await post(ctx, '/api/user/reset-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: messages.resetRequestFailure });
  });

  it("answers error '2' for suspended accounts and error '1' for deactivated ones", async () => {
    await ctx.database.db.update(users).set({ status: 1 }).where(eq(users.email, DEMO_USERS.business.email));
    const suspended = await post(ctx, '/api/user/reset-password', { email: DEMO_USERS.business.email });
    expect(suspended.json()).toEqual({ status: 'error', error: '2', message: messages.resetError2(SUPPORT_EMAIL) });
    await ctx.database.db.update(users).set({ status: 0, is_active: false }).where(eq(users.email, DEMO_USERS.business.email));
    const inactive = await post(ctx, '/api/user/reset-password', { email: DEMO_USERS.business.email });
    expect(inactive.json()).toEqual({ status: 'error', error: '1', message: messages.resetError1(SUPPORT_EMAIL) });
    await ctx.database.db.update(users).set({ is_active: true }).where(eq(users.email, DEMO_USERS.business.email));
  });

  it('validates the reset rules: 8 characters, lower, upper, digit, and equal confirmation', async () => {
    const code = await requestLink(ctx, DEMO_USERS.partner.email);
    for (const [password, re_password, field, message] of [
      ['Short1a', 'Short1a', 'password', accountMessages.resetPassword],
      ['alllower99', 'alllower99', 'password', accountMessages.resetPassword],
      ['ALLUPPER99', 'ALLUPPER99', 'password', accountMessages.resetPassword],
      ['NoDigitsHere', 'NoDigitsHere', 'password', accountMessages.resetPassword],
      ['GoodPass99', 'GoodPass98', 're_password', accountMessages.passwordsDiffer],
      ['', '', 'password', accountMessages.required('password')],
    ]) {
      const res = await post(ctx, '/api/user/reset-password/confirm', { code, password, re_password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    expect((await post(ctx, '/api/user/validate-forgot-link?code=' + code)).json().data.date_diff).toBe(0);
    expect((await post(ctx, '/api/user/validate-forgot-link')).statusCode).toBe(422);
    expect((await post(ctx, '/api/user/validate-forgot-link?code=unknown')).statusCode).toBe(404);
  });

  it('rate-limits reset requests per account', async () => {
    const email = DEMO_USERS.admin.email;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(ctx, '/api/user/reset-password', { email })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets staff send a reset mail, and nobody else', async () => {
    const adminToken = await signIn(ctx, DEMO_USERS.admin.email);
    const res = await post(ctx, '/api/user/send-reset-email', { email: DEMO_USERS.partner.email }, bearer(adminToken));
    expect(res.statusCode).toBe(200);
    const partnerToken = await signIn(ctx, DEMO_USERS.partner.email);
    expect((await post(ctx, '/api/user/send-reset-email', { email: DEMO_USERS.business.email }, bearer(partnerToken))).statusCode).toBe(403);
    expect((await post(ctx, '/api/user/send-reset-email', { email: DEMO_USERS.business.email })).statusCode).toBe(401);
  });
});

describe('POST /api/user/change-password', () => {
  const ctx = useTestApp();

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const other = await signIn(ctx, DEMO_USERS.business.email);
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const wrong = await post(ctx, '/api/user/change-password', { current_password: 'Nope12345', password: 'Changed99', re_password: 'Changed99' }, bearer(token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toContain(accountMessages.currentPasswordWrong);
    const weak = await post(ctx, '/api/user/change-password', { current_password: DEMO_PASSWORD, password: 'weak', re_password: 'weak' }, bearer(token));
    expect(weak.statusCode).toBe(422);
    const ok = await post(ctx, '/api/user/change-password', { current_password: DEMO_PASSWORD, password: 'Changed99', re_password: 'Changed99' }, bearer(token));
    expect(ok.json().message).toBe(messages.passwordChanged);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(other) })).statusCode).toBe(401);
    await signIn(ctx, DEMO_USERS.business.email, 'Changed99');
  });

  it('needs a token', async () => {
    expect((await post(ctx, '/api/user/change-password', { current_password: 'a', password: 'Changed99', re_password: 'Changed99' })).statusCode).toBe(401);
  });
});
