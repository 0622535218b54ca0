import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readLocalStorage } from '../support/session';

/** A 1×1 PNG: a real image the server's type check accepts. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A title no other test or earlier run uses. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API with the session the page holds (signInThroughApi stored its tokens). */
export async function apiAs(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const token = await readLocalStorage(page, 'goodhive.access_token');
  const response = await page.request.fetch(`/api${path}`, { method, data: data as never, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: unknown; message?: string };
}

/** Posts an update through the API as the signed-in partner and returns its id. */
export async function postUpdate(page: Page, projectId: number, title: string): Promise<number> {
  const result = await apiAs(page, 'POST', '/partner/project-updates', { project_id: projectId, title, body: 'Fresh news from the field for the people who funded this project.', images: [] });
  return (result.data as { id: number }).id;
}

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
