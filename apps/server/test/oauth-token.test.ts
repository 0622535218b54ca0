import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@goodhive/contract';
import { oauthTokens, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, useTestApp } from './helpers.js';

describe('POST /api/oauth/token', () => {
  const ctx = useTestApp();
  const grant = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, ...payload },
    });
  const passwordGrant = (username: string, password: string) => grant({ grant_type: 'password', username, password });

  it('issues an opaque token pair for the right e-mail and password', async () => {
    const res = await passwordGrant(DEMO_USERS.business.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: ctx.config.accessTokenTtl });
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.refresh_token).not.toBe(data.access_token);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(data.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(DEMO_USERS.business.email);
  });

  it('accepts the e-mail in any letter case, and form-encoded bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: ctx.config.oauthClientId,
        client_secret: ctx.config.oauthClientSecret,
        username: DEMO_USERS.admin.email.toUpperCase(),
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const res = await passwordGrant(DEMO_USERS.personal.email, DEMO_PASSWORD);
    const { access_token, refresh_token } = res.json().data;
    const rows = await ctx.database.db.select().from(oauthTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(access_token);
    expect(stored).not.toContain(refresh_token);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_USERS.personal.email));
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("answers 'Wrong credentials' for a wrong password and for an unknown e-mail alike", async () => {
    const wrongPassword = await passwordGrant(DEMO_USERS.business.email, 'Nope12345');
    const unknownEmail = await passwordGrant('nobody@example.com', DEMO_PASSWORD);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: messages.wrongCredentials });
    }
  });

  it('rejects a wrong client secret', async () => {
    const res = await grant({ grant_type: 'password', client_secret: 'x'.repeat(20), username: DEMO_USERS.admin.email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.invalidClient);
  });

  it('validates the grant with per-field messages', async () => {
    const missing = await grant({ grant_type: 'password', username: '', password: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ username: ['The username field is required.'], password: ['The password field is required.'] });
    const unknownGrant = await grant({ grant_type: 'client_credentials' });
    expect(unknownGrant.statusCode).toBe(422);
    expect(unknownGrant.json().errors).toHaveProperty('grant_type');
    const wrongType = await grant({ grant_type: 'password', username: 42, password: true });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('refuses blocked accounts even with the right password', async () => {
    await ctx.database.db.update(users).set({ status: 1 }).where(eq(users.email, DEMO_USERS.personal.email));
    const res = await passwordGrant(DEMO_USERS.personal.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accountBlocked);
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.email, DEMO_USERS.personal.email));
  });

  describe('refresh_token grant', () => {
    it('rotates the pair: the new pair works, the old refresh and access tokens die', async () => {
      const first = (await passwordGrant(DEMO_USERS.business.email, DEMO_PASSWORD)).json().data;
      const res = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(res.statusCode).toBe(200);
      const second = res.json().data;
      expect(second.access_token).not.toBe(first.access_token);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(second.access_token) });
      expect(me.statusCode).toBe(200);
      const old = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(first.access_token) });
      expect(old.statusCode).toBe(401);
      const reuse = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().message).toBe(messages.invalidRefreshToken);
    });

    it('gives only one of two concurrent refreshes with the same token a new pair', async () => {
      const first = (await passwordGrant(DEMO_USERS.business.email, DEMO_PASSWORD)).json().data;
      const results = await Promise.all([
        grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
        grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('rejects an unknown refresh token', async () => {
      const res = await grant({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('DELETE /api/oauth/token', () => {
  const ctx = useTestApp();

  it('revokes the calling token, which then gets 401 everywhere', async () => {
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: {
          grant_type: 'password',
          client_id: ctx.config.oauthClientId,
          client_secret: ctx.config.oauthClientSecret,
          username: DEMO_USERS.admin.email,
          password: DEMO_PASSWORD,
        },
      })
    ).json().data.access_token;
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/oauth/token', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 'error', message: messages.invalidToken });
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/oauth/token', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/oauth/token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: messages.unauthenticated });
  });
});
