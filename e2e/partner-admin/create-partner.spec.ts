import { expect, test } from '@playwright/test';
import { messages, partnerAdminMessages } from '@goodhive/contract';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, signInThroughApi, submitLogin } from '../support/session';

test.describe('staff create partner users', () => {
  test('the new partner sets a password from the welcome e-mail, signs in and sees its panel', async ({ page, browser }) => {
    requireMailbox();
    const stamp = Date.now().toString(36);
    const email = `keeper.${stamp}@new-cause.e2e.example`;
    const cause = `Keepers ${stamp}`;
    await signInThroughApi(page, DEMO.admin, '/admin/wcuuser/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create partner' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Create partner' })).toHaveAttribute('aria-current', 'page');

    // Bad input is named on its field before anything is sent.
    const form = page.getByRole('form', { name: 'Create partner' });
    await form.getByRole('button', { name: 'Create partner user' }).click();
    await expect(form.getByText('The first name is required.')).toBeVisible();
    await expect(form.getByText('The worthy cause name is required.')).toBeVisible();

    await form.getByLabel('First name').fill('Lerato');
    await form.getByLabel('Last name').fill('Mokoena');
    await form.getByLabel('Email').fill(DEMO.partner);
    await form.getByLabel('Worthy cause name').fill(cause);
    await form.getByLabel('Country').fill('Keny');
    await page.getByRole('option', { name: 'Kenya' }).click();
    await form.getByRole('button', { name: 'Create partner user' }).click();
    // A taken e-mail is refused on its field.
    await expect(form.getByText(partnerAdminMessages.emailTaken)).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Create partner user' }).click();

    await expect(page.getByRole('heading', { name: `${cause} is ready` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: partnerAdminMessages.created(email) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', /^\/admin\/wcuuser\/profiles\/\d+$/);
    await expect(page.getByRole('link', { name: 'Create a project' })).toHaveAttribute('href', /^\/admin\/wcuuser\/projects\/create\/\d+$/);

    // The partner users list has it, live, with no projects yet.
    await page.goto(`/admin/wcuuser?search=${encodeURIComponent(cause)}`);
    const row = page.getByTestId('partner-row').filter({ hasText: cause });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Live');
    await expect(row).toContainText('No projects yet');

    // The partner, in a browser of its own, follows the link, chooses a password and signs in.
    const link = linkIn(await waitForMail(email, /set your password/), '/forgot-password/');
    const partner = await browser.newPage();
    await partner.goto(link);
    await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Update password');
    await partner.getByRole('textbox', { name: 'Password', exact: true }).fill('RiverKeep42');
    await partner.getByRole('textbox', { name: 'Confirm password' }).fill('RiverKeep42');
    await partner.getByRole('button', { name: 'Submit' }).click();
    await expect(partner.getByText(messages.passwordChanged)).toBeVisible();
    await partner.getByTestId('reset-password-panel').getByRole('link', { name: 'Login' }).click();
    await submitLogin(partner, email, 'RiverKeep42');
    await expect(partner.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
    await expect(partner.getByTestId('partner-name')).toHaveText(cause);
    await partner.close();
  });
});
