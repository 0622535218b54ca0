import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, guestGivingTexts } from '@goodhive/contract';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { submitLogin } from '../support/session';

const WATER_PROJECT = 'Give a day of clean water to a person';

async function chooseCountry(page: Page, name: string) {
  const box = page.getByRole('textbox', { name: 'Country' }).or(page.getByRole('combobox', { name: 'Country' })).first();
  await box.click();
  if (await box.isEditable()) await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('a visitor', () => {
  test('reads How it works, finds a water project from Causes, gives as a guest, claims the giving and sees it in the impact history', async ({ page }) => {
    requireMailbox();
    const email = `guest-${Date.now()}@example.com`;

    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three steps from good intentions to real impact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Causes' }).click();
    await expect(page.getByRole('heading', { name: 'Clean Water' })).toBeVisible();
    await page.getByRole('link', { name: WATER_PROJECT }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WATER_PROJECT);

    await page.getByRole('textbox', { name: 'Quantity' }).fill('100');
    await page.getByRole('button', { name: 'Give as a guest' }).click();
    await expect(page).toHaveURL(/\/usercart\/[^/]+\/guest$/);
    await expect(page.getByRole('heading', { name: 'Your giving cart' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Impacts in the cart' })).toContainText(WATER_PROJECT);

    await page.getByLabel('First name').fill('Gale');
    await page.getByLabel('Last name').fill('Guest');
    await page.getByLabel('E-mail').fill(email);
    // A visitor from the United States reads the charity disclosure first.
    await chooseCountry(page, 'United States');
    await expect(page.getByText(guestGivingTexts.disclosureTitle)).toBeVisible();
    await page.getByRole('button', { name: 'Give US $2.00 as a guest' }).click();
    await expect(page.getByText(guestGivingTexts.disclosureRequired)).toBeVisible();
    await page.getByLabel(guestGivingTexts.disclosureAccept).check();
    await page.getByRole('button', { name: 'Give US $2.00 as a guest' }).click();

    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Pay US $2.00' }).click();
    await expect(page).toHaveURL(/\/thankyou\?group=\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your giving!' })).toBeVisible();

    const receipt = await waitForMail(email, /receipt/);
    await page.goto(linkIn(receipt, '/claim-giving/'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Claimed-2026!');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Claimed-2026!');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, email, 'Claimed-2026!');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/impact-history');
    await expect(page.getByText(WATER_PROJECT).first()).toBeVisible();
  });
});
