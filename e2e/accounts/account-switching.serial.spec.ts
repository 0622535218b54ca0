import { expect, test } from '@playwright/test';
import { messages } from '@goodhive/contract';
import { DEMO, signInThroughApi } from '../support/session';

/*
 * Switching changes the demo owner's account for every session, so this file runs in its own project
 * after the others (playwright.config.ts), where no other test watches the owner's account heading.
 */
test.describe('account switching', () => {
  test('a company owner switches to the personal account and back', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/impact');
    const summary = page.getByRole('banner').getByTestId('account-summary');
    await expect(summary).toContainText('Business Account');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Switch to Business Account' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Switch to Personal Account' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(summary).toContainText('Personal Account');
    await expect(summary).toContainText('Maya Tan');
    await expect(page.getByText(messages.accountSwitched.user)).toBeVisible();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Switch to Business Account' }).click();
    await expect(summary).toContainText('Business Account');
    await expect(summary).toContainText('Brightside Coffee Co.');
  });

  test('a personal user who is no company admin is offered no switch', async ({ page }) => {
    await signInThroughApi(page, DEMO.personal, '/impact');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: /Switch to/ })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Login & Password Settings' })).toHaveAttribute('href', '/personal/reset-password');
  });
});
