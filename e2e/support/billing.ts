import { expect, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, billingMessages } from '@goodhive/contract';

/** Saves the sandbox card that succeeds as the primary card of the account the member acts as, from Billing Details. */
export async function addPrimaryCard(page: Page) {
  await page.goto('/billing-details');
  await page.getByRole('button', { name: 'Add card' }).first().click();
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\//);
  await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: billingMessages.cardAdded })).toBeVisible();
}
