import { expect, test } from '@playwright/test';
import { projectMessages } from '@goodhive/contract';
import { DEMO, signInThroughApi } from '../support/session';
import { PARTNERS, choose, pageAs, partnerOption, uniqueTitle } from './support';

/* Staff's project form and review, and what the partner then sees. Nothing here goes live. */

test.describe('projects: staff form and sending back', () => {
  test('staff create a submitted project for a partner and send it back with a note, which the partner reads', async ({ browser }) => {
    test.slow();
    const admin = await pageAs(browser, DEMO.admin, '/admin/wcuuser/projects');
    const partner = await partnerOption(admin, PARTNERS.relief.name);
    const title = uniqueTitle('Emergency shelter kit');

    await admin.goto(`/admin/wcuuser/projects/create/${partner.user_id}`);
    await expect(admin.getByText(`A new project of ${PARTNERS.relief.name}.`, { exact: false })).toBeVisible();
    await admin.getByLabel(/^Title/).fill(title);
    // A project that starts in review must be complete: the server says what is missing, on its fields.
    await choose(admin, 'Start as', 'Submitted for review');
    await admin.getByRole('button', { name: 'Create project' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: projectMessages.incompleteForReview })).toBeVisible();
    await expect(admin.getByText(projectMessages.descriptionRequired)).toBeVisible();
    await expect(admin.getByText(projectMessages.levelRequired)).toBeVisible();

    await admin.getByLabel('Description').fill('Tarpaulin, rope and tools for a family whose home was damaged by a typhoon.');
    await choose(admin, 'Categories', 'Disaster Relief');
    await admin.getByRole('button', { name: 'Add a place' }).click();
    await choose(admin, 'Country of place 1', 'Philippines');
    await admin.getByRole('button', { name: 'Add an impact level' }).click();
    await admin.getByLabel('Price per impact (USD), level 1').fill('35');
    await admin.getByLabel('Impact unit, level 1').fill('shelter kit');
    await admin.getByLabel('Beneficiaries per unit, level 1').fill('5');
    await admin.getByRole('button', { name: 'Create project' }).click();

    await expect(admin).toHaveURL(new RegExp(`/admin/wcuuser/projects/edit/${partner.user_id}/\\d+$`));
    const projectId = Number(admin.url().split('/').pop());
    await expect(admin.getByTestId('submitted-banner')).toBeVisible();
    await admin.getByTestId('submitted-banner').getByRole('button', { name: `Send back: ${title}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByText(projectMessages.noteRequired)).toBeVisible();
    await dialog.getByLabel(/Note to the partner/).fill('Please add a photo of a packed kit.');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(admin.getByText(projectMessages.rejected)).toBeVisible();
    await expect(admin.getByTestId('review-note')).toContainText('Please add a photo of a packed kit.');
    await expect(admin.getByTestId('changelog-entry').filter({ hasText: 'Sent back to draft' })).toBeVisible();

    const owner = await pageAs(browser, PARTNERS.relief.email, `/projects-list?search=${encodeURIComponent(title)}`);
    const row = owner.getByTestId('project-row').filter({ hasText: title });
    await expect(row.getByTestId('project-status')).toHaveText('Draft');
    await expect(row.getByTestId('row-review-note')).toContainText('Please add a photo of a packed kit.');
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(owner).toHaveURL(`/projects/edit/${projectId}`);
    await expect(owner.getByTestId('review-note')).toContainText('Please add a photo of a packed kit.');
    await expect(owner.getByRole('button', { name: 'Submit for review' })).toBeVisible();

    // Another partner cannot open it.
    const other = await pageAs(browser, PARTNERS.learning.email, `/projects/edit/${projectId}`);
    await expect(other.getByRole('alert').filter({ hasText: 'This project could not be loaded' })).toBeVisible();
    await expect(other.getByLabel(/^Title/)).toHaveCount(0);
  });

  test('the project list and form work on a 390 px phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInThroughApi(page, PARTNERS.learning.email, '/projects-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Create project' }).first().click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The title needs at least 3 characters.')).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toBeFocused();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
  });
});
