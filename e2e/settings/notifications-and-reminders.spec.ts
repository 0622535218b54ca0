import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TRIAL_DAYS, firstReminderDate, impactReminderTexts, messages, notificationSettingsTexts } from '@goodhive/contract';
import { createTrialUser, type TrialUser } from '../support/accounts';
import { apiTokens, storeSession } from '../support/session';
import { expect, test } from '../membership/support';

/**
 * Notification settings and giving reminders, in Chromium. They run on a server of their own (the membership
 * journey's), because making a downgraded member takes the job command's time travel.
 */
test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
/** 'DD MMM YYYY' as the app shows dates. */
const shown = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

async function signInAs(page: Page, user: TrialUser, path: string) {
  await storeSession(page, await apiTokens(page.request, user.email, user.password));
  await page.goto(path);
}

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('notification settings and giving reminders', () => {
  test('a member turns a kind of e-mail off and on, and adds, edits and deletes a giving reminder', async ({ page }) => {
    const user = await createTrialUser(page.request, 'reminders');
    await signInAs(page, user, '/impact');

    // Notification settings: every kind on; giving reminders off, saved at once, kept after a reload, then on again.
    await openFromAccountMenu(page, notificationSettingsTexts.menuLabel);
    await expect(page).toHaveURL(/\/notification-settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notificationSettingsTexts.title);
    const reminderMails = page.getByRole('switch', { name: 'Giving reminders' });
    await expect(reminderMails).toBeChecked();
    await expect(page.getByRole('switch')).toHaveCount(7);
    await reminderMails.click();
    await expect(page.getByText(notificationSettingsTexts.turnedOff('Giving reminders'))).toBeVisible();
    await expect(reminderMails).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Giving reminders' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Giving receipts and payment confirmations' })).toBeChecked();
    expect(await seriousViolations(page), 'notification settings').toEqual([]);

    // The reminders screen says the e-mails are off, and links back.
    await openFromAccountMenu(page, impactReminderTexts.menuLabel);
    await expect(page).toHaveURL(/\/impact-reminders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(impactReminderTexts.title);
    await expect(page.getByText(impactReminderTexts.mailsOff)).toBeVisible();
    await page.getByRole('link', { name: 'Open notification settings' }).click();
    await page.getByRole('switch', { name: 'Giving reminders' }).click();
    await expect(page.getByText(notificationSettingsTexts.turnedOn('Giving reminders'))).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Giving reminders' })).toBeChecked();

    // Giving reminders: empty, then one added with the keyboard-reachable form.
    await page.goto('/impact-reminders');
    await expect(page.getByText(impactReminderTexts.empty)).toBeVisible();
    await expect(page.getByText(impactReminderTexts.mailsOff)).toHaveCount(0);
    await page.getByRole('button', { name: impactReminderTexts.add }).click();
    const form = page.getByRole('dialog', { name: 'New giving reminder' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Friday water');
    await form.getByRole('textbox', { name: 'Note' }).fill('Clean water first');
    await form.getByRole('combobox', { name: 'How often' }).selectOption('weekly');
    await form.getByRole('combobox', { name: 'Day of the week' }).selectOption({ label: 'Friday' });
    await form.getByRole('button', { name: 'Add reminder' }).click();
    await expect(page.getByText(impactReminderTexts.created)).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: 'Friday water' });
    await expect(card).toContainText('Every Friday');
    const today = new Date().toISOString().slice(0, 10);
    await expect(card).toContainText(`Next reminder: ${shown(firstReminderDate('weekly', 5, today))}`);
    await expect(card).toContainText('Clean water first');
    // Checked on a fresh load, without the toast of the save.
    await page.reload();
    await expect(card).toContainText('Every Friday');
    expect(await seriousViolations(page), 'giving reminders').toEqual([]);

    // Edited: a new name, monthly on the 15th.
    await card.getByRole('button', { name: 'Edit Friday water' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit giving reminder' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Friday water');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Mid-month giving');
    await edit.getByRole('combobox', { name: 'How often' }).selectOption('monthly');
    await edit.getByRole('combobox', { name: 'Day of the month' }).selectOption('15');
    await edit.getByRole('button', { name: 'Save reminder' }).click();
    await expect(page.getByText(impactReminderTexts.saved)).toBeVisible();
    const edited = page.getByRole('article', { name: 'Mid-month giving' });
    await expect(edited).toContainText('On the 15th of every month');
    await expect(edited).toContainText(`Next reminder: ${shown(firstReminderDate('monthly', 15, today))}`);
    await expect(page.getByRole('article')).toHaveCount(1);

    // A name left empty is refused beside the field.
    await edited.getByRole('button', { name: 'Edit Mid-month giving' }).click();
    await edit.getByRole('textbox', { name: 'Name' }).fill('');
    await edit.getByRole('button', { name: 'Save reminder' }).click();
    await expect(edit.getByText(impactReminderTexts.nameRequired)).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Deleted after a confirmation.
    await edited.getByRole('button', { name: 'Delete Mid-month giving' }).click();
    await page.getByRole('dialog', { name: 'Delete giving reminder' }).getByRole('button', { name: 'Delete reminder' }).click();
    await expect(page.getByText(impactReminderTexts.deleted)).toBeVisible();
    await expect(page.getByText(impactReminderTexts.empty)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a downgraded member has no Giving Reminders in the menu, and the screen and calls stay closed', async ({ page, membershipServer }) => {
    test.slow();
    const signedUpAt = new Date();
    const user = await createTrialUser(page.request, 'reminders-downgraded');
    // Time travel: the job command three days after the trial's end downgrades the member. The worker's server is
    // shared with the membership journey, which travels to a day after its own trial's end: the trial job runs once
    // per hour, so this journey travels to another hour than that one.
    const output = await membershipServer.runJobsAt(new Date(signedUpAt.getTime() + (TRIAL_DAYS + 3) * DAY_MS));
    expect(output).toMatch(/trial member\(s\) downgraded/);

    await signInAs(page, user, '/impact');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Log out/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: impactReminderTexts.menuLabel })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: new RegExp(notificationSettingsTexts.menuLabel) })).toBeDisabled();
    await page.keyboard.press('Escape');

    // The screen sends them to /impact; the server refuses the calls.
    await page.goto('/impact-reminders');
    await expect(page).toHaveURL(/\/impact$/);
    const { access_token: token } = await apiTokens(page.request, user.email, user.password);
    const res = await page.request.get('/api/user/impact-reminders', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(messages.reactivateMembership);
  });
});
