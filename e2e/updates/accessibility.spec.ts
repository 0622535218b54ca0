import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';
import { seriousViolations } from './support';

/** Opens a screen, waits for its heading and checks it has no serious accessibility problems. */
async function expectClean(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

test.describe('accessibility of the update, partner page and suggestion screens', () => {
  test('visitor screens, errors shown included', async ({ page }) => {
    test.setTimeout(60_000);
    await expectClean(page, '/refer-a-project', 'Suggest a worthy cause');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await seriousViolations(page), 'suggestion errors').toEqual([]);
    await page.goto('/projectdetail/1380');
    await page.getByRole('link', { name: 'Global Roots Foundation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Global Roots Foundation' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'partner page').toEqual([]);
  });

  test('the giver, partner and staff screens', async ({ browser }) => {
    test.setTimeout(120_000);
    const giver = await (await browser.newContext()).newPage();
    await signInThroughApi(giver, DEMO.owner, '/');
    await expectClean(giver, '/project-updates/list', 'Follow your impact updates');
    await giver.getByTestId('update-card').first().getByRole('link').click();
    await expect(giver.getByRole('link', { name: 'All updates' })).toBeVisible();
    await giver.waitForLoadState('networkidle');
    expect(await seriousViolations(giver), 'update details').toEqual([]);

    const partner = await (await browser.newContext()).newPage();
    await signInThroughApi(partner, 'health@partners.goodhive.example', '/');
    await expectClean(partner, '/project-updates-list/', 'Project updates');
    await expectClean(partner, '/project-update/new', 'Post an update');

    const admin = await (await browser.newContext()).newPage();
    await signInThroughApi(admin, DEMO.admin, '/');
    await expectClean(admin, '/admin/wcuuser/project/updates', 'Project updates');
    await admin.getByRole('button', { name: /^Hide / }).first().click();
    await expect(admin.getByRole('dialog', { name: 'Hide this update' })).toBeVisible();
    expect(await seriousViolations(admin), 'hide dialog').toEqual([]);
    await admin.keyboard.press('Escape');
    await expectClean(admin, '/admin/wcuuser/referred-causes', 'Suggested causes');
    await admin.getByRole('button', { name: /^Follow up / }).first().click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(admin), 'follow-up dialog').toEqual([]);
  });
});
