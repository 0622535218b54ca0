import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';

test.describe('public profiles and the business listing', () => {
  test('a visitor finds a business in the listing and opens its impact profile with the map', async ({ page }) => {
    await page.goto('/business-listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Business listing' })).toBeVisible();
    await page.getByLabel('Search').fill('Kopi');
    await expect(page.getByText('1 business')).toBeVisible();
    await page.getByRole('link', { name: /Kopi Kita/ }).click();
    await expect(page).toHaveURL(/\/business-profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kopi Kita' })).toBeVisible();
    await expect(page.getByRole('img', { name: /World map of the countries reached: .*Indonesia/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Projects supported' })).toBeVisible();
    await expect(page.getByText('US $')).toHaveCount(0);
  });

  test('a visitor narrows the members listing by country and industry from the keyboard', async ({ page }) => {
    await page.goto('/members');
    const finder = page.getByRole('search', { name: 'Find businesses' });
    // The pickers' options exist only while a list is open.
    await expect(page.getByRole('option', { includeHidden: true })).toHaveCount(0);

    await finder.getByLabel('Country').fill('Germ');
    await expect(page.getByRole('option', { name: 'Germany', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]country=\d+/);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Northwind Logistics/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kopi Kita/ })).toHaveCount(0);

    await finder.getByLabel('Industry').fill('Food');
    await expect(page.getByRole('option', { name: 'Food & Beverages', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await finder.getByLabel('Industry').fill('Logistics');
    await page.getByRole('option', { name: 'Logistics & Supply Chain', exact: true }).click();
    await expect(page).toHaveURL(/[?&]industry=\d+/);
    await expect(page.getByRole('link', { name: /Northwind Logistics/ })).toBeVisible();
  });

  test('an owner makes the profile private, visitors then cannot open it, and public again', async ({ page, browser }) => {
    await signInThroughApi(page, 'owner@sunrisedental.example', '/business-listing');
    await page.getByRole('link', { name: 'View and share your profile' }).click();
    const profileUrl = new URL(page.url()).pathname;
    const visibility = page.getByRole('region', { name: 'Profile visibility' });
    await expect(visibility).toContainText('This profile is public');
    await visibility.getByLabel('Public profile').click({ force: true });
    await expect(visibility).toContainText('Only you and your team can see this profile');

    const visitor = await browser.newPage();
    await visitor.goto(profileUrl);
    await expect(visitor.getByRole('alert')).toContainText('This profile is private or does not exist.');
    await visitor.goto('/business-listing?search=Sunrise');
    await expect(visitor.getByText('No businesses match')).toBeVisible();

    await visibility.getByLabel('Public profile').click({ force: true });
    await expect(visibility).toContainText('This profile is public');
    await visitor.goto(profileUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sunrise Dental Care' })).toBeVisible();
    await visitor.close();
  });
});
