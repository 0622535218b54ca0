import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, lookups, projectApi } from './project-fixtures.js';

type Card = { id: number; price_from: number; is_favourite: boolean; is_bundle: boolean; categories: { slug: string }[]; country: { code: string } | null };
const ids = (list: Card[]) => list.map((p) => p.id);

describe('project catalogue', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const list = async (query = '', token?: string) => expectStatus(await a.get(`/api/projects${query}`, token), 200) as { data: Card[]; meta: { total: number } };

  it('GET /api/projects lists every live project to visitors, with prices, levels, partner, country and images', async () => {
    const { data, meta } = await list('?limit=-1');
    expect(meta.total).toBe(16);
    expect(ids(data)).toEqual([...Array(16).keys()].map((i) => 1380 + i));
    const water = data.find((p) => p.id === 1382)!;
    expect(water).toMatchObject({
      title: 'Give a day of clean water to a person',
      price_from: 0.02,
      is_bundle: false,
      is_favourite: false,
      partner: { worthy_cause_name: 'Global Roots Foundation' },
      country: { code: 'KE', name: 'Kenya' },
      categories: [expect.objectContaining({ slug: 'water-access' })],
      impact_levels: [{ id: 3011, project_id: 1382, price: 0.02, currency: 'USD', impact_unit: 'day of clean water', beneficiaries_per_unit: 1 }],
      image_square: { url: '/api/projects/1382/image/square' },
    });
  });

  it('pages with limit and page, answering meta.total', async () => {
    const first = await list('?limit=5&page=1');
    const third = await list('?limit=5&page=4');
    expect(first.meta).toEqual({ total: 16, page: 1, limit: 5 });
    expect(ids(first.data)).toEqual([1380, 1381, 1382, 1383, 1384]);
    expect(ids(third.data)).toEqual([1395]);
  });

  it('searches titles, summaries, partner names and impact units', async () => {
    expect(ids((await list('?search=water&limit=-1')).data)).toEqual(expect.arrayContaining([1382, 1395]));
    expect(ids((await list('?search=healthbridge&limit=-1')).data)).toEqual([1385, 1386, 1387]);
    expect(ids((await list('?search=plastic%20recovered&limit=-1')).data)).toEqual([1383]);
    expect((await list('?search=100%25&limit=-1')).meta.total).toBe(0);
  });

  it('filters by category (slug or id), country (code or id), price range and bundles', async () => {
    expect(ids((await list('?category=ocean-conservation&limit=-1')).data)).toEqual([1383, 1384]);
    const categories = expectStatus(await a.get('/api/projects/filters'), 200).data;
    const climate = categories.categories.find((c: { slug: string }) => c.slug === 'climate-action');
    expect(climate.count).toBe(2);
    expect(ids((await list(`?category=${climate.id},animal-welfare&limit=-1`)).data)).toEqual([1384, 1391, 1394]);
    expect(ids((await list('?country=ph&limit=-1')).data)).toEqual([1390, 1391, 1392]);
    const peru = categories.countries.find((c: { code: string }) => c.code === 'PE');
    expect(ids((await list(`?country=${peru.id},KH&limit=-1`)).data)).toEqual([1388, 1389, 1393, 1394]);
    const priced = (await list('?price_min=10&price_max=25&limit=-1')).data;
    expect(ids(priced)).toEqual([1384, 1387, 1390, 1393, 1394]);
    expect(priced.every((p) => p.price_from >= 10 && p.price_from <= 25)).toBe(true);
    expect(ids((await list('?is_bundle=true')).data)).toEqual([1395]);
    expect((await list('?is_bundle=false&limit=-1')).meta.total).toBe(15);
    expect(categories.price).toEqual({ min: 0.02, max: 40 });
  });

  it('sorts by price, name and newest', async () => {
    const asc = (await list('?sort=price_asc&limit=3')).data;
    expect(ids(asc)).toEqual([1382, 1381, 1388]);
    const desc = (await list('?sort=price_desc&limit=2')).data;
    expect(ids(desc)).toEqual([1392, 1390]);
    const byName = (await list('?sort=name&limit=-1')).data as unknown as { title: string }[];
    expect(byName.map((p) => p.title)).toEqual([...byName.map((p) => p.title)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('answers 422 for invalid filters', async () => {
    for (const query of ['?price_min=30&price_max=10', '?sort=cheapest', '?limit=0', '?limit=101', '?page=0', '?country=USA', '?price_min=-1', '?category=%3Cscript%3E']) {
      const res = await a.get(`/api/projects${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect((await a.get('/api/projects?price_min=30&price_max=10')).json().errors).toHaveProperty('price_max');
  });

  it('GET /api/projects/:id shows a project with its impact levels, partner and location', async () => {
    const res = await a.get('/api/projects/1383');
    const project = expectStatus(res, 200).data;
    expect(project).toMatchObject({
      id: 1383,
      is_bundle: false,
      price_from: 0.5,
      partner: { worthy_cause_name: 'Blue Reef Alliance', org_aboutus: expect.stringContaining('Coral') },
      location: { country: { code: 'ID' } },
      bundle_items: [],
      quantity_min: 1,
      quantity_max: 100000,
    });
    expect(project.impact_levels).toEqual([
      { id: 3012, project_id: 1383, price: 0.5, currency: 'USD', impact_unit: 'kg of plastic recovered', beneficiaries_per_unit: 1 },
      { id: 3013, project_id: 1383, price: 4.5, currency: 'USD', impact_unit: '10 kg of plastic recovered', beneficiaries_per_unit: 10 },
    ]);
    expect((await a.get('/api/projects/999999')).statusCode).toBe(404);
    expect((await a.get('/api/projects/abc')).statusCode).toBe(422);
  });

  it('GET /api/bundles/:id shows a bundle and what one unit of it gives; other projects are not bundles', async () => {
    const bundle = expectStatus(await a.get('/api/bundles/1395'), 200).data;
    expect(bundle).toMatchObject({ id: 1395, is_bundle: true, price_from: 3, impact_levels: [{ id: 3025, price: 3, beneficiaries_per_unit: 56 }] });
    expect(bundle.bundle_items).toEqual([
      expect.objectContaining({ project: expect.objectContaining({ id: 1382 }), quantity: 50, beneficiaries: 50, amt_total_usd: 1 }),
      expect.objectContaining({ project: expect.objectContaining({ id: 1380 }), quantity: 1, beneficiaries: 1, amt_total_usd: 1 }),
      expect.objectContaining({ project: expect.objectContaining({ id: 1381 }), quantity: 5, beneficiaries: 5, amt_total_usd: 1 }),
    ]);
    expect((await a.get('/api/bundles/1380')).statusCode).toBe(404);
    expect(expectStatus(await a.get('/api/projects/1395'), 200).data.bundle_items).toHaveLength(3);
  });

  it('hides a project that is not live from the list and from visitors, but not from admins or its partner', async () => {
    await ctx.database.db.update(projects).set({ status: 'paused' }).where(eq(projects.id, 1391));
    try {
      expect(ids((await list('?limit=-1')).data)).not.toContain(1391);
      expect((await a.get('/api/projects/1391')).statusCode).toBe(404);
      const stranger = await createUser(ctx);
      expect((await a.get('/api/projects/1391', stranger.token)).statusCode).toBe(404);
      expect((await a.get('/api/projects/1391', await signIn(ctx, DEMO_USERS.admin.email))).statusCode).toBe(200);
      const owner = await signIn(ctx, 'relief@partners.goodhive.example');
      expect((await a.get('/api/projects/1391', owner)).statusCode).toBe(200);
      expect((await a.get('/api/projects/1391', await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(projects).set({ status: 'live' }).where(eq(projects.id, 1391));
    }
  });

  it('serves a placeholder image for every project', async () => {
    const res = await a.get('/api/projects/1380/image/square');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg[^>]+width="600" height="600"/);
    expect(res.body).toContain('Plant a tree');
    const wide = (await a.get('/api/projects/1380/image/rectangle')).body;
    expect(wide).toContain('width="1200"');
    // The wide image's title stays in its middle half, so a squarer crop still shows all of it.
    const lines = [...wide.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines.join(' ')).toBe('Plant a tree to restore degraded farmland');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(24);
    expect((await a.get('/api/projects/999999/image/square')).statusCode).toBe(404);
    expect((await a.get('/api/projects/1380/image/huge')).statusCode).toBe(422);
  });

  describe('favourites', () => {
    it('need a signed-in user', async () => {
      expect((await a.post('/api/projects/1380/favourite')).statusCode).toBe(401);
      expect((await a.del('/api/projects/1380/favourite')).statusCode).toBe(401);
      expect((await a.get('/api/user/favourite-projects')).statusCode).toBe(401);
    });

    it('are kept per user, shown on the list, and can be removed', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      expect(expectStatus(await a.post('/api/projects/1384/favourite', me.token), 200).data).toEqual({ project_id: 1384, is_favourite: true });
      expect((await a.post('/api/projects/1384/favourite', me.token)).statusCode).toBe(200);
      expect(expectStatus(await a.post('/api/projects/1390/favourite', me.token), 200).data.is_favourite).toBe(true);
      const mine = expectStatus(await a.get('/api/user/favourite-projects', me.token), 200);
      // Sorted by title: 'Provide an emergency relief pack' before 'Restore a square metre of coral reef'.
      expect(ids(mine.data)).toEqual([1390, 1384]);
      expect(mine.meta.total).toBe(2);
      expect(expectStatus(await a.get('/api/user/favourite-projects', other.token), 200).meta.total).toBe(0);
      const seen = (await list('?limit=-1', me.token)).data;
      expect(seen.filter((p) => p.is_favourite).map((p) => p.id)).toEqual([1384, 1390]);
      expect((await list('?limit=-1', other.token)).data.some((p) => p.is_favourite)).toBe(false);
      expect(expectStatus(await a.get('/api/projects/1384', me.token), 200).data.is_favourite).toBe(true);
      expect(expectStatus(await a.del('/api/projects/1384/favourite', me.token), 200).data).toEqual({ project_id: 1384, is_favourite: false });
      expect(expectStatus(await a.get('/api/user/favourite-projects', me.token), 200).meta.total).toBe(1);
    });

    it('answer 404 for unknown projects and 422 for bad ids', async () => {
      const me = await createUser(ctx);
      expect((await a.post('/api/projects/999999/favourite', me.token)).statusCode).toBe(404);
      expect((await a.post('/api/projects/x/favourite', me.token)).statusCode).toBe(422);
      expect((await a.get('/api/user/favourite-projects?limit=abc', me.token)).statusCode).toBe(422);
    });
  });

  // Last in the file: it adds a live project the exact lists above do not expect.
  it('finds a project under every country it works in, and counts it once in each country of the filters', async () => {
    const l = lookups(ctx);
    const [chile, norway] = [await l.country('CL'), await l.country('NO')];
    const twoCountries = { locations: [{ country_id: norway }, { country_id: chile }, { country_id: chile, state_id: await l.state('CL', 'Antofagasta') }] };
    const project = await projectApi(ctx).createLive((await createPartner(ctx)).token, await adminToken(ctx), await completeForm(ctx, twoCountries));
    for (const query of ['?country=NO', '?country=cl', `?country=${chile}`, `?country=${norway},KE`]) {
      expect(ids((await list(`${query}&limit=-1`)).data)).toContain(project.id);
    }
    expect(ids((await list('?country=NO&limit=-1')).data)).toEqual([project.id]);
    expect(ids((await list(`?country=${chile}&limit=-1`)).data)).toEqual([project.id]);
    expect((await list('?country=PE&limit=-1')).data.some((p) => p.id === project.id)).toBe(false);
    const countries = expectStatus(await a.get('/api/projects/filters'), 200).data.countries as { code: string; count: number }[];
    expect(countries.filter((c) => c.code === 'NO' || c.code === 'CL')).toEqual([expect.objectContaining({ code: 'CL', count: 1 }), expect.objectContaining({ code: 'NO', count: 1 })]);
  });
});
