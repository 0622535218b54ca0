import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { JOB_NAMES, SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { storyRuns, webhookEvents } from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { runDueAt } from '../src/modules/jobs/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { api, createCompany, createStory, createUser, expectStatus, giveWithCard, type TestUser } from './giving-helpers.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { createPartner, createProject } from './updates-fixtures.js';
import { deliveryRunner, startReceiver } from './webhook-receiver.js';

const water = { project_id: 1382, impact_level_id: 3011 };
const today = () => new Date().toISOString().slice(0, 10);

/** Every event type, fired from the real path where the thing happens, reaches a subscribed endpoint. */
describe('webhook events from where they happen', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  async function companyWithEndpoint(events: string[]) {
    const id = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId: id, isAdmin: true });
    const path = `/company-${id}`;
    const endpoint = expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: bearer(admin.token), payload: { url: receiver.url(path), events } }), 200).data;
    return { id, admin, path, endpoint };
  }
  /** Delivers what is queued and answers the bodies the company's endpoint received since `from`. */
  async function received(path: string, from: number) {
    await deliveryRunner(ctx).run();
    return receiver.requests
      .slice(from)
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body));
  }
  const eventsOf = (companyId: number) => ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.company_id, companyId)).orderBy(webhookEvents.id);

  it('story.paused: a member pauses a monthly story of the company, and staff pause another', async () => {
    const c = await companyWithEndpoint(['story.paused']);
    const from = receiver.requests.length;
    const id = await createStory(ctx, c.admin.token, { ...water, quantity: 10, company_id: c.id, story_text: 'Every coffee gives water' });
    expectStatus(await a.post(`/api/v2/story/${id}/activate`, c.admin.token), 200);
    expectStatus(await a.post('/api/v2/story/updateStoryAutomationStatus', c.admin.token, { id, automation_status: 'paused' }), 200);
    // Resuming is not a pause: it tells nothing.
    expectStatus(await a.post('/api/v2/story/updateStoryAutomationStatus', c.admin.token, { id, automation_status: 'on' }), 200);
    const staff = await signIn(ctx, DEMO_USERS.admin.email);
    expectStatus(await a.post(`/api/admin/recurring/${id}/pause`, staff, { reason: 'Asked by phone' }), 200);
    const bodies = await received(c.path, from);
    expect(bodies.map((b) => [b.type, b.data.story_id, b.data.cause])).toEqual([
      ['story.paused', id, 'member'],
      ['story.paused', id, 'staff'],
    ]);
    expect(bodies[0].data).toMatchObject({ story_text: 'Every coffee gives water', automation_status: 'paused' });
  });

  it('giving.failed and story.paused: a story month that cannot be charged fails, then pauses the story after the last retry', async () => {
    const c = await companyWithEndpoint(['giving.failed', 'story.paused']);
    const id = await createStory(ctx, c.admin.token, { ...water, quantity: 10, company_id: c.id });
    expectStatus(await a.post(`/api/v2/story/${id}/activate`, c.admin.token), 200);
    const mailer = createMailer(ctx.config, { error: () => undefined });
    const schedules = [{ name: JOB_NAMES.storyMonthlyGiving, everyMs: 3_600_000 }];
    let at = new Date(Date.now() + 60_000);
    const from = receiver.requests.length;
    for (let i = 0; i < 4; i++) {
      await runDueAt({ db: ctx.database.db, config: ctx.config, mailer, at, schedules });
      const [run] = await ctx.database.db.select().from(storyRuns).where(eq(storyRuns.story_id, id)).orderBy(desc(storyRuns.id));
      if (run.next_attempt_at) at = new Date(run.next_attempt_at.getTime() + 60_000);
    }
    const events = await eventsOf(c.id);
    expect(events.map((e) => e.type)).toEqual(['giving.failed', 'giving.failed', 'giving.failed', 'giving.failed', 'story.paused']);
    expect(events[0].data).toMatchObject({ story_id: id, status: 'failed', final: false, amount_usd: 0.2 });
    expect(events[3].data).toMatchObject({ story_id: id, final: true, next_attempt_at: null });
    expect(events[4].data).toMatchObject({ story_id: id, cause: 'failed_charges' });
    // The job command ran the deliveries too, at each of its instants.
    const bodies = await received(c.path, from);
    expect(bodies.map((b) => b.type).sort()).toEqual(['giving.failed', 'giving.failed', 'giving.failed', 'giving.failed', 'story.paused']);
  });

  it('remittance.delivered: each company whose giving a remittance paid out hears of it with its own share', async () => {
    const partner = await createPartner(ctx);
    const project = await createProject(ctx, partner.id);
    const first = await companyWithEndpoint(['remittance.delivered']);
    const second = await companyWithEndpoint(['remittance.delivered']);
    const bystander = await companyWithEndpoint(['remittance.delivered']);
    const give = async (c: { id: number; admin: TestUser }, quantity: number) => {
      expectStatus(await a.add(c.admin.token, { project_id: project.id, impact_level_id: project.levelId, quantity, company_id: c.id }), 200);
      await giveWithCard(ctx, c.admin.token, SANDBOX_TEST_CARDS.succeeds, { company_id: c.id });
    };
    await give(first, 400);
    await give(second, 200);
    const staff = await signIn(ctx, DEMO_USERS.admin.email);
    const from = receiver.requests.length;
    const remittance = expectStatus(
      await a.post('/api/admin/remittances', staff, { partner_id: partner.id, period_start: today(), period_end: today(), remitted_on: today(), bank_reference: 'DBS-WEBHOOK-1' }),
      200,
    ).data;
    const [one] = await received(first.path, from);
    const [two] = await received(second.path, from);
    expect(one).toMatchObject({ type: 'remittance.delivered', company_id: first.id, data: { remittance_id: remittance.id, partner_id: partner.id, partner_name: partner.name, your_contributions: 1, your_quantity: 400, your_amount_usd: 400 } });
    expect(two).toMatchObject({ company_id: second.id, data: { remittance_id: remittance.id, your_quantity: 200, your_amount_usd: 200 } });
    expect(await received(bystander.path, from)).toEqual([]);
    expect(await eventsOf(bystander.id)).toEqual([]);
  });

  it('project_update.published: the companies that funded the project hear of its news, others do not', async () => {
    const partner = await createPartner(ctx);
    const project = await createProject(ctx, partner.id);
    const funder = await companyWithEndpoint(['project_update.published']);
    const other = await companyWithEndpoint(['project_update.published']);
    expectStatus(await a.add(funder.admin.token, { project_id: project.id, impact_level_id: project.levelId, quantity: 2, company_id: funder.id }), 200);
    await giveWithCard(ctx, funder.admin.token, SANDBOX_TEST_CARDS.succeeds, { company_id: funder.id });
    const from = receiver.requests.length;
    const posted = expectStatus(await a.post('/api/partner/project-updates', partner.token, { project_id: project.id, title: 'First water', body: 'The wells are finished and water flows every day.', images: [] }), 200).data;
    const [body] = await received(funder.path, from);
    expect(body).toMatchObject({ type: 'project_update.published', company_id: funder.id, data: { update_id: posted.id, project_id: project.id, title: 'First water' } });
    expect(await received(other.path, from)).toEqual([]);
  });

  it('giving.paid: a test endpoint hears nothing of live giving', async () => {
    const c = await companyWithEndpoint(['giving.paid']);
    const testEndpoint = expectStatus(await ctx.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: bearer(c.admin.token), payload: { url: receiver.url('/test-mode'), events: ['giving.paid'], mode: 'test' } }), 200).data;
    const from = receiver.requests.length;
    expectStatus(await a.add(c.admin.token, { ...water, quantity: 1, company_id: c.id }), 200);
    await giveWithCard(ctx, c.admin.token, SANDBOX_TEST_CARDS.succeeds, { company_id: c.id });
    expect((await received(c.path, from)).map((b) => b.type)).toEqual(['giving.paid']);
    expect(await received('/test-mode', from)).toEqual([]);
    expect(testEndpoint.mode).toBe('test');
  });
});
