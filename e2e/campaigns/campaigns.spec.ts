import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, campaignMessages, campaignTexts } from '@goodhive/contract';
import { requireMailbox, waitForMail } from '../support/mailbox';
import { DEMO, signIn } from '../support/session';

/** Where each screen's picture goes, to be looked at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/campaign-screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function chooseCountry(page: Page, name: string) {
  const box = page.getByRole('textbox', { name: 'Country' }).or(page.getByRole('combobox', { name: 'Country' })).first();
  await box.click();
  if (await box.isEditable()) await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('campaigns', () => {
  test('a member sets up a campaign; a signed-out visitor funds it with the sandbox card, lands on the payment page and the thank-you page, and the progress counts it', async ({ page, browser }) => {
    test.slow();
    requireMailbox();
    const title = `Plant a forest with Brightside (${Date.now().toString(36)})`;
    const thanks = 'Thank you for planting with us: every tree counts.';

    // The member finds campaigns from the recurring impacts and sets one up around a story of the company.
    await signIn(page, DEMO.owner);
    await page.goto('/recurring-impacts');
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaign-settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaignTexts.settingsTitle);
    await page.getByRole('link', { name: campaignTexts.newCampaign }).first().click();
    await expect(page).toHaveURL(/\/campaign\/update$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaignTexts.formTitleNew);
    await page.getByLabel(campaignTexts.title).fill(title);
    await page.getByLabel(campaignTexts.goal).fill('20');
    await page.getByLabel(campaignTexts.thankYou).fill(thanks);
    await shot(page, 'campaign-update');
    await page.getByRole('button', { name: campaignTexts.create }).click();
    await expect(page).toHaveURL(/\/campaign-settings$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('campaign-progress')).toContainText('0');
    await shot(page, 'campaign-settings');
    const sharedPath = await card.getByRole('link', { name: campaignTexts.openPage }).getAttribute('href');
    expect(sharedPath).toMatch(/^\/campaign\/shared\/[A-Za-z0-9_-]+$/);
    const key = sharedPath!.split('/').pop()!;

    // A signed-out visitor opens the shared link and gives 5 units as a guest with the sandbox card.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(sharedPath!);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByTestId('campaign-progress')).toContainText('0');
    await visitor.getByRole('textbox', { name: new RegExp(campaignTexts.quantity) }).fill('5');
    await visitor.getByLabel('First name').fill('Vera');
    await visitor.getByLabel('Last name').fill('Visitor');
    const email = `campaign-visitor-${Date.now()}@example.com`;
    await visitor.getByLabel('E-mail').fill(email);
    await chooseCountry(visitor, 'Singapore');
    await shot(visitor, 'campaign-shared');
    await visitor.getByRole('button', { name: /^Give US \$/ }).click();
    await visitor.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    await visitor.getByRole('button', { name: /^Pay US \$/ }).click();

    await expect(visitor).toHaveURL(/\/campaign\/payment-success\?group=\d+$/);
    await expect(visitor.getByRole('heading', { name: campaignTexts.paymentReceived })).toBeVisible();
    await expect(visitor.getByText(title)).toBeVisible();
    await shot(visitor, 'campaign-payment-success');
    await visitor.getByRole('link', { name: campaignTexts.continueToThankYou }).click();
    await expect(visitor).toHaveURL(new RegExp(`/thankyou/${key}$`));
    await expect(visitor.getByRole('heading', { name: campaignTexts.thankYouTitle })).toBeVisible();
    await expect(visitor.getByText(thanks)).toBeVisible();
    await expect(visitor.getByTestId('campaign-progress')).toContainText('5');
    await expect(visitor.getByTestId('campaign-progress')).toContainText('25%');
    await shot(visitor, 'campaign-thankyou');

    // The receipt comes by e-mail; the campaign's data page and the member's settings count the gift.
    await waitForMail(email, /receipt/);
    await visitor.goto(`/campaign/campaigndata/${key}`);
    await expect(visitor.getByTestId('campaign-progress')).toContainText('25%');
    await expect(visitor.getByRole('table', { name: campaignTexts.recent })).toContainText('5');
    await shot(visitor, 'campaign-data');
    await visitor.goto(`/campaign/campaigndata-new/${key}`);
    await expect(visitor.getByRole('table', { name: campaignTexts.byDay })).toContainText('5');

    // An unknown key is a page that says the link does not work.
    await visitor.goto('/campaign/shared/no-such-campaign-key');
    await expect(visitor.getByText(campaignMessages.notFound)).toBeVisible();
    await visitorContext.close();

    await page.reload();
    await expect(page.getByRole('article', { name: title }).getByTestId('campaign-progress')).toContainText('25%');

    // Phone width: the public page stacks its columns.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const small = await phone.newPage();
    await small.goto(sharedPath!);
    await expect(small.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(small.getByRole('button', { name: /^Give US \$/ })).toBeVisible();
    await shot(small, 'campaign-shared-phone');
    await phone.close();
  });
});
