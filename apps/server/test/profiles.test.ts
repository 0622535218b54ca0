import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, profileMessages } from '@goodhive/contract';
import { companies } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';

describe('public profiles and the business listing', () => {
  const ctx = useTestApp();
  const a = api(ctx);

  async function givingCompany(name: string, opts: { isPublic?: boolean } = {}) {
    const companyId = await createCompany(ctx, name);
    if (opts.isPublic) await ctx.database.db.update(companies).set({ is_public: true }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    await a.add(admin.token, { project_id: 1382, impact_level_id: 3011, quantity: 50, company_id: companyId });
    await a.add(admin.token, { project_id: 1383, impact_level_id: 3013, quantity: 1, company_id: companyId });
    await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    // An unpaid checkout never shows.
    await a.add(admin.token, { project_id: 1380, impact_level_id: 3009, quantity: 9, company_id: companyId });
    await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.declined, { company_id: companyId });
    return { companyId, admin };
  }

  it('shows a public business profile to anyone: paid impact by cause, project and country, no money', async () => {
    const { companyId } = await givingCompany('Open Roasters', { isPublic: true });
    const profile = expectStatus(await a.get(`/api/v2/guest/company/${companyId}/profile`), 200).data;
    expect(profile).toMatchObject({ id: companyId, account: 'company', name: 'Open Roasters', is_public: true, can_edit: false, total_impacts: 51, beneficiaries: 60, projects_supported: 2, countries_reached: 2 });
    expect(profile).not.toHaveProperty('amount_usd');
    expect(profile.projects.map((p: { id: number }) => p.id).sort()).toEqual([1382, 1383]);
    expect(profile.countries.map((c: { code: string }) => c.code).sort()).toEqual(['ID', 'KE']);
    expect(profile.categories.length).toBe(2);
  });

  it('answers 404 for a private profile to visitors and outsiders, but shows it to its members and staff', async () => {
    const { companyId, admin } = await givingCompany('Quiet Co');
    const outsider = await createUser(ctx);
    for (const token of [null, outsider.token]) {
      const res = await a.get(`/api/v2/guest/company/${companyId}/profile`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(profileMessages.notFound);
      expect(expectStatus(await a.get(`/api/company/valid-bussiness-profile/${companyId}`, token), 200).data).toEqual({ valid: false });
    }
    expect(expectStatus(await a.get(`/api/v2/guest/company/${companyId}/profile`, admin.token), 200).data).toMatchObject({ is_public: false, can_edit: true });
    expect(expectStatus(await a.get(`/api/company/valid-bussiness-profile/${companyId}`, admin.token), 200).data).toEqual({ valid: true });
    expect((await a.get('/api/v2/guest/company/999999/profile')).statusCode).toBe(404);
    expect((await a.get('/api/v2/guest/company/abc/profile')).statusCode).toBe(422);
  });

  it('lets company admins, and nobody else, make the profile public; the listing then shows it', async () => {
    const { companyId, admin } = await givingCompany('Switching Sprockets');
    const member = await createUser(ctx, { companyId });
    const outsider = await createUser(ctx);
    expect((await a.post(`/api/company/${companyId}/visibility`, member.token, { is_public: true })).statusCode).toBe(403);
    expect((await a.post(`/api/company/${companyId}/visibility`, outsider.token, { is_public: true })).statusCode).toBe(403);
    expect((await a.post(`/api/company/${companyId}/visibility`, null, { is_public: true })).statusCode).toBe(401);
    expect((await a.post(`/api/company/${companyId}/visibility`, admin.token, { is_public: 'yes' })).statusCode).toBe(422);
    const listed = () => a.post('/api/v2/guest/company/business-listing', null, { search: 'Sprockets' });
    expect(expectStatus(await listed(), 200).data).toEqual([]);

    const res = expectStatus(await a.post(`/api/company/${companyId}/visibility`, admin.token, { is_public: true }), 200);
    expect(res).toMatchObject({ message: profileMessages.madePublic, data: { is_public: true } });
    const listing = expectStatus(await listed(), 200);
    expect(listing.meta).toEqual({ total: 1, page: 1, limit: 12 });
    expect(listing.data[0]).toMatchObject({ id: companyId, name: 'Switching Sprockets', total_impacts: 51, beneficiaries: 60 });
    expect(expectStatus(await a.get(`/api/v2/guest/company/${companyId}/profile`), 200).data.name).toBe('Switching Sprockets');
  });

  it('filters the listing by name, industry and country and pages it; signed-in members get the same list', async () => {
    await givingCompany('Listing Alpha', { isPublic: true });
    await givingCompany('Listing Beta', { isPublic: true });
    await givingCompany('Listing Hidden');
    const page1 = expectStatus(await a.post('/api/v2/guest/company/business-listing', null, { search: 'listing', limit: 1 }), 200);
    expect(page1.meta.total).toBe(2);
    expect(page1.data.map((c: { name: string }) => c.name)).toEqual(['Listing Alpha']);
    const page2 = expectStatus(await a.post('/api/v2/guest/company/business-listing', null, { search: 'listing', limit: 1, page: 2 }), 200);
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual(['Listing Beta']);
    expect(expectStatus(await a.post('/api/v2/guest/company/business-listing', null, { search: 'listing', country_id: 999 }), 200).data).toEqual([]);
    expect(expectStatus(await a.post('/api/v2/guest/company/business-listing', null, { search: '%' }), 200).data).toEqual([]);
    const me = await createUser(ctx);
    expect(expectStatus(await a.post('/api/v2/company', me.token, { search: 'listing' }), 200).meta.total).toBe(2);
    expect((await a.post('/api/v2/company', null, { search: 'listing' })).statusCode).toBe(401);
    expect((await a.post('/api/v2/guest/company/business-listing', null, { limit: 1000 })).statusCode).toBe(422);
  });

  it('personal profiles follow the same rule, switched by their owner', async () => {
    const me = await createUser(ctx);
    await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 2 });
    await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
    expect((await a.get(`/api/v2/guest/user/${me.id}/profile`)).statusCode).toBe(404);
    expect(expectStatus(await a.get(`/api/v2/guest/user/${me.id}/profile`, me.token), 200).data).toMatchObject({ is_public: false, can_edit: true, total_impacts: 2 });
    expectStatus(await a.post('/api/user/visibility', me.token, { is_public: true }), 200);
    expect(expectStatus(await a.get(`/api/v2/guest/user/${me.id}/profile`), 200).data).toMatchObject({ account: 'user', total_impacts: 2, can_edit: false });
    expect((await a.post('/api/user/visibility', null, { is_public: true })).statusCode).toBe(401);
  });
});
