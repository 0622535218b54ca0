import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, partnershipMessages } from '@goodhive/contract';
import { contributions } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';

describe('impact partner levels', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const status = async (token: string, query = '') => expectStatus(await a.get(`/api/company/partnership-status${query}`, token), 200).data;

  it('a company without giving has no level yet and needs US $500.00 for Bronze', async () => {
    const companyId = await createCompany(ctx, 'Starter Co');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    expect(await status(member.token)).toMatchObject({
      company_id: companyId,
      company_name: 'Starter Co',
      giving_usd: 0,
      window_days: 365,
      level: null,
      next: { level: 1, name: 'Bronze Impact Partner', min_usd: 500, remaining_usd: 500 },
    });
  });

  it('a paid checkout lifts the company to its level, which the current user then carries', async () => {
    const companyId = await createCompany(ctx, 'Bronze Co');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 600, company_id: companyId });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    const me = expectStatus(await a.get('/api/user/current', member.token), 200).data;
    expect(me.companydata.latest_impact_partner_level).toBe('Bronze Impact Partner');
    expect(await status(member.token)).toMatchObject({
      giving_usd: 600,
      level: { level: 1, name: 'Bronze Impact Partner' },
      next: { level: 2, name: 'Silver Impact Partner', remaining_usd: 1900 },
    });

    // Giving older than a year no longer counts: the level lapses when read again.
    await ctx.database.db
      .update(contributions)
      .set({ contribution_date: sql`now() - interval '400 days'` })
      .where(eq(contributions.company_id, companyId));
    expect(await status(member.token)).toMatchObject({ giving_usd: 0, level: null });
    expect(expectStatus(await a.get('/api/user/current', member.token), 200).data.companydata.latest_impact_partner_level).toBeNull();
  });

  it('answers 409 for a personal account, 403 for a company of others, 401 without a token', async () => {
    const me = await createUser(ctx);
    const res = await a.get('/api/company/partnership-status', me.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(partnershipMessages.companiesOnly);
    const companyId = await createCompany(ctx);
    expect((await a.get(`/api/company/partnership-status?company_id=${companyId}`, me.token)).statusCode).toBe(403);
    expect((await a.get('/api/company/partnership-status')).statusCode).toBe(401);
  });
});
