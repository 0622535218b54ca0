import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { bannerTexts, broadcastTexts, notificationTexts } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { DEMO, signIn } from '../support/session';
import { expect, test } from '../membership/support';

/**
 * Broadcasts reach the bells through the job runner, and milestone e-mails are an hourly job: these journeys run
 * the job command (`npm run jobs:run-due`), so they use a server of their own (e2e/membership/support.ts). A header
 * banner shows to every member, so it is published there too and removed at the end. The tests of this file run
 * one after the other in one worker, on one such server.
 */
test.describe.configure({ mode: 'default' });

const HOUR_MS = 3_600_000;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A staff member signed in, in a browser context of their own (closed by the caller). */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  return page;
}

/** Picks an option of a Mantine (multi) select by its label, typing into it when it is searchable. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first();
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** On /admin/broadcast-notifications: the recipients found by the user filter as 'All Businesses' in Singapore. */
async function filterSingaporeBusinesses(staff: Page) {
  await expect(staff.getByRole('radio', { name: 'Users found with the admin filter' })).toBeChecked();
  await staff.getByRole('button', { name: /^User filter/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'User filter' });
  await expect(dialog).toBeVisible();
  await choose(staff, dialog, 'User group', 'All Businesses');
  await dialog.getByRole('button', { name: 'Business Account Filters' }).click();
  await choose(staff, dialog, 'Business countries', 'Singapore');
  await staff.keyboard.press('Escape');
  await shot(staff, 'broadcast-filter');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('button', { name: 'User filter (2)' })).toBeVisible();
}

async function sendBroadcast(staff: Page, b: { title: string; message: string; link: string }) {
  await staff.getByRole('textbox', { name: 'Title' }).fill(b.title);
  await staff.getByRole('textbox', { name: 'Message' }).fill(b.message);
  await staff.getByRole('textbox', { name: 'Link' }).fill(b.link);
  await staff.getByRole('button', { name: broadcastTexts.send }).click();
  await expect(staff.getByText(broadcastTexts.queued('now')).last()).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Title' })).toHaveValue('');
}

test.describe('broadcasts, banners and milestone e-mails', () => {
  test('staff send broadcasts to Singapore businesses with the user filter; a member there sees the count, reads one, marks all read and deletes one', async ({
    page,
    browser,
    membershipServer,
  }) => {
    // Two staff sends, the job command (on PGlite the server stops and starts for it) and the member's whole bell.
    test.setTimeout(300_000);
    const member = await createTrialUser(page.request, 'bell');
    const id = unique();
    const first = { title: `Impact week ${id}`, message: 'Join the impact week: <b>every</b> giving counts twice.', link: `${membershipServer.baseURL}/events` };
    const second = { title: `New partner ${id}`, message: 'Blue Reef Alliance joined Goodhive.', link: 'https://goodhive.example/partners/blue-reef' };

    const staff = await staffPage(browser, membershipServer.baseURL);
    try {
      await staff.goto('/admin/broadcast-notifications');
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(broadcastTexts.title);
      // Bad input first: no recipients, a link that is not a web address.
      await staff.getByRole('textbox', { name: 'Title' }).fill(first.title);
      await staff.getByRole('textbox', { name: 'Message' }).fill(first.message);
      await staff.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
      await staff.getByRole('button', { name: broadcastTexts.send }).click();
      await expect(staff.getByText(broadcastTexts.linkInvalid)).toBeVisible();
      await expect(staff.getByText(broadcastTexts.recipientsRequired)).toBeVisible();

      await filterSingaporeBusinesses(staff);
      await sendBroadcast(staff, first);
      await sendBroadcast(staff, second);
      const history = staff.getByTestId('broadcasts-table');
      await expect(history.getByRole('row').filter({ hasText: first.title })).toContainText('Scheduled');
      await shot(staff, 'broadcasts-queued');

      // The job runner delivers them (the job command, as a worker process would).
      const output = await membershipServer.runJobsAt(new Date(Date.now() + 60_000));
      expect(output).toMatch(/DONE\s+broadcast-delivery #\d+ attempt 1: broadcast \d+ delivered to [1-9]\d* recipient\(s\)/);
      await staff.reload();
      await expect(history.getByRole('row').filter({ hasText: first.title })).toContainText('Sent');
      await expect(history.getByRole('row').filter({ hasText: second.title })).toContainText('Sent');
      await shot(staff, 'broadcasts-sent');
    } finally {
      await staff.context().close();
    }

    // The member in Singapore: two unread in the bell, and the e-mail of each.
    await membershipServer.waitForMail(member.email, new RegExp(first.title));
    await signIn(page, member.email, member.password);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(notificationTexts.bellLabelWithCount(2));
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: notificationTexts.heading });
    await expect(dropdown.getByText(notificationTexts.heading, { exact: true })).toBeVisible();
    const items = dropdown.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    // Newest first; HTML in a message is shown as typed.
    await expect(items.nth(0)).toContainText(second.title);
    await expect(items.nth(1)).toContainText(first.title);
    await expect(items.nth(1)).toContainText('<b>every</b> giving counts twice.');
    await shot(page, 'bell-dropdown');
    expect(await seriousViolations(page)).toEqual([]);

    // Reading one marks it read and follows its link.
    await dropdown.getByRole('button', { name: `${notificationTexts.unread}: ${first.title}` }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(bell).toHaveAccessibleName(notificationTexts.bellLabelWithCount(1));

    // Mark all as read: no count any more.
    await bell.click();
    await expect(dropdown.getByRole('button', { name: first.title, exact: true })).toBeVisible();
    await dropdown.getByRole('button', { name: notificationTexts.markAllRead }).click();
    await expect(dropdown.getByRole('button', { name: second.title, exact: true })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: notificationTexts.markAllRead })).toBeDisabled();
    await expect(bell).toHaveAccessibleName(notificationTexts.bellLabel);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await shot(page, 'bell-all-read');

    // Deleting one says so and leaves the other.
    await dropdown.getByRole('button', { name: notificationTexts.deleteLabel(second.title) }).click();
    await expect(page.getByText(notificationTexts.deleted)).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(first.title);
    await shot(page, 'bell-deleted');

    // After a reload the server agrees.
    await page.reload();
    await expect(bell).toHaveAccessibleName(notificationTexts.bellLabel);
    await bell.click();
    await expect(items).toHaveCount(1);
  });

  test('staff publish a header banner with the US dollar notice; members see it under the header until it is deleted', async ({ page, browser, membershipServer }) => {
    test.slow();
    const title = `Double impact week ${unique()}: every giving counts twice`;
    const member = await createTrialUser(page.request, 'banner');
    await signIn(page, member.email, member.password);
    const strip = page.getByRole('region', { name: bannerTexts.stripLabel });
    const usdNotice = page.getByRole('note', { name: bannerTexts.usdNoticeLabel });
    const staff = await staffPage(browser, membershipServer.baseURL);
    try {
      // Published first without the notice (the newest active banner is the one shown).
      await staff.goto('/admin/banner');
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(bannerTexts.listTitle);
      await staff.getByRole('link', { name: bannerTexts.add }).click();
      await expect(staff).toHaveURL(/\/admin\/banner\/add$/);
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(bannerTexts.addTitle);
      await expect(staff.getByText(bannerTexts.newestWins).first()).toBeVisible();
      await staff.getByRole('textbox', { name: 'Title' }).fill(title);
      await staff.getByRole('textbox', { name: 'Link' }).fill(`${membershipServer.baseURL}/events`);
      await expect(staff.getByRole('checkbox', { name: 'Active' })).toBeChecked();
      await expect(staff.getByRole('checkbox', { name: 'Show the US dollar notice' })).not.toBeChecked();
      await staff.getByRole('button', { name: bannerTexts.save }).click();
      await expect(staff).toHaveURL(/\/admin\/banner$/);
      const row = staff.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('Showing');
      await expect(row).toContainText('No end');

      await page.reload();
      await expect(strip).toContainText(title);
      await expect(strip.getByRole('link', { name: title })).toHaveAttribute('href', `${membershipServer.baseURL}/events`);
      await expect(usdNotice).toHaveCount(0);

      // The US dollar notice turned on: members see it under the strip.
      await row.getByRole('link', { name: title }).click();
      await expect(staff).toHaveURL(/\/admin\/banner\/edit\/\d+$/);
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(bannerTexts.editTitle);
      await expect(staff.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
      await staff.getByRole('checkbox', { name: 'Show the US dollar notice' }).check();
      await shot(staff, 'banner-form');
      await staff.getByRole('button', { name: bannerTexts.save }).click();
      await expect(staff).toHaveURL(/\/admin\/banner$/);
      await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
      await shot(staff, 'banners-list');

      await page.reload();
      await expect(strip).toContainText(title);
      await expect(usdNotice).toHaveText(bannerTexts.usdNotice);
      await shot(page, 'banner-member');
      expect(await seriousViolations(page)).toEqual([]);
      // On every screen of the business panel.
      await page.goto('/impact-history');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact history');
      await expect(strip).toContainText(title);
      await expect(usdNotice).toBeVisible();

      // Deleted: members stop seeing it at once.
      await staff.getByRole('button', { name: `Delete banner ${title}` }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(staff.getByText(bannerTexts.deleted)).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact history');
      await expect(page.getByText(title)).toHaveCount(0);
    } finally {
      await staff.context().close();
    }
  });

  test("a member's first giving triggers the 'First giving' milestone e-mail exactly once", async ({ page, browser, membershipServer }) => {
    // The job command twice (on PGlite the server stops and starts for each run).
    test.setTimeout(300_000);
    // The trial sign-up gives the member's first impact (the clean-water day the platform funds).
    const member = await createTrialUser(page.request, 'milestone');
    const subject = `Your first impact is on its way, ${member.firstName}!`;
    const firstGivingMails = () => membershipServer.mails.filter((m) => m.to.includes(member.email.toLowerCase()) && m.subject === subject);
    expect(firstGivingMails()).toHaveLength(0);

    // The hourly milestone job, in the next hours (each run is an hour of its own).
    const now = Date.now();
    const output = await membershipServer.runJobsAt(new Date(now + 2 * HOUR_MS));
    expect(output).toMatch(/DONE\s+milestone-emails #\d+ attempt 1: [1-9]\d* milestone e-mail\(s\)/);
    const mail = await membershipServer.waitForMail(member.email, /^Your first impact is on its way/);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`Thank you, ${member.firstName}. Your first giving on Goodhive has been received`);

    const again = await membershipServer.runJobsAt(new Date(now + 3 * HOUR_MS));
    expect(again).toMatch(/DONE\s+milestone-emails #\d+ attempt 1: /);
    expect(firstGivingMails()).toHaveLength(1);

    // Staff see who reached it.
    const staff = await staffPage(browser, membershipServer.baseURL);
    try {
      await staff.goto('/admin/emails/list');
      const row = staff.getByRole('row').filter({ hasText: 'First giving' });
      await expect(row).toBeVisible();
      await shot(staff, 'milestone-emails');
    } finally {
      await staff.context().close();
    }
  });
});
