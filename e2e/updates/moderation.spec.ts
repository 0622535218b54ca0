import { expect, test } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';
import { postUpdate, seriousViolations, uniqueTitle } from './support';

/** Blue Reef Alliance runs project 1383, which the personal demo user (sam@) funded. */
const OCEAN_PARTNER = 'ocean@partners.goodhive.example';

test.describe('project updates: staff moderation', () => {
  test('staff hide an update with a note; the funder no longer sees it and the partner reads the note', async ({ browser }) => {
    test.slow();
    const title = uniqueTitle('Plastic recovered this month');
    const note = 'Please blur the faces of the children in the photo, then we publish it again.';
    const partner = await (await browser.newContext()).newPage();
    await signInThroughApi(partner, OCEAN_PARTNER, '/project-updates-list/');
    const id = await postUpdate(partner, 1383, title);

    const funder = await (await browser.newContext()).newPage();
    await signInThroughApi(funder, DEMO.personal, '/project-updates/list');
    await expect(funder.getByTestId('update-card').filter({ hasText: title })).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await signInThroughApi(admin, DEMO.admin, `/admin/wcuuser/project/updates?search=${encodeURIComponent(title)}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Project updates' })).toBeVisible();
    const row = admin.getByTestId('update-row').filter({ hasText: title });
    await expect(row).toContainText('Blue Reef Alliance');
    await row.getByRole('button', { name: `Hide ${title}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this update' });
    await dialog.getByRole('button', { name: 'Hide update' }).click();
    await expect(dialog.getByText('Please say why the update is hidden: the partner sees this note.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note to the partner' }).fill(note);
    await dialog.getByRole('button', { name: 'Hide update' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('update-status')).toHaveText('Hidden by our team');
    await expect(row.getByTestId('moderation-note')).toContainText(note);

    await funder.reload();
    await expect(funder.getByRole('heading', { level: 1, name: 'Follow your impact updates' })).toBeVisible();
    await expect(funder.getByTestId('update-card').first()).toBeVisible();
    await expect(funder.getByTestId('update-card').filter({ hasText: title })).toHaveCount(0);
    await funder.goto(`/project-updates/details/${id}`);
    await expect(funder.getByRole('heading', { level: 1, name: 'This update is not available' })).toBeVisible();

    await partner.goto(`/project-updates-list/?search=${encodeURIComponent(title)}`);
    const own = partner.getByTestId('update-row').filter({ hasText: title });
    await expect(own.getByTestId('moderation-note')).toContainText(note);
    expect(await seriousViolations(partner), 'list with a hidden update').toEqual([]);
    await own.getByRole('link', { name: title }).click();
    await expect(partner.getByRole('status').filter({ hasText: 'Hidden by our team' })).toContainText(note);
    expect(await seriousViolations(partner), 'hidden update').toEqual([]);
    await partner.getByRole('textbox', { name: 'Title' }).fill(`${title} (faces blurred)`);
    await partner.getByRole('button', { name: 'Save update' }).click();
    await expect(partner.getByText('The update was saved. It stays hidden until our team publishes it again.')).toBeVisible();

    // Staff publish it again from the edit screen; the funder sees the new title.
    await admin.goto(`/admin/wcuuser/project/updates/edit/${id}`);
    await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (faces blurred)`);
    await admin.getByRole('radio', { name: /^Published/ }).check();
    await admin.getByRole('button', { name: 'Save update' }).click();
    await expect(admin.getByText('The update is published again.')).toBeVisible();
    await funder.goto('/project-updates/list');
    await expect(funder.getByTestId('update-card').filter({ hasText: `${title} (faces blurred)` })).toBeVisible();
  });
});
