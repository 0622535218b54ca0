import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUANTITY_MAX, STORY_HEADER_LIST, givingMessages, storyMessages, type Story } from '@goodhive/contract';
import { projects, stories, storyProjects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, demoCompanyId, expectStatus } from './giving-helpers.js';

const tree = { project_id: 1380, impact_level_id: 3009 };
const water = { project_id: 1382, impact_level_id: 3011 };
const school = { project_id: 1381, impact_level_id: 3010 };

describe('stories (recurring impacts)', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const read = async (id: number, token: string) => expectStatus(await a.get(`/api/story/${id}`, token), 200).data as Story;
  const countStories = async () => (await ctx.database.db.select({ id: stories.id }).from(stories)).length;

  it('answers 401 to every story call without a token, and 403 to partners', async () => {
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const calls: [string, string, object?][] = [
      ['GET', '/api/v2/story/storyNew'],
      ['GET', '/api/v2/story'],
      ['POST', '/api/v2/story', { story_text: 'x', ...tree, quantity: 1, is_giving_monthly: 1 }],
      ['POST', '/api/v2/story/saveMultiProjectStory', { story_text: 'x', projects: [{ ...tree, quantity: 1 }] }],
      ['POST', '/api/v2/story/updateMultiProjectStory', { id: 1, story_text: 'x', projects: [{ ...tree, quantity: 1 }] }],
      ['POST', '/api/v2/story/updateStoryAutomationStatus', { id: 1, automation_status: 'paused' }],
      ['POST', '/api/v2/story/saveDestinationLink', { id: 1, destination_link: null }],
      ['POST', '/api/v2/story/embed-story', { id: 1 }],
      ['GET', '/api/v2/story/business/templates'],
      ['POST', '/api/v2/story/business/templates', { title: 't', story_text: 'x', ...tree, quantity: 1 }],
      ['DELETE', '/api/v2/story/business/templates/1'],
      ['GET', '/api/user/industry/templates'],
      ['POST', '/api/v2/story/1/activate'],
      ['POST', '/api/v2/story/1/activate-new'],
      ['POST', '/api/v2/story/1/move-draft'],
      ['POST', '/api/v2/story/1/get-multiproject-stories'],
      ['GET', '/api/v2/story/1/history'],
      ['DELETE', '/api/v2/story/1?page_title=Recurring%20impacts'],
      ['GET', '/api/story'],
      ['GET', '/api/story/1'],
      ['GET', '/api/story/getCompanyStatus/1'],
      ['POST', '/api/story/csv-data', { id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().status).toBe('error');
      const asPartner = await ctx.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${partner}` }, ...(payload ? { payload } : {}) });
      expect(asPartner.statusCode, `${method} ${url} as a partner`).toBe(403);
    }
  });

  it('POST /api/v2/story saves a draft story and answers it with its id; GET /api/story/{id} reads it', async () => {
    const me = await createUser(ctx);
    const res = await a.post('/api/v2/story', me.token, { story_text: 'For every new client we plant 10 trees', ...tree, quantity: 10, is_giving_monthly: 1 });
    const created = expectStatus(res, 200);
    expect(created.message).toBe(storyMessages.created);
    expect(created.data).toMatchObject({
      id: expect.any(Number),
      user_id: me.id,
      company_id: null,
      account: 'user',
      story_text: 'For every new client we plant 10 trees',
      project_id: 1380,
      impact_level_id: 3009,
      quantity: 10,
      is_multi_project: 0,
      is_giving_monthly: 1,
      status: 'draft',
      automation_status: 'on',
      next_giving_date: null,
      amt_total_usd: 10,
      beneficiaries: 10,
      contributions: [],
      project: { id: 1380, is_bundle: false, image_square: { image_name: expect.any(String) } },
      projects: [{ project_id: 1380, impact_level_id: 3009, quantity: 10, amt_total_usd: 10, is_available: true }],
    });
    expect(await read(created.data.id, me.token)).toEqual(created.data);
  });

  it('refuses bad stories with 422 and writes nothing: quantity 0 or above the limit, a closed or unknown project, a level of another project', async () => {
    const me = await createUser(ctx);
    await ctx.database.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, 1386));
    const before = await countStories();
    const bad: [object, string][] = [
      [{ story_text: 'x', ...tree, quantity: 0 }, 'quantity'],
      [{ story_text: 'x', ...tree, quantity: QUANTITY_MAX + 1 }, 'quantity'],
      [{ story_text: '', ...tree, quantity: 1 }, 'story_text'],
      [{ story_text: 'x', project_id: 1386, impact_level_id: 3016, quantity: 1 }, 'project_id'],
      [{ story_text: 'x', project_id: 1380, impact_level_id: 3010, quantity: 1 }, 'impact_level_id'],
      [{ story_text: 'x', project_id: 1380, impact_level_id: 999999, quantity: 1 }, 'impact_level_id'],
      [{ story_text: 'x', ...tree, quantity: 1, destination_link: 'javascript:alert(1)' }, 'destination_link'],
      [{ story_text: 'x', ...tree }, 'quantity'],
    ];
    for (const [payload, field] of bad) {
      const res = await a.post('/api/v2/story', me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toBeDefined();
    }
    const multi = await a.post('/api/v2/story/saveMultiProjectStory', me.token, { story_text: 'x', projects: [{ ...tree, quantity: 1 }, { ...tree, quantity: 2 }] });
    expect(multi.statusCode).toBe(422);
    expect(await countStories()).toBe(before);
    await ctx.database.db.update(projects).set({ status: 'live' }).where(eq(projects.id, 1386));
  });

  it('lists the account stories with the filters, ordering and paging of the spec, meta.total counting every match', async () => {
    const me = await createUser(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createStory(ctx, me.token, { ...tree, quantity: i + 1, story_text: `Story ${i}`, is_giving_monthly: i % 2 === 0 ? 1 : 0 }));
    // Touch the third one: the newest change comes first.
    await a.post('/api/v2/story/saveDestinationLink', me.token, { id: ids[2], destination_link: 'https://example.org/us' });
    const q = new URLSearchParams(Object.entries(STORY_HEADER_LIST).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const header = expectStatus(await a.get(`/api/v2/story?${q}`, me.token), 200);
    expect(header.meta).toEqual({ total: 4, page: 1, limit: 5 });
    expect(header.data.map((s: Story) => s.id)).toEqual([ids[2], ids[6], ids[4], ids[0]]);
    expect(header.data.every((s: Story) => s.is_giving_monthly === 1)).toBe(true);

    const page2 = expectStatus(await a.get('/api/v2/story?limit=3&page=2&order_by_field=id&order_by=asc', me.token), 200);
    expect(page2.meta.total).toBe(7);
    expect(page2.data.map((s: Story) => s.id)).toEqual(ids.slice(3, 6));
    const all = expectStatus(await a.get('/api/v2/story?limit=-1&is_giving_monthly=0', me.token), 200);
    expect(all.data).toHaveLength(3);

    await a.post(`/api/v2/story/${ids[4]}/activate`, me.token);
    const automateFirst = expectStatus(await a.get('/api/v2/story?order_automate=1&order_automate_by=desc&order_by_field=id&order_by=asc', me.token), 200);
    expect(automateFirst.data.map((s: Story) => s.id).slice(0, 2)).toEqual([ids[4], ids[0]]);
    const active = expectStatus(await a.get('/api/v2/story?status=active', me.token), 200);
    expect(active.data.map((s: Story) => s.id)).toEqual([ids[4]]);
    const search = expectStatus(await a.get('/api/v2/story?search=story%205', me.token), 200);
    expect(search.data.map((s: Story) => s.id)).toEqual([ids[5]]);

    expect((await a.get('/api/v2/story?order_by=sideways', me.token)).statusCode).toBe(422);
    expect((await a.get('/api/v2/story?limit=5000', me.token)).statusCode).toBe(422);

    const lookup = expectStatus(await a.get(`/api/story?ids=${ids[0]},${ids[3]}`, me.token), 200);
    expect(lookup.data.map((s: Story) => s.id).sort()).toEqual([ids[0], ids[3]].sort());
    expect(expectStatus(await a.get('/api/story?count=2', me.token), 200).data).toHaveLength(2);
  });

  it("keeps stories to their account: another member's or company's story answers 404, a company's members share its stories, staff read only", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const teammate = await createUser(ctx, { companyId });
    const mine = await createStory(ctx, owner.token, tree);
    const companyStory = await createStory(ctx, member.token, { ...tree, company_id: companyId });
    expect((await read(companyStory, member.token)).account).toBe('company');

    for (const [method, url, payload] of [
      ['GET', `/api/story/${mine}`],
      ['POST', `/api/v2/story/${mine}/activate`],
      ['POST', `/api/v2/story/${mine}/move-draft`],
      ['POST', `/api/v2/story/${mine}/get-multiproject-stories`],
      ['DELETE', `/api/v2/story/${mine}`],
      ['POST', '/api/v2/story/updateMultiProjectStory', { id: mine, story_text: 'mine now', projects: [{ ...tree, quantity: 1 }] }],
      ['POST', '/api/v2/story/saveDestinationLink', { id: mine, destination_link: null }],
      ['POST', '/api/story/csv-data', { id: mine }],
    ] as [string, string, object?][]) {
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${stranger.token}` }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await a.get(`/api/story/${companyStory}`, stranger.token)).statusCode).toBe(404);
    expect((await read(companyStory, teammate.token)).id).toBe(companyStory);
    expect((await a.get(`/api/v2/story?company_id=${companyId}`, stranger.token)).statusCode).toBe(403);
    expect(expectStatus(await a.get(`/api/v2/story?company_id=${companyId}`, teammate.token), 200).meta.total).toBe(1);

    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await read(mine, admin)).id).toBe(mine);
    expect(expectStatus(await a.get(`/api/v2/story?user_id=${owner.id}&account=user`, admin), 200).meta.total).toBe(1);
    expect((await a.post(`/api/v2/story/${mine}/activate`, admin)).statusCode).toBe(403);
    expect((await a.get('/api/story/abc', owner.token)).statusCode).toBe(422);
    expect((await a.get('/api/story/999999', owner.token)).statusCode).toBe(404);
  });

  it('activates a draft once (a second activation is 409), moves it back to draft, and deletes it with page_title (then 404)', async () => {
    const me = await createUser(ctx);
    const id = await createStory(ctx, me.token, { ...water, quantity: 100 });
    const activated = expectStatus(await a.post(`/api/v2/story/${id}/activate`, me.token), 200);
    expect(activated.message).toBe(storyMessages.activated);
    expect(activated.data).toMatchObject({ status: 'active', automation_status: 'on', activated_at: expect.any(String), next_giving_date: expect.any(String) });
    const again = await a.post(`/api/v2/story/${id}/activate`, me.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(storyMessages.alreadyActive);
    expect((await a.post(`/api/v2/story/${id}/activate-new`, me.token)).statusCode).toBe(409);

    const draft = expectStatus(await a.post(`/api/v2/story/${id}/move-draft`, me.token), 200).data;
    expect(draft).toMatchObject({ status: 'draft', next_giving_date: null });
    expect((await a.post(`/api/v2/story/${id}/move-draft`, me.token)).statusCode).toBe(409);

    const deleted = expectStatus(await a.del(`/api/v2/story/${id}?page_title=Recurring%20impacts`, me.token), 200);
    expect(deleted).toMatchObject({ message: storyMessages.deleted, data: { id, page_title: 'Recurring impacts' } });
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, id));
    expect(row.deleted_from).toBe('Recurring impacts');
    expect((await a.get(`/api/story/${id}`, me.token)).statusCode).toBe(404);
    expect((await a.del(`/api/v2/story/${id}`, me.token)).statusCode).toBe(404);
    expect(expectStatus(await a.get('/api/v2/story', me.token), 200).meta.total).toBe(0);
  });

  it('saves and updates multi-project stories and lists their projects', async () => {
    const me = await createUser(ctx);
    const saved = expectStatus(
      await a.post('/api/v2/story/saveMultiProjectStory', me.token, { story_text: 'Every wholesale client', projects: [{ ...tree, quantity: 10 }, { ...school, quantity: 20 }], is_giving_monthly: 1 }),
      200,
    ).data as Story;
    expect(saved).toMatchObject({ is_multi_project: 1, project_id: 1380, quantity: 10, amt_total_usd: 14, beneficiaries: 30 });
    const lines = expectStatus(await a.post(`/api/v2/story/${saved.id}/get-multiproject-stories`, me.token), 200).data;
    expect(lines.map((l: { project_id: number; quantity: number }) => [l.project_id, l.quantity])).toEqual([
      [1380, 10],
      [1381, 20],
    ]);
    const updated = expectStatus(
      await a.post('/api/v2/story/updateMultiProjectStory', me.token, { id: saved.id, story_text: 'Every retail client', projects: [{ ...water, quantity: 30 }], is_giving_monthly: 0 }),
      200,
    ).data as Story;
    expect(updated).toMatchObject({ story_text: 'Every retail client', is_multi_project: 0, project_id: 1382, quantity: 30, is_giving_monthly: 0, automation_status: 'off' });
    expect(await ctx.database.db.select().from(storyProjects).where(eq(storyProjects.story_id, saved.id))).toHaveLength(1);
    // A one-off story has no automated giving.
    const auto = await a.post('/api/v2/story/updateStoryAutomationStatus', me.token, { id: saved.id, automation_status: 'on' });
    expect(auto.statusCode).toBe(422);
    expect(auto.json().errors.automation_status).toEqual([storyMessages.notMonthly]);
  });

  it('pauses, resumes and cancels the automated giving of a monthly story', async () => {
    const me = await createUser(ctx);
    const id = await createStory(ctx, me.token, { ...water, quantity: 50 });
    await a.post(`/api/v2/story/${id}/activate`, me.token);
    const set = async (status: string) => expectStatus(await a.post('/api/v2/story/updateStoryAutomationStatus', me.token, { id, automation_status: status }), 200).data as Story;
    expect(await set('paused')).toMatchObject({ automation_status: 'paused', next_giving_date: null });
    expect((await set('on')).next_giving_date).not.toBeNull();
    expect(await set('off')).toMatchObject({ automation_status: 'off', next_giving_date: null });
    expect((await a.post('/api/v2/story/updateStoryAutomationStatus', me.token, { id, automation_status: 'sometimes' })).statusCode).toBe(422);
  });

  it('puts stories in the cart as type story: only the account own stories, merged by count; activate-new adds the story for its first giving', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const theirs = await createStory(ctx, other.token, tree);
    const fake = await a.add(me.token, { type: 'story', story_id: theirs, ...tree, story_qty: 2 });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.story_id).toEqual([givingMessages.storyNotFound]);

    const id = await createStory(ctx, me.token, { ...school, quantity: 5 });
    const wrongLevel = await a.add(me.token, { type: 'story', story_id: id, ...tree, story_qty: 2 });
    expect(wrongLevel.statusCode).toBe(422);
    const activated = expectStatus(await a.post(`/api/v2/story/${id}/activate-new`, me.token), 200);
    expect(activated.message).toBe(storyMessages.addedToCart);
    expect(activated.data).toMatchObject({ status: 'active' });
    // The first month is given through the cart: the job's first giving is a month on.
    expect(new Date(activated.data.next_giving_date).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    await a.add(me.token, { type: 'story', story_id: id, ...school, story_qty: 3 });
    const cart = expectStatus(await a.get('/api/cart', me.token), 200).data;
    expect(cart.items.map((i: { type: string; story_id: number; quantity: number }) => [i.type, i.story_id, i.quantity])).toEqual([['story', id, 8]]);
    const inCart = expectStatus(await a.post('/api/story/checkIsInCart', me.token, { story_id: id }), 200).data;
    expect(inCart).toMatchObject({ is_in_cart: true, quantity: 8 });

    // A deleted story leaves every cart.
    await a.del(`/api/v2/story/${id}`, me.token);
    expect(expectStatus(await a.get('/api/cart', me.token), 200).data.items).toEqual([]);
  });

  it('saves business templates, lists industry templates, and offers both to a new story', async () => {
    const me = await createUser(ctx);
    const industry = expectStatus(await a.get('/api/user/industry/templates', me.token), 200).data;
    expect(industry.length).toBeGreaterThan(0);
    expect(industry[0]).toMatchObject({ kind: 'industry', title: expect.any(String), story_text: expect.any(String), project_title: expect.any(String) });
    const oneIndustry = industry[0].industry_id;
    const filtered = expectStatus(await a.get(`/api/user/industry/templates?industry_id=${oneIndustry}`, me.token), 200).data;
    expect(filtered.every((t: { industry_id: number }) => t.industry_id === oneIndustry)).toBe(true);

    const saved = expectStatus(await a.post('/api/v2/story/business/templates', me.token, { title: 'Our launch', story_text: 'Every launch plants trees', ...tree, quantity: 3 }), 200);
    expect(saved.message).toBe(storyMessages.templateSaved);
    expect(saved.data).toMatchObject({ kind: 'business', title: 'Our launch', quantity: 3 });
    expect(expectStatus(await a.get('/api/v2/story/business/templates', me.token), 200).data.map((t: { id: number }) => t.id)).toEqual([saved.data.id]);
    const fresh = expectStatus(await a.get('/api/v2/story/storyNew', me.token), 200).data;
    expect(fresh).toMatchObject({ story_text: '', is_giving_monthly: 1, account: 'user' });
    expect(fresh.business_templates.map((t: { id: number }) => t.id)).toEqual([saved.data.id]);
    expect(fresh.industry_templates.length).toBe(industry.length);

    const other = await createUser(ctx);
    expect((await a.del(`/api/v2/story/business/templates/${saved.data.id}`, other.token)).statusCode).toBe(404);
    expect((await a.post('/api/v2/story/business/templates', me.token, { title: '', story_text: 'x', ...tree, quantity: 1 })).statusCode).toBe(422);
    expect(expectStatus(await a.del(`/api/v2/story/business/templates/${saved.data.id}`, me.token), 200).message).toBe(storyMessages.templateDeleted);
    expect(expectStatus(await a.get('/api/v2/story/business/templates', me.token), 200).data).toEqual([]);
  });

  it('answers the company status, the CSV of contributions and the embed code of a story', async () => {
    const owner = await signIn(ctx, DEMO_USERS.business.email);
    const companyId = await demoCompanyId(ctx);
    const status = expectStatus(await a.get(`/api/story/getCompanyStatus/${companyId}`, owner), 200).data;
    expect(status).toMatchObject({ company_id: companyId, credit_usd: expect.any(Number), active_stories: expect.any(Number) });
    const stranger = await createUser(ctx);
    expect((await a.get(`/api/story/getCompanyStatus/${companyId}`, stranger.token)).statusCode).toBe(403);

    const me = await createUser(ctx);
    const id = await createStory(ctx, me.token, { ...school, quantity: 5, story_text: 'Every course sold' });
    await a.add(me.token, { type: 'story', story_id: id, ...school, story_qty: 5 });
    const checkout = expectStatus(await a.checkout(me.token), 200).data;
    const pay = expectStatus(await a.pay(me.token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
    await a.submitCard(pay.redirect_url, '4242 4242 4242 4242');
    const csv = await a.post('/api/story/csv-data', me.token, { id });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="story-${id}-contributions.csv"`);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toContain('contribution_id');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('day of education');

    // Not shared yet: the counter page answers 404 like an unknown story.
    expect((await ctx.app.inject({ method: 'GET', url: `/campaign/storyembedded/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/campaign/storyembedded/99999999' })).statusCode).toBe(404);
    const read1 = await read(id, me.token);
    expect(read1.contributions).toEqual([{ project_id: 1381, beneficiaries: 5, quantity: 5, amt_total_usd: 1 }]);
    const embed = expectStatus(await a.post('/api/v2/story/embed-story', me.token, { id }), 200).data;
    expect(embed.embed_url).toBe(`${ctx.config.appUrl}/campaign/storyembedded/${id}`);
    expect(embed.public_url).toBe(embed.embed_url);
    expect(embed.embed_code).toContain(`<iframe src="${ctx.config.appUrl}/campaign/storyembedded/${id}"`);
    expect(embed.share_text).toContain('Every course sold');
    expect(embed.share_text).toContain('5 × day of education');
    expect((await read(id, me.token)).is_public).toBe(1);
    // A draft is not shown; once active, anyone may open (and frame) its counter, which shows no private data.
    expect((await ctx.app.inject({ method: 'GET', url: `/campaign/storyembedded/${id}` })).statusCode).toBe(404);
    await a.post(`/api/v2/story/${id}/activate`, me.token);
    const counter = await ctx.app.inject({ method: 'GET', url: `/campaign/storyembedded/${id}` });
    expect(counter.statusCode).toBe(200);
    expect(counter.headers['content-type']).toContain('text/html');
    expect(String(counter.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(counter.headers['x-frame-options']).toBeUndefined();
    expect(counter.body).toContain('Every course sold');
    expect(counter.body).toContain('<strong style="font-size:22px;color:#14532d" data-counter>5</strong> × day of education');
    expect(counter.body).not.toContain(me.email);
    expect(counter.body).not.toContain('<script');
    expect(zlib.gzipSync(counter.body).length).toBeLessThan(15 * 1024);
    await a.del(`/api/v2/story/${id}`, me.token);
    expect((await ctx.app.inject({ method: 'GET', url: `/campaign/storyembedded/${id}` })).statusCode).toBe(404);
  });
});
