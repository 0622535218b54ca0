import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givingMessages, projectMessages } from '@goodhive/contract';
import { companies, contributionGroups, users } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, lookups, projectApi } from './project-fixtures.js';

describe('display conditions', () => {
  const ctx = useTestApp();
  const p = projectApi(ctx);
  const a = api(ctx);
  const l = lookups(ctx);

  /** A personal giver and a company giver, each placed in a country (or none). */
  async function viewers(personalCountry: string | null, companyCountry: string | null) {
    const personal = await createUser(ctx);
    await ctx.database.db.update(users).set({ country_id: personalCountry ? await l.country(personalCountry) : null }).where(eq(users.id, personal.id));
    const companyId = await createCompany(ctx);
    await ctx.database.db.update(companies).set({ country_id: companyCountry ? await l.country(companyCountry) : null }).where(eq(companies.id, companyId));
    const member = await createUser(ctx, { companyId, isAdmin: true });
    return { personal, member, companyId };
  }

  /** What a viewer sees of the project: in the list, on its page, in the filters, as a favourite and in the cart. */
  async function seen(project: { id: number; title: string; impact_levels: { id: number }[] }, token: string | null, companyId?: number) {
    const list = expectStatus(await a.get(`/api/projects?search=${encodeURIComponent(project.title)}`, token), 200).data;
    const detail = (await a.get(`/api/projects/${project.id}`, token)).statusCode;
    if (!token) return { list: list.length, detail };
    const favourite = (await a.post(`/api/projects/${project.id}/favourite`, token)).statusCode;
    const cart = await a.add(token, { project_id: project.id, impact_level_id: project.impact_levels[0].id, ...(companyId ? { company_id: companyId } : {}) });
    return { list: list.length, detail, favourite, cart: cart.statusCode };
  }

  it('hides a project from the account types and countries it is not shown to, in every catalogue call and the cart', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const project = await p.createLive(partner.token, admin, await completeForm(ctx));
    const { personal, member, companyId } = await viewers('SG', 'SG');
    const everyone = { list: 1, detail: 200, favourite: 200, cart: 200 };
    expect(await seen(project, null)).toEqual({ list: 1, detail: 200 });
    expect(await seen(project, personal.token)).toEqual(everyone);

    const saved = expectStatus(await p.put(`/api/admin/projects/${project.id}/display-conditions`, admin, { account_types: ['company'] }), 200);
    expect(saved).toMatchObject({ message: projectMessages.displayConditionsSaved, data: { project: { id: project.id }, display_conditions: { account_types: ['company'], countries: [] }, is_unrestricted: false } });
    const hidden = await seen(project, personal.token);
    expect(hidden).toEqual({ list: 0, detail: 404, favourite: 404, cart: 422 });
    expect((await a.add(personal.token, { project_id: project.id, impact_level_id: project.impact_levels[0].id })).json().errors).toEqual({ project_id: [givingMessages.itemUnavailable] });
    expect(await seen(project, null)).toEqual({ list: 0, detail: 404 });
    expect(await seen(project, member.token, companyId)).toEqual(everyone);
    // The owner and staff still open it.
    expect((await a.get(`/api/projects/${project.id}`, partner.token)).statusCode).toBe(200);
    expect((await a.get(`/api/projects/${project.id}`, admin)).statusCode).toBe(200);
    // A personal giver's filter options leave it out too.
    const sg = await l.country('SG');
    const filtersFor = async (token: string | null) => expectStatus(await a.get('/api/projects/filters', token), 200).data.countries.find((c: { code: string }) => c.code === 'KE')?.count ?? 0;
    expect(await filtersFor(member.token)).toBe((await filtersFor(personal.token)) + 1);

    // Countries: only viewers placed in them.
    const ke = await l.country('KE');
    expectStatus(await p.put(`/api/admin/projects/${project.id}/display-conditions`, admin, { account_types: ['user', 'company'], country_ids: [sg, ke] }), 200);
    const elsewhere = await viewers('IN', null);
    expect((await seen(project, personal.token)).list).toBe(1);
    expect((await seen(project, member.token, companyId)).list).toBe(1);
    expect(await seen(project, elsewhere.personal.token)).toMatchObject({ list: 0, detail: 404, cart: 422 });
    expect(await seen(project, elsewhere.member.token, elsewhere.companyId)).toMatchObject({ list: 0, detail: 404, cart: 422 });
    expect(await seen(project, null)).toEqual({ list: 0, detail: 404 });
  });

  it('refuses to check out a cart line whose project the conditions hid after it was added (422, naming it), with nothing written', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const hidden = await p.createLive(partner.token, admin, await completeForm(ctx));
    const shown = await p.createLive(partner.token, admin, await completeForm(ctx));
    const { personal, member, companyId } = await viewers('SG', 'SG');
    const lineOf = async (project: { id: number; impact_levels: { id: number }[] }, token: string, company?: number) =>
      expectStatus(await a.add(token, { project_id: project.id, impact_level_id: project.impact_levels[0].id, ...(company ? { company_id: company } : {}) }), 200).data.items.find((i: { project_id: number }) => i.project_id === project.id).carts_id as number;
    const hiddenLine = await lineOf(hidden, personal.token);
    await lineOf(shown, personal.token);
    await lineOf(hidden, member.token, companyId);
    const earlier = expectStatus(await a.checkout(personal.token), 200).data.contribution_group_id;
    const groupsOf = async () => (await ctx.database.db.select({ id: contributionGroups.id }).from(contributionGroups).where(eq(contributionGroups.user_id, personal.id))).map((g) => g.id);

    expectStatus(await p.put(`/api/admin/projects/${hidden.id}/display-conditions`, admin, { account_types: ['company'] }), 200);
    // The personal cart shows the hidden line as unavailable and leaves it out of the totals; the company cart does not.
    const cart = expectStatus(await a.get('/api/cart', personal.token), 200).data;
    const availability = Object.fromEntries(cart.items.map((i: { project_id: number; is_available: boolean }) => [i.project_id, i.is_available]));
    expect(availability).toEqual({ [hidden.id]: false, [shown.id]: true });
    const shownLine = cart.items.find((i: { project_id: number }) => i.project_id === shown.id);
    expect(cart.totals).toMatchObject({ amt_total_usd: shownLine.amt_total_usd, quantity: shownLine.quantity });
    const companyCart = expectStatus(await a.get(`/api/cart?company_id=${companyId}`, member.token), 200).data;
    expect(companyCart.items.map((i: { is_available: boolean }) => i.is_available)).toEqual([true]);
    const refused = await a.checkout(personal.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: givingMessages.notOfferedToAccount([hidden.title]), errors: { carts_id: [String(hiddenLine)] } });
    expect(refused.json().message).toContain(hidden.title);
    expect(await groupsOf()).toEqual([earlier]);
    // The company account is still shown the project and pays for it.
    expect(expectStatus(await a.checkout(member.token, { company_id: companyId }), 200).data.status).toBe('pending');

    expectStatus(await a.post('/api/cart', personal.token, { op: 'remove', carts_id: hiddenLine }), 200);
    const paid = expectStatus(await a.checkout(personal.token), 200).data;
    expect(paid.group.contributions.map((c: { project_id: number }) => c.project_id)).toEqual([shown.id]);
  });

  it('lists projects with who sees them, logs each change and shows an unrestricted project to everyone again', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const project = await p.createLive(partner.token, admin, await completeForm(ctx));
    const [sg, ke] = [await l.country('SG'), await l.country('KE')];
    const url = `/api/admin/projects/${project.id}/display-conditions`;
    expectStatus(await p.put(url, admin, { account_types: ['user'], country_ids: [sg, ke, sg] }), 200);
    const restricted = expectStatus(await p.get(`/api/admin/display-conditions?restricted=1&search=${encodeURIComponent(project.title)}`, admin), 200);
    expect(restricted.meta.total).toBe(1);
    expect(restricted.data[0]).toEqual({
      project: { id: project.id, title: project.title, status: 'live', is_bundle: false },
      partner: { id: partner.id, worthy_cause_name: partner.name },
      display_conditions: { account_types: ['user'], countries: [{ id: ke, name: 'Kenya', code: 'KE' }, { id: sg, name: 'Singapore', code: 'SG' }] },
      is_unrestricted: false,
    });
    expect(expectStatus(await p.get(`/api/admin/display-conditions?restricted=0&partner_id=${partner.id}`, admin), 200).meta.total).toBe(0);
    expect(expectStatus(await p.get(`/api/partner/projects/${project.id}`, partner.token), 200).data.display_conditions.account_types).toEqual(['user']);

    const reset = expectStatus(await p.put(url, admin, {}), 200).data;
    expect(reset).toMatchObject({ is_unrestricted: true, display_conditions: { account_types: ['user', 'company'], countries: [] } });
    expectStatus(await p.put(url, admin, {}), 200);
    const log = expectStatus(await p.get(`/api/admin/project-changelog?project_id=${project.id}&action=display_conditions`, admin), 200).data;
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ before: { account_types: ['Personal accounts', 'Business accounts'], countries: [] }, after: { account_types: ['Personal accounts'], countries: ['Kenya', 'Singapore'] } });
    expect(log[0]).toMatchObject({ before: { account_types: ['Personal accounts'], countries: ['Kenya', 'Singapore'] }, after: { account_types: ['Personal accounts', 'Business accounts'], countries: [] } });
  });

  it('refuses bad conditions and anyone but staff', async () => {
    const partner = await createPartner(ctx);
    const business = await createUser(ctx);
    const admin = await adminToken(ctx);
    const project = await p.create(partner.token, { title: 'Quiet draft' });
    const url = `/api/admin/projects/${project.id}/display-conditions`;
    const none = await p.put(url, admin, { account_types: [] });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['account_types']);
    expect((await p.put(url, admin, { account_types: ['robots'] })).statusCode).toBe(422);
    const unknown = await p.put(url, admin, { country_ids: [999_999] });
    expect(unknown.json().errors).toEqual({ country_ids: [projectMessages.unknownCountry] });
    expect((await p.put('/api/admin/projects/999999/display-conditions', admin, {})).statusCode).toBe(404);
    for (const token of [partner.token, business.token]) {
      expect((await p.put(url, token, {})).statusCode).toBe(403);
      expect((await p.get('/api/admin/display-conditions', token)).statusCode).toBe(403);
    }
    expect((await p.put(url, null, {})).statusCode).toBe(401);
    expect((await p.get('/api/admin/display-conditions')).statusCode).toBe(401);
  });
});
