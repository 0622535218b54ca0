import { describe, expect, it } from 'vitest';
import { SEARCH_KIND_LIMIT, searchTexts, type SiteSearchResult } from '@goodhive/contract';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

describe('the header search', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const search = async (token: string, keyword: string, extra: Record<string, unknown> = {}) =>
    expectStatus(await a.post('/api/search/get', token, { keyword, ...extra }), 200).data as SiteSearchResult[];

  it('is for signed-in people only', async () => {
    expect((await a.post('/api/search/get', null, { keyword: 'tree' })).statusCode).toBe(401);
  });

  it("finds a member's pages by their titles, live projects and partners, as page_name, page_url and external_link", async () => {
    const member = await createUser(ctx);
    const found = await search(member.token, 'impact history');
    expect(found).toContainEqual({ page_name: 'View Impact History', page_url: '/impact-history', external_link: false, type: 'page', detail: null });

    const trees = await search(member.token, 'tree');
    const projects = trees.filter((r) => r.type === 'project');
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.length).toBeLessThanOrEqual(SEARCH_KIND_LIMIT);
    for (const p of projects) expect(p.page_url).toMatch(/^\/(projectdetail|bundledetail)\/\d+$/);

    const partners = await search(member.token, 'reef');
    expect(partners).toContainEqual(expect.objectContaining({ type: 'partner', page_name: 'Blue Reef Alliance', page_url: expect.stringMatching(/^\/wcu_partner\/\d+$/) }));
    // Members never find users, nor staff screens.
    expect((await search(member.token, DEMO_USERS.business.email.split('@')[0])).filter((r) => r.type === 'user')).toEqual([]);
    expect((await search(member.token, 'audit log')).filter((r) => r.type === 'page')).toEqual([]);
  });

  it('offers the token and team screens only to company admins', async () => {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const employee = await createUser(ctx, { companyId });
    expect((await search(admin.token, 'tokens')).map((r) => r.page_url)).toContain('/token-management');
    expect((await search(employee.token, 'tokens')).map((r) => r.page_url)).not.toContain('/token-management');
  });

  it('lets staff find users and their own screens', async () => {
    const staff = await signIn(ctx, DEMO_USERS.admin.email);
    const found = await search(staff, 'brightside');
    expect(found).toContainEqual(expect.objectContaining({ type: 'user', page_url: expect.stringMatching(/^\/admin\/users\/display\/\d+$/) }));
    expect(await search(staff, 'audit')).toContainEqual(expect.objectContaining({ type: 'page', page_url: '/admin/audit-log' }));
  });

  it('answers nothing for symbols only, and refuses a keyword of 1,000 characters with a clear 422', async () => {
    const member = await createUser(ctx);
    expect(await search(member.token, '%%%_\\\'";--<>')).toEqual([]);
    expect(await search(member.token, '   ')).toEqual([]);
    expect(await search(member.token, '%tree%')).toEqual(await search(member.token, 'tree'));
    const long = await a.post('/api/search/get', member.token, { keyword: 'x'.repeat(1000) });
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain(searchTexts.keywordTooLong);
    expect((await a.post('/api/search/get', member.token, { keyword: 'tree', user_account: 'nobody' })).statusCode).toBe(422);
  });
});
