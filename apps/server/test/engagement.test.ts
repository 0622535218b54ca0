import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, engagementMessages, storyMessages, type Engagement } from '@goodhive/contract';
import { auditLog, broadcastNotifications, companies, contributionGroups, contributions, engagementChoices, projects } from '../src/db/schema/index.js';
import { grantCreditOnLedger } from '../src/modules/giving/index.js';
import { sandboxProviderFor } from '../src/lib/payments/index.js';
import { setEngagementAccess } from '../src/modules/engagement/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const WATER = { project_id: 1382, impact_level_id: 3011 }; // US $0.02 a day of clean water
const TREE = { project_id: 1380, impact_level_id: 3009 }; // US $1.00 a tree
const EDUCATION = { project_id: 1381, impact_level_id: 3010 }; // US $0.20 a day of education
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('engagement tool', () => {
  // The choices of the whole file come from one address: room for them under the per-IP limit.
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  const a = api(ctx);
  const db = () => ctx.database.db;
  const put = (url: string, token: string | null, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });

  /** A company with (or without) the engagement tool, its admin, and optionally giving credit or a saved card. */
  async function company(opts: { access?: '0' | '1'; creditCents?: number; card?: string } = {}) {
    const companyId = await createCompany(ctx);
    await db().update(companies).set({ engagement_access: opts.access ?? '1' }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    if (opts.creditCents) await db().transaction((tx) => grantCreditOnLedger(tx, { userId: admin.id, companyId, cents: opts.creditCents!, expiryDate: null, note: 'test credit', createdBy: null, source: 'test' }));
    if (opts.card) {
      const issued = sandboxProviderFor(ctx.config)!.issuePaymentMethod(opts.card, { month: 6, year: 2033 })!;
      expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, admin.token, { company_id: companyId }), 200);
    }
    return { companyId, admin };
  }

  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Choose where our thank-you goes',
    message: 'Every order this month gives an impact. You choose which.',
    options: [
      { ...WATER, quantity: 50 },
      { ...TREE, quantity: 1 },
    ],
    choice_limit: 5,
    ...over,
  });
  async function create(admin: TestUser, over: Record<string, unknown> = {}): Promise<Engagement> {
    return expectStatus(await a.post('/api/v2/engagement', admin.token, body(over)), 200).data;
  }
  const choose = (key: string, optionId: number, extra: Record<string, unknown> = {}) => a.post('/api/v2/engagement/contribution-engagement', null, { key, option_id: optionId, ...extra });
  const groupsOf = (companyId: number) => db().select().from(contributionGroups).where(eq(contributionGroups.company_id, companyId));

  it('a company admin creates, lists, reads and edits an engagement; a visitor chooses; the company gives it from its credit and sees the choice and the impact', async () => {
    const { companyId, admin } = await company({ creditCents: 10_000 });
    const e = await create(admin);
    expect(e).toMatchObject({ company_id: companyId, title: 'Choose where our thank-you goes', choice_limit: 5, choices_made: 0, choices_left: 5, state: 'open', is_active: 1, max_spend_usd: 5, spent_usd: 0 });
    expect(e.key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(e.shared_url).toBe(`${ctx.config.appUrl}/engagement/shared/${e.key}`);
    expect(e.options.map((o) => [o.project_id, o.quantity, o.amt_total_usd, o.is_available])).toEqual([
      [1382, 50, 1, true],
      [1380, 1, 1, true],
    ]);

    const list = expectStatus(await a.get('/api/v2/engagement', admin.token), 200);
    expect(list.meta.total).toBe(1);
    expect(list.data[0].key).toBe(e.key);
    expect(expectStatus(await a.get(`/api/v2/engagement/${e.key}`, admin.token), 200).data.title).toBe(e.title);

    // The shared page, signed out: the words, the company's name, the impacts; nothing private.
    const shared = expectStatus(await a.get(`/api/v2/engagement/shared/${e.key}`), 200).data;
    expect(shared).toMatchObject({ key: e.key, title: e.title, state: 'open', state_message: null, choices_left: 5 });
    expect(shared.company_name).toMatch(/^Test Co/);
    expect(JSON.stringify(shared)).not.toContain(admin.email);
    expect(shared).not.toHaveProperty('company_id');

    const before = expectStatus(await a.get(`/api/user/${admin.id}/stat-impacts`, admin.token), 200).data;
    const water = e.options[0]!;
    const chosen = expectStatus(await choose(e.key, water.id, { name: 'Dana', email: 'Dana@Example.com' }), 200);
    expect(chosen.message).toMatch(/^Thank you! Test Co \d+ gives this impact for you\.$/);
    expect(chosen.data).toMatchObject({ project_title: expect.any(String), quantity: 50, choices_left: 4 });

    const [group] = await groupsOf(companyId);
    expect(group).toMatchObject({ status: 'paid', account: 'company', total_usd_cents: 100, payment_provider: 'credit', user_id: admin.id });
    const lines = await db().select().from(contributions).where(eq(contributions.contribution_group_id, group!.id));
    expect(lines).toEqual([expect.objectContaining({ project_id: 1382, quantity: 50, payment_received: 1, contribution_story_id: null, company_id: companyId })]);
    const after = expectStatus(await a.get(`/api/user/${admin.id}/stat-impacts`, admin.token), 200).data;
    expect(after.amt_total_usd).toBeCloseTo(before.amt_total_usd + 1, 2);
    expect(expectStatus(await a.get('/api/user/credits', admin.token), 200).data.balance_usd).toBe(99);

    // engagementdata: the choice with the visitor's name and e-mail, and the paid totals.
    const data = expectStatus(await a.get(`/api/v2/engagement/${e.key}/choices`, admin.token), 200);
    expect(data.meta.total).toBe(1);
    expect(data.data.choices[0]).toMatchObject({ name: 'Dana', email: 'dana@example.com', status: 'paid', funded_by: 'credit', quantity: 50, amt_total_usd: 1, contribution_group_id: group!.id });
    expect(data.data.totals).toEqual([expect.objectContaining({ option_id: water.id, choices: 1, quantity: 50, beneficiaries: 50 })]);
    expect(data.data.engagement).toMatchObject({ choices_made: 1, spent_usd: 1 });

    // Name and e-mail are optional.
    expectStatus(await choose(e.key, e.options[1]!.id), 200);

    // Edit: another impact added, the tree's quantity changed, the limit lowered to what is made.
    const edited = expectStatus(await put(`/api/v2/engagement/${e.key}`, admin.token, body({ title: 'Our pick', choice_limit: 2, options: [{ ...TREE, quantity: 2 }, { ...WATER, quantity: 50 }, { ...EDUCATION, quantity: 5 }] })), 200);
    expect(edited.message).toBe(engagementMessages.saved);
    expect(edited.data).toMatchObject({ title: 'Our pick', choice_limit: 2, state: 'full', choices_left: 0 });
    expect(edited.data.options.map((o: { project_id: number; quantity: number }) => [o.project_id, o.quantity])).toEqual([
      [1380, 2],
      [1382, 50],
      [1381, 5],
    ]);
    // Full: the next choice is refused and nothing is written.
    const count = async () => Number((await db().execute(sql`select count(*)::int as n from engagement_choices`)).rows[0]!.n);
    const n = await count();
    const full = await choose(e.key, e.options[0]!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(engagementMessages.full);
    expect(await count()).toBe(n);
    // The limit cannot go below the choices made; an impact already chosen cannot be removed.
    const below = await put(`/api/v2/engagement/${e.key}`, admin.token, body({ choice_limit: 1 }));
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.choice_limit[0]).toBe(engagementMessages.choiceLimitBelowMade(2));
    const removed = await put(`/api/v2/engagement/${e.key}`, admin.token, body({ options: [{ ...EDUCATION, quantity: 5 }] }));
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(engagementMessages.optionsLocked);
  });

  it('20 concurrent choices against a limit of 1: exactly one is given', async () => {
    const { companyId, admin } = await company({ creditCents: 10_000 });
    const e = await create(admin, { choice_limit: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => choose(e.key, e.options[i % 2]!.id, { name: `Visitor ${i}` })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(engagementMessages.full);
    expect(await groupsOf(companyId)).toHaveLength(1);
    const choices = await db().select().from(engagementChoices).where(eq(engagementChoices.engagement_id, e.id));
    expect(choices).toHaveLength(1);
    expect(choices[0]!.status).toBe('paid');
  });

  it('without credit the company primary card pays under the choice key; without either the choice fails, frees its place and the company is told', async () => {
    const withCard = await company({ card: SANDBOX_TEST_CARDS.succeeds });
    const e = await create(withCard.admin, { choice_limit: 1 });
    expectStatus(await choose(e.key, e.options[1]!.id), 200);
    const [group] = await groupsOf(withCard.companyId);
    expect(group).toMatchObject({ status: 'paid', payment_provider: 'sandbox', total_usd_cents: 100 });
    const [choice] = await db().select().from(engagementChoices).where(eq(engagementChoices.engagement_id, e.id));
    expect(choice).toMatchObject({ status: 'paid', funded_by: 'card', contribution_group_id: group!.id });

    const declined = await company({ card: SANDBOX_TEST_CARDS.declined });
    const d = await create(declined.admin, { choice_limit: 1 });
    const refused = await choose(d.key, d.options[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(engagementMessages.notFunded);
    expect(await groupsOf(declined.companyId)).toHaveLength(0);

    const none = await company();
    const n = await create(none.admin, { choice_limit: 1 });
    expect((await choose(n.key, n.options[0]!.id)).statusCode).toBe(409);
    expect(await groupsOf(none.companyId)).toHaveLength(0);
    const data = expectStatus(await a.get(`/api/v2/engagement/${n.key}/choices`, none.admin.token), 200).data;
    expect(data.choices[0]).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('no saved card') });
    // The failed choice holds no place: the engagement is still open with its one choice left.
    expect(data.engagement).toMatchObject({ state: 'open', choices_left: 1 });
    const bell = await db().select().from(broadcastNotifications).where(and(eq(broadcastNotifications.kind, 'engagement_not_funded'), sql`${broadcastNotifications.message_body} like ${`%${n.title}%`}`));
    expect(bell.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input: unknown keys, closed engagements, an impact not offered, a hidden or closed project, invalid fields', async () => {
    const { admin } = await company({ creditCents: 10_000 });
    // Unknown keys: 404 everywhere.
    expect((await a.get('/api/v2/engagement/shared/nosuchkey123')).statusCode).toBe(404);
    expect((await choose('nosuchkey123', 1)).statusCode).toBe(404);
    expect((await a.get('/api/v2/engagement/nosuchkey123', admin.token)).statusCode).toBe(404);
    expect((await a.get('/api/v2/engagement/nosuchkey123/choices', admin.token)).statusCode).toBe(404);
    expect((await put('/api/v2/engagement/nosuchkey123', admin.token, body())).statusCode).toBe(404);

    // Ended, not started, inactive: 409 with the visitor's text; the shared page says why.
    const ended = await create(admin, { start_date: day(-10), end_date: day(-1) });
    const endedChoice = await choose(ended.key, ended.options[0]!.id);
    expect(endedChoice.statusCode).toBe(409);
    expect(endedChoice.json().message).toBe(engagementMessages.ended);
    expect(expectStatus(await a.get(`/api/v2/engagement/shared/${ended.key}`), 200).data).toMatchObject({ state: 'ended', state_message: engagementMessages.ended });
    const later = await create(admin, { start_date: day(3) });
    expect((await choose(later.key, later.options[0]!.id)).json().message).toMatch(/^This engagement opens on \d{2} [A-Z][a-z]{2} \d{4}\.$/);
    const inactive = await create(admin, { is_active: 0 });
    expect((await choose(inactive.key, inactive.options[0]!.id)).json().message).toBe(engagementMessages.inactive);
    // Today inside start and end (inclusive): open.
    const today = await create(admin, { start_date: day(0), end_date: day(0) });
    expect(expectStatus(await a.get(`/api/v2/engagement/shared/${today.key}`), 200).data.state).toBe('open');

    // An option of another engagement, a missing option, bad e-mail.
    const open = await create(admin);
    const notOffered = await choose(open.key, today.options[0]!.id);
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errors.option_id[0]).toBe(engagementMessages.optionNotOffered);
    expect((await a.post('/api/v2/engagement/contribution-engagement', null, { key: open.key })).statusCode).toBe(422);
    expect((await choose(open.key, open.options[0]!.id, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await choose(open.key, open.options[0]!.id, { name: 'x'.repeat(81) })).statusCode).toBe(422);

    // A project hidden from companies (display conditions) or closed cannot be chosen, nor offered.
    const treeOption = open.options.find((o) => o.project_id === TREE.project_id)!;
    await db().update(projects).set({ show_to_company: false }).where(eq(projects.id, TREE.project_id));
    try {
      const hidden = await choose(open.key, treeOption.id);
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json().errors.option_id[0]).toBe(storyMessages.projectUnavailable);
      const shared = expectStatus(await a.get(`/api/v2/engagement/shared/${open.key}`), 200).data;
      expect(shared.options.map((o: { project_id: number }) => o.project_id)).toEqual([WATER.project_id]);
      expect(expectStatus(await a.get(`/api/v2/engagement/${open.key}`, admin.token), 200).data.options.find((o: { project_id: number }) => o.project_id === TREE.project_id).is_available).toBe(false);
      expect((await a.post('/api/v2/engagement', admin.token, body({ options: [{ ...TREE, quantity: 1 }] }))).statusCode).toBe(422);
    } finally {
      await db().update(projects).set({ show_to_company: true }).where(eq(projects.id, TREE.project_id));
    }

    // Invalid bodies: 422 with the field, nothing written.
    const before = Number((await db().execute(sql`select count(*)::int as n from engagements`)).rows[0]!.n);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ options: [] }, 'options'],
      [{ choice_limit: 0 }, 'choice_limit'],
      [{ options: [{ ...WATER, quantity: 0 }] }, 'options.0.quantity'],
      [{ options: [{ ...WATER, quantity: 1 }, { ...WATER, quantity: 2 }] }, 'options'],
      [{ options: [{ project_id: TREE.project_id, impact_level_id: WATER.impact_level_id, quantity: 1 }] }, 'impact_level_id'],
      [{ start_date: day(5), end_date: day(1) }, 'end_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
    ];
    for (const [over, field] of cases) {
      const res = await a.post('/api/v2/engagement', admin.token, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect(Number((await db().execute(sql`select count(*)::int as n from engagements`)).rows[0]!.n)).toBe(before);
  });

  it('permissions: signed out 401, another company 404, no engagement access 403, members who are not admins and personal accounts 403', async () => {
    const { admin, companyId } = await company();
    const e = await create(admin);
    const calls = (token: string | null) => [
      a.get('/api/v2/engagement', token),
      a.post('/api/v2/engagement', token, body()),
      a.get(`/api/v2/engagement/${e.key}`, token),
      put(`/api/v2/engagement/${e.key}`, token, body()),
      a.get(`/api/v2/engagement/${e.key}/choices`, token),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);

    // Another company (with the tool) sees nothing of this engagement.
    const other = await company();
    const codes = (await Promise.all(calls(other.admin.token))).map((r) => r.statusCode);
    expect(codes).toEqual([200, 200, 404, 404, 404]);

    // A company without the tool: 'Upgrade to access', for its own engagement too.
    const noAccess = await company({ access: '0' });
    for (const res of [await a.get('/api/v2/engagement', noAccess.admin.token), await a.post('/api/v2/engagement', noAccess.admin.token, body())]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(engagementMessages.upgradeToAccess);
    }
    await db().update(companies).set({ engagement_access: '0' }).where(eq(companies.id, companyId));
    for (const res of await Promise.all(calls(admin.token))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(engagementMessages.upgradeToAccess);
    }
    // Its shared page stays readable but takes no choices.
    expect(expectStatus(await a.get(`/api/v2/engagement/shared/${e.key}`), 200).data.state).toBe('inactive');
    expect((await choose(e.key, e.options[0]!.id)).statusCode).toBe(409);
    await db().update(companies).set({ engagement_access: '1' }).where(eq(companies.id, companyId));

    // A member who is not an admin, and a personal giver.
    const member = await createUser(ctx, { companyId });
    const memberRes = await a.get('/api/v2/engagement', member.token);
    expect(memberRes.statusCode).toBe(403);
    expect(memberRes.json().message).toBe(engagementMessages.adminsOnly);
    expect((await a.get(`/api/v2/engagement/${e.key}/choices`, member.token)).statusCode).toBe(403);
    const personal = await createUser(ctx);
    const personalRes = await a.get('/api/v2/engagement', personal.token);
    expect(personalRes.statusCode).toBe(403);
    expect(personalRes.json().message).toBe(engagementMessages.companyOnly);
    expect((await a.get(`/api/v2/engagement/${e.key}`, personal.token)).statusCode).toBe(404);
  });

  it('setEngagementAccess turns the tool on and off for the staff screens, audited', async () => {
    const { admin, companyId } = await company({ access: '0' });
    expect((await a.get('/api/v2/engagement', admin.token)).statusCode).toBe(403);
    const staff = await createUser(ctx, { userType: 'admin' });
    expect(await setEngagementAccess(db(), { companyId, enabled: true, actorId: staff.id, reason: 'Additional engagement' })).toEqual({ company_id: companyId, engagement_access: '1' });
    expect((await a.get('/api/v2/engagement', admin.token)).statusCode).toBe(200);
    const current = expectStatus(await a.get('/api/user/current', admin.token), 200).data;
    expect(current.companydata.engagement_access).toBe('1');
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company.engagement_access'), eq(auditLog.subject_id, companyId)));
    expect(audit).toMatchObject({ actor_id: staff.id, before: { engagement_access: '0' }, after: { engagement_access: '1' }, reason: 'Additional engagement' });
    await setEngagementAccess(db(), { companyId, enabled: false, actorId: staff.id });
    expect((await a.get('/api/v2/engagement', admin.token)).statusCode).toBe(403);
  });
});
