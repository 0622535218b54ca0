import { expect, test } from '@playwright/test';
import { adminAccountMessages, profileEditMessages } from '@goodhive/contract';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, signInThroughApi } from '../support/session';

test.describe('staff create and edit accounts', () => {
  test('staff create a business account (the welcome mail arrives), edit its name and see it on the account', async ({ page }) => {
    requireMailbox();
    const stamp = Date.now().toString(36);
    const email = `owner.${stamp}@lantern.e2e.example`;
    const company = `Lantern Bakery ${stamp}`;
    await signInThroughApi(page, DEMO.admin, '/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await page.getByRole('link', { name: 'Create user' }).first().click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible();
    await page.getByRole('region', { name: 'Business account' }).getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create-new\?type=business$/);

    // Bad input is named on its field before anything is sent.
    const form = page.getByRole('form', { name: 'Create business account' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('The company name field is required.')).toBeVisible();
    await expect(form.getByText(adminAccountMessages.countryRequired)).toBeVisible();
    await expect(form.getByText(adminAccountMessages.reasonRequired)).toBeVisible();

    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('First name').fill('Mei');
    await form.getByLabel('Last name').fill('Tan');
    await form.getByLabel('Email').fill(DEMO.personal);
    await form.getByLabel('Country').fill('Singap');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await form.getByLabel('Reason').fill('Met at the Singapore fair');
    await form.getByRole('button', { name: 'Create account' }).click();
    // A taken e-mail is refused on its field, and nothing is created.
    await expect(form.getByText(adminAccountMessages.emailTaken)).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/admin\/users\/display\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mei Tan');
    await expect(page.getByRole('region', { name: 'Company and membership' })).toContainText(company);
    await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText('Met at the Singapore fair');

    // The welcome mail, with its set-password link, is in the test mailbox.
    const mail = await waitForMail(email, /set your password/);
    expect(mail.text).toContain(company);
    expect(linkIn(mail, '/forgot-password/')).toMatch(/^\/forgot-password\/[\w-]+$/);

    // Staff edit the owner's and the company's names; the account shows them.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\/edit\/\d+$/);
    const edit = page.getByRole('form', { name: 'Edit user' });
    await expect(edit.getByLabel('Company name')).toHaveValue(company);
    await edit.getByLabel('Last name').fill('Tan-Lim');
    await edit.getByLabel('Company name').fill(`${company} & Cafe`);
    await edit.getByLabel('Website').fill('not a web address');
    await edit.getByLabel('Reason').fill('Renamed after the merger');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(profileEditMessages.invalidUrl)).toBeVisible();
    await edit.getByLabel('Website').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/users\/display\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mei Tan-Lim');
    await expect(page.getByRole('region', { name: 'Company and membership' })).toContainText(`${company} & Cafe`);
    await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText('Renamed after the merger');
  });
});
