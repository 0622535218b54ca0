import { expect, test } from '@playwright/test';
import { projectMessages } from '@goodhive/contract';
import { DEMO } from '../support/session';
import { PARTNERS, PNG, apiAs, choose, closeProject, createLiveProject, findInCatalogue, pageAs, partnerOption, uniqueTitle } from './support';

/*
 * Projects from the partner's form to the catalogue, through staff review. These tests put new projects live,
 * which changes the shared demo catalogue that other tests count: the file runs after them (*.serial) and
 * closes what it made.
 */

test.describe('projects: partner panel and staff review', () => {
  test('a partner submits a project, an admin approves it, and it appears in /view-all-projects', async ({ browser }) => {
    test.slow();
    const title = uniqueTitle('Restore seagrass meadows');
    const partner = await pageAs(browser, PARTNERS.ocean.email, '/projects-list');
    await expect(partner.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(partner.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    await partner.getByRole('link', { name: 'Create project' }).first().click();
    await expect(partner).toHaveURL(/\/projects\/create$/);

    await partner.getByLabel(/^Title/).fill(title);
    await partner.getByLabel('Summary').fill('Seagrass replanted with fishing families.');
    await partner.getByLabel('Description').fill('Volunteer divers replant seagrass shoots that shelter fish and hold the seabed.');
    await choose(partner, 'Categories', 'Ocean Conservation');
    await partner.getByRole('button', { name: 'Add a place' }).click();
    await choose(partner, 'Country of place 1', 'Indonesia');
    await partner.locator('input[type="file"]').setInputFiles({ name: 'seagrass.png', mimeType: 'image/png', buffer: PNG });
    await expect(partner.getByRole('img', { name: 'Project image 1' })).toBeVisible();
    await partner.getByRole('button', { name: 'Add an impact level' }).click();
    await partner.getByLabel('Price per impact (USD), level 1').fill('7.5');
    await partner.getByLabel('Impact unit, level 1').fill('square metre of seagrass');
    await partner.getByLabel('Beneficiaries per unit, level 1').fill('3');
    await partner.getByRole('button', { name: 'Save draft' }).click();

    await expect(partner).toHaveURL(/\/projects\/edit\/\d+$/);
    const projectId = Number(partner.url().split('/').pop());
    await expect(partner.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(partner.getByTestId('project-status').first()).toHaveText('Draft');
    await partner.getByRole('button', { name: 'Submit for review' }).click();
    await expect(partner.getByTestId('submitted-banner')).toBeVisible();
    await expect(partner.getByRole('button', { name: 'Withdraw from review' })).toBeVisible();

    const admin = await pageAs(browser, DEMO.admin, '/admin/wcuuser/projects');
    const queue = admin.getByRole('region', { name: /Waiting for review/ });
    await expect(queue.getByRole('link', { name: title, exact: true })).toBeVisible();
    await queue.getByRole('button', { name: `Approve: ${title}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(projectMessages.approved)).toBeVisible();
    await expect(queue.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    const member = await pageAs(browser, DEMO.personal, '/view-all-projects');
    const card = await findInCatalogue(member, title);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(PARTNERS.ocean.name);
    await expect(card).toContainText('US $7.50');

    await partner.reload();
    await expect(partner.getByTestId('project-status').first()).toHaveText('Live');
    await closeProject(admin, projectId);
  });

  test("a partner's change to a live project waits for review, and the change log shows it before and after", async ({ browser }) => {
    test.slow();
    const admin = await pageAs(browser, DEMO.admin, '/admin/wcuuser/projects');
    const oldTitle = uniqueTitle('Mobile clinic visit');
    const newTitle = uniqueTitle('Mobile clinic day');
    const projectId = await createLiveProject(admin, PARTNERS.health.name, oldTitle);

    const partner = await pageAs(browser, PARTNERS.health.email, `/projects/edit/${projectId}`);
    await expect(partner.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
    await partner.getByLabel(/^Title/).fill(newTitle);
    await partner.getByRole('button', { name: 'Send changes for review' }).click();
    await expect(partner.getByText(projectMessages.changeRequested)).toBeVisible();
    const pending = partner.getByTestId('pending-change');
    await expect(pending.locator('[data-side="before"]')).toHaveText(`Before: ${oldTitle}`);
    await expect(pending.locator('[data-side="after"]')).toHaveText(`After: ${newTitle}`);

    // Givers keep seeing the live details until staff approve.
    const giver = await pageAs(browser, DEMO.owner, '/view-all-projects');
    await expect(await findInCatalogue(giver, oldTitle)).toHaveCount(1);
    await expect(await findInCatalogue(giver, newTitle)).toHaveCount(0);

    await admin.reload();
    const row = admin.getByRole('region', { name: /Waiting for review/ }).getByTestId('project-row').filter({ hasText: oldTitle });
    await expect(row.getByTestId('change-field')).toContainText(newTitle);
    await row.getByRole('button', { name: `Approve change: ${oldTitle}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve change' }).click();
    await expect(admin.getByText(projectMessages.changeApproved)).toBeVisible();

    await expect(await findInCatalogue(giver, newTitle)).toHaveCount(1);

    await admin.goto(`/admin/wcuuser/project/changelog?project=${projectId}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Project change log' })).toBeVisible();
    const entry = admin.getByTestId('changelog-entry').filter({ hasText: 'Change requested' });
    await expect(entry).toContainText('Approved');
    await expect(entry).toContainText('(Partner)');
    await expect(entry.locator('[data-field="title"] [data-side="before"]')).toHaveText(`Before: ${oldTitle}`);
    await expect(entry.locator('[data-field="title"] [data-side="after"]')).toHaveText(`After: ${newTitle}`);
    await closeProject(admin, projectId);
  });

  test('an admin restricts a project to business accounts: the personal demo user no longer finds it', async ({ browser }) => {
    test.slow();
    const admin = await pageAs(browser, DEMO.admin, '/admin/wcuuser/display_conditions');
    const title = uniqueTitle('Water filters for flood areas');
    const projectId = await createLiveProject(admin, PARTNERS.relief.name, title);
    const personal = await pageAs(browser, DEMO.personal, '/view-all-projects');
    await expect(await findInCatalogue(personal, title)).toHaveCount(1);

    await admin.goto(`/admin/wcuuser/display_conditions?search=${encodeURIComponent(title)}`);
    const row = admin.getByTestId('condition-row').filter({ hasText: title });
    await expect(row.getByTestId('audience')).toHaveText('Everyone');
    await row.getByRole('button', { name: `Change who sees ${title}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Who sees this project' });
    await dialog.getByRole('checkbox', { name: 'Personal accounts' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(projectMessages.displayConditionsSaved)).toBeVisible();
    await expect(row.getByTestId('audience')).toContainText('Business accounts');
    await expect(row.getByTestId('audience')).not.toContainText('Personal accounts');

    await expect(await findInCatalogue(personal, title)).toHaveCount(0);
    const business = await pageAs(browser, DEMO.owner, '/view-all-projects');
    await expect(await findInCatalogue(business, title)).toHaveCount(1);
    await closeProject(admin, projectId);
  });

  test('an admin creates a bundle for a partner from its parts and sees the computed price', async ({ browser }) => {
    const admin = await pageAs(browser, DEMO.admin, '/admin/wcuuser/projects');
    const partner = await partnerOption(admin, PARTNERS.learning.name);
    await admin.getByRole('button', { name: 'Create bundle' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create a bundle' });
    await choose(admin, 'Worthy cause', PARTNERS.learning.name, dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/wcuuser/bundles/create/${partner.user_id}$`));

    const title = uniqueTitle('School starter bundle');
    await admin.getByLabel(/^Title/).fill(title);
    await admin.getByLabel('Bundle unit').fill('school starter pack');
    const parts = await apiAs<{ impact_level_id: number; impact_unit: string; project_title: string; price: number; beneficiaries_per_unit: number }[]>(
      admin,
      'GET',
      `/admin/partners/${partner.id}/bundle-parts`,
    );
    expect(parts.length).toBeGreaterThanOrEqual(2);
    const [first, second] = parts;
    await admin.getByRole('checkbox', { name: `${first.impact_unit} · ${first.project_title}` }).check();
    await admin.getByRole('checkbox', { name: `${second.impact_unit} · ${second.project_title}` }).check();
    await admin.getByLabel(`Quantity of ${second.impact_unit} (${second.project_title})`).fill('3');
    const cents = Math.round(first.price * 100) + 3 * Math.round(second.price * 100);
    const price = `US $${(cents / 100).toFixed(2)}`;
    await expect(admin.getByTestId('bundle-price')).toHaveText(price);
    await expect(admin.getByTestId('bundle-beneficiaries')).toHaveText(String(first.beneficiaries_per_unit + 3 * second.beneficiaries_per_unit));

    await admin.getByRole('button', { name: 'Create bundle' }).click();
    await expect(admin.getByText(projectMessages.bundleSaved)).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`/admin/wcuuser/bundles/edit/${partner.user_id}/\\d+$`));
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(admin.getByTestId('bundle-price')).toHaveText(price);
    await expect(admin.getByTestId('changelog-entry').filter({ hasText: 'Created' })).toContainText(price);
  });
});
