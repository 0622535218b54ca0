import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARTNER_PAGE_UPDATES, partnerPageMessages } from '@goodhive/contract';
import { countries, partnerCountries, projects, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';
import { createPartner, createProject } from './updates-fixtures.js';

describe("partners' public pages", () => {
  const ctx = useTestApp();
  const a = api(ctx);

  it('shows who the partner is, where it works, its live projects as catalogue cards and its latest updates, never bank or tax details', async () => {
    const partner = await createPartner(ctx, {
      org_aboutus: 'We dig wells with villages.',
      org_mission: 'Water for every village.',
      org_image: '/api/files/1/logo.png',
      bank_account_name: 'Secret Account Name',
      account_number: 'SECRET-0001',
      bank_name: 'Secret Bank',
      bank_address: '1 Secret Street',
      tax_id: 'TAX-SECRET-9',
    });
    const [ke] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'KE'));
    const [ug] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'UG'));
    await ctx.database.db.insert(partnerCountries).values([
      { partner_id: partner.id, country_id: ug.id, info_type: 'ope' },
      { partner_id: partner.id, country_id: ke.id, info_type: 'ope' },
      { partner_id: partner.id, country_id: ke.id, info_type: 'tax' },
    ]);
    const live = await createProject(ctx, partner.id, 'live', 'Zebra wells');
    const second = await createProject(ctx, partner.id, 'live', 'Alpha wells');
    const draft = await createProject(ctx, partner.id, 'draft', 'Secret draft');
    await createProject(ctx, partner.id, 'closed', 'Closed wells');

    const ids: number[] = [];
    for (let i = 0; i < PARTNER_PAGE_UPDATES + 1; i += 1) {
      const posted = await a.post('/api/partner/project-updates', partner.token, { project_id: live.id, title: `News number ${i}`, body: 'The water keeps flowing in every village.', images: [] });
      ids.push(expectStatus(posted, 200).data.id);
    }
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/project-updates/${ids.at(-1)}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { title: 'News number 6', body: 'The water keeps flowing in every village.', images: [], status: 'hidden', moderation_note: 'Off topic.' },
    });

    const res = await a.get(`/api/v2/guest/partners/${partner.id}`);
    const page = expectStatus(res, 200).data;
    expect(page).toMatchObject({
      id: partner.id,
      worthy_cause_name: partner.name,
      org_aboutus: 'We dig wells with villages.',
      org_mission: 'Water for every village.',
      org_image: '/api/files/1/logo.png',
    });
    expect(page.countries.map((c: { code: string }) => c.code)).toEqual(['KE', 'UG']);
    expect(page.projects.map((p: { title: string }) => p.title)).toEqual(['Alpha wells', 'Zebra wells']);
    expect(page.projects[0]).toMatchObject({ id: second.id, partner: { id: partner.id }, price_from: 1, impact_levels: [expect.objectContaining({ impact_unit: 'day of water' })], is_favourite: false });
    expect(page.projects.some((p: { id: number }) => p.id === draft.id)).toBe(false);
    // The newest published updates only: the hidden one is left out.
    expect(page.updates.map((u: { id: number }) => u.id)).toEqual(ids.slice(0, PARTNER_PAGE_UPDATES).reverse());
    for (const secret of ['Secret Account Name', 'SECRET-0001', 'Secret Bank', 'Secret Street', 'TAX-SECRET', 'account_number', 'bank_', 'tax_id', 'Off topic', 'moderation_note']) {
      expect(res.body).not.toContain(secret);
    }

    // A signed-in viewer sees the same page with their favourites marked.
    const member = await createUser(ctx);
    expectStatus(await a.post(`/api/projects/${live.id}/favourite`, member.token), 200);
    const mine = expectStatus(await a.get(`/api/v2/guest/partners/${partner.id}`, member.token), 200).data;
    expect(mine.projects.find((p: { id: number }) => p.id === live.id).is_favourite).toBe(true);
  });

  it('applies the display conditions of the catalogue for the viewer', async () => {
    const partner = await createPartner(ctx);
    const open = await createProject(ctx, partner.id, 'live', 'Open to all');
    const business = await createProject(ctx, partner.id, 'live', 'Business accounts only');
    await ctx.database.db.update(projects).set({ show_to_personal: false }).where(eq(projects.id, business.id));
    const projectIdsFor = async (token?: string) =>
      expectStatus(await a.get(`/api/v2/guest/partners/${partner.id}`, token), 200).data.projects.map((p: { id: number }) => p.id).sort();
    expect(await projectIdsFor()).toEqual([open.id]);
    expect(await projectIdsFor((await createUser(ctx)).token)).toEqual([open.id]);
    const companyMember = await createUser(ctx, { companyId: await createCompany(ctx) });
    expect(await projectIdsFor(companyMember.token)).toEqual([open.id, business.id].sort());
  });

  it('answers 404 for unknown ids and for partners whose panel user is blocked', async () => {
    expect((await a.get('/api/v2/guest/partners/999999')).json()).toEqual({ status: 'error', message: partnerPageMessages.notFound });
    expect((await a.get('/api/v2/guest/partners/abc')).statusCode).toBe(422);
    const blocked = await createPartner(ctx);
    expectStatus(await a.get(`/api/v2/guest/partners/${blocked.id}`), 200);
    await ctx.database.db.update(users).set({ status: 1 }).where(eq(users.id, blocked.userId));
    expect((await a.get(`/api/v2/guest/partners/${blocked.id}`)).statusCode).toBe(404);
  });

  it('shows the demo partner with its live demo projects', async () => {
    const [demoPartnerUser] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.partner.email));
    const profile = expectStatus(await a.get('/api/partner/profile', await signIn(ctx, DEMO_USERS.partner.email)), 200).data;
    expect(profile.user_id).toBe(demoPartnerUser.id);
    const page = expectStatus(await a.get(`/api/v2/guest/partners/${profile.id}`), 200).data;
    expect(page.worthy_cause_name).toBe('Global Roots Foundation');
    expect(page.projects.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1380, 1381, 1382]));
    expect(page.updates.length).toBeGreaterThan(0);
  });
});
