import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, campaignMessages, guestGivingTexts, type Campaign, type PublicCampaign } from '@goodhive/contract';
import { campaigns, contributionGroups, countries, projects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus } from './giving-helpers.js';

const tree = { project_id: 1380, impact_level_id: 3009 };
const water = { project_id: 1382, impact_level_id: 3011 };
const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('campaigns', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const put = (url: string, token: string | null, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });
  const countryId = async (code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]!.id;
  const countCampaigns = async () => (await ctx.database.db.select({ id: campaigns.id }).from(campaigns)).length;
  const countGroups = async () => Number((await ctx.database.db.execute(sql`select count(*)::int as n from contribution_groups`)).rows[0]!.n);

  /** A company with a member (company admin) and one story giving trees (and water, when two lines are asked for). */
  async function companyWithStory(opts: { twoLines?: boolean } = {}) {
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const storyId = opts.twoLines
      ? (expectStatus(await a.post('/api/v2/story/saveMultiProjectStory', member.token, { story_text: 'Every order plants a tree and gives water.', projects: [{ ...tree, quantity: 1 }, { ...water, quantity: 10 }] }), 200).data.id as number)
      : await createStory(ctx, member.token, { ...tree, story_text: 'For every coffee sold we plant a tree.' });
    return { companyId, member, storyId };
  }
  const campaignBody = (storyId: number, overrides: Record<string, unknown> = {}) => ({
    title: 'Plant a forest with us',
    story_id: storyId,
    goal_units: 100,
    starts_on: dayPlus(0),
    ends_on: dayPlus(30),
    thank_you_text: 'Thank you for planting with us!',
    ...overrides,
  });
  async function newCampaign(token: string, storyId: number, overrides: Record<string, unknown> = {}) {
    return expectStatus(await a.post('/api/campaign', token, campaignBody(storyId, overrides)), 200).data as Campaign;
  }
  const giver = async (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Vera',
    last_name: 'Visitor',
    email: `visitor-${Math.random().toString(36).slice(2)}@example.com`,
    country_id: await countryId('SG'),
    ...overrides,
  });
  /** A visitor gives quantity units of the campaign with the sandbox card; answers the checkout and the final redirect. */
  async function giveToCampaign(key: string, quantity: number, card: string = SANDBOX_TEST_CARDS.succeeds) {
    const me = await giver();
    const checkout = expectStatus(await a.post('/api/campaign/payment', null, { key, quantity, ...me }), 200).data;
    const pay = expectStatus(await a.pay(null, { contribution_group_id: checkout.contribution_group_id, payment_token: checkout.payment_token }), 200).data;
    const res = await a.submitCard(pay.redirect_url, card);
    return { me, checkout, res };
  }

  it('a member sets up a campaign around a story of the company; the company lists and reads it, saves it again', async () => {
    const { member, storyId, companyId } = await companyWithStory();
    const res = await a.post('/api/campaign', member.token, campaignBody(storyId));
    const created = expectStatus(res, 200);
    expect(created.message).toBe(campaignMessages.created);
    const campaign = created.data as Campaign;
    expect(campaign).toMatchObject({
      title: 'Plant a forest with us',
      company_id: companyId,
      story_id: storyId,
      ...tree,
      story_text: 'For every coffee sold we plant a tree.',
      state: 'open',
      is_givable: true,
      unit_price_usd: 1,
      shared_path: `/campaign/shared/${campaign.key}`,
      data_path: `/campaign/campaigndata/${campaign.key}`,
      progress: { given_units: 0, goal_units: 100, percent: 0, supporters: 0, beneficiaries: 0, amt_total_usd: 0 },
    });
    expect(campaign.key.length).toBeGreaterThanOrEqual(20);

    const list = expectStatus(await a.get('/api/campaign', member.token), 200);
    expect(list.meta).toMatchObject({ total: 1, page: 1 });
    expect(list.data.map((c: Campaign) => c.key)).toEqual([campaign.key]);
    expect(expectStatus(await a.get(`/api/campaign/${campaign.key}`, member.token), 200).data.title).toBe('Plant a forest with us');

    const saved = expectStatus(await put(`/api/campaign/${campaign.key}`, member.token, campaignBody(storyId, { title: 'A bigger forest', goal_units: 500 })), 200);
    expect(saved.message).toBe(campaignMessages.saved);
    expect(saved.data).toMatchObject({ key: campaign.key, title: 'A bigger forest', progress: { goal_units: 500 } });
  });

  it('a signed-out visitor gives with the sandbox card as a guest: the payment ends on /campaign/payment-success, the progress counts it, the receipt offers the claim link', async () => {
    const { member, storyId } = await companyWithStory();
    const campaign = await newCampaign(member.token, storyId, { goal_units: 8 });
    const { me, checkout, res } = await giveToCampaign(campaign.key, 3);
    expect(checkout).toMatchObject({ total_usd: 3, redirect_path: `/payment-redirect/user/${checkout.payment_token}/${checkout.contribution_group_id}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${ctx.config.appUrl}/campaign/payment-success?group=${checkout.contribution_group_id}`);
    const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, checkout.contribution_group_id));
    expect(group).toMatchObject({ status: 'paid', guest: true, campaign_id: campaign.id, total_usd_cents: 300 });

    const result = expectStatus(await a.get(`/api/campaign/payment-success?group=${checkout.contribution_group_id}`), 200).data;
    expect(result).toMatchObject({ status: 'paid', campaign: { key: campaign.key, thank_you_text: 'Thank you for planting with us!' } });
    const shared = expectStatus(await a.get(`/api/campaign/shared/${campaign.key}`), 200).data as PublicCampaign;
    expect(shared.progress).toMatchObject({ given_units: 3, goal_units: 8, percent: 37, supporters: 1, amt_total_usd: 3 });

    const mail = await ctx.smtp.waitForMail(me.email, /receipt/);
    expect(mail.text).toContain('Claim my giving');

    // A declined card adds nothing and ends on the same page, which says so.
    const declined = await giveToCampaign(campaign.key, 5, SANDBOX_TEST_CARDS.declined);
    expect(declined.res.headers.location).toBe(`${ctx.config.appUrl}/campaign/payment-success?group=${declined.checkout.contribution_group_id}`);
    expect(expectStatus(await a.get(`/api/campaign/payment-success?group=${declined.checkout.contribution_group_id}`), 200).data.status).toBe('failed');
    await giveToCampaign(campaign.key, 6);
    const data = expectStatus(await a.get(`/api/campaign/campaigndata/${campaign.key}`), 200).data;
    expect(data.progress).toMatchObject({ given_units: 9, percent: 100, supporters: 2 });
    expect(data.by_day).toEqual([{ day: dayPlus(0), units: 9 }]);
    expect(data.recent.map((r: { quantity: number }) => r.quantity)).toEqual([6, 3]);
  });

  it('shows nothing private on the public pages: no ids of the company, story or people, no e-mails', async () => {
    const { member, storyId, companyId } = await companyWithStory();
    const campaign = await newCampaign(member.token, storyId);
    const { me } = await giveToCampaign(campaign.key, 2);
    for (const url of [`/api/campaign/shared/${campaign.key}`, `/api/campaign/campaigndata/${campaign.key}`]) {
      const body = expectStatus(await a.get(url), 200).data;
      expect(body).not.toHaveProperty('company_id');
      expect(body).not.toHaveProperty('story_id');
      expect(body).not.toHaveProperty('id');
      const text = JSON.stringify(body);
      expect(text).not.toContain(me.email);
      expect(text).not.toContain('Visitor');
      expect(text).not.toContain(member.email);
      expect(text).not.toContain(`"company_id":${companyId}`);
    }
  });

  it('answers 404 for unknown keys and groups that are not a campaign payment', async () => {
    expect((await a.get('/api/campaign/shared/no-such-campaign-key')).statusCode).toBe(404);
    expect((await a.get('/api/campaign/campaigndata/no-such-campaign-key')).statusCode).toBe(404);
    expect((await a.get('/api/campaign/payment-success?group=99999999')).statusCode).toBe(404);
    const res = await a.post('/api/campaign/payment', null, { key: 'no-such-campaign-key', quantity: 1, ...(await giver()) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(campaignMessages.notFound);
  });

  it('refuses payments that cannot be given and writes nothing: quantity 0, a client price, an ended or upcoming campaign, a hidden or closed project', async () => {
    const { member, storyId } = await companyWithStory();
    const campaign = await newCampaign(member.token, storyId);
    const before = await countGroups();
    const zero = await a.post('/api/campaign/payment', null, { key: campaign.key, quantity: 0, ...(await giver()) });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantity).toEqual([campaignMessages.quantityMin]);
    const priced = await a.post('/api/campaign/payment', null, { key: campaign.key, quantity: 1, price: 0.01, ...(await giver()) });
    expect(priced.statusCode).toBe(422);
    expect(JSON.stringify(priced.json())).toContain(guestGivingTexts.noClientPrices);
    const noCountry = await a.post('/api/campaign/payment', null, { key: campaign.key, quantity: 1, ...(await giver({ country_id: 99999999 })) });
    expect(noCountry.statusCode).toBe(422);

    const upcoming = await newCampaign(member.token, storyId, { starts_on: dayPlus(2), ends_on: dayPlus(9) });
    expect(upcoming.state).toBe('upcoming');
    const early = await a.post('/api/campaign/payment', null, { key: upcoming.key, quantity: 1, ...(await giver()) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(campaignMessages.notStarted);

    await ctx.database.db.update(campaigns).set({ starts_on: dayPlus(-10), ends_on: dayPlus(-1) }).where(eq(campaigns.id, campaign.id));
    const ended = await a.post('/api/campaign/payment', null, { key: campaign.key, quantity: 1, ...(await giver()) });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(campaignMessages.ended);
    expect(expectStatus(await a.get(`/api/campaign/shared/${campaign.key}`), 200).data.state).toBe('ended');

    const open = await newCampaign(member.token, storyId);
    await ctx.database.db.update(projects).set({ show_to_personal: false }).where(eq(projects.id, tree.project_id));
    try {
      const hidden = await a.post('/api/campaign/payment', null, { key: open.key, quantity: 1, ...(await giver()) });
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json().message).toBe(guestGivingTexts.lineUnavailable);
      expect(expectStatus(await a.get(`/api/campaign/shared/${open.key}`), 200).data.is_givable).toBe(false);
    } finally {
      await ctx.database.db.update(projects).set({ show_to_personal: true }).where(eq(projects.id, tree.project_id));
    }
    await ctx.database.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, tree.project_id));
    try {
      const closed = await a.post('/api/campaign/payment', null, { key: open.key, quantity: 1, ...(await giver()) });
      expect(closed.statusCode).toBe(422);
    } finally {
      await ctx.database.db.update(projects).set({ status: 'live' }).where(eq(projects.id, tree.project_id));
    }
    expect(await countGroups()).toBe(before);
  });

  it('refuses bad campaign settings with 422 and writes nothing', async () => {
    const { member, storyId } = await companyWithStory({ twoLines: true });
    const other = await companyWithStory();
    const before = await countCampaigns();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', campaignMessages.titleRequired],
      [{ goal_units: 0 }, 'goal_units', campaignMessages.goalRequired],
      [{ starts_on: dayPlus(5), ends_on: dayPlus(1) }, 'ends_on', campaignMessages.endBeforeStart],
      [{ starts_on: dayPlus(-9), ends_on: dayPlus(-2) }, 'ends_on', campaignMessages.endInPast],
      [{ thank_you_text: '   ' }, 'thank_you_text', campaignMessages.thankYouRequired],
      [{ story_id: other.storyId }, 'story_id', campaignMessages.storyUnavailable],
      [{ story_id: 99999999 }, 'story_id', campaignMessages.storyUnavailable],
      [{ impact_level_id: 3010 }, 'impact_level_id', campaignMessages.impactNotOfStory],
    ];
    for (const [override, field, message] of cases) {
      const res = await a.post('/api/campaign', member.token, campaignBody(storyId, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toEqual([message]);
    }
    expect(await countCampaigns()).toBe(before);

    // The second line of the story may be chosen; its impact cannot change once given.
    const campaign = await newCampaign(member.token, storyId, { impact_level_id: water.impact_level_id });
    expect(campaign).toMatchObject(water);
    await giveToCampaign(campaign.key, 50);
    const change = await put(`/api/campaign/${campaign.key}`, member.token, campaignBody(storyId, { impact_level_id: tree.impact_level_id }));
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(campaignMessages.impactFixed);
    expect(expectStatus(await a.get(`/api/campaign/${campaign.key}`, member.token), 200).data.impact_level_id).toBe(water.impact_level_id);
  });

  it('keeps campaigns to their company: signed out 401, a partner 403, a personal account 403, another company 404', async () => {
    const { member, storyId } = await companyWithStory();
    const campaign = await newCampaign(member.token, storyId);
    const outsider = await companyWithStory();
    const personal = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const body = campaignBody(storyId);
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/campaign'],
      ['POST', '/api/campaign', body],
      ['GET', `/api/campaign/${campaign.key}`],
      ['PUT', `/api/campaign/${campaign.key}`, body],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asPartner = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${partner}` }, ...(payload ? { payload } : {}) });
      expect(asPartner.statusCode, `${method} ${url} as a partner`).toBe(403);
    }
    // A personal account sets up no campaign and lists none.
    expect((await a.get('/api/campaign', personal.token)).statusCode).toBe(403);
    expect((await a.post('/api/campaign', personal.token, body)).statusCode).toBe(403);
    // Another company neither reads nor changes it, and cannot build one on this company's story.
    expect((await a.get(`/api/campaign/${campaign.key}`, outsider.member.token)).statusCode).toBe(404);
    expect((await put(`/api/campaign/${campaign.key}`, outsider.member.token, campaignBody(outsider.storyId, { title: 'Taken over' }))).statusCode).toBe(404);
    expect((await a.post('/api/campaign', outsider.member.token, body)).statusCode).toBe(422);
    expect(expectStatus(await a.get('/api/campaign', outsider.member.token), 200).meta.total).toBe(0);
    // Another company's id named in company_id: not theirs.
    const named = await a.get(`/api/campaign?company_id=${campaign.company_id}`, outsider.member.token);
    expect([403, 404]).toContain(named.statusCode);
    expect(expectStatus(await a.get(`/api/campaign/${campaign.key}`, member.token), 200).data.title).toBe('Plant a forest with us');
  });
});
