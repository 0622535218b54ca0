import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, membershipSignUpMessages, messages } from '@goodhive/contract';
import { verifyEmailThroughMail } from '../support/accounts';
import { codeIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, submitLogin } from '../support/session';

const PASSWORD = 'Member2026';

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label })).first();
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAboutYou(page: Page, email: string, business: boolean) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Mara');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  if (business) await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Okafor Studio');
  await choose(page, 'Country', 'Singapore');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
}

test.describe('membership sign-up', () => {
  test('a business chooses a package, pays with the sandbox card, and signs in with the e-mailed code', async ({ page, request }) => {
    requireMailbox();
    const email = `member-${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(membershipSignUpMessages.title);
    await expect(page).toHaveTitle(/Become a member/i);

    // Sending without a package or the fields names what is missing, and nothing starts.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Please choose one of the membership packages.')).toBeVisible();
    await expect(page.getByText(messages.termsNotAccepted)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);

    await page.getByRole('radio', { name: /^Small/ }).check();
    await expect(page.getByTestId('sign-up-summary')).toContainText('Small, Annual (1 year): US $');
    await fillAboutYou(page, email, true);
    await page.screenshot({ path: 'test-results/sign-up.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(page).toHaveURL(/\/sign-up\/complete\/[^/]+$/);
    await expect(page.getByText(membershipSignUpMessages.completedTitle)).toBeVisible();
    await page.screenshot({ path: 'test-results/sign-up-complete.png', fullPage: true });
    await waitForMail(email, /membership receipt/);

    // The e-mail is verified from the mailed link; from then on sign-in asks for the e-mailed code.
    await verifyEmailThroughMail(request, email);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/login\?step=verify-otp$/);
    await page.getByRole('textbox', { name: 'Sign-in code' }).fill(codeIn(await waitForMail(email, /sign-in code/)));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await page.goto('/profile/upgrade/');
    await expect(page.locator('#current-membership')).toHaveText('Small');
  });

  test('the GeniusU variant signs up a personal member; a used e-mail is refused; a declined card opens no account', async ({ page }) => {
    await page.goto('/sign-up-geniusu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(membershipSignUpMessages.campaignTitle);
    // The segmented switch by keyboard: the arrow moves the choice.
    await page.getByRole('radio', { name: 'Business', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Personal', exact: true })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: /^Tiny/ }).check();
    await fillAboutYou(page, DEMO.owner, false);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('sign-up-error')).toContainText(messages.emailExists);
    await expect(page).toHaveURL(/\/sign-up-geniusu$/);
    await page.screenshot({ path: 'test-results/sign-up-geniusu.png', fullPage: true });

    const email = `declined-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.declined);
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(page.getByText(membershipSignUpMessages.failedTitle)).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sign-up-geniusu$/);
    await page.goto('/login');
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByText(messages.wrongCredentials)).toBeVisible();
  });
});
