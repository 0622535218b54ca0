import { expect, test } from '@playwright/test';
import { partnerMessages } from '@goodhive/contract';
import { requireMailbox } from '../support/mailbox';
import { DEMO, signInThroughApi } from '../support/session';
import { createPartnerThroughApi } from './support';

test.describe('partner profiles for staff', () => {
  test("staff edit a partner's mission and its completeness score on the profiles list goes up", async ({ page }) => {
    requireMailbox();
    const partner = await createPartnerThroughApi(page.request, 'mission');
    await signInThroughApi(page, DEMO.admin, `/admin/wcuuser/profiles?search=${encodeURIComponent(partner.name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner profiles' })).toBeVisible();
    const row = page.getByTestId('profile-row').filter({ hasText: partner.name });
    await expect(row.getByTestId('profile-score')).toHaveText('40%');
    await expect(row.getByTestId('profile-missing')).toContainText('Mission');

    await row.getByRole('link', { name: `Edit the profile of ${partner.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Partner profiles' })).toHaveAttribute('aria-current', 'page');
    // Staff see the bank section too.
    await expect(page.getByRole('heading', { name: 'Bank and finance' })).toBeVisible();
    await page.getByLabel('Mission', { exact: true }).fill('Clean rivers for every village downstream.');
    await page.getByLabel('Bank name').fill('Riverside Community Bank');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(partnerMessages.profileSaved)).toBeVisible();
    await expect(page.getByTestId('profile-score')).toHaveText('56%');

    await page.getByRole('link', { name: 'Back to partner profiles' }).click();
    await page.getByLabel('Search partners').fill(partner.name);
    const updated = page.getByTestId('profile-row').filter({ hasText: partner.name });
    await expect(updated.getByTestId('profile-score')).toHaveText('56%');
    await expect(updated.getByTestId('profile-missing')).not.toContainText('Mission');
    await expect(updated.getByTestId('profile-missing')).not.toContainText('Bank name');
  });

  test('the partner users list searches, and leads to profiles and projects', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin, '/admin/wcuuser');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner users' })).toBeVisible();
    await page.getByLabel('Search partners').fill('Global Roots');
    const row = page.getByTestId('partner-row').filter({ hasText: 'Global Roots Foundation' });
    await expect(page.getByTestId('partner-row')).toHaveCount(1);
    await expect(row).toContainText(DEMO.partner);
    await expect(row).toContainText('live');
    await row.getByRole('button', { name: 'Actions for Global Roots Foundation' }).click();
    await expect(page.getByRole('menuitem', { name: 'Projects' })).toHaveAttribute('href', /^\/admin\/wcuuser\/projects\?partner_id=\d+$/);
    await expect(page.getByRole('menuitem', { name: 'Create a bundle' })).toHaveAttribute('href', /^\/admin\/wcuuser\/bundles\/create\/\d+$/);
    await page.getByRole('menuitem', { name: 'Edit profile and documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Global Roots Foundation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents' }).getByText('Remittance advice Q4 2025')).toBeVisible();
  });
});
