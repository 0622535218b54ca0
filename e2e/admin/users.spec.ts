import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, apiToken, signInThroughApi } from '../support/session';

const MERLION = 'owner@merlion.example';

test.describe('staff user management', () => {
  test('staff find a business in the quick search, block it (its next call is refused), unblock it, filter with a favourite, export it and see each action in the audit log', async ({ page }) => {
    const memberToken = await apiToken(page.request, MERLION);
    await signInThroughApi(page, DEMO.admin, '/');

    // Quick search by part of the business name.
    const search = page.getByRole('textbox', { name: /search/i }).first();
    await search.fill('Merlion Des');
    const option = page.getByRole('option', { name: /Wei Lim/ });
    await expect(option).toContainText('Merlion Design House');
    await expect(option).toContainText(MERLION);
    await option.click();
    await expect(page).toHaveURL(/\/admin\/users\/display\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wei Lim');

    // Block, with a reason: the member's next call is refused.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Block this user?' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    const shots = path.join('test-results', 'screens', 'admin');
    await dialog.screenshot({ path: path.join(shots, 'audit-reason-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.screenshot({ path: path.join(shots, 'audit-reason-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByLabel('Reason').fill('Chargebacks under review');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible();
    const refused = await page.request.get('/api/user/current', { headers: { authorization: `Bearer ${memberToken}` } });
    expect(refused.status()).toBe(401);

    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock this user?' });
    await unblock.getByLabel('Reason').fill('Cleared');
    await unblock.getByRole('button', { name: 'Unblock' }).click();
    await expect(unblock).toBeHidden();
    await expect(page.getByRole('region', { name: 'Audit trail' }).getByText('Chargebacks under review')).toBeVisible();

    // The favourite 'SME members in Singapore ...' in the e-mail-user filter, and the CSV of the result.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await page.getByRole('button', { name: 'E-mail user filter' }).click();
    const filter = page.getByRole('dialog', { name: 'E-mail user filter' });
    // The pickers load after the dialog's first paint: wait for the favourites before choosing one.
    await expect(filter.getByPlaceholder('Choose a saved filter')).toBeVisible();
    await filter.getByPlaceholder('Choose a saved filter').click();
    await page.getByRole('option', { name: /SME members in Singapore/ }).click();
    await expect(filter.getByRole('textbox', { name: 'USD amount more than' })).toHaveValue('500');
    await filter.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: '1 user found' })).toBeVisible();
    await expect(page.getByTestId('admin-users-table')).toContainText(MERLION);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^users-.*\.csv$/);

    // Both actions are in the audit log.
    await page.goto('/admin/audit-log');
    const log = page.getByTestId('audit-log-table');
    await expect(log.getByText('Blocked a user', { exact: true })).toBeVisible();
    await expect(log.getByText('Unblocked a user', { exact: true })).toBeVisible();
    await expect(log.getByText('Chargebacks under review')).toBeVisible();
  });
});
