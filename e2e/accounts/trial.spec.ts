import { expect, test, type Page } from '@playwright/test';
import { NAME_MAX, accountMessages, messages, referralTexts } from '@goodhive/contract';
import { newTrialUser } from '../support/accounts';
import { codeIn, linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, signInThroughApi, submitLogin } from '../support/session';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Steps 0 and 1 of the trial: GET STARTED, then the chosen impact. */
async function chooseImpact(page: Page, impact: RegExp) {
  await page.getByRole('button', { name: 'GET STARTED' }).click();
  await page.getByRole('radio', { name: impact }).click();
  await page.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about you and your business');
}

test.describe('trial registration', () => {
  test('a new business signs up, lands on /impact, verifies its e-mail and then signs in with a mailed code', async ({ page }) => {
    requireMailbox();
    test.slow();
    const user = newTrialUser('trial');
    await page.goto('/trial-registration?code=E2E-FRIEND');
    await expect(page).toHaveTitle('Goodhive - Start Your Free Trial');
    await page.getByRole('button', { name: 'GET STARTED' }).click();
    await page.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
    await expect(page.getByText(messages.noImpactChosen)).toBeVisible();
    await page.getByRole('radio', { name: /Clean water: \$1\.00 gives 50 days of clean water/ }).click();
    await page.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
    await expect(page.getByText('Referral code E2E-FRIEND', { exact: true })).toBeVisible();

    await field(page, 'First name').fill(user.firstName);
    await field(page, 'Last name').fill(user.lastName);
    await field(page, 'Work email').fill(user.email);
    await field(page, 'Company').fill(user.company);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('India (+91)');
    await field(page, 'Password').fill(user.password);
    await field(page, 'Confirm password').fill(user.password);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'MAKE IT HAPPEN' }).click();

    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toContainText(messages.trialSuccess);
    // Nobody owns E2E-FRIEND: the sign-up works and says the code was not applied.
    await expect(dialog.getByTestId('referral-outcome')).toHaveText(referralTexts.codeUnknown);
    await dialog.getByRole('button', { name: 'Enter and get started' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, ${user.firstName}$`));
    await expect(page.getByRole('banner').getByTestId('account-summary')).toContainText(user.company);

    // The verification link from the mail turns on sign-in codes, then leads to the password settings.
    const verifyMail = await waitForMail(user.email, /Verify your e-mail/);
    await page.goto(linkIn(verifyMail, '/verify-email/'));
    await expect(page.getByTestId('verify-email-message')).toHaveText(messages.emailVerified);
    await page.getByRole('button', { name: 'Continue now' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login & Password Settings');
    await expect(page.getByText(messages.emailVerified)).toBeVisible();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Sign-in now asks for the e-mailed code; a wrong one is refused, a resent one works.
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/login\?step=verify-otp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    const first = codeIn(await waitForMail(user.email, /sign-in code/));
    const code = page.getByRole('textbox', { name: 'Sign-in code' });
    await code.fill('12ab');
    await expect(code).toHaveValue('12');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(accountMessages.otpFormat)).toBeVisible();
    await code.fill(first === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: accountMessages.otpWrong })).toBeVisible();

    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(accountMessages.otpSent)).toBeVisible();
    const second = codeIn(await waitForMail(user.email, /sign-in code/, { after: 1 }));
    await code.fill(second);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, ${user.firstName}$`));
  });

  test('the sign-up form shows the message of every rule it breaks', async ({ page }) => {
    await page.goto('/trial-registration');
    await chooseImpact(page, /^Trees/);
    await page.getByRole('button', { name: 'MAKE IT HAPPEN' }).click();
    await expect(page.getByTestId('trial-form-error')).toHaveText(messages.trialFormInvalid);
    for (const text of [
      accountMessages.required('first name'),
      accountMessages.required('last name'),
      accountMessages.required('email'),
      accountMessages.required('company'),
      accountMessages.required('password'),
      accountMessages.required('confirm password'),
      messages.termsNotAccepted,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }

    await field(page, 'First name').fill('x'.repeat(NAME_MAX + 1));
    await field(page, 'First name').blur();
    await expect(page.getByText(accountMessages.nameMax('first name'))).toBeVisible();

    await field(page, 'Work email').fill('not-an-email');
    await field(page, 'Work email').blur();
    await expect(page.getByText(messages.invalidEmail)).toBeVisible();
    await field(page, 'Work email').fill(DEMO.owner);
    await field(page, 'Work email').blur();
    await expect(page.getByText(messages.emailExists)).toBeVisible();

    await field(page, 'Company').fill('Acme <Corp>!');
    await expect(field(page, 'Company')).toHaveValue('Acme Corp');

    await page.getByRole('button', { name: 'Clear country' }).click();
    await expect(page.getByText(messages.countryRequired)).toBeVisible();

    await field(page, 'Password').fill('short');
    await field(page, 'Password').blur();
    await expect(page.getByText(accountMessages.trialPassword)).toBeVisible();
    await field(page, 'Confirm password').fill('different');
    await field(page, 'Confirm password').blur();
    await expect(page.getByText(accountMessages.passwordsDiffer)).toBeVisible();

    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page.getByRole('radio', { name: /^Trees/ })).toBeChecked();
  });

  test('a signed-in member sees the form but cannot send it', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/trial-registration');
    await expect(page.getByRole('alert').filter({ hasText: messages.loggedInAsMember })).toBeVisible();
    await chooseImpact(page, /^Education/);
    await expect(page.getByRole('button', { name: 'MAKE IT HAPPEN' })).toBeDisabled();
    await expect(field(page, 'First name')).toBeDisabled();
  });

  test('has its own footer with home, about, terms and privacy', async ({ page }) => {
    await page.goto('/trial-registration');
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText(['Home', 'About', 'Terms', 'Privacy']);
    await expect(page.getByRole('link', { name: 'Learn more about how it works' })).toHaveAttribute('href', '/how-it-works');
  });
});
