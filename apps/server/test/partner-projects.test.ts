import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROJECT_LIMITS, projectMessages, SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { impactLevels, projectImages, projectLocations, projects } from '../src/db/schema/index.js';
import { seedDemoProjects } from '../src/seed/demo-projects.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createUser, expectStatus, giveWithCard } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, formOf, lookups, projectApi, uploadFile } from './project-fixtures.js';

describe('partner projects', () => {
  const ctx = useTestApp();
  const p = projectApi(ctx);
  const l = lookups(ctx);
  const projectRow = async (id: number) => (await ctx.database.db.select().from(projects).where(eq(projects.id, id)))[0];

  it('creates a draft from a title alone and lists the partner’s projects newest first', async () => {
    const partner = await createPartner(ctx);
    const first = expectStatus(await p.post('/api/partner/projects', partner.token, { title: 'A first idea' }), 200);
    expect(first.message).toBe(projectMessages.created);
    expect(first.data).toMatchObject({ title: 'A first idea', status: 'draft', partner: { id: partner.id, worthy_cause_name: partner.name }, categories: [], impact_levels: [], pending_change: null });
    expect(first.data.can).toEqual({ edit: true, submit: true, delete: true, pause: false, resume: false, close: true });
    const second = await p.create(partner.token, { title: 'A second idea', status: 'live' });
    expect(second.status).toBe('draft');

    const list = expectStatus(await p.get('/api/partner/projects', partner.token), 200);
    expect(list.meta).toEqual({ total: 2, page: 1, limit: 20 });
    expect(list.data.map((r: { title: string }) => r.title)).toEqual(['A second idea', 'A first idea']);
    expect(list.data[0]).toMatchObject({ status: 'draft', cover_url: null, price_from: null, has_pending_change: false, totals: { contributions: 0, amount_usd: 0, beneficiaries: 0 } });
    const searched = expectStatus(await p.get('/api/partner/projects?search=first&status=draft', partner.token), 200);
    expect(searched.data.map((r: { id: number }) => r.id)).toEqual([first.data.id]);
  });

  it('keeps images, categories, places and levels in order; the first place and image fill the project columns', async () => {
    const partner = await createPartner(ctx);
    const [cover, second] = [await uploadFile(ctx, partner.token), await uploadFile(ctx, partner.token)];
    const [ke, ug, nairobi] = [await l.country('KE'), await l.country('UG'), await l.state('KE', 'Nairobi City')];
    const form = await completeForm(ctx, {
      images: [cover, second],
      category_ids: [await l.category('water-access'), await l.category('sanitation')],
      locations: [{ country_id: ke, state_id: nairobi }, { country_id: ug }, { country_id: ke, state_id: nairobi }],
      impact_levels: [
        { price: 12.5, impact_unit: 'family filter', beneficiaries_per_unit: 5 },
        { price: 0.75, impact_unit: 'day of clean water', beneficiaries_per_unit: 1 },
      ],
    });
    const project = await p.create(partner.token, form);
    expect(project.images.map((i: { url: string }) => i.url)).toEqual([cover, second]);
    expect(project.categories.map((c: { slug: string }) => c.slug)).toEqual(['sanitation', 'water-access']);
    expect(project.locations).toEqual([
      { country: { id: ke, name: 'Kenya', code: 'KE' }, state: { id: nairobi, name: 'Nairobi City' } },
      { country: { id: ug, name: 'Uganda', code: 'UG' }, state: null },
    ]);
    expect(project.impact_levels.map((v: { price: number; impact_unit: string; is_active: boolean }) => [v.price, v.impact_unit, v.is_active])).toEqual([
      [0.75, 'day of clean water', true],
      [12.5, 'family filter', true],
    ]);
    const row = await projectRow(project.id);
    expect(row).toMatchObject({ country_id: ke, state_id: nairobi, image_square: cover, image_rectangle: cover, status: 'draft' });

    const list = expectStatus(await p.get('/api/partner/projects', partner.token), 200).data;
    expect(list[0]).toMatchObject({ cover_url: cover, price_from: 0.75, countries: [{ code: 'KE' }, { code: 'UG' }] });
  });

  it('refuses unknown references, images that are not the caller’s project images and bad values, writing nothing', async () => {
    const partner = await createPartner(ctx);
    const other = await createPartner(ctx);
    const othersImage = await uploadFile(ctx, other.token);
    const document = await uploadFile(ctx, partner.token, 'document');
    const othersProject = await p.create(other.token, await completeForm(ctx));
    const ug = await l.country('UG');
    const bad = await p.post('/api/partner/projects', partner.token, {
      ...(await completeForm(ctx)),
      category_ids: [999_999],
      locations: [{ country_id: 999_999 }, { country_id: ug, state_id: await l.state('KE', 'Nairobi City') }],
      images: [othersImage, document, 'https://elsewhere.example/a.png', '/api/files/../../etc/passwd'],
      impact_levels: [{ id: othersProject.impact_levels[0].id, price: 1, impact_unit: 'x', beneficiaries_per_unit: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      category_ids: [projectMessages.unknownCategory],
      'locations.0.country_id': [projectMessages.unknownCountry],
      'locations.1.state_id': [projectMessages.unknownRegion],
      'images.0': [projectMessages.unknownImage],
      'images.1': [projectMessages.unknownImage],
      'images.2': [projectMessages.unknownImage],
      'images.3': [projectMessages.unknownImage],
      'impact_levels.0.id': [projectMessages.unknownLevel],
    });

    const shape = await p.post('/api/partner/projects', partner.token, {
      title: 'x'.repeat(PROJECT_LIMITS.titleMax + 1),
      category_ids: [1, 2, 3, 4, 5, 6],
      impact_levels: [{ price: 1.005, impact_unit: '', beneficiaries_per_unit: -1 }],
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['category_ids', 'impact_levels.0.beneficiaries_per_unit', 'impact_levels.0.impact_unit', 'impact_levels.0.price', 'title']);
    expect((await p.post('/api/partner/projects', partner.token, { title: 'no' })).statusCode).toBe(422);
    const types = await p.post('/api/partner/projects', partner.token, { title: 'Typed wrong', category_ids: 'water', impact_levels: [{ price: 'ten', impact_unit: 'x', beneficiaries_per_unit: 1.5 }] });
    expect(Object.keys(types.json().errors).sort()).toEqual(['category_ids', 'impact_levels.0.beneficiaries_per_unit', 'impact_levels.0.price']);
    expect((await p.get('/api/partner/projects/abc', partner.token)).statusCode).toBe(422);
    expect(expectStatus(await p.get('/api/partner/projects', partner.token), 200).meta.total).toBe(0);
  });

  it('answers 401 to guests, 403 to business users and 404 for another partner’s project on every call; staff act on any', async () => {
    const owner = await createPartner(ctx);
    const other = await createPartner(ctx);
    const business = await createUser(ctx);
    const admin = await adminToken(ctx);
    const project = await p.create(owner.token, await completeForm(ctx));
    const url = `/api/partner/projects/${project.id}`;
    const calls = (token: string | null) => [
      p.get('/api/partner/projects', token),
      p.post('/api/partner/projects', token, { title: 'Not allowed' }),
      p.get(url, token),
      p.put(url, token, formOf(project)),
      p.del(url, token),
      p.post(`${url}/submit`, token),
      p.post(`${url}/status`, token, { status: 'closed' }),
      p.get(`${url}/changelog`, token),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(business.token))) expect(res.statusCode).toBe(403);
    const others = await Promise.all(calls(other.token));
    expect(others.map((r) => r.statusCode)).toEqual([200, 200, 404, 404, 404, 404, 404, 404]);
    expect(others[2].json().message).toBe(projectMessages.notFound);
    expect((await p.get(`/api/partner/projects?partner_id=${owner.id}`, other.token)).statusCode).toBe(403);
    expect((await p.post('/api/partner/projects', other.token, { title: 'For someone else', partner_id: owner.id })).statusCode).toBe(403);
    expect((await p.get('/api/partner/projects/999999', owner.token)).statusCode).toBe(404);
    expect((await projectRow(project.id)).status).toBe('draft');

    expect(expectStatus(await p.get(url, admin), 200).data.id).toBe(project.id);
    expect(expectStatus(await p.get(`/api/partner/projects?partner_id=${owner.id}`, admin), 200).data.map((r: { id: number }) => r.id)).toEqual([project.id]);
    const everyProject = expectStatus(await p.get('/api/partner/projects?limit=-1', admin), 200);
    expect(everyProject.meta.total).toBeGreaterThan(15);
    const missing = await p.post('/api/partner/projects', admin, { title: 'Whose is it?' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ partner_id: [projectMessages.partnerRequired] });
    expect((await p.post('/api/partner/projects', admin, { title: 'Nobody', partner_id: 999_999 })).statusCode).toBe(404);
  });

  it('lets staff create a project for a partner in any status, with the partner’s uploads, and requires it complete unless a draft', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const image = await uploadFile(ctx, partner.token);
    const incomplete = await p.post('/api/partner/projects', admin, { title: 'Straight to live', partner_id: partner.id, status: 'live' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe(projectMessages.incompleteForReview);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['category_ids', 'description', 'impact_levels', 'locations']);
    const live = await p.create(admin, { ...(await completeForm(ctx, { images: [image] })), partner_id: partner.id, status: 'live' });
    expect(live).toMatchObject({ status: 'live', partner: { id: partner.id }, images: [{ url: image }] });
    expect(live.approved_at).not.toBeNull();
    const catalogue = expectStatus(await api(ctx).get(`/api/projects?search=${encodeURIComponent(live.title)}`), 200);
    expect(catalogue.data.map((c: { id: number }) => c.id)).toEqual([live.id]);
  });

  it('keeps levels by id, inserts new ones and deletes unused left-out levels, but only deactivates levels that were given to', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const form = await completeForm(ctx, {
      impact_levels: [
        { price: 1, impact_unit: 'seedling', beneficiaries_per_unit: 1 },
        { price: 5, impact_unit: 'grove', beneficiaries_per_unit: 4 },
        { price: 9, impact_unit: 'orchard', beneficiaries_per_unit: 9 },
      ],
    });
    const live = await p.createLive(partner.token, admin, form);
    const [seedling, grove, orchard] = live.impact_levels;
    const giver = await createUser(ctx);
    expectStatus(await api(ctx).add(giver.token, { project_id: live.id, impact_level_id: seedling.id, quantity: 3 }), 200);
    await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.succeeds);
    const carted = await createUser(ctx);
    expectStatus(await api(ctx).add(carted.token, { project_id: live.id, impact_level_id: grove.id }), 200);

    const saved = expectStatus(
      await p.put(`/api/partner/projects/${live.id}`, admin, { ...formOf(live), impact_levels: [{ price: 2, impact_unit: 'tree', beneficiaries_per_unit: 2 }] }),
      200,
    ).data;
    const levels = await ctx.database.db.select().from(impactLevels).where(eq(impactLevels.project_id, live.id));
    expect(levels.find((v) => v.id === seedling.id)?.is_active).toBe(false);
    expect(levels.find((v) => v.id === grove.id)?.is_active).toBe(false);
    expect(levels.find((v) => v.id === orchard.id)).toBeUndefined();
    expect(saved.impact_levels.map((v: { impact_unit: string; is_active: boolean; contributions: number }) => [v.impact_unit, v.is_active, v.contributions])).toEqual([
      ['tree', true, 0],
      ['seedling', false, 1],
      ['grove', false, 0],
    ]);
    expect(saved.totals).toEqual({ contributions: 1, amount_usd: 3, beneficiaries: 3 });

    const again = expectStatus(
      await p.put(`/api/partner/projects/${live.id}`, admin, { ...formOf(saved), impact_levels: [{ id: seedling.id, price: 1.5, impact_unit: 'seedling', beneficiaries_per_unit: 1 }] }),
      200,
    ).data;
    expect(again.impact_levels.filter((v: { is_active: boolean }) => v.is_active).map((v: { id: number; price: number }) => [v.id, v.price])).toEqual([[seedling.id, 1.5]]);
  });

  it('deletes only drafts and submitted projects that nothing refers to; others answer 409 and stay', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const draft = await p.create(partner.token, await completeForm(ctx, { images: [await uploadFile(ctx, partner.token)] }));
    const deleted = expectStatus(await p.del(`/api/partner/projects/${draft.id}`, partner.token), 200);
    expect(deleted).toMatchObject({ message: projectMessages.deleted, data: { id: draft.id } });
    expect(await projectRow(draft.id)).toBeUndefined();
    expect(await ctx.database.db.select().from(projectImages).where(eq(projectImages.project_id, draft.id))).toEqual([]);
    expect(await ctx.database.db.select().from(projectLocations).where(eq(projectLocations.project_id, draft.id))).toEqual([]);

    const live = await p.createLive(partner.token, admin, await completeForm(ctx));
    const liveDelete = await p.del(`/api/partner/projects/${live.id}`, partner.token);
    expect(liveDelete.statusCode).toBe(409);
    expect(liveDelete.json().message).toBe(projectMessages.cannotDeleteLive);

    // A project given to (even unpaid) is closed, never deleted.
    const given = await p.createLive(partner.token, admin, await completeForm(ctx));
    const giver = await createUser(ctx);
    expectStatus(await api(ctx).add(giver.token, { project_id: given.id, impact_level_id: given.impact_levels[0].id }), 200);
    expectStatus(await api(ctx).checkout(giver.token), 200);
    expectStatus(await p.post(`/api/partner/projects/${given.id}/status`, partner.token, { status: 'closed' }), 200);
    expect((await p.del(`/api/partner/projects/${given.id}`, admin)).json().message).toBe(projectMessages.cannotDeleteLive);
    await ctx.database.db.update(projects).set({ status: 'submitted' }).where(eq(projects.id, given.id));
    const withContributions = await p.del(`/api/partner/projects/${given.id}`, admin);
    expect(withContributions.statusCode).toBe(409);
    expect(withContributions.json().message).toBe(projectMessages.cannotDeleteWithContributions);
    expect(await projectRow(given.id)).toBeDefined();
    expect(expectStatus(await p.get(`/api/partner/projects/${given.id}`, admin), 200).data.can.delete).toBe(false);
  });

  it('gives the demo partner a project waiting for review and a draft, each with its log, once', async () => {
    await seedDemoProjects(ctx.database.db);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const list = expectStatus(await p.get('/api/partner/projects?limit=-1', partner), 200);
    const inProgress = list.data.filter((r: { status: string }) => r.status !== 'live');
    expect(inProgress.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual([
      ['Fund a rainwater tank for a family', 'draft'],
      ['Give a school garden to a primary school', 'submitted'],
    ]);
    expect(list.data.filter((r: { status: string }) => r.status === 'live')).toHaveLength(4);
    const garden = expectStatus(await p.get(`/api/partner/projects/${inProgress[1].id}`, partner), 200).data;
    expect(garden).toMatchObject({ categories: [{ slug: 'children-education' }, { slug: 'food-security' }], locations: [{ state: { name: 'Nairobi City' } }, { state: null }] });
    expect(garden.impact_levels.map((v: { price: number }) => v.price)).toEqual([1.5, 25]);
    const log = expectStatus(await p.get(`/api/partner/projects/${garden.id}/changelog`, partner), 200).data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['submitted', 'created']);
    const queue = expectStatus(await p.get('/api/admin/projects?status=submitted', await adminToken(ctx)), 200).data;
    expect(queue.map((r: { id: number }) => r.id)).toContain(garden.id);
    // A renamed draft is not seeded again on the next start.
    await ctx.database.db.update(projects).set({ title: 'Rainwater tanks for families' }).where(eq(projects.id, inProgress[0].id));
    await seedDemoProjects(ctx.database.db);
    expect(expectStatus(await p.get('/api/partner/projects?status=draft', partner), 200).meta.total).toBe(1);
  });

  it('moves through the statuses a partner may choose, refuses the others and keeps closed final', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const status = (id: number, to: string, token = partner.token) => p.post(`/api/partner/projects/${id}/status`, token, { status: to });
    const draft = await p.create(partner.token, await completeForm(ctx));
    expect((await status(draft.id, 'live')).statusCode).toBe(409);
    expect(expectStatus(await status(draft.id, 'submitted'), 200).data.status).toBe('submitted');
    expect((await status(draft.id, 'live')).json().message).toBe(projectMessages.statusNotAllowed);
    const withdrawn = expectStatus(await status(draft.id, 'draft'), 200);
    expect(withdrawn).toMatchObject({ message: projectMessages.statusChanged, data: { status: 'draft' } });

    const live = await p.createLive(partner.token, admin, await completeForm(ctx));
    expect(live.can).toMatchObject({ pause: true, resume: false, close: true, delete: false, submit: false });
    expect(expectStatus(await status(live.id, 'paused'), 200).data.can).toMatchObject({ pause: false, resume: true });
    expect((await status(live.id, 'draft')).statusCode).toBe(409);
    expect(expectStatus(await status(live.id, 'live'), 200).data.status).toBe('live');
    const closed = expectStatus(await status(live.id, 'closed'), 200).data;
    expect(closed.status).toBe('closed');
    expect(closed.closed_at).not.toBeNull();
    expect(closed.can).toEqual({ edit: false, submit: false, delete: false, pause: false, resume: false, close: false });
    for (const to of ['live', 'paused', 'draft']) {
      const res = await status(live.id, to, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(projectMessages.closedIsFinal);
    }
    const edit = await p.put(`/api/partner/projects/${live.id}`, admin, formOf(closed));
    expect(edit.statusCode).toBe(409);
    expect((await status(live.id, 'unknown')).statusCode).toBe(422);
  });
});
