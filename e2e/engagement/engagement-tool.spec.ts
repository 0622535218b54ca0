import { expect, test } from '@playwright/test';
import { engagementMessages, engagementTexts } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { addPrimaryCard } from '../support/billing';
import { apiToken, signIn } from '../support/session';

test.describe('engagement tool', () => {
  test('a company admin creates an engagement, a signed-out visitor chooses a project on the shared link, the company sees the choice and its impact', async ({ page, browser }) => {
    test.setTimeout(420_000);
    const admin = await createTrialUser(page.request, 'engagement');
    await signIn(page, admin.email, admin.password);
    await addPrimaryCard(page);

    // The side menu opens the tool, empty at first.
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: engagementTexts.menuLabel }).first().click();
    await expect(page).toHaveURL(/\/engagement-tool$/);
    await expect(page).toHaveTitle('Goodhive - Enhanced Engagement Tool');
    await expect(page.getByText(engagementTexts.empty)).toBeVisible();

    // A new engagement offering water and trees, at most 3 choices.
    await page.getByRole('link', { name: engagementTexts.create }).first().click();
    await expect(page).toHaveURL(/\/engagement\/add$/);
    await page.getByRole('textbox', { name: engagementTexts.title }).fill('Choose where our thank-you goes');
    await page.getByRole('textbox', { name: engagementTexts.message }).fill('Thank you for your order! Pick the impact we give for you.');
    const first = page.getByRole('group', { name: 'Project 1' });
    await first.getByRole('combobox', { name: engagementTexts.project }).selectOption({ label: 'Give a day of clean water to a person' });
    await first.getByRole('spinbutton', { name: engagementTexts.quantity }).fill('30');
    await page.getByRole('button', { name: engagementTexts.addOption }).click();
    const second = page.getByRole('group', { name: 'Project 2' });
    await second.getByRole('combobox', { name: engagementTexts.project }).selectOption({ label: 'Plant a tree to restore degraded farmland' });
    await second.getByRole('spinbutton', { name: engagementTexts.quantity }).fill('2');
    await page.getByRole('spinbutton', { name: engagementTexts.choiceLimit }).fill('3');
    await expect(page.getByTestId('engagement-max-spend')).toHaveText('US $6.00');
    await page.getByRole('button', { name: engagementTexts.save }).click();

    await expect(page).toHaveURL(/\/engagement-tool$/);
    const card = page.getByTestId('engagement').filter({ hasText: 'Choose where our thank-you goes' });
    await expect(card).toContainText(engagementTexts.states.open);
    await expect(card).toContainText('0 of 3');
    const sharedPath = await card.getByRole('link', { name: new RegExp(engagementTexts.openShared) }).getAttribute('href');
    expect(sharedPath).toMatch(/^\/engagement\/shared\/[A-Za-z0-9_-]+$/);

    // A visitor, signed out, opens the link and chooses the trees.
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(sharedPath!);
    await expect(v.getByRole('heading', { level: 1 })).toHaveText('Choose where our thank-you goes');
    await expect(v.getByText(engagementTexts.sharedBy(admin.company))).toBeVisible();
    await expect(v.getByTestId('engagement-offer')).toHaveCount(2);
    await v.getByRole('radio', { name: /2 × tree planted/ }).check();
    await v.getByRole('textbox', { name: engagementTexts.yourName }).fill('Dana Visitor');
    await v.getByRole('button', { name: engagementTexts.choose }).click();
    await expect(v.getByTestId('engagement-thanks')).toContainText(engagementMessages.chosen(admin.company));
    await expect(v.getByTestId('engagement-thanks')).toContainText('2 × tree planted');
    // Unknown links say so.
    await v.goto('/engagement/shared/no-such-engagement');
    await expect(v.getByText('This engagement could not be found')).toBeVisible();
    await visitor.close();

    // The company sees the choice, paid with its card, and the trees in its impact.
    await page.reload();
    await card.getByRole('link', { name: new RegExp(engagementTexts.viewChoices) }).click();
    await expect(page).toHaveURL(/\/engagement\/engagementdata\//);
    await expect(page.getByTestId('engagement-made')).toContainText('1');
    await expect(page.getByTestId('engagement-spent')).toContainText('US $2.00');
    const row = page.getByTestId('engagement-choice');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dana Visitor');
    await expect(row).toContainText('2 × tree planted');
    await expect(row).toContainText(engagementTexts.choiceStatuses.paid);

    await page.goto('/impact-history');
    await expect(page.getByTestId('impact-history-table')).toContainText('Plant a tree to restore degraded farmland');
    const token = await apiToken(page.request, admin.email, admin.password);
    const headers = { Authorization: `Bearer ${token}` };
    const history = ((await (await page.request.get('/api/v2/impact-history?limit=-1', { headers })).json()) as { data: { project_id: number; quantity: number }[] }).data;
    expect(history.some((h) => h.project_id === 1380 && h.quantity === 2)).toBe(true);
  });
});
