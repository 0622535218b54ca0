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
    test.slow();
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

  // One test a kind of user: under CI's load, the three together took over two minutes.
  test("the giver's update screens", async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.owner, '/');
    await expectClean(page, '/project-updates/list', 'Follow your impact updates');
    await page.getByTestId('update-card').first().getByRole('link').click();
    await expect(page.getByRole('link', { name: 'All updates' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'update details').toEqual([]);
  });

  test("the partner's update screens", async ({ page }) => {
    test.slow();
    await signInThroughApi(page, 'health@partners.goodhive.example', '/');
    await expectClean(page, '/project-updates-list/', 'Project updates');
    await expectClean(page, '/project-update/new', 'Post an update');
  });

  test("staff's update and suggestion screens, dialogs open", async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.admin, '/');
    await expectClean(page, '/admin/wcuuser/project/updates', 'Project updates');
    await page.getByRole('button', { name: /^Hide / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Hide this update' })).toBeVisible();
    expect(await seriousViolations(page), 'hide dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expectClean(page, '/admin/wcuuser/referred-causes', 'Suggested causes');
    await page.getByRole('button', { name: /^Follow up / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'follow-up dialog').toEqual([]);
  });
});
