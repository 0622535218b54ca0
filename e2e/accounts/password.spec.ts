import { expect, test } from '@playwright/test';
import { accountMessages, messages } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { apiTokens, storeSession, submitLogin } from '../support/session';

test.describe('forgot password', () => {
  test('the mailed link sets a new password that signs in; the used link then counts as expired', async ({ page }) => {
    requireMailbox();
    // A member of its own: resetting a shared demo account would sign other tests out.
    const user = await createTrialUser(page.request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/login\?step=forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');

    const email = page.getByRole('textbox', { name: 'Email' });
    const submit = page.getByRole('button', { name: 'Submit' });
    await email.fill('');
    await submit.click();
    await expect(page.getByText(messages.emailRequired)).toBeVisible();
    await expect(submit).toBeDisabled();
    await email.fill('nobody@e2e.goodhive.example');
    await submit.click();
    await expect(page.getByText(messages.resetRequestFailure)).toBeVisible();
    await email.fill(user.email);
    await submit.click();
    await expect(page.getByText(messages.resetLinkSent)).toBeVisible();

    const link = linkIn(await waitForMail(user.email, /Reset your/), '/forgot-password/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update password');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    await password.fill('weak');
    await password.blur();
    await expect(page.getByText(accountMessages.resetPassword)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await password.fill('NewSecret42');
    await confirm.fill('NewSecret43');
    await confirm.blur();
    await expect(page.getByText(accountMessages.passwordsDiffer)).toBeVisible();
    await confirm.fill('NewSecret42');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(messages.passwordChanged)).toBeVisible();

    // The link works once: opened again, it sends the visitor to sign in with the expiry message.
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: messages.resetLinkExpired })).toBeVisible();

    await submitLogin(page, user.email, user.password);
    await expect(page.getByRole('alert').filter({ hasText: messages.wrongCredentials })).toBeVisible();
    await submitLogin(page, user.email, 'NewSecret42');
    await expect(page).toHaveURL(/\/impact$/);
  });

  test('an unknown reset or verification link says it does not work', async ({ page }) => {
    await page.goto('/forgot-password/no-such-key');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update password');
    await expect(page.getByText(accountMessages.resetLinkInvalid)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/login\?step=forgot-password$/);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

    await page.goto('/verify-email/no-such-key');
    await expect(page.getByTestId('verify-email-message')).toHaveText(accountMessages.verificationLinkInvalid);
  });
});

test.describe('other sessions', () => {
  test('a member signs out every other session from Login & Password Settings and stays signed in here', async ({ page }) => {
    const user = await createTrialUser(page.request, 'sessions');
    const elsewhere = await apiTokens(page.request, user.email, user.password);
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    await page.goto('/reset-password');
    const section = page.getByRole('region', { name: 'Other sessions' });
    await section.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.getByText(messages.otherSessionsEnded, { exact: false })).toBeVisible();
    const other = await page.request.get('/api/user/current', { headers: { authorization: `Bearer ${elsewhere.access_token}` } });
    expect(other.status()).toBe(401);
    // This session goes on.
    await page.reload();
    await expect(section).toBeVisible();
  });
});
