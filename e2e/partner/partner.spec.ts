import { expect, test } from '@playwright/test';
import { PARTNER_NAME_MAX, truncateName } from '@goodhive/contract';
import { DEMO, signIn, signInThroughApi } from '../support/session';

const CAUSE = 'Global Roots Foundation';

test.describe('partner panel', () => {
  test('signing in opens the Worthy Cause User Panel with the cause name cut at 20 characters', async ({ page }) => {
    await signIn(page, DEMO.partner);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
    expect(truncateName(CAUSE, PARTNER_NAME_MAX)).toBe('Global Roots Foundat...');
    const welcome = page.getByTestId('panel-welcome');
    await expect(welcome).toContainText('Welcome');
    await expect(page.getByTestId('partner-name')).toHaveText('Global Roots Foundat...');
    await expect(welcome).toContainText('G');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${CAUSE}`);
    const menu = page.getByRole('navigation', { name: 'Partner menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Profile', 'Projects', 'Contributions', 'Project Update', 'Resources']);
  });

  test('a signed-in partner opening sign-in goes to the site root', async ({ page }) => {
    await signInThroughApi(page, DEMO.partner, '/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
  });

  test('logout goes to the sign-in screen', async ({ page }) => {
    await signInThroughApi(page, DEMO.partner);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
