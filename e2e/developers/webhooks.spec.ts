import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { SANDBOX_TEST_CARDS, WEBHOOK_SIGNATURE_HEADER } from '@goodhive/contract';
import { verifyWebhookSignature } from '../../packages/giving-api-client/src/index';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { createTrialUser } from '../support/accounts';
import { START_TIMEOUT_MS, appServer, createTestDatabase } from '../support/app-server';
import { apiToken, signIn } from '../support/session';

/**
 * Webhooks are sent by the job runner, which the shared browser-test server keeps off (its jobs would change the
 * demo accounts under other tests): this journey runs on a server of its own with the runner on, as production
 * runs it, and a real HTTP receiver in the test.
 */
const test = base.extend<object, { webhookServer: { baseURL: string } }>({
  webhookServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const database = await createTestDatabase('goodhive_e2e_webhooks');
      const smtp = await startSmtpServer();
      const server = await appServer(database, smtp.url, { env: { JOBS_ENABLED: 'true' } });
      try {
        await server.start();
        await use({ baseURL: server.baseURL });
      } finally {
        await server.stop();
        await smtp.close();
        await database.dispose();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ webhookServer }, use) => use(webhookServer.baseURL),
});

type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

async function startReceiver() {
  const requests: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/goodhive`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The member gives one impact for the company they act as, paid with the sandbox card (what the checkout sends). */
async function companyGives(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/cart', { headers, data: { op: 'add', type: 'project', project_id: 1387, impact_level_id: 3017, quantity: 1 } })).status()).toBe(200);
  const checkout = await request.post('/api/cart/contribution', { headers, data: {} });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const groupId = (await checkout.json()).data.contribution_group_id as number;
  const pay = await request.post('/api/contribution/pay', { headers, data: { contribution_group_id: groupId } });
  expect(pay.status(), await pay.text()).toBe(200);
  const redirect = new URL((await pay.json()).data.redirect_url as string);
  const paid = await request.post(redirect.pathname, { form: { action: 'pay', card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  return { groupId, paidAt: Date.now() };
}

const shots = path.join('test-results', 'screens', 'developers');

test.describe('webhooks', () => {
  test('a company admin adds an endpoint, gets a signed delivery of a paid giving, sees its attempt and resends it', async ({ page, browser, baseURL }) => {
    test.slow();
    const receiver = await startReceiver();
    try {
      const admin = await createTrialUser(page.request, 'webhooks');
      await signIn(page, admin.email, admin.password);
      await page.goto('/developers/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('No endpoints yet.')).toBeVisible();
      await page.screenshot({ path: path.join(shots, 'webhooks-empty.png'), fullPage: true });
      // The Developers screens link to each other; the menu's Developers entry leads here too.
      const developersNav = page.getByRole('navigation', { name: 'Developers' });
      await expect(developersNav.getByText('Webhooks')).toHaveAttribute('aria-current', 'page');
      await developersNav.getByRole('link', { name: 'API keys' }).click();
      await expect(page).toHaveURL(/\/developers$/);
      await page.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\/developers\/webhooks$/);

      // A bad address is refused with the field's message; nothing is added.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter the full address of your endpoint')).toBeVisible();

      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByLabel('Description (optional)').fill('Our CRM');
      await page.getByRole('checkbox', { name: /giving\.failed/ }).check();
      await expect(page.getByRole('checkbox', { name: /giving\.paid/ })).toBeChecked();
      await page.getByRole('button', { name: 'Save' }).click();
      const secret = (await page.getByTestId('webhook-secret-value').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await page.screenshot({ path: path.join(shots, 'webhooks-secret.png'), fullPage: true });
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
      const card = page.getByTestId('webhook-endpoint');
      await expect(card).toContainText(receiver.url);
      await expect(card).toContainText('Active');
      await expect(card).toContainText(`…${secret.slice(-4)}`);

      // The company gives; the receiver gets the signed event within seconds.
      const token = await apiToken(page.request, admin.email, admin.password);
      const { groupId, paidAt } = await companyGives(page.request, token);
      await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(1);
      const [first] = receiver.requests;
      expect(first.at - paidAt).toBeLessThan(5000);
      expect(await verifyWebhookSignature({ secret, header: first.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, rawBody: first.body })).toBe(true);
      const event = JSON.parse(first.body);
      expect(event).toMatchObject({ type: 'giving.paid', mode: 'live', data: { giving_id: groupId, status: 'paid' } });

      // Its delivery and attempt show on the screen; a resend makes a second attempt.
      await page.getByRole('button', { name: 'Show deliveries' }).click();
      const delivery = page.getByTestId('webhook-delivery');
      await expect(delivery).toContainText('giving.paid');
      await expect(delivery).toContainText(event.id);
      await expect(delivery).toContainText('Delivered');
      await expect(delivery).toContainText('#1 OK · Response 200');
      await page.screenshot({ path: path.join(shots, 'webhooks-desktop.png'), fullPage: true });
      await delivery.getByRole('button', { name: /^Resend giving\.paid/ }).click();
      await expect(page.getByText('A new attempt has been queued')).toBeVisible();
      await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(2);
      expect(JSON.parse(receiver.requests[1].body).id).toBe(event.id);
      await expect(delivery).toContainText('#2 OK · Response 200', { timeout: 15_000 });
      await expect(delivery).toContainText('resent');

      // Disabled, it says so and cannot be resent; enabled again, it can.
      await card.getByRole('button', { name: `Disable ${receiver.url}` }).click();
      await expect(card).toContainText('Disabled');
      await expect(delivery.getByRole('button', { name: /^Resend/ })).toBeDisabled();
      await card.getByRole('button', { name: `Enable ${receiver.url}` }).click();
      await expect(card).toContainText('Active');

      // The same screen at phone width, keyboard reachable.
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
      await signIn(phone, admin.email, admin.password);
      await phone.goto('/developers/webhooks');
      await phone.getByRole('button', { name: 'Show deliveries' }).click();
      await expect(phone.getByTestId('webhook-delivery')).toContainText('Delivered');
      await phone.getByRole('button', { name: 'Add endpoint' }).focus();
      await phone.keyboard.press('Enter');
      await expect(phone.getByLabel('Endpoint URL')).toBeVisible();
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await phone.screenshot({ path: path.join(shots, 'webhooks-phone.png'), fullPage: true });
      await phone.close();

      // Deleting asks first, then removes the endpoint and its history.
      await card.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await expect(page.getByText('Delete this endpoint and its delivery history?')).toBeVisible();
      await page.getByRole('alert').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('No endpoints yet.')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('the webhooks API answers the company admin, and refuses visitors and staff', async ({ page }) => {
    const admin = await createTrialUser(page.request, 'webhooks-member');
    const token = await apiToken(page.request, admin.email, admin.password);
    const res = await page.request.get('/api/webhooks/endpoints', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const anonymous = await page.request.get('/api/webhooks/endpoints');
    expect(anonymous.status()).toBe(401);
    const staff = await apiToken(page.request, 'admin@goodhive.example');
    expect((await page.request.get('/api/webhooks/endpoints', { headers: { authorization: `Bearer ${staff}` } })).status()).toBe(403);
  });
});
