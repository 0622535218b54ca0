import { expect, test } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';
import { PNG, uniqueTitle } from './support';

/** HealthBridge Clinics runs project 1386, which the demo company Brightside Coffee Co. funded. */
const HEALTH_PARTNER = 'health@partners.goodhive.example';
const PROJECT = { id: 1386, title: 'Provide a counselling session' };

test.describe('project updates: a partner posts, a funder follows', () => {
  test('a partner posts an update with an image and a business that funded the project reads it', async ({ browser }) => {
    test.slow();
    const title = uniqueTitle('Counsellors in two more schools');
    const partnerPage = await (await browser.newContext()).newPage();
    // The panel's /updates route leads to the list of updates.
    await signInThroughApi(partnerPage, HEALTH_PARTNER, '/updates');
    await expect(partnerPage).toHaveURL(/\/project-updates-list\/$/);
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Project updates' })).toBeVisible();
    await expect(partnerPage.getByRole('navigation', { name: 'Partner menu' }).getByRole('link', { name: 'Project Update' })).toHaveAttribute('aria-current', 'page');
    await partnerPage.getByRole('link', { name: 'Post an update' }).first().click();
    await expect(partnerPage).toHaveURL(/\/project-update\/new$/);

    // Nothing filled in: each field says what it needs.
    await partnerPage.getByRole('button', { name: 'Post update' }).click();
    await expect(partnerPage.getByText('Please choose one of your projects.')).toBeVisible();
    await expect(partnerPage.getByText('The title needs at least 3 characters.')).toBeVisible();

    await partnerPage.getByRole('combobox', { name: 'Project' }).click();
    await partnerPage.getByRole('option', { name: PROJECT.title }).click();
    await partnerPage.getByRole('textbox', { name: 'Title' }).fill(title);
    await partnerPage.getByRole('textbox', { name: 'What happened' }).fill('Our counsellors now visit three more secondary schools every week.\n\nTeachers learned to notice who needs help.');
    await partnerPage.locator('input[type="file"]').setInputFiles({ name: 'school.png', mimeType: 'image/png', buffer: PNG });
    await expect(partnerPage.getByRole('img', { name: 'Update image 1' })).toBeVisible();
    // A file that only claims to be an image is refused with the server's message.
    await partnerPage.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(partnerPage.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG, WebP or GIF image.' })).toBeVisible();
    await partnerPage.getByRole('button', { name: 'Post update' }).click();

    await expect(partnerPage).toHaveURL(/\/project-updates-list\/$/);
    const row = partnerPage.getByTestId('update-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('update-status')).toHaveText('Published');
    // The partner Home links to a new update for one project: it comes chosen.
    await partnerPage.goto(`/project-update/new?project_id=${PROJECT.id}`);
    await expect(partnerPage.getByRole('combobox', { name: 'Project' })).toHaveValue(PROJECT.title);

    const funder = await (await browser.newContext()).newPage();
    await signInThroughApi(funder, DEMO.owner, '/project-updates/list');
    await expect(funder.getByRole('heading', { level: 1, name: 'Follow your impact updates' })).toBeVisible();
    const card = funder.getByTestId('update-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('HealthBridge Clinics');
    await expect(card).toContainText(PROJECT.title);
    await card.getByRole('link', { name: title }).click();

    await expect(funder).toHaveURL(/\/project-updates\/details\/\d+$/);
    await expect(funder.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(funder.getByTestId('update-body')).toContainText('Teachers learned to notice who needs help.');
    await expect(funder.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible();
    await expect(funder.getByRole('link', { name: 'Give again' })).toHaveAttribute('href', `/projectdetail/${PROJECT.id}`);
    await funder.getByRole('link', { name: 'HealthBridge Clinics' }).click();
    await expect(funder.getByRole('heading', { level: 1, name: 'HealthBridge Clinics' })).toBeVisible();
  });
});
