import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eventTexts, searchTexts } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { DEMO, signIn } from '../support/session';

/**
 * The header's site search and the members' event calendar, on the shared server: each test signs in a member of
 * its own (a new trial business), and the event staff create has a title of its own.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A new trial member, signed in on the home screen. */
async function newMember(page: Page, label: string) {
  const member = await createTrialUser(page.request, label);
  await signIn(page, member.email, member.password);
  return member;
}

test.describe('site search', () => {
  test('the header search finds tree projects and the Impact history page, walked and opened from the keyboard', async ({ page }) => {
    await newMember(page, 'search');
    const box = page.getByRole('combobox', { name: searchTexts.label });
    const list = page.getByRole('listbox', { name: searchTexts.label });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Projects about trees, found as one types.
    await box.click();
    await box.pressSequentially('tree', { delay: 40 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const projects = list.getByRole('option').filter({ hasText: searchTexts.kinds.project });
    await expect(projects.first()).toBeVisible();
    const names = await projects.evaluateAll((options) => options.map((o) => o.querySelector('[class*="name"]')?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/tree/i);
    await page.screenshot({ path: test.info().outputPath('search-tree.png') });

    // Down to the first project, Enter opens its page.
    const options = list.getByRole('option');
    const firstProject = await options.evaluateAll((all, kind) => all.findIndex((o) => o.textContent?.startsWith(kind)), searchTexts.kinds.project);
    for (let i = 0; i <= firstProject; i++) await box.press('ArrowDown');
    await expect(options.nth(firstProject)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(firstProject).getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(projectdetail|bundledetail)\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names[0]);
    await expect(box).toHaveValue('');

    // A page by its title in the route table ('View Impact History', /impact-history), chosen with the arrow keys.
    await box.click();
    await box.pressSequentially('impact history', { delay: 30 });
    const page_ = list.getByRole('option', { name: /^Page\s*View Impact History$/ });
    await expect(page_).toBeVisible();
    const target = await options.evaluateAll((all) => all.findIndex((o) => /^Page\s*View Impact History$/.test(o.textContent ?? '')));
    for (let i = 0; i <= target; i++) await box.press('ArrowDown');
    await expect(page_).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: test.info().outputPath('search-impact-history.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/impact-history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact history');

    // Nothing found says so; Escape closes the list, a second Escape empties the box.
    await box.click();
    await box.pressSequentially('qqzzxx', { delay: 30 });
    await expect(page.getByRole('status').filter({ hasText: searchTexts.empty('qqzzxx') })).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('search-empty.png') });
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });
});

test.describe('events', () => {
  test('staff create an event in Singapore time; a member finds it on /events and downloads its .ics', async ({ page, browser }) => {
    const title = `Impact lunch ${unique()}`;
    // Ten days ahead, 12:30 to 14:00 in Singapore (UTC+8): 04:30 to 06:00 UTC.
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const compact = day.replace(/-/g, '');

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signIn(staff, DEMO.admin);
      await staff.goto('/admin/events');
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(eventTexts.adminTitle);
      await staff.getByRole('link', { name: eventTexts.create }).click();
      await expect(staff).toHaveURL(/\/admin\/events\/create$/);
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(eventTexts.createTitle);
      const f = eventTexts.fields;
      await staff.getByLabel(f.title).fill(title);
      await staff.getByLabel(f.description).fill('Lunch with the partners, and a word from Global Roots Foundation.');
      // An end before the start is refused in the form.
      await staff.getByLabel(f.starts_at).fill(`${day}T12:30`);
      await staff.getByLabel(f.ends_at).fill(`${day}T11:00`);
      await staff.getByRole('textbox', { name: f.time_zone }).or(staff.getByRole('combobox', { name: f.time_zone })).first().click();
      await staff.getByRole('textbox', { name: f.time_zone }).or(staff.getByRole('combobox', { name: f.time_zone })).first().fill('Asia/Singapore');
      await staff.getByRole('option', { name: 'Asia/Singapore', exact: true }).click();
      await staff.getByLabel(f.location).fill('The Hive, 1 Raffles Place, Singapore');
      await staff.getByLabel(f.registration_link).fill('https://goodhive.example/events/impact-lunch');
      await staff.getByRole('button', { name: eventTexts.save }).click();
      await expect(staff.getByText(eventTexts.endBeforeStart)).toBeVisible();
      await staff.getByLabel(f.ends_at).fill(`${day}T14:00`);
      await staff.screenshot({ path: test.info().outputPath('event-form.png'), fullPage: true });
      await staff.getByRole('button', { name: eventTexts.save }).click();
      await expect(staff).toHaveURL(/\/admin\/events$/);
      await expect(staff.getByRole('row').filter({ hasText: title })).toBeVisible();
      await staff.screenshot({ path: test.info().outputPath('events-admin.png'), fullPage: true });
    } finally {
      await staffContext.close();
    }

    await newMember(page, 'events');
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventTexts.calendarTitle);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('The Hive, 1 Raffles Place, Singapore');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('events-calendar.png') });
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: eventTexts.downloadLabel(title) }).click()]);
    expect(download.suggestedFilename()).toMatch(/^impact-lunch-[a-z0-9-]+\.ics$/);
    const ics = await fs.readFile(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('VERSION:2.0');
    expect(unfolded).toContain('TZID:Asia/Singapore');
    expect(unfolded).toContain('TZOFFSETTO:+0800');
    expect(unfolded).toContain(`DTSTART;TZID=Asia/Singapore:${compact}T123000`);
    expect(unfolded).toContain(`DTEND;TZID=Asia/Singapore:${compact}T140000`);
    expect(unfolded).toContain(`SUMMARY:${title}`);
    expect(unfolded).toContain('LOCATION:The Hive\\, 1 Raffles Place\\, Singapore');
    expect(unfolded).toContain('URL:https://goodhive.example/events/impact-lunch');
    expect(unfolded).toMatch(/\r\nUID:event-\d+@[^\r\n]+\r\n/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
