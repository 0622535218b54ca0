import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';
import { PARTNERS, choose } from './support';

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility of the project screens', () => {
  test('the partner list, a project form with its messages, and a new project have no serious violations', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, PARTNERS.health.email, '/projects-list');
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    expect(await seriousViolations(page), 'list').toEqual([]);

    await page.getByTestId('project-row').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Change log' })).toBeVisible();
    expect(await seriousViolations(page), 'edit').toEqual([]);

    await page.goto('/projects/create');
    await page.getByRole('button', { name: 'Add an impact level' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Please enter a price.')).toBeVisible();
    expect(await seriousViolations(page), 'create with errors').toEqual([]);
  });

  test('the staff project, display condition, change log and bundle screens have no serious violations', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.admin, '/admin/wcuuser/projects');
    await expect(page.getByRole('heading', { name: /All projects/ })).toBeVisible();
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    expect(await seriousViolations(page), 'projects').toEqual([]);

    await page.goto('/admin/wcuuser/display_conditions');
    await expect(page.getByTestId('condition-row').first()).toBeVisible();
    expect(await seriousViolations(page), 'display conditions').toEqual([]);

    await page.goto('/admin/wcuuser/project/changelog');
    await expect(page.getByTestId('changelog-entry').first()).toBeVisible();
    expect(await seriousViolations(page), 'change log').toEqual([]);

    await page.goto('/admin/wcuuser/projects');
    await page.getByRole('button', { name: 'Create bundle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a bundle' });
    await choose(page, 'Worthy cause', PARTNERS.learning.name, dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('bundle-part').first()).toBeVisible();
    expect(await seriousViolations(page), 'bundle').toEqual([]);
  });
});
