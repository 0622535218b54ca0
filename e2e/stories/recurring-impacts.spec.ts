import { storyMessages, storyTexts } from '@goodhive/contract';
import { expect, test } from '../membership/support';
import { DEMO, signIn } from '../support/session';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Stories travel in time with the job command, so this journey runs on a server of its own (see
 * e2e/membership/support.ts), where the demo company's owner may be changed freely.
 */
test.describe('recurring impacts', () => {
  test('a member creates a monthly story from a template, activates it, travels a month, finds the paid giving and its receipt, and pauses it from the e-mail link', async ({
    page,
    browser,
    membershipServer,
  }) => {
    test.slow();
    await signIn(page, DEMO.owner);
    await page.goto('/giving-stories');
    await expect(page).toHaveURL(/\/recurring-impacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyTexts.listTitle);

    // From a template of the company's industry, saved and activated.
    await page.getByRole('link', { name: storyTexts.createButton }).click();
    await expect(page).toHaveURL(/\/create-recurring-impacts$/);
    await page.getByRole('button', { name: `${storyTexts.useTemplate}: Every coffee gives water` }).click();
    const text = `Every flat white we sell gives clean water (${Date.now().toString(36)})`;
    await page.getByLabel(storyTexts.storyText).fill(text);
    await expect(page.getByLabel(storyTexts.quantity)).toHaveValue('100');
    await page.getByRole('button', { name: storyTexts.saveAndActivate }).click();
    await expect(page).toHaveURL(/\/recurring-impact\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.getByText(storyTexts.automationOn)).toBeVisible();
    await expect(page.getByText(storyTexts.noHistory)).toBeVisible();
    const storyPath = new URL(page.url()).pathname;
    const activatedAt = Date.now();

    // A month later, the job command has given it.
    const output = await membershipServer.runJobsAt(new Date(activatedAt + 31 * DAY_MS));
    expect(output).toMatch(/story-monthly-giving/);
    await page.goto(storyPath);
    const runs = page.getByTestId('story-runs');
    await expect(runs).toContainText('Paid');
    await expect(page.getByTestId('story-contributions')).toContainText('100 × day of clean water');

    // The demo company's own monthly story was given too: this story's receipt is the one that names it.
    await membershipServer.waitForMail(DEMO.owner, /^Your monthly giving for \d{4}-\d{2} is done/);
    const receiptOf = () => membershipServer.mails.find((m) => m.to.includes(DEMO.owner) && m.subject.startsWith('Your monthly giving') && m.text.includes(text));
    await expect.poll(() => Boolean(receiptOf())).toBe(true);
    const receipt = receiptOf()!;
    const link = /https?:\/\/[^\s]+\/recurring-impact\/manage\/[A-Za-z0-9_-]+/.exec(receipt.text)?.[0];
    expect(link).toBeTruthy();

    // The e-mail's link works signed out.
    const visitor = await browser.newContext();
    const anon = await visitor.newPage();
    await anon.goto(new URL(link!).pathname);
    await expect(anon.getByRole('heading', { name: storyTexts.manageTitle })).toBeVisible();
    await expect(anon.getByText(text)).toBeVisible();
    await anon.getByRole('button', { name: storyTexts.pause }).click();
    await expect(anon.getByRole('status').filter({ hasText: storyMessages.paused })).toBeVisible();
    await expect(anon.getByRole('button', { name: storyTexts.resume })).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(page.getByText(storyTexts.automationPaused)).toBeVisible();
  });
});
