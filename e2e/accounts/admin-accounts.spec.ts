import { expect, test } from '@playwright/test';
import { messages } from '@goodhive/contract';
import { DEMO, readLocalStorage, signIn, signInThroughApi } from '../support/session';

test.describe('admin account tools', () => {
  test('an admin finds the business owner in the quick search, logs in as them and comes back', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
    const search = page.getByRole('textbox', { name: /Quick search users/ });
    await search.fill('Brightside');
    const option = page.getByRole('option', { name: /Maya Tan/ });
    await expect(option).toContainText('Brightside Coffee Co.');
    await expect(option).toContainText(DEMO.owner);
    await option.click();

    await expect(page).toHaveURL(/\/admin\/users\/display\/\d+$/);
    const recordUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Tan');
    const record = page.getByRole('region', { name: 'Profile' });
    await expect(record).toContainText(DEMO.owner);
    await expect(record).toContainText('Goodhive Member');
    await expect(page.getByRole('region', { name: 'Company and membership' })).toContainText('Brightside Coffee Co.');

    await page.getByRole('button', { name: 'Login as this user' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Maya$/);
    await expect(page.getByTestId('impersonation-bar')).toContainText(DEMO.owner);
    expect(await readLocalStorage(page, 'goodhive.admin_access_token')).not.toBeNull();

    await page.getByTestId('impersonation-bar').getByRole('button', { name: 'Back to Admin Account' }).click();
    await expect(page).toHaveURL(recordUrl);
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
    await expect(page.getByText(messages.impersonationEnded)).toBeVisible();
    expect(await readLocalStorage(page, 'goodhive.admin_access_token')).toBeNull();
  });

  test('an admin with change_type 1 opens the business and partner views and returns to the admin view', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.getByRole('button', { name: 'Switch to' }).click();
    await page.getByRole('menuitem', { name: 'Business Account' }).click();
    // Home of the business view: the Dashboard at the site root.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByTestId('account-summary')).toContainText('Ada Staff');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Account' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');

    await page.getByRole('button', { name: 'Switch to' }).click();
    await page.getByRole('menuitem', { name: 'Partner Account' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
    await page.getByRole('button', { name: 'Admin Account' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
  });

  test('an admin in the partner view switches straight to the business view', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.getByRole('button', { name: 'Switch to' }).click();
    await page.getByRole('menuitem', { name: 'Partner Account' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
    await page.getByRole('banner').getByRole('button', { name: 'Business Account' }).click();
    await expect(page.getByRole('banner').getByTestId('account-summary')).toContainText('Ada Staff');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Account' }).click();
    await expect(page.getByTestId('panel-title')).toHaveText('Admin System');
  });

  test('the quick search says so when nobody matches', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.getByRole('textbox', { name: /Quick search users/ }).fill('zz-nobody-zz');
    await expect(page.getByText(messages.noUsersFound)).toBeVisible();
  });
});
