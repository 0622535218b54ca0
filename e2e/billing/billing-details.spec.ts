import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, billingMessages, receiptFileName } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { signIn } from '../support/session';

/** From Billing Details, through the sandbox's card page, back with the notice. */
async function addSandboxCard(page: Page, card: string, expiry: string) {
  await page.getByRole('button', { name: 'Add card' }).first().click();
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\//);
  await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/billing-details$/);
  await expect(page.getByRole('status').filter({ hasText: billingMessages.cardAdded })).toBeVisible();
}

/** Picks an option of a searchable picker by typing part of its name. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const input = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first();
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('billing', () => {
  test('a company admin adds sandbox cards, sets one primary, deletes one, adds a tax detail, saves the address and downloads a giving receipt', async ({ page }) => {
    test.slow();
    const user = await createTrialUser(page.request, 'billing');
    await signIn(page, user.email, user.password);

    // The account menu offers Billing to the company's admin.
    await page.goto('/impact');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/billing-details$/);
    await expect(page).toHaveTitle('Goodhive - Billing Details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing Details');
    await expect(page.getByText(billingMessages.noCards)).toBeVisible();

    // Two cards through the sandbox's hosted page; the first is primary.
    await addSandboxCard(page, SANDBOX_TEST_CARDS.succeeds, '12/34');
    await addSandboxCard(page, SANDBOX_TEST_CARDS.declined, '01/33');
    const cards = page.getByTestId('billing-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Visa •••• 4242');
    await expect(cards.nth(0)).toContainText('Primary');
    await expect(cards.nth(0)).toContainText('Expires 12/2034');
    await expect(cards.nth(1)).toContainText('Visa •••• 0002');

    // A cancelled visit saves nothing and says so.
    await page.getByRole('button', { name: 'Add card' }).first().click();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page.getByRole('status').filter({ hasText: billingMessages.cardAddCancelled })).toBeVisible();
    await expect(cards).toHaveCount(2);

    // Set the second card as primary, then delete the first (asked first).
    await page.getByRole('button', { name: 'Set as primary: Visa ending 0002' }).click();
    await expect(cards.nth(0)).toContainText('Visa •••• 0002');
    await expect(cards.nth(0)).toContainText('Primary');
    await page.getByRole('button', { name: 'Delete: Visa ending 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove card' });
    await expect(dialog).toContainText('Remove the Visa card ending 4242?');
    await dialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(cards.nth(0)).toContainText('Primary');

    // A tax detail: a bad VAT number is explained, a good one is listed.
    const taxForm = page.getByRole('form', { name: 'Add tax detail' });
    await taxForm.getByLabel('Tax number').fill('12345');
    await pick(page, taxForm, 'Country', 'Singapore');
    await taxForm.getByRole('button', { name: 'Add tax detail' }).click();
    await expect(taxForm.getByText(billingMessages.taxNumberInvalid.VAT)).toBeVisible();
    await taxForm.getByLabel('Tax number').fill('GB123456789');
    await taxForm.getByRole('button', { name: 'Add tax detail' }).click();
    const taxTable = page.getByTestId('billing-tax-table');
    await expect(taxTable).toContainText('GB123456789');
    await expect(taxTable).toContainText('Singapore');

    // The billing address: required fields first, then saved and kept.
    const address = page.getByRole('region', { name: 'Billing address' });
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address.getByText(billingMessages.addressRequired.address_1)).toBeVisible();
    await address.getByLabel('Address line 1').fill('8 Marina View');
    await address.getByLabel('City').fill('Singapore');
    await pick(page, address, 'Country', 'Singapore');
    await address.getByLabel('Postcode').fill('018960');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText(billingMessages.addressSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Billing address' }).getByLabel('Address line 1')).toHaveValue('8 Marina View');
    await expect(page.getByTestId('billing-card')).toHaveCount(1);

    // Billing impacts: the trial's paid impact with its receipt.
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Billing Impacts' }).click();
    await expect(page).toHaveURL(/\/billing-impacts$/);
    const table = page.getByTestId('billing-impacts-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const groupId = Number(/#(\d+)/.exec((await table.getByRole('row').nth(1).textContent()) ?? '')![1]);
    const downloading = page.waitForEvent('download');
    await table.getByRole('button', { name: `Receipt (PDF) for payment #${groupId}` }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toBe(receiptFileName(groupId));
    expect((await fs.readFile(await receipt.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Billing tokens: nothing bought yet.
    await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Billing Tokens' }).click();
    await expect(page.getByText(billingMessages.noTokens)).toBeVisible();
  });
});
