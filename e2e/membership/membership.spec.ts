import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, TRIAL_DAYS, membershipMessages, messages, type CurrentPackage } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { apiToken, signIn } from '../support/session';
import { attachmentsOf, expect, test } from './support';

const DAY_MS = 86_400_000;
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const yearAfter = (d: Date) => dateOnly(new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate())));
/** 'DD MMM YYYY' as the app shows dates. */
const shown = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function currentPackage(page: Page, token: string): Promise<CurrentPackage> {
  const response = await page.request.get('/api/app/current-package/package', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CurrentPackage }).data;
}

/** On /profile/upgrade/: picks the period and package, and lands on the sandbox's payment page. */
async function startUpgrade(page: Page, period: string, packageName: string) {
  await page.goto('/profile/upgrade/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade your membership');
  await page.getByRole('radio', { name: period }).check({ force: true });
  await expect(page.getByRole('radio', { name: period })).toBeChecked();
  await page.getByRole('button', { name: `Upgrade to ${packageName}`, exact: true }).click();
  await expect(page).toHaveURL(/\/api\/memberships\/sandbox\//);
}

test.describe('membership', () => {
  test('a trial ends with the job command, the member is limited, upgrades to SME, gets the receipt, has full access again and cancels auto-renewal', async ({
    page,
    membershipServer,
  }) => {
    test.slow();
    const signedUpAt = new Date();
    const user = await createTrialUser(page.request, 'membership');
    const token = await apiToken(page.request, user.email, user.password);

    // The trial: 17 days from sign-up, every screen open.
    const trialEnd = dateOnly(new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS));
    const trial = await currentPackage(page, token);
    expect(trial).toMatchObject({ is_trial: true, is_downgraded: false, package: null, membership_end_date: trialEnd });
    await signIn(page, user.email, user.password);
    await page.goto('/profile/upgrade-trial/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keep your impact going');
    await expect(page.getByRole('status').filter({ hasText: `Your trial ends on ${shown(trialEnd)}.` })).toBeVisible();
    await page.goto('/impact-history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact history');

    // Time travel: the job command a day after the trial's end downgrades the member.
    const output = await membershipServer.runJobsAt(new Date(signedUpAt.getTime() + (TRIAL_DAYS + 1) * DAY_MS));
    expect(output).toMatch(/DONE\s+trial-expiry #\d+ attempt 1: [1-9]\d* trial member\(s\) downgraded/);
    expect(output).toMatch(/0 failed\./);
    expect(await currentPackage(page, token)).toMatchObject({ is_trial: false, is_downgraded: true, package: null });

    // Limited: other screens send the member to /impact, the menus say why, the server refuses business calls.
    await page.goto('/impact-history');
    await expect(page).toHaveURL(/\/impact$/);
    const lockedEntry = page.getByRole('navigation', { name: 'Business menu' }).locator('[data-menu-item="impact.history"]');
    await expect(lockedEntry).toHaveAttribute('aria-disabled', 'true');
    await lockedEntry.hover();
    // An earlier tooltip may still be in the page, hidden: the one on screen is the hovered entry's.
    await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveText(messages.reactivateMembership);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toContainText(messages.reactivateMembership);
    await page.keyboard.press('Escape');
    const refused = await page.request.get('/api/contribution/sum', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(messages.reactivateMembership);

    // The upgrade screens stay open and say the trial has ended.
    await page.goto('/profile/upgrade-trial/');
    await expect(page.getByRole('status').filter({ hasText: `Your trial ended on ${shown(trialEnd)}.` })).toBeVisible();
    expect(await seriousViolations(page), 'upgrade-trial, downgraded').toEqual([]);
    await page.goto('/profile/upgrade/');
    await expect(page.getByRole('region', { name: 'No package yet' })).toContainText('Downgraded');
    expect(await seriousViolations(page), 'upgrade, downgraded').toEqual([]);

    // A declined card changes nothing and says why.
    await startUpgrade(page, 'Annual (1 year)', 'SME');
    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Pay US $990.00' }).click();
    await expect(page).toHaveURL(/\/profile\/upgrade\/\?payment=\d+$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your membership has not changed' })).toContainText(membershipMessages.declined);
    await expect(page.getByTestId('membership-end-date')).toContainText('Ended on');
    expect(await currentPackage(page, token)).toMatchObject({ is_downgraded: true, package: null });

    // SME for a year on the sandbox's card that succeeds.
    await startUpgrade(page, 'Annual (1 year)', 'SME');
    await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
    const paidFrom = new Date();
    await page.getByRole('button', { name: 'Pay US $990.00' }).click();
    await expect(page).toHaveURL(/\/profile\/upgrade\/\?payment=\d+$/);
    const paymentId = Number(new URL(page.url()).searchParams.get('payment'));
    await expect(page.getByRole('status').filter({ hasText: membershipMessages.paid })).toBeVisible();
    const membershipCard = page.getByRole('region', { name: 'SME', exact: true });
    await expect(membershipCard).toContainText('Active');
    await expect(membershipCard).toContainText('Auto-renewal: on');
    const paid = await currentPackage(page, token);
    expect(paid).toMatchObject({ is_trial: false, is_downgraded: false, package: { name: 'SME' }, membership_period_id: 2, auto_renew: true });
    // A year from the day it was paid (the trial had already ended, so no day of it carries over).
    expect([yearAfter(paidFrom), yearAfter(new Date())]).toContain(paid.membership_end_date);

    // The receipt, with its PDF.
    const receipt = await membershipServer.waitForMail(user.email, new RegExp(membershipMessages.receiptSubject));
    expect(receipt.subject).toBe(`${membershipMessages.receiptSubject}: US $990.00`);
    expect(receipt.text).toContain('SME membership (Annual (1 year))');
    const pdf = attachmentsOf(receipt).find((a) => a.filename === `membership_receipt_${paymentId}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The declined attempt sent no receipt.
    expect(membershipServer.mails.filter((m) => m.to.includes(user.email.toLowerCase()) && m.subject.startsWith(membershipMessages.receiptSubject))).toHaveLength(1);

    // Full access again: the formerly locked screen opens from the menu.
    await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'View Impact History' }).click();
    await expect(page).toHaveURL(/\/impact-history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact history');
    expect((await page.request.get('/api/user/credits', { headers: { authorization: `Bearer ${token}` } })).status()).not.toBe(403);

    // Auto-renewal off: the membership stays until its end date.
    await page.goto('/profile/upgrade/cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(membershipMessages.cancelAutoRenewTitle);
    await page.getByRole('button', { name: 'Cancel auto-renewal' }).click();
    await expect(page.getByRole('status').filter({ hasText: membershipMessages.autoRenewCancelled })).toContainText(`Your membership ends on ${shown(paid.membership_end_date!)}`);
    await expect(page.getByRole('region', { name: 'SME', exact: true })).toContainText('Auto-renewal: off');
    expect(await currentPackage(page, token)).toMatchObject({ auto_renew: false, package: { name: 'SME' }, membership_end_date: paid.membership_end_date });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: membershipMessages.autoRenewAlreadyOff })).toBeVisible();
  });
});
