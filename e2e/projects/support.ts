import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { readLocalStorage, signInThroughApi } from '../support/session';

/** A 1×1 PNG: a real image the server's type check accepts. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A title no other test or earlier run uses. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The demo partners this folder works with (each test its own, for isolation). */
export const PARTNERS = {
  ocean: { email: 'ocean@partners.goodhive.example', name: 'Blue Reef Alliance' },
  health: { email: 'health@partners.goodhive.example', name: 'HealthBridge Clinics' },
  relief: { email: 'relief@partners.goodhive.example', name: 'Bayanihan Relief' },
  learning: { email: 'learning@partners.goodhive.example', name: 'Seeds of Learning' },
} as const;

/** A page of its own (own storage) signed in as `email` at `path`: one browser, several people. */
export async function pageAs(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, email, path);
  return page;
}

/** Calls the API with the session the page holds. */
export async function apiAs<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await readLocalStorage(page, 'goodhive.access_token');
  const response = await page.request.fetch(`/api${path}`, { method, data: data as never, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Option = { id: number; user_id: number; worthy_cause_name: string };

/** The worthy cause of a demo partner, as staff pickers know it. */
export async function partnerOption(admin: Page, name: string): Promise<Option> {
  const options = await apiAs<Option[]>(admin, 'GET', '/admin/partner-options');
  const found = options.find((o) => o.worthy_cause_name === name);
  expect(found, name).toBeDefined();
  return found!;
}

/** A complete live project of a partner, made by staff through the API (what the staff form sends). */
export async function createLiveProject(admin: Page, partnerName: string, title: string): Promise<number> {
  const partner = await partnerOption(admin, partnerName);
  const categories = await apiAs<{ id: number }[]>(admin, 'GET', '/app/categories');
  const countries = await apiAs<{ id: number; code: string }[]>(admin, 'GET', '/app/countries');
  const project = await apiAs<{ id: number }>(admin, 'POST', '/partner/projects', {
    partner_id: partner.id,
    status: 'live',
    title,
    description: 'Fresh water filters for families in flood areas, fitted and explained by local volunteers.',
    category_ids: [categories[0].id],
    locations: [{ country_id: countries.find((c) => c.code === 'PH')!.id }],
    impact_levels: [{ price: 12.5, impact_unit: 'water filter fitted', beneficiaries_per_unit: 5 }],
  });
  return project.id;
}

/** Closes a project the test made, so the shared catalogue is as it was. */
export const closeProject = (admin: Page, id: number) => apiAs(admin, 'POST', `/partner/projects/${id}/status`, { status: 'closed', note: null });

/** Searches the catalogue for a title and answers how many cards carry it. */
export async function findInCatalogue(page: Page, title: string) {
  await page.goto(`/view-all-projects?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find an impact to give');
  await expect(page.getByRole('heading', { name: /projects? found/ })).toBeVisible();
  return page.getByTestId('project-card').filter({ hasText: title });
}

/** Chooses an option of a Mantine select or multi-select (inside `scope`, e.g. a dialog), typing to narrow it first. */
export async function choose(page: Page, label: string | RegExp, option: string, scope: Page | Locator = page) {
  const box = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first();
  await box.click();
  // Searchable pickers narrow as one types; the others only open.
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}
