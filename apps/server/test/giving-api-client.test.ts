import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givingApiMessages as m } from '@goodhive/contract';
import { GoodhiveApiError, GoodhiveClient } from '@goodhive/giving-api-client';
import { stories } from '../src/db/schema/index.js';
import { SCHEDULES, runDueAt } from '../src/modules/jobs/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const WATER = { project_id: 1382, impact_level_id: 3011 };
const packageDir = path.resolve(import.meta.dirname, '../../../packages/giving-api-client');

// The client package and its example script, over HTTP against the real server (not inject): what a member's own
// system does with the package.
describe('Giving API client package', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let baseUrl = '';
  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api/public/v1`;
  });

  async function companyWithKeys() {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const key = async (mode: 'live' | 'test') =>
      expectStatus(await a.post('/api/developers/keys', admin.token, { name: `${mode} shop`, mode, scopes: ['impact:read', 'giving:write', 'stories:write'] }), 200).data.secret as string;
    return { companyId, admin, test: await key('test'), live: await key('live') };
  }
  async function activeStory(admin: TestUser, companyId: number) {
    const id = await createStory(ctx, admin.token, { ...WATER, quantity: 1, story_text: 'Every coffee sold gives a day of clean water.', is_giving_monthly: 0, company_id: companyId });
    await ctx.database.db.update(stories).set({ status: 'active' }).where(eq(stories.id, id));
    return id;
  }

  it('lists projects, gives once however often a write is retried with its Idempotency-Key, and throws the API\u2019s error envelope', async () => {
    const c = await companyWithKeys();
    const client = new GoodhiveClient({ apiKey: c.test, baseUrl });

    const projects = await client.listProjects({ limit: 100 });
    expect(projects.data.map((p) => p.id)).toContain(WATER.project_id);
    expect(client.rateLimit).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number) });

    const first = await client.createGiving({ ...WATER, quantity: 3, customer_reference: 'order-7' }, { idempotencyKey: 'order-7' });
    const again = await client.createGiving({ ...WATER, quantity: 3, customer_reference: 'order-7' }, { idempotencyKey: 'order-7' });
    expect(again.data.id).toBe(first.data.id);
    expect(first.data).toMatchObject({ mode: 'test', status: 'paid', quantity: 3 });
    expect((await client.getGiving({ id: first.data.id })).data).toEqual(first.data);
    expect((await client.getImpact()).data).toMatchObject({ mode: 'test', quantity: 3 });

    const reused = await client.createGiving({ ...WATER, quantity: 4 }, { idempotencyKey: 'order-7' }).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(GoodhiveApiError);
    expect(reused).toMatchObject({ status: 409, message: m.idempotencyKeyReused });

    const invalid = await client.createGiving({ ...WATER, quantity: 0 }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422 });
    expect(Object.keys((invalid as GoodhiveApiError).errors)).toContain('quantity');

    // Another company's giving is not found with this company's key; an unknown key is refused.
    const other = await companyWithKeys();
    expect(await new GoodhiveClient({ apiKey: other.test, baseUrl }).getGiving({ id: first.data.id }).catch((e: unknown) => e)).toMatchObject({ status: 404 });
    expect(await new GoodhiveClient({ apiKey: 'gh_test_unknown', baseUrl }).listProjects().catch((e: unknown) => e)).toMatchObject({ status: 401 });
    // A client told it runs live refuses a test key.
    expect(await new GoodhiveClient({ apiKey: c.test, baseUrl, mode: 'live' }).listProjects().catch((e: unknown) => e)).toMatchObject({ status: 403 });
  });

  it('records a batch of 1,000 events over HTTP in one call; a retry with its Idempotency-Key answers the same events', async () => {
    const c = await companyWithKeys();
    const storyId = await activeStory(c.admin, c.companyId);
    const client = new GoodhiveClient({ apiKey: c.test, baseUrl });
    const events = Array.from({ length: 1000 }, (_, i) => ({ quantity: 1, reference: `till-1-receipt-${i}` }));
    const first = await client.recordStoryEvents({ id: storyId }, { events }, { idempotencyKey: 'till-1-closing' });
    expect(first.data).toMatchObject({ story_id: storyId, mode: 'test', accepted: 1000, quantity: 1000 });
    expect(new Set(first.data.event_ids).size).toBe(1000);
    expect(await client.recordStoryEvents({ id: storyId }, { events }, { idempotencyKey: 'till-1-closing' })).toEqual(first);
    expect((await client.listStories()).data.find((s) => s.id === storyId)).toMatchObject({ pending_events: 1000 });
    const invalid = await client.recordStoryEvents({ id: storyId }, { events: [{ quantity: 1 }, { quantity: -1 }] }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422, errors: { 'events.1.quantity': [expect.any(String)] } });
    const other = await companyWithKeys();
    expect(await new GoodhiveClient({ apiKey: other.test, baseUrl }).recordStoryEvents({ id: storyId }, { events }).catch((e: unknown) => e)).toMatchObject({ status: 404 });
  });

  it('the example script records 10 coffee sales against a story; once their day is given the impact reads them back', async () => {
    const c = await companyWithKeys();
    const storyId = await activeStory(c.admin, c.companyId);
    const run = () =>
      promisify(execFile)(process.execPath, ['--conditions=development', '--import', 'tsx', 'examples/coffee-sales.ts'], {
        cwd: packageDir,
        env: { ...process.env, GOODHIVE_API_KEY: c.test, GOODHIVE_API_URL: baseUrl, GOODHIVE_STORY_ID: String(storyId) },
      });
    const { stdout } = await run();
    expect(stdout).toContain(`Story ${storyId}: "Every coffee sold gives a day of clean water."`);
    expect(stdout).toContain('Recorded 10 coffee sales');
    expect(stdout).toContain('(test mode)');
    expect(stdout).toContain('Sales waiting to be given: 10');
    expect(stdout).toContain('Impact given so far (test): 0 impacts');

    // The story-events job gives the day once it has ended.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const mailer = createMailer(ctx.config, { error: () => undefined });
    const { ok } = await runDueAt({ db: ctx.database.db, config: ctx.config, mailer, at: tomorrow, schedules: SCHEDULES.filter((s) => s.name === 'api-story-events') });
    expect(ok).toBe(true);

    const client = new GoodhiveClient({ apiKey: c.test, baseUrl });
    expect((await client.getImpact()).data).toMatchObject({ mode: 'test', quantity: 10, projects: [expect.objectContaining({ project_id: WATER.project_id, quantity: 10 })] });
    // Test-mode sales never reach the live ledger.
    expect((await new GoodhiveClient({ apiKey: c.live, baseUrl }).getImpact()).data).toMatchObject({ mode: 'live', quantity: 0 });

    // A bad key makes the script say what the API answered and exit 1.
    const failed = await promisify(execFile)(process.execPath, ['--conditions=development', '--import', 'tsx', 'examples/coffee-sales.ts'], {
      cwd: packageDir,
      env: { ...process.env, GOODHIVE_API_KEY: 'gh_test_nothing', GOODHIVE_API_URL: baseUrl },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('The API answered 401');
  });
});
