import { expect, test } from '@playwright/test';
import { messages, partnerApplicationTexts } from '@goodhive/contract';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, signInThroughApi, submitLogin } from '../support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('partner sign-up', () => {
  test('a worthy cause applies with a document, staff approve it in the WC area, and it signs in to its panel', async ({ page, browser }) => {
    requireMailbox();
    const stamp = Date.now().toString(36);
    const email = `apply.${stamp}@cause.e2e.example`;
    const cause = `Wells ${stamp}`;

    // The visitor applies; a wrong file type is refused on its field first.
    await page.goto('/partner-sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to become a partner');
    const form = page.getByRole('form', { name: 'Partner application' });
    await form.getByRole('textbox', { name: 'Organisation name' }).fill(cause);
    await form.getByRole('textbox', { name: 'Your first name' }).fill('Wanjiru');
    await form.getByRole('textbox', { name: 'Your last name' }).fill('Kamau');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Country' }).or(form.getByRole('combobox', { name: 'Country' })).first().fill('Keny');
    await page.getByRole('option', { name: 'Kenya', exact: true }).click();
    await form.getByRole('textbox', { name: 'About your organisation' }).fill('We drill and look after boreholes for village schools.');
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only words, not a PDF') });
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(form.getByText(partnerApplicationTexts.documentType)).toBeVisible();
    await fileInput.setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(page.getByText(partnerApplicationTexts.submitted)).toBeVisible();

    // Nobody can sign in for it before staff approve it.
    await page.goto('/login');
    await submitLogin(page, email, 'Anything2026');
    await expect(page.getByText(messages.wrongCredentials)).toBeVisible();

    // Staff approve it in the admin WC area.
    await signInThroughApi(page, DEMO.admin, '/admin/wcuuser/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner applications' })).toBeVisible();
    const application = page.getByRole('article', { name: cause });
    await expect(application).toContainText(email);
    await expect(application.getByRole('button', { name: 'Download registration.pdf' })).toBeVisible();
    await application.getByRole('button', { name: 'Approve and create the partner' }).click();
    await expect(page.getByText('Approved: the partner was created and welcomed.')).toBeVisible();

    // The partner sets its password from the welcome e-mail and signs in to its panel.
    const link = linkIn(await waitForMail(email, /set your password/), '/forgot-password/');
    const partner = await browser.newPage();
    await partner.goto(link);
    await partner.getByRole('textbox', { name: 'Password', exact: true }).fill('Borehole42');
    await partner.getByRole('textbox', { name: 'Confirm password' }).fill('Borehole42');
    await partner.getByRole('button', { name: 'Submit' }).click();
    await expect(partner.getByText(messages.passwordChanged)).toBeVisible();
    await partner.getByTestId('reset-password-panel').getByRole('link', { name: 'Login' }).click();
    await submitLogin(partner, email, 'Borehole42');
    await expect(partner.getByTestId('panel-title')).toHaveText('Worthy Cause User Panel');
    await expect(partner.getByTestId('partner-name')).toHaveText(cause);
    await partner.close();
  });
});
