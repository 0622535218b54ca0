import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createTrialUser } from '../support/accounts';
import { DEMO, apiToken, signIn } from '../support/session';

const shots = (name: string) => path.join('test-results', 'screens', 'developers', name);

test.describe('Giving API keys', () => {
  test('a company admin creates a test key at /developers, sees it once, lists projects and gives with it, revokes it, and the key then answers 401', async ({ page }) => {
    test.slow();
    const admin = await createTrialUser(page.request, 'developers');
    await signIn(page, admin.email, admin.password);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    await page.screenshot({ path: shots('developers-empty.png'), fullPage: true });

    // Create a test key (test mode is the default); the secret is shown once.
    await page.getByLabel('Name').fill('Coffee shop till');
    await expect(page.getByRole('radio', { name: /^Test/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /Manage stories/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secretBox = page.getByTestId('api-key-secret');
    await expect(secretBox).toHaveText(/^gh_test_[A-Za-z0-9]{32}$/);
    const secret = (await secretBox.textContent())!.trim();
    await page.screenshot({ path: shots('developers-new-key.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shots('developers-new-key-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
    const table = page.getByTestId('api-keys');
    await expect(table).toContainText('Coffee shop till');
    await expect(table).toContainText(`${secret.slice(0, 12)}…`);
    await page.reload();
    await expect(page.getByTestId('api-keys')).toContainText('Coffee shop till');
    expect(await page.content()).not.toContain(secret);

    // The key at work, from the member's own system.
    const auth = { authorization: `Bearer ${secret}` };
    const projects = await page.request.get('/api/public/v1/projects?limit=5', { headers: auth });
    expect(projects.status(), await projects.text()).toBe(200);
    const listed = (await projects.json()) as { data: { id: number; impact_levels: { id: number }[] }[]; meta: { total: number } };
    expect(listed.meta.total).toBeGreaterThan(0);
    const project = listed.data.find((p) => p.impact_levels.length > 0)!;
    const body = { project_id: project.id, impact_level_id: project.impact_levels[0].id, quantity: 2, customer_reference: 'order-e2e-1' };
    const given = await page.request.post('/api/public/v1/givings', { headers: { ...auth, 'idempotency-key': `e2e-${Date.now()}` }, data: body });
    expect(given.status(), await given.text()).toBe(201);
    expect(((await given.json()) as { data: unknown }).data).toMatchObject({ mode: 'test', status: 'paid', funded_by: 'test', quantity: 2, customer_reference: 'order-e2e-1' });
    await page.reload();
    await expect(page.getByTestId('api-keys')).not.toContainText('Never');

    // The documentation, drawn from the OpenAPI document.
    await page.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/developers\/docs$/);
    await expect(page.getByRole('heading', { name: 'Create a giving' })).toBeVisible();
    await expect(page.getByText('Idempotency-Key').first()).toBeVisible();
    // The batch of business events, with the fields of each event.
    await expect(page.getByRole('heading', { name: 'Record business events in a batch' })).toBeVisible();
    await expect(page.getByTestId('fields-Record business events in a batch: body fields')).toContainText('events[].quantity');
    await page.locator('section[aria-labelledby="op-recordStoryEvents"]').screenshot({ path: shots('developers-docs-batch.png') });
    await page.screenshot({ path: shots('developers-docs.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shots('developers-docs-phone.png') });
    await page.locator('section[aria-labelledby="op-recordStoryEvents"]').screenshot({ path: shots('developers-docs-batch-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Revoke it: the key answers 401 at once.
    await page.goto('/developers');
    await page.getByRole('button', { name: 'Revoke Coffee shop till' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByTestId('api-keys')).toContainText('Revoked');
    const after = await page.request.get('/api/public/v1/projects', { headers: auth });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ status: 'error', message: 'This API key was revoked.' });
  });

  test('a personal giver has no Developers menu and the screen says only company admins manage keys', async ({ page }) => {
    await signIn(page, DEMO.personal);
    await page.goto('/developers');
    await expect(page.getByText('Only an owner or admin of the company, acting for it, manages its API keys.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Developers' })).toHaveCount(0);
  });

  test('staff see a member\u2019s company keys on the admin user page and revoke one with a reason; the key then answers 401', async ({ page }) => {
    test.slow();
    const member = await createTrialUser(page.request, 'developers-staff');
    const token = await apiToken(page.request, member.email, member.password);
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await page.request.get('/api/user/current', { headers })).json()) as { data: { id: number } };
    const created = await page.request.post('/api/developers/keys', { headers, data: { name: 'Billing system', mode: 'live', scopes: ['impact:read'] } });
    expect(created.status(), await created.text()).toBe(200);
    const secret = ((await created.json()) as { data: { secret: string } }).data.secret;
    expect((await page.request.get('/api/public/v1/impact', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);

    await signIn(page, DEMO.admin);
    await page.goto(`/admin/users/display/${me.data.id}`);
    const card = page.getByRole('region', { name: 'API keys' });
    await expect(card.getByTestId('user-api-keys')).toContainText('Billing system');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shots('admin-user-api-keys.png') });
    await card.getByRole('button', { name: /^Revoke Billing system/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Say why the key is revoked.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The member asked us to, by phone');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(card.getByTestId('user-api-keys')).toContainText('Revoked');
    expect((await page.request.get('/api/public/v1/impact', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
  });
});
