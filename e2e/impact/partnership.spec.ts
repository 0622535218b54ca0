import { expect, test } from '@playwright/test';
import { DEMO, readLocalStorage, signInThroughApi } from '../support/session';

test.describe('partnership status', () => {
  test('the side menu leads a company to its partner status, with what the next level needs', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/impact');
    const token = await readLocalStorage(page, 'goodhive.access_token');
    const status = (await (await page.request.get('/api/company/partnership-status', { headers: { authorization: `Bearer ${token}` } })).json()).data as {
      level: { name: string } | null;
      next: { name: string; remaining_usd: number } | null;
    };
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Partnership status' }).click();
    await expect(page).toHaveURL(status.level ? /\/impact-partnership-b$/ : /\/impact-partnership$/);
    await expect(page.getByRole('heading', { level: 2, name: status.level?.name ?? 'No partner level yet' })).toBeVisible();
    if (status.next) {
      await expect(page.getByText(`more giving within 12 months makes Brightside Coffee Co. a ${status.next.name}.`)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `Progress to ${status.next.name}` })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'The levels' })).toBeVisible();
  });

  test('a personal account is told that levels are for business accounts', async ({ page }) => {
    await signInThroughApi(page, DEMO.personal, '/impact-partnership');
    await expect(page.getByRole('status')).toContainText('Impact partner levels are for business accounts.');
  });
});
