import { expect, test } from '@playwright/test';
import { readLocalStorage, signInThroughApi } from '../support/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('partner profile', () => {
  test('a partner completes its profile and sees the score reach 100', async ({ page }) => {
    await signInThroughApi(page, 'learning@partners.goodhive.example', '/profile');
    // Start from an incomplete profile, whatever an earlier attempt left.
    const token = await readLocalStorage(page, 'goodhive.access_token');
    const blank = { org_aboutus: null, org_mission: null, bank_account_name: null, account_number: null, bank_name: null, bank_address: null, finance_year_start: null, org_image: null };
    expect((await page.request.post('/api/partner/profile', { data: blank, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const score = page.getByTestId('profile-score');
    await expect(score).toHaveText('40%');

    await page.getByLabel('About us').fill('We run community schools and teacher training in Cambodia.');
    await page.getByLabel('Mission', { exact: true }).fill('Every child in school, every day.');
    await page.getByLabel('Bank account name').fill('Seeds of Learning');
    await page.getByLabel('Account number').fill('KH 0012 3456 7890');
    await page.getByLabel('Bank name').fill('Phnom Penh Community Bank');
    await page.getByLabel('Bank address').fill('12 Preah Norodom Blvd, Phnom Penh');
    await page.getByRole('combobox', { name: 'Finance year start' }).click();
    await page.getByRole('option', { name: 'April' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(score).toHaveText('90%');
    await expect(page.getByRole('list', { name: 'Add these to reach 100%:' })).toHaveText(/Organisation image/);

    await page.locator('input[type="file"]').setInputFiles({ name: 'school.png', mimeType: 'image/png', buffer: PNG });
    await expect(score).toHaveText('100%');
    await expect(page.getByText('Complete: givers and our team see everything they need')).toBeVisible();
    await expect(page.getByRole('img', { name: /image$/ })).toBeVisible();

    // A file that only claims to be an image is refused with a clear message.
    await page.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG, WebP or GIF image.' })).toBeVisible();
  });

  test('a partner adds a contact and tax details, and sees bad input named on its field', async ({ page }) => {
    await signInThroughApi(page, 'relief@partners.goodhive.example', '/profile');
    const contact = page.getByRole('form', { name: 'Add a contact' });
    await contact.getByRole('combobox', { name: 'Contact type' }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await contact.getByLabel('First name').fill('Maria');
    const lastName = `Santos${Date.now() % 100_000}`;
    await contact.getByLabel('Last name').fill(lastName);
    await contact.getByLabel('Email').fill('not-an-email');
    await contact.getByRole('button', { name: 'Add contact' }).click();
    await expect(contact.getByText('Please enter a valid email address.')).toBeVisible();
    await contact.getByLabel('Email').fill('maria@relief.example');
    await contact.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByRole('button', { name: `Remove Maria ${lastName}` })).toBeVisible();
  });
});
