import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectMessages } from '@goodhive/contract';
import { bundleItems, impactLevels, projectChanges } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, projectApi } from './project-fixtures.js';

describe('bundles', () => {
  const ctx = useTestApp();
  const p = projectApi(ctx);

  /** A partner with two live projects (three levels) and a draft. */
  async function partnerWithParts() {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const water = await p.createLive(partner.token, admin, await completeForm(ctx, { impact_levels: [{ price: 0.02, impact_unit: 'day of water', beneficiaries_per_unit: 1 }, { price: 3, impact_unit: 'filter', beneficiaries_per_unit: 4 }] }));
    const school = await p.createLive(partner.token, admin, await completeForm(ctx, { impact_levels: [{ price: 0.2, impact_unit: 'school day', beneficiaries_per_unit: 1 }] }));
    const draft = await p.create(partner.token, await completeForm(ctx));
    return { partner, admin, water, school, draft };
  }
  const bundleForm = (partnerId: number, items: { impact_level_id: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
    partner_id: partnerId,
    title: `Water and school bundle ${Date.now()}`,
    summary: 'Both together.',
    impact_unit: 'starter bundle',
    items,
    ...extra,
  });

  it('lists the parts a partner’s bundles can hold and every partner for the pickers', async () => {
    const { partner, admin, water, school } = await partnerWithParts();
    const parts = expectStatus(await p.get(`/api/admin/partners/${partner.id}/bundle-parts`, admin), 200).data;
    expect(parts.map((x: { impact_level_id: number }) => x.impact_level_id).sort()).toEqual([...water.impact_levels.map((v: { id: number }) => v.id), school.impact_levels[0].id].sort());
    expect(parts.find((x: { impact_unit: string }) => x.impact_unit === 'filter')).toEqual({ impact_level_id: water.impact_levels[1].id, project_id: water.id, project_title: water.title, impact_unit: 'filter', price: 3, beneficiaries_per_unit: 4 });
    expect((await p.get('/api/admin/partners/999999/bundle-parts', admin)).statusCode).toBe(404);
    const options = expectStatus(await p.get('/api/admin/partner-options', admin), 200).data;
    expect(options.find((o: { id: number }) => o.id === partner.id)).toEqual({ id: partner.id, user_id: partner.userId, worthy_cause_name: partner.name, live_projects: 2 });
    expect(options.find((o: { worthy_cause_name: string }) => o.worthy_cause_name === 'Global Roots Foundation')?.live_projects).toBe(4);
  });

  it('prices a bundle at the sum of its parts, keeps its one level when parts change and shows it in the catalogue', async () => {
    const { partner, admin, water, school } = await partnerWithParts();
    const items = [
      { impact_level_id: water.impact_levels[0].id, quantity: 50 },
      { impact_level_id: school.impact_levels[0].id, quantity: 5 },
    ];
    const created = expectStatus(await p.post('/api/admin/bundles', admin, bundleForm(partner.id, items, { status: 'live' })), 200);
    const bundle = created.data;
    expect(created.message).toBe(projectMessages.bundleSaved);
    expect(bundle).toMatchObject({ is_bundle: true, status: 'live', partner: { id: partner.id } });
    expect(bundle.impact_levels).toEqual([{ id: expect.any(Number), price: 2, currency: 'USD', impact_unit: 'starter bundle', beneficiaries_per_unit: 55, is_active: true, contributions: 0 }]);
    expect(bundle.bundle_items).toEqual([
      { impact_level_id: items[0].impact_level_id, project_id: water.id, project_title: water.title, impact_unit: 'day of water', price: 0.02, quantity: 50 },
      { impact_level_id: items[1].impact_level_id, project_id: school.id, project_title: school.title, impact_unit: 'school day', price: 0.2, quantity: 5 },
    ]);
    expect(bundle.locations.map((x: { country: { code: string } }) => x.country.code)).toEqual(['KE']);
    const page = expectStatus(await api(ctx).get(`/api/bundles/${bundle.id}`), 200).data;
    expect(page).toMatchObject({ is_bundle: true, price_from: 2 });
    expect(page.bundle_items.map((b: { beneficiaries: number; amt_total_usd: number }) => [b.beneficiaries, b.amt_total_usd])).toEqual([[50, 1], [5, 1]]);
    const giver = await createUser(ctx);
    expectStatus(await api(ctx).add(giver.token, { project_id: bundle.id, impact_level_id: bundle.impact_levels[0].id }), 200);

    const changed = expectStatus(
      await p.put(`/api/admin/bundles/${bundle.id}`, admin, bundleForm(partner.id, [{ impact_level_id: water.impact_levels[1].id, quantity: 2 }, items[1]], { title: bundle.title, status: 'live' })),
      200,
    ).data;
    expect(changed.impact_levels).toMatchObject([{ id: bundle.impact_levels[0].id, price: 7, beneficiaries_per_unit: 13, is_active: true }]);
    expect(await ctx.database.db.select().from(bundleItems).where(eq(bundleItems.bundle_project_id, bundle.id))).toHaveLength(2);
    const [log] = expectStatus(await p.get(`/api/partner/projects/${bundle.id}/changelog`, admin), 200).data;
    expect(log).toMatchObject({
      action: 'updated',
      before: { items: [`50 × day of water (${water.title})`, `5 × school day (${school.title})`], price: 'US $2.00' },
      after: { items: [`2 × filter (${water.title})`, `5 × school day (${school.title})`], price: 'US $7.00' },
    });
    expect(expectStatus(await p.get(`/api/admin/bundles/${bundle.id}`, admin), 200).data.id).toBe(bundle.id);
  });

  it('refuses parts that are not active levels of the partner’s live projects, too few parts and non-bundles', async () => {
    const { partner, admin, water, school, draft } = await partnerWithParts();
    const other = await partnerWithParts();
    const levelsBefore = (await ctx.database.db.select().from(impactLevels)).length;
    const bad = await p.post(
      '/api/admin/bundles',
      admin,
      bundleForm(partner.id, [
        { impact_level_id: water.impact_levels[0].id, quantity: 1 },
        { impact_level_id: draft.impact_levels[0].id, quantity: 1 },
        { impact_level_id: other.school.impact_levels[0].id, quantity: 1 },
        { impact_level_id: water.impact_levels[0].id, quantity: 2 },
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'items.1.impact_level_id': [projectMessages.bundleLevelNotGivable],
      'items.2.impact_level_id': [projectMessages.bundleLevelNotGivable],
      'items.3.impact_level_id': [projectMessages.duplicateBundlePart],
    });
    const one = await p.post('/api/admin/bundles', admin, bundleForm(partner.id, [{ impact_level_id: school.impact_levels[0].id, quantity: 1 }]));
    expect(Object.keys(one.json().errors)).toEqual(['items']);
    expect((await p.post('/api/admin/bundles', admin, bundleForm(999_999, [{ impact_level_id: 1, quantity: 1 }, { impact_level_id: 2, quantity: 1 }]))).json().errors).toEqual({ partner_id: [projectMessages.unknownPartner] });
    expect((await ctx.database.db.select().from(impactLevels)).length).toBe(levelsBefore);

    expect((await p.get(`/api/admin/bundles/${water.id}`, admin)).json().message).toBe(projectMessages.bundleOnly);
    const items = [{ impact_level_id: water.impact_levels[0].id, quantity: 1 }, { impact_level_id: school.impact_levels[0].id, quantity: 1 }];
    const bundle = expectStatus(await p.post('/api/admin/bundles', admin, bundleForm(partner.id, items)), 200).data;
    expect(bundle.status).toBe('draft');
    const moved = await p.put(`/api/admin/bundles/${bundle.id}`, admin, bundleForm(other.partner.id, items));
    expect(moved.json().errors).toEqual({ partner_id: [projectMessages.bundlePartnerFixed] });
    expect((await p.put(`/api/partner/projects/${bundle.id}`, admin, { title: 'Through the project form' })).json().message).toBe(projectMessages.notABundle);
  });

  it('lets only staff keep bundles; partners see theirs but cannot change them', async () => {
    const { partner, admin, water, school } = await partnerWithParts();
    const business = await createUser(ctx);
    const items = [{ impact_level_id: water.impact_levels[0].id, quantity: 1 }, { impact_level_id: school.impact_levels[0].id, quantity: 1 }];
    const bundle = expectStatus(await p.post('/api/admin/bundles', admin, bundleForm(partner.id, items, { status: 'live' })), 200).data;
    for (const token of [partner.token, business.token]) {
      expect((await p.post('/api/admin/bundles', token, bundleForm(partner.id, items))).statusCode).toBe(403);
      expect((await p.get(`/api/admin/bundles/${bundle.id}`, token)).statusCode).toBe(403);
      expect((await p.put(`/api/admin/bundles/${bundle.id}`, token, bundleForm(partner.id, items))).statusCode).toBe(403);
      expect((await p.get(`/api/admin/partners/${partner.id}/bundle-parts`, token)).statusCode).toBe(403);
      expect((await p.get('/api/admin/partner-options', token)).statusCode).toBe(403);
    }
    for (const res of await Promise.all([
      p.get('/api/admin/partner-options'),
      p.get(`/api/admin/partners/${partner.id}/bundle-parts`),
      p.post('/api/admin/bundles', null, bundleForm(partner.id, items)),
      p.get(`/api/admin/bundles/${bundle.id}`),
      p.put(`/api/admin/bundles/${bundle.id}`, null, bundleForm(partner.id, items)),
    ])) {
      expect(res.statusCode).toBe(401);
    }
    const seen = expectStatus(await p.get(`/api/partner/projects/${bundle.id}`, partner.token), 200).data;
    expect(seen.can).toEqual({ edit: false, submit: false, delete: false, pause: false, resume: false, close: false });
    const refused = await p.post(`/api/partner/projects/${bundle.id}/status`, partner.token, { status: 'paused' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(projectMessages.bundleStaffOnly);
    expect(expectStatus(await p.post(`/api/partner/projects/${bundle.id}/status`, admin, { status: 'paused' }), 200).data.status).toBe('paused');
  });

  it('pauses every live bundle holding a part that is paused or closed, in the change log; resuming the part leaves them paused', async () => {
    const { partner, admin, water, school } = await partnerWithParts();
    const garden = await p.createLive(partner.token, admin, await completeForm(ctx, { impact_levels: [{ price: 1.5, impact_unit: 'garden bed', beneficiaries_per_unit: 2 }] }));
    const [dayOfWater, filter, schoolDay] = [water.impact_levels[0].id, water.impact_levels[1].id, school.impact_levels[0].id];
    const make = async (items: number[], status: string) =>
      expectStatus(await p.post('/api/admin/bundles', admin, bundleForm(partner.id, items.map((id) => ({ impact_level_id: id, quantity: 1 })), { status })), 200).data.id as number;
    const both = await make([dayOfWater, schoolDay], 'live');
    const schoolOnly = await make([schoolDay, garden.impact_levels[0].id], 'live');
    const draft = await make([dayOfWater, filter], 'draft');
    const status = async (id: number) => expectStatus(await p.get(`/api/admin/bundles/${id}`, admin), 200).data.status;
    const setStatus = async (id: number, to: string, token = partner.token) => expectStatus(await p.post(`/api/partner/projects/${id}/status`, token, { status: to }), 200);
    const lastEntry = async (id: number) => expectStatus(await p.get(`/api/partner/projects/${id}/changelog`, admin), 200).data[0];

    await setStatus(water.id, 'paused');
    expect([await status(both), await status(schoolOnly), await status(draft)]).toEqual(['paused', 'live', 'draft']);
    expect(await lastEntry(both)).toMatchObject({
      action: 'paused',
      actor: { id: partner.userId, type: 'partner', name: partner.userName },
      before: { status: 'Live' },
      after: { status: 'Paused' },
      note: projectMessages.bundlePausedWithPart(water.title, 'paused'),
    });
    expect((await lastEntry(schoolOnly)).action).toBe('created');
    expect((await api(ctx).get(`/api/bundles/${both}`)).statusCode).toBe(404);

    // Resuming the part is not resuming its bundles: staff decide.
    await setStatus(water.id, 'live');
    expect(await status(both)).toBe('paused');
    await setStatus(both, 'live', admin);

    // Staff closing a part pauses the bundles holding it, in the staff member's name.
    await setStatus(school.id, 'closed', admin);
    expect([await status(both), await status(schoolOnly), await status(draft)]).toEqual(['paused', 'paused', 'draft']);
    for (const id of [both, schoolOnly]) {
      expect(await lastEntry(id)).toMatchObject({ action: 'paused', actor: { type: 'admin' }, note: projectMessages.bundlePausedWithPart(school.title, 'closed') });
    }
    const entries = await ctx.database.db.select().from(projectChanges).where(eq(projectChanges.project_id, draft));
    expect(entries.map((e) => e.action)).toEqual(['created']);
  });
});
