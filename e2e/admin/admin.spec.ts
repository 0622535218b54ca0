import { expect, test } from '@playwright/test';
import { ADMIN_SIDEBAR_PX } from '@goodhive/contract';
import { DEMO, readLocalStorage, signIn, signInThroughApi } from '../support/session';

test.describe('admin panel', () => {
  test('signing in opens the Admin System home with a 195 px side menu', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Goodhive - Home');
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
    await expect(page.getByTestId('panel-welcome')).toHaveText('Welcome, Ada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');
    expect(await readLocalStorage(page, 'goodhive.login_type')).toBe('admin');

    const sidebar = page.getByTestId('panel-sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(ADMIN_SIDEBAR_PX);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByText('Home', { exact: true }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    // The home is the staff dashboard (e2e/admin/dashboard.spec.ts covers its cards).
    await expect(page.getByRole('region', { name: 'Given this week' })).toBeVisible();
  });

  test('logout clears the login type and returns home, which asks to sign in', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readLocalStorage(page, 'goodhive.login_type')).toBeNull();
    expect(await readLocalStorage(page, 'goodhive.access_token')).toBeNull();
  });

  test('business-only screens are not found for admins', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin, '/impact');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
  });

  test('public screens show the business header and a way back', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving that is part of how you do business');
    await expect(page.getByRole('navigation', { name: 'Business menu' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin System' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
  });
});
