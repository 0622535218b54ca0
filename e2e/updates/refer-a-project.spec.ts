import { expect, test } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';
import { uniqueTitle } from './support';

test.describe('suggesting a worthy cause', () => {
  test('a visitor suggests a cause; staff see it and mark it contacted', async ({ page, browser }) => {
    const cause = uniqueTitle('Harbour Readers Trust');
    await page.goto('/refer-a-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a worthy cause' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name of the cause' }).fill(cause);
    await page.getByRole('textbox', { name: 'Website' }).fill('harbour.example');
    await page.getByRole('textbox', { name: 'Why is it worthy?' }).fill('Volunteers teach adult migrant workers to read every weekend.');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('Please enter a website address starting with http:// or https://.')).toBeVisible();
    await expect(page.getByText('Please enter your name.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Website' }).fill('https://harbour.example');
    await page.getByRole('combobox', { name: 'Country it works in' }).fill('Singap');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Grace Lim');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Tomás Herrera');
    await page.getByRole('textbox', { name: 'Your e-mail' }).fill('tomas@example.com');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByTestId('referral-thanks')).toContainText(`Thank you for suggesting ${cause}.`);

    const admin = await (await browser.newContext()).newPage();
    await signInThroughApi(admin, DEMO.admin, '/admin/wcuuser/referred-causes');
    await expect(admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Suggested causes' })).toHaveAttribute('aria-current', 'page');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(cause);
    const row = admin.getByTestId('referral-row').filter({ hasText: cause });
    await expect(row).toContainText('Tomás Herrera');
    await expect(row).toContainText('Singapore');
    await expect(row.getByTestId('referral-status')).toHaveText('New');
    await row.getByRole('button', { name: `Follow up ${cause}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Contacted' }).check();
    await dialog.getByRole('textbox', { name: 'Note for the team' }).fill('Called Grace; they will apply next month.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('referral-status')).toHaveText('Contacted');
    await expect(row).toContainText('Called Grace; they will apply next month.');
  });

  test("a signed-in member's suggestion carries their name", async ({ page, browser }) => {
    const cause = uniqueTitle('Andes Rainwater Cooperative');
    await signInThroughApi(page, DEMO.personal, '/refer-a-project');
    await expect(page.getByTestId('referrer-member')).toContainText('Sam Rivera');
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name of the cause' }).fill(cause);
    await page.getByRole('textbox', { name: 'Why is it worthy?' }).fill('They build rainwater tanks for mountain villages, family by family.');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByTestId('referral-thanks')).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await signInThroughApi(admin, DEMO.admin, `/admin/wcuuser/referred-causes?search=${encodeURIComponent(cause)}`);
    const row = admin.getByTestId('referral-row').filter({ hasText: cause });
    await expect(row).toContainText('Sam Rivera');
    await expect(row).toContainText(DEMO.personal);
    await expect(row).toContainText('Member');
  });
});
