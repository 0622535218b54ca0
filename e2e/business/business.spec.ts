import { expect, test } from '@playwright/test';
import { LOGIN_MESSAGE_MS, messages } from '@goodhive/contract';
import { DEMO, emailField, signIn, signInThroughApi, submitLogin } from '../support/session';

test.describe('business sign-in', () => {
  test('a company owner lands on /impact with the Business Account menu', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page).toHaveTitle('Goodhive - Impact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Maya$/);
    const account = page.getByRole('banner').getByTestId('account-summary');
    await expect(account).toContainText('Business Account');
    await expect(account).toContainText('Brightside Coffee Co.');
    const menu = page.getByRole('navigation', { name: 'Business menu' });
    await expect(menu.getByRole('link').first()).toHaveText('Dashboard');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  });

  test('a personal user sees the Personal Account menu with their name', async ({ page }) => {
    await signInThroughApi(page, DEMO.personal, '/impact');
    const account = page.getByRole('banner').getByTestId('account-summary');
    await expect(account).toContainText('Personal Account');
    await expect(account).toContainText('Sam Rivera');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toContainText('sam@goodhive.example');
  });

  test("wrong credentials show the server's message for 3 seconds", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.owner, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: messages.wrongCredentials });
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: LOGIN_MESSAGE_MS + 2_000 });
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form checks the e-mail and password before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    await emailField(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(messages.invalidEmail)).toBeVisible();
  });

  test('logging out returns to sign-in, which remembers the e-mail', async ({ page }) => {
    await signIn(page, DEMO.personal);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have signed out. See you soon!')).toBeVisible();
    await expect(emailField(page)).toHaveValue(DEMO.personal);
    await page.goto('/impact');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after signing in, a visitor returns to the screen they were sent away from', async ({ page }) => {
    await page.goto('/impact?from=newsletter');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, DEMO.personal);
    await expect(page).toHaveURL(/\/impact\?from=newsletter$/);
  });

  test('the site root shows signed-in business users their Dashboard, and the sign-in screen sends them there', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a signed-in user on an unknown address sees not-found inside the business panel', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/no-such-screen');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Business menu' })).toBeVisible();
  });
});

test.describe('business side menu', () => {
  test('is a sidebar from 1200 px and a drawer below', async ({ page }) => {
    await page.setViewportSize({ width: 1199, height: 800 });
    await signInThroughApi(page, DEMO.owner, '/impact');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Business menu' })).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Business menu' })).toBeVisible();
  });
});

test.describe('business panel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu opens as a drawer', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/impact');
    await expect(page.getByRole('navigation', { name: 'Business menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
  });
});
