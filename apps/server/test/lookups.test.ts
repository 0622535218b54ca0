import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';

describe('lookups', () => {
  const ctx = useTestApp();
  const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('GET /api/app/countries lists every ISO country with its dialing code, to visitors too', async () => {
    const res = await get('/api/app/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json().data as { id: number; name: string; code: string; dialing_code: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries).toContainEqual(expect.objectContaining({ name: 'India', code: 'IN', dialing_code: '+91' }));
    expect(countries).toContainEqual(expect.objectContaining({ name: 'Singapore', code: 'SG', dialing_code: '+65' }));
    expect(countries.every((c) => /^\+\d/.test(c.dialing_code) && /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('serves the reference lists from memory with an ETag: a browser that holds them gets 304 and no body', async () => {
    for (const url of ['/api/app/countries', '/api/app/industries', '/api/app/categories', '/api/app/impact-categories']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);
      const revalidated = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"an-old-one"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('GET /api/app/states/:id lists the states of a country', async () => {
    const countries = (await get('/api/app/countries')).json().data as { id: number; code: string }[];
    const india = countries.find((c) => c.code === 'IN')!;
    const res = await get(`/api/app/states/${india.id}`);
    expect(res.statusCode).toBe(200);
    const states = res.json().data as { name: string; country_id: number }[];
    expect(states.map((s) => s.name)).toEqual(expect.arrayContaining(['Karnataka', 'Maharashtra', 'Tamil Nadu']));
    expect(states.every((s) => s.country_id === india.id)).toBe(true);
  });

  it('GET /api/app/states/:id answers 404 for an unknown country and 422 for a bad id', async () => {
    expect((await get('/api/app/states/999999')).statusCode).toBe(404);
    const bad = await get('/api/app/states/xyz');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    expect((await get('/api/app/states/-3')).statusCode).toBe(422);
  });

  it('GET /api/app/industries lists the 49 industries, Accounting to Web Services', async () => {
    const names = ((await get('/api/app/industries')).json().data as { name: string }[]).map((i) => i.name);
    expect(names).toHaveLength(49);
    expect(names[0]).toBe('Accounting');
    expect(names[48]).toBe('Web Services');
  });

  it('GET /api/app/categories and /api/app/impact-categories list project and impact categories', async () => {
    const categories = (await get('/api/app/categories')).json().data as { slug: string; impact_category_id: number }[];
    const impact = (await get('/api/app/impact-categories')).json().data as { id: number; slug: string }[];
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['water-access', 'tree-planting', 'children-education']));
    expect(impact.map((c) => c.slug)).toEqual(expect.arrayContaining(['water', 'environment', 'education']));
    const impactIds = new Set(impact.map((c) => c.id));
    expect(categories.every((c) => impactIds.has(c.impact_category_id))).toBe(true);
  });

  describe('roles (staff only)', () => {
    it('GET /api/role/get-all lists roles under data.data for admins', async () => {
      const res = await get('/api/role/get-all', await signIn(ctx, DEMO_USERS.admin.email));
      expect(res.statusCode).toBe(200);
      const roles = res.json().data.data as { id: number; name: string; group: { slug: string } }[];
      expect(roles).toContainEqual(expect.objectContaining({ id: 7, name: 'Trial Partner', group: expect.objectContaining({ slug: 'business' }) }));
      expect(roles).toContainEqual(expect.objectContaining({ id: 1, name: 'Downgraded User' }));
      expect(roles).toContainEqual(expect.objectContaining({ id: 3, name: 'Personal User' }));
    });

    it('GET /api/role/get-by-groups groups roles for admins', async () => {
      const res = await get('/api/role/get-by-groups', await signIn(ctx, DEMO_USERS.admin.email));
      expect(res.statusCode).toBe(200);
      const groups = res.json().data as { slug: string; roles: { id: number }[] }[];
      expect(groups.map((g) => g.slug)).toEqual(['admin', 'partner', 'business', 'personal']);
      expect(groups.find((g) => g.slug === 'admin')!.roles.map((r) => r.id)).toEqual([2]);
    });

    it('answers 401 to visitors and 403 to business and partner users', async () => {
      for (const url of ['/api/role/get-all', '/api/role/get-by-groups']) {
        expect((await get(url)).statusCode).toBe(401);
        for (const email of [DEMO_USERS.business.email, DEMO_USERS.partner.email]) {
          const res = await get(url, await signIn(ctx, email));
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ status: 'error', message: 'You are not allowed to do this.' });
        }
      }
    });
  });
});

describe('visitor country preselection', () => {
  describe('off (the default)', () => {
    const ctx = useTestApp({ seedDemo: false });
    it('GET /api/app/visitor-country answers no country, whatever the headers say', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/app/visitor-country', headers: { 'cf-ipcountry': 'SG' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { code: null } });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('on, with the load balancer header x-country', () => {
    const ctx = useTestApp({ seedDemo: false, env: { VISITOR_COUNTRY_PRESELECT: 'true', VISITOR_COUNTRY_HEADER: 'X-Country' } });
    const ask = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/app/visitor-country', headers });
    it('answers the listed country of the header, in capitals', async () => {
      expect((await ask({ 'x-country': 'sg' })).json().data).toEqual({ code: 'SG' });
    });
    it('answers no country for a missing, unknown or malformed header', async () => {
      expect((await ask({})).json().data).toEqual({ code: null });
      expect((await ask({ 'x-country': 'XX' })).json().data).toEqual({ code: null });
      expect((await ask({ 'x-country': 'Singapore' })).json().data).toEqual({ code: null });
      expect((await ask({ 'cf-ipcountry': 'SG' })).json().data).toEqual({ code: null });
    });
  });
});
