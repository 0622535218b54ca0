import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { apiAs } from './support';

const HEALTH_PARTNER = 'health@partners.goodhive.example';
const BANK = { bank_account_name: 'HealthBridge Operating Account', account_number: 'IN 5500 1234 9876', bank_name: 'Mumbai Cooperative Bank', bank_address: '8 Marine Drive, Mumbai' };

test.describe("a partner's public page", () => {
  test('shows the live projects and no bank details, reached from a project page', async ({ browser, page }) => {
    // The partner keeps bank details in its profile: they must never reach the public page.
    const partner = await (await browser.newContext()).newPage();
    await signInThroughApi(partner, HEALTH_PARTNER, '/profile');
    await apiAs(partner, 'POST', '/partner/profile', BANK);

    await page.goto('/projectdetail/1385');
    await page.getByRole('link', { name: 'HealthBridge Clinics' }).click();
    await expect(page).toHaveURL(/\/wcu_partner\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HealthBridge Clinics' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Countries it works in' })).toContainText('India');
    for (const title of ['Fund a health check-up in a rural village', 'Provide a counselling session', 'Train a woman in tailoring for a week']) {
      await expect(page.getByTestId('partner-projects').getByRole('link', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const secret of Object.values(BANK)) expect(text).not.toContain(secret);

    await page.goto('/wcu_partner/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'This worthy cause is not available' })).toBeVisible();
  });
});
