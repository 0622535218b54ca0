import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountMessages, messages } from '@goodhive/contract';
import { otpChallenges, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { bearer, type TestContext, useTestApp } from './helpers.js';
import { buildTrialForm } from './factories.js';

/** A trial member whose e-mail is verified, so sign-in needs the mailed code. */
async function verifiedMember(ctx: TestContext) {
  const form = await buildTrialForm(ctx);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/v2/trial-account/create', payload: form });
  const mail = await ctx.smtp.waitForMail(form.email, /Verify/);
  const key = /verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/user/update-verify-email-flag', payload: { email_code: key } });
  expect(verified.json()).toMatchObject({ status: 'success', message: messages.emailVerified });
  return { email: form.email, password: form.password, userId: created.json().data.user_id as number, key };
}

const post = (ctx: TestContext, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

const passwordGrant = (ctx: TestContext, username: string, password: string, otp_ticket?: string) =>
  post(ctx, '/api/oauth/token', { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username, password, otp_ticket });

async function mailedCode(ctx: TestContext, email: string, after: number) {
  const mail = await ctx.smtp.waitForMail(email, /sign-in code/, 10_000, after);
  return /\b(\d{4})\b/.exec(mail.subject)![1];
}

describe('e-mail verification', () => {
  const ctx = useTestApp({ smtp: true });

  it('verifies once, then answers already verified; unknown keys answer 404', async () => {
    const member = await verifiedMember(ctx);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(user.email_verified_at).toBeInstanceOf(Date);
    const again = await post(ctx, '/api/user/update-verify-email-flag', { email_code: member.key });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: messages.alreadyVerified });
    expect((await post(ctx, '/api/user/update-verify-email-flag', { email_code: 'made-up' })).statusCode).toBe(404);
    expect((await post(ctx, '/api/user/update-verify-email-flag', { email_code: '' })).statusCode).toBe(422);
  });

  it('re-sends the verification mail to a signed-in unverified user', async () => {
    const form = await buildTrialForm(ctx);
    await post(ctx, '/api/v2/trial-account/create', form);
    const token = (await passwordGrant(ctx, form.email, form.password)).json().data.access_token;
    const before = ctx.smtp.mails.length;
    const res = await post(ctx, '/api/user/verify-email', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    await ctx.smtp.waitForMail(form.email, /Verify/, 10_000, before);
    expect((await post(ctx, '/api/user/verify-email', {})).statusCode).toBe(401);
  });
});

describe('sign-in with e-mailed one-time codes', () => {
  const ctx = useTestApp({ smtp: true });

  it('tells whether the e-mail is verified, only to the right password', async () => {
    const member = await verifiedMember(ctx);
    const yes = await post(ctx, '/api/user/check-email-is-verified', { username: member.email, password: member.password });
    expect(yes.json()).toMatchObject({ status: 'success', data: { is_verified: 'yes' } });
    const form = await buildTrialForm(ctx);
    await post(ctx, '/api/v2/trial-account/create', form);
    const no = await post(ctx, '/api/user/check-email-is-verified', { username: form.email, password: form.password });
    expect(no.json().data).toEqual({ is_verified: 'no' });
    const wrong = await post(ctx, '/api/user/check-email-is-verified', { username: member.email, password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.wrongCredentials);
    const invalid = await post(ctx, '/api/user/check-email-is-verified', { username: 'x', password: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ username: [messages.invalidEmail], password: [accountMessages.required('password')] });
  });

  it('enforces the code on the server: no ticket, no token; the mailed code gives a single-use ticket', async () => {
    const member = await verifiedMember(ctx);
    const skipped = await passwordGrant(ctx, member.email, member.password);
    expect(skipped.statusCode).toBe(401);
    expect(skipped.json().message).toBe(accountMessages.otpRequired);

    const before = ctx.smtp.mails.length;
    const sent = await post(ctx, '/api/user/send-otp', { username: member.email, password: member.password });
    expect(sent.json()).toMatchObject({ status: 'success', data: { user_id: member.userId } });
    const code = await mailedCode(ctx, member.email, before);
    const verified = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: code });
    expect(verified.statusCode).toBe(200);
    const ticket = verified.json().data.otp_ticket as string;

    const granted = await passwordGrant(ctx, member.email, member.password, ticket);
    expect(granted.statusCode).toBe(200);
    const reused = await passwordGrant(ctx, member.email, member.password, ticket);
    expect(reused.statusCode).toBe(401);
    const codeAgain = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: code });
    expect(codeAgain.statusCode).toBe(410);
  });

  it('does not send codes to a wrong password or an unverified account', async () => {
    const member = await verifiedMember(ctx);
    expect((await post(ctx, '/api/user/send-otp', { username: member.email, password: 'Nope12345' })).statusCode).toBe(401);
    const form = await buildTrialForm(ctx);
    await post(ctx, '/api/v2/trial-account/create', form);
    const res = await post(ctx, '/api/user/send-otp', { username: form.email, password: form.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountMessages.otpNotEnabled);
  });

  it('validates the code format: exactly 4 digits', async () => {
    for (const otp of ['123', '12345', 'abcd', '']) {
      const res = await post(ctx, '/api/user/verify-otp', { user_id: 1, otp });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.otp).toContain(accountMessages.otpFormat);
    }
  });

  it('kills a code after 5 wrong tries', async () => {
    const member = await verifiedMember(ctx);
    const before = ctx.smtp.mails.length;
    await post(ctx, '/api/user/send-otp', { username: member.email, password: member.password });
    const code = await mailedCode(ctx, member.email, before);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(accountMessages.otpWrong);
    }
    const fifth = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: wrong });
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().message).toBe(accountMessages.otpExhausted);
    const right = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: code });
    expect(right.statusCode).toBe(410);
  });

  it('expires codes after 10 minutes', async () => {
    const member = await verifiedMember(ctx);
    const before = ctx.smtp.mails.length;
    await post(ctx, '/api/user/send-otp', { username: member.email, password: member.password });
    const code = await mailedCode(ctx, member.email, before);
    await ctx.database.db.update(otpChallenges).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(otpChallenges.user_id, member.userId));
    const res = await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: code });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(accountMessages.otpExpired);
  });

  it('resends only after a code was sent, and the new code replaces the old one', async () => {
    const member = await verifiedMember(ctx);
    const early = await post(ctx, '/api/user/resend-otp', { user_id: member.userId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(accountMessages.otpNotSent);

    let before = ctx.smtp.mails.length;
    await post(ctx, '/api/user/send-otp', { username: member.email, password: member.password });
    const first = await mailedCode(ctx, member.email, before);
    before = ctx.smtp.mails.length;
    expect((await post(ctx, '/api/user/resend-otp', { user_id: member.userId })).statusCode).toBe(200);
    const second = await mailedCode(ctx, member.email, before);
    if (first !== second) {
      expect((await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: first })).statusCode).not.toBe(200);
    }
    expect((await post(ctx, '/api/user/verify-otp', { user_id: member.userId, otp: second })).statusCode).toBe(200);
  });

  it('rate-limits sending codes per account', async () => {
    const member = await verifiedMember(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await post(ctx, '/api/user/send-otp', { username: member.email, password: member.password })).statusCode);
    }
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect((await post(ctx, '/api/user/resend-otp', { user_id: member.userId })).statusCode).toBe(429);
  });

  it('rate-limits failed sign-ins per account and all sign-ins per IP', async () => {
    const form = await buildTrialForm(ctx);
    await post(ctx, '/api/v2/trial-account/create', form);
    for (let i = 0; i < 10; i++) expect((await passwordGrant(ctx, form.email, 'Wrong1234')).statusCode).toBe(401);
    const locked = await passwordGrant(ctx, form.email, form.password);
    expect(locked.statusCode).toBe(429);

    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/oauth/token',
          remoteAddress: '198.51.100.9',
          payload: { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username: 'someone@example.com', password: DEMO_PASSWORD },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/user/user-login', () => {
  const ctx = useTestApp();
  const grant = async (username: string) =>
    (await passwordGrant(ctx, username, DEMO_PASSWORD)).json().data.access_token as string;

  it('answers the panel for business, partner and admin users', async () => {
    for (const [email, type] of [
      ['owner@brightside.example', 'business'],
      ['partner@goodhive.example', 'partner'],
      ['admin@goodhive.example', 'admin'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/user/user-login?username=${encodeURIComponent(email)}`, headers: bearer(await grant(email)) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', user_type: type, error_msg: null });
    }
  });

  it('answers status error with a message for someone else’s username', async () => {
    const token = await grant('owner@brightside.example');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/user-login', payload: { username: 'admin@goodhive.example' }, headers: bearer(token) });
    expect(res.json()).toMatchObject({ status: 'error', user_type: null, error_msg: expect.any(String) });
  });

  it('needs a token and a valid username', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/user-login?username=a@b.co' })).statusCode).toBe(401);
    const token = await grant('owner@brightside.example');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/user-login?username=nope', headers: bearer(token) })).statusCode).toBe(422);
  });
});
