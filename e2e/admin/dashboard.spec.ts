import { expect, test, type Page } from '@playwright/test';
import { adminDashboardTexts } from '@goodhive/contract';
import { DEMO, signIn } from '../support/session';

const AMOUNT = /^US \$\d{1,3}(,\d{3})*\.\d{2}$/;
const WHOLE = /^\d{1,3}(,\d{3})*$/;

const card = (page: Page, name: string) => page.getByRole('region', { name });
const figure = (page: Page, name: string) => card(page, name).locator('[data-figure-value]');

/** Opens a card's link with the keyboard and comes back to the dashboard. */
async function followWithKeyboard(page: Page, cardName: string, linkName: string) {
  const link = card(page, cardName).getByRole('link', { name: linkName });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('admin dashboard', () => {
  test('staff sign in to the dashboard: figures in every card, links to where each is acted on, the rest shown not available', async ({ page }) => {
    // One person visits five screens.
    test.slow();
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');
    await expect(page.getByTestId('dashboard-as-of')).toHaveText(/^Figures as of \d{2}:\d{2} UTC$/);

    // Giving and trials: the demo has a year of giving, so this month has some.
    await expect(figure(page, 'Given this week')).toHaveText(AMOUNT);
    await expect(figure(page, 'Given this month')).toHaveText(AMOUNT);
    await expect(figure(page, 'Given this month')).not.toHaveText('US $0.00');
    await expect(card(page, 'Given this month').getByText(/^(Up|Down) \d+% on this point last month$|^Level with|^Nothing by this point/)).toBeVisible();
    await expect(figure(page, 'New trials this week')).toHaveText(WHOLE);
    await expect(figure(page, 'Trials upgraded this week')).toHaveText(WHOLE);
    await expect(figure(page, 'Failed jobs, last 7 days')).toHaveText(WHOLE);
    // The job log does not exist yet: its link is disabled with a hint.
    const jobLog = card(page, 'Failed jobs, last 7 days').getByRole('link', { name: 'Job log' });
    await expect(jobLog).toHaveAttribute('aria-disabled', 'true');
    await expect(jobLog).not.toHaveAttribute('href');
    await expect(card(page, 'Failed jobs, last 7 days').getByText(adminDashboardTexts.jobLogPending)).toBeVisible();
    // The user and giving lists do.
    await expect(card(page, 'Trials upgraded this week').getByRole('link', { name: 'User list' })).toHaveAttribute('href', '/admin/users');
    await expect(card(page, 'Given this week').getByRole('link', { name: 'Giving list' })).toHaveAttribute('href', '/admin/giving');

    // What waits for the team, each with a working link.
    for (const name of ['Projects waiting for review', 'Change requests waiting', 'Project updates overdue', 'Trials ending in the next 7 days', 'Failed payments, last 7 days']) {
      await expect(figure(page, name), name).toHaveText(WHOLE);
    }
    await expect(figure(page, 'Remittances due')).toHaveText(AMOUNT);

    await followWithKeyboard(page, 'Projects waiting for review', 'Review projects');
    await expect(page).toHaveURL(/\/admin\/wcuuser\/projects\?status=submitted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^All projects \(\d+ found\)$/ })).toBeVisible();
    await page.goBack();

    await followWithKeyboard(page, 'Change requests waiting', 'Review changes');
    await expect(page).toHaveURL(/\/admin\/wcuuser\/projects\?waiting=1$/);
    await expect(page.getByRole('checkbox', { name: 'Only changes waiting for review' })).toBeChecked();
    await page.goBack();

    await followWithKeyboard(page, 'Project updates overdue', 'Project updates');
    await expect(page).toHaveURL(/\/admin\/wcuuser\/project\/updates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Project updates' })).toBeVisible();
    await page.goBack();

    // The demo partners have giving no remittance advice covers yet: each row opens the partner's profile.
    const owed = card(page, 'Remittances due').getByRole('list', { name: 'Remittances due, most owed first' }).getByRole('link').first();
    const partnerName = (await owed.textContent()) ?? '';
    expect(partnerName).not.toBe('');
    await owed.click();
    await expect(page).toHaveURL(/\/admin\/wcuuser\/profiles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
    await page.goBack();
    await card(page, 'Remittances due').getByRole('link', { name: 'Partner profiles' }).click();
    await expect(page).toHaveURL(/\/admin\/wcuuser\/profiles$/);
  });

  test('the cards stand in one column on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    const boxes = await Promise.all(['Given this week', 'Given this month', 'Projects waiting for review', 'Remittances due'].map((name) => card(page, name).boundingBox()));
    for (const box of boxes) {
      expect(box?.x).toBe(boxes[0]?.x);
      expect(box?.width).toBe(boxes[0]?.width);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  });
});
