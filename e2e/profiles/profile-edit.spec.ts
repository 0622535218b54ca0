import { expect, test, type Page } from '@playwright/test';
import { createTrialUser } from '../support/accounts';
import { apiTokens, storeSession } from '../support/session';

// A real 1×1 PNG: the server checks an image's bytes, not its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const score = (page: Page) => page.getByTestId('profile-score');

test.describe('editing the personal and the company profile', () => {
  test('a new member completes both profiles, pictures included, and each score reaches 100%', async ({ page }) => {
    const user = await createTrialUser(page.request, 'profile');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));

    // The personal profile: the name is there from sign-up; the picture, about and social pages are missing.
    await page.goto('/personal/profile/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(score(page)).toHaveText('60%');
    await page.getByLabel('Facebook').fill('not a link');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Facebook')).toHaveAttribute('aria-invalid', 'true');
    await expect(score(page)).toHaveText('60%');

    await page.getByLabel('About you').fill('I run a small team that gives with every order.');
    await page.getByLabel('Facebook').fill('https://facebook.com/robin.tester');
    await page.getByLabel('Google+').fill('https://plus.google.com/robin.tester');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/robin-tester');
    await page.getByLabel('Twitter').fill('https://twitter.com/robintester');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(score(page)).toHaveText('90%');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(score(page)).toHaveText('100%');
    await expect(page.getByText('Complete: nothing is missing')).toBeVisible();

    // The company profile, from the account menu.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Company Profile' }).click();
    await expect(page).toHaveURL(/\/company\/profile\/$/);
    // The sign-up e-mail already counts for the company.
    await expect(score(page)).toHaveText('55%');
    await page.getByLabel('Mission').fill('Every coffee we sell gives a day of clean water.');
    await page.getByLabel('Company e-mail').fill('hello@tester.example');
    await page.getByLabel('Phone').fill('+65 6123 4567');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://tester.example');
    await page.getByLabel('Facebook').fill('https://facebook.com/tester');
    await page.getByLabel('Google+').fill('https://plus.google.com/tester');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/tester');
    await page.getByLabel('Twitter').fill('https://twitter.com/tester');
    await page.getByRole('button', { name: 'Save company profile' }).click();
    await expect(score(page)).toHaveText('90%');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(score(page)).toHaveText('100%');
  });
});
