import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { currentUserSchema, messages } from '@goodhive/contract';
import { oauthTokens } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';

describe('GET /api/user/current', () => {
  const ctx = useTestApp();
  const current = (token?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: token ? bearer(token) : {} });

  it('returns a company owner with company link and company data', async () => {
    const res = await current(await signIn(ctx, DEMO_USERS.business.email));
    expect(res.statusCode).toBe(200);
    const user = currentUserSchema.parse(res.json().data);
    expect(user).toMatchObject({
      first_name: 'Maya',
      last_name: 'Tan',
      account: 'company',
      role_id: 5,
      type: 'business',
      user_type: 'business',
      is_owner: true,
      business_owner_role_id: 5,
      user_role: { group: 'business' },
      user_business: { is_admin: 1, is_business: 0, company: { company_name: 'Brightside Coffee Co.', country_name: 'Singapore' } },
      companydata: { company_name: 'Brightside Coffee Co.', token_management_access: '1', engagement_access: '1', is_hive_partner: 0 },
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('returns a personal user without company', async () => {
    const user = (await current(await signIn(ctx, DEMO_USERS.personal.email))).json().data;
    expect(user).toMatchObject({ account: 'user', role_id: 3, user_type: 'business', user_business: null, companydata: null, user_role: { group: 'personal' } });
  });

  it('returns admin and partner user types', async () => {
    expect((await current(await signIn(ctx, DEMO_USERS.admin.email))).json().data).toMatchObject({ type: 'admin', change_type: 1 });
    expect((await current(await signIn(ctx, DEMO_USERS.partner.email))).json().data).toMatchObject({ type: 'partner', role_id: 4 });
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('made-up-token')]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    await ctx.database.db.update(oauthTokens).set({ access_expires_at: sql`now() - interval '1 second'` });
    const res = await current(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.invalidToken);
  });
});

describe('GET /api/user/get-wc-name/:id', () => {
  const ctx = useTestApp();

  it("answers a partner user's worthy-cause name", async () => {
    const token = await signIn(ctx, DEMO_USERS.partner.email);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).json().data;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/get-wc-name/${me.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ worthy_cause_name: 'Global Roots Foundation' });
  });

  it('answers 404 for a user who is not a partner, 422 for a bad id and 401 without a token', async () => {
    const token = await signIn(ctx, DEMO_USERS.business.email);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) })).json().data;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/get-wc-name/${me.id}`, headers: bearer(token) })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/user/get-wc-name/abc', headers: bearer(token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/get-wc-name/${me.id}` })).statusCode).toBe(401);
  });
});
