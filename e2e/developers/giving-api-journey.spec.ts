import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { WEBHOOK_SIGNATURE_HEADER, readWebhookEvent } from '../../packages/giving-api-client/src/index';
import { expect, test } from '../membership/support';
import { createTrialUser } from '../support/accounts';
import { repoRoot } from '../support/app-server';
import { addPrimaryCard } from '../support/billing';
import { apiToken, signIn } from '../support/session';

const DAY_MS = 24 * 3_600_000;
const WATER = { project_id: 1382, impact_level_id: 3011 };

/** A local receiver of webhook deliveries: keeps each request's headers and raw body. */
async function startReceiver() {
  const requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/goodhive`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The client package's example script, as a member runs it against this server. */
function runExample(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--conditions=development', '--import', 'tsx', 'examples/coffee-sales.ts'], {
    cwd: path.join(repoRoot, 'packages', 'giving-api-client'),
    env: { ...process.env, ...env },
  });
}

/** Creates a key at /developers and answers its secret, shown once. */
async function createKey(page: import('@playwright/test').Page, name: string, mode: 'Test' | 'Live', scopes: RegExp[]) {
  await page.goto('/developers');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: new RegExp(`^${mode}`) }).check();
  for (const scope of scopes) await page.getByRole('checkbox', { name: scope }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  return secret;
}

/**
 * What a member's developer does on day one: a test key and a webhook endpoint from the Developers screens, the
 * client package's example script recording coffee sales against a story, the story's day given by the job
 * runner, the signed webhook at their own receiver, then a live key paid by the sandbox card, retried safely.
 * The story's day is given by the job command, so this runs on a server of its own (e2e/membership/support.ts).
 */
test.describe('giving API, from the first key to a live giving', () => {
  test('a company admin creates a test key, the example records 10 coffee sales, the day\u2019s giving arrives as a signed webhook; a live key then gives once with the sandbox card however often it is retried', async ({ page, membershipServer, baseURL }) => {
    test.slow();
    const receiver = await startReceiver();
    try {
      const admin = await createTrialUser(page.request, 'api-journey');
      const headers = { authorization: `Bearer ${await apiToken(page.request, admin.email, admin.password)}` };
      // The company's story: every coffee sold gives a day of clean water.
      const created = await page.request.post('/api/v2/story', { headers, data: { ...WATER, quantity: 1, story_text: 'Every coffee we sell gives a day of clean water.' } });
      expect(created.status(), await created.text()).toBe(200);
      const storyId = ((await created.json()) as { data: { id: number } }).data.id;
      const activated = await page.request.post(`/api/v2/story/${storyId}/activate`, { headers, data: {} });
      expect(activated.status(), await activated.text()).toBe(200);

      await signIn(page, admin.email, admin.password);
      const testKey = await createKey(page, 'Till (test)', 'Test', [/Manage stories/]);
      expect(testKey).toMatch(/^gh_test_/);

      // A test-mode endpoint at the member's own receiver.
      await page.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByRole('radio', { name: /^Test/ }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      const webhookSecret = (await page.getByTestId('webhook-secret-value').textContent())!.trim();
      await page.getByRole('button', { name: 'Done' }).click();

      // The example script records the sales and reads the impact back: nothing given yet, 10 sales waiting.
      const first = await runExample({ GOODHIVE_API_KEY: testKey, GOODHIVE_API_URL: `${baseURL}/api/public/v1`, GOODHIVE_STORY_ID: String(storyId) });
      expect(first.stdout).toContain('Recorded 10 coffee sales');
      expect(first.stdout).toContain('Sales waiting to be given: 10');
      expect(first.stdout).toContain('Impact given so far (test): 0 impacts');

      // The next day the job runner gives the day as one test giving and tells the receiver, signed.
      const output = await membershipServer.runJobsAt(new Date(Date.now() + DAY_MS));
      expect(output).toMatch(/api-story-events/);
      await expect.poll(() => receiver.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [delivery] = receiver.requests;
      const event = await readWebhookEvent({ secret: webhookSecret, header: delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, rawBody: delivery.body });
      expect(event).toMatchObject({ type: 'giving.paid', mode: 'test', data: { story_id: storyId, quantity: 10, status: 'paid' } });
      expect(await readWebhookEvent({ secret: `${webhookSecret}x`, header: delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, rawBody: delivery.body })).toBeNull();

      // Read back, the sales are the test ledger's impact.
      const second = await runExample({ GOODHIVE_API_KEY: testKey, GOODHIVE_API_URL: `${baseURL}/api/public/v1`, GOODHIVE_STORY_ID: String(storyId), GOODHIVE_SALES: '0' });
      expect(second.stdout).toContain('Impact given so far (test): 10 impacts');

      // Live: the company's sandbox card pays, and a retry of the same request gives once.
      await addPrimaryCard(page);
      const liveKey = await createKey(page, 'Shop (live)', 'Live', []);
      expect(liveKey).toMatch(/^gh_live_/);
      const live = { authorization: `Bearer ${liveKey}`, 'idempotency-key': `order-${Date.now()}` };
      const body = { ...WATER, quantity: 25, customer_reference: 'order-2001', payment: 'card' };
      const [one, two] = await Promise.all([page.request.post('/api/public/v1/givings', { headers: live, data: body }), page.request.post('/api/public/v1/givings', { headers: live, data: body })]);
      expect(one.status(), await one.text()).toBe(201);
      expect(two.status(), await two.text()).toBe(201);
      const given = ((await one.json()) as { data: { id: number } }).data;
      expect(given).toMatchObject({ mode: 'live', status: 'paid', funded_by: 'card', quantity: 25 });
      expect(((await two.json()) as { data: { id: number } }).data.id).toBe(given.id);
      const again = await page.request.post('/api/public/v1/givings', { headers: live, data: body });
      expect(((await again.json()) as { data: { id: number } }).data.id).toBe(given.id);
      // One giving, one contribution, however often it was sent.
      const history = await page.request.get('/api/public/v1/impact/history?limit=100', { headers: { authorization: live.authorization } });
      const rows = ((await history.json()) as { data: { giving_id: number | null; quantity: number }[] }).data;
      expect(rows.filter((row) => row.giving_id === given.id)).toEqual([expect.objectContaining({ quantity: 25 })]);
      // The test sales never reached the live ledger.
      expect(rows.some((row) => row.quantity === 10)).toBe(false);
    } finally {
      await receiver.close();
    }
  });
});
