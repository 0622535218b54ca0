import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  PARTNER_CONTRIBUTIONS_CSV_COLUMNS,
  formatAmount,
  partnerContributionsCsvFileName,
  type PartnerContributions,
  type PartnerContributionsSummary,
  type PartnerHome,
} from '@goodhive/contract';
import { DEMO, readLocalStorage, signInThroughApi } from '../support/session';

const WATER = 'Give a day of clean water to a person';
const usd = (amount: number) => `US $${formatAmount(amount)}`;

/** The API as the signed-in page's user. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await readLocalStorage(page, 'goodhive.access_token');
  const response = await page.request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The first day of the UTC month `back` months before the current one, and the last day of the month before the current one. */
function monthDay(back: number, last = false): string {
  const now = new Date();
  const d = last ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 10);
}

/** One figure of the totals bar. */
const totalsText = (page: Page, label: string) => page.getByTestId('contribution-totals').locator(`[data-total="${label}"]`);

test.describe('partner contributions', () => {
  test('the partner filters its contributions by project and dates, sees the totals follow, and exports the CSV', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.partner);
    const menu = page.getByRole('navigation', { name: 'Partner menu' });
    await menu.getByRole('link', { name: 'Contributions' }).click();
    await expect(page).toHaveURL(/\/contributions-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contributions' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contributions' })).toHaveAttribute('aria-current', 'page');

    const rows = page.getByTestId('contribution-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows).toHaveCount(20);
    const allUsd = await totalsText(page, 'Total (USD)').textContent();
    expect(allUsd).toMatch(/^US \$[\d,]+\.\d\d$/);

    // One project: every row is that project's, and the totals are its own.
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: WATER }).click();
    await expect(page).toHaveURL(/project_id=1382/);
    await expect(rows.locator('[data-col="project"]').first()).toHaveText(WATER);
    // The previous rows stay on screen while the filtered ones load: wait until none of another project is left.
    await expect(rows.locator('[data-col="project"]').filter({ hasNotText: WATER })).toHaveCount(0);
    const projectUsd = totalsText(page, 'Total (USD)');
    await expect(projectUsd).not.toHaveText(allUsd!);

    // A range of whole past months: giving made today by other tests falls outside it.
    const begin = monthDay(3);
    const end = monthDay(0, true);
    await page.getByLabel('From', { exact: true }).fill(begin);
    await page.getByLabel('To', { exact: true }).fill(end);
    await expect(page).toHaveURL(new RegExp(`begin_date=${begin}.*end_date=${end}.*project_id=1382`));
    const expected = await apiGet<PartnerContributions>(page, `partner/contributions?project_id=1382&begin_date=${begin}&end_date=${end}&limit=-1`);
    expect(expected.totals.contributions).toBeGreaterThan(0);
    const n = expected.totals.contributions;
    await expect(page.getByRole('heading', { level: 2, name: `${n} ${n === 1 ? 'contribution' : 'contributions'} found` })).toBeVisible();
    await expect(totalsText(page, 'Total (USD)')).toHaveText(usd(expected.totals.amount_usd));
    await expect(totalsText(page, 'Beneficiaries')).toHaveText(expected.totals.beneficiaries.toLocaleString('en-US'));
    await expect(rows).toHaveCount(Math.min(n, 20));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(partnerContributionsCsvFileName(begin, end));
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(PARTNER_CONTRIBUTIONS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(n + 1);
    for (const line of lines.slice(1)) {
      const day = line.slice(0, 10);
      expect(day >= begin && day <= end, `${day} lies in ${begin}..${end}`).toBe(true);
      expect(line).toContain(`,${WATER},`);
    }

    // Clearing the filters brings every contribution back.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/contributions-management$/);
    await expect(totalsText(page, 'Total (USD)')).not.toHaveText(usd(expected.totals.amount_usd));
  });

  test('the overview shows the monthly chart and the per-project table linking to each project’s contributions', async ({ page }) => {
    await signInThroughApi(page, DEMO.partner, '/contributions');
    await expect(page.getByRole('heading', { level: 1, name: 'Contributions overview' })).toBeVisible();
    // The overview counts as the Contributions menu entry.
    await expect(page.getByRole('navigation', { name: 'Partner menu' }).getByRole('link', { name: 'Contributions' })).toHaveAttribute('aria-current', 'page');
    const summary = await apiGet<PartnerContributionsSummary>(page, 'partner/contributions/summary');
    await expect(page.getByTestId('figure-all-time').locator('[data-figure-value]')).toHaveText(usd(summary.all_time.amount_usd));
    await expect(page.getByTestId('monthly-chart').getByRole('application')).toBeVisible();
    await expect(page.getByTestId('monthly-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

    const table = page.getByTestId('project-totals');
    await expect(table.getByTestId('project-total')).toHaveCount(summary.projects.length);
    const water = table.getByTestId('project-total').filter({ hasText: WATER });
    const waterSummary = summary.projects.find((p) => p.project_id === 1382)!;
    await expect(water).toContainText(usd(waterSummary.all_time.amount_usd));
    await water.getByRole('link', { name: `${WATER} (contributions)` }).click();
    await expect(page).toHaveURL(/\/contributions-management\?project_id=1382$/);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(WATER);
  });

  test('Home shows this month’s and the total figures, and an attention item leads to the right screen', async ({ page }) => {
    await signInThroughApi(page, DEMO.partner, '/favicon.svg');
    // Other tests may give to these projects meanwhile: the figures shown are those read just before or just after.
    const before = await apiGet<PartnerHome>(page, 'partner/home');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Global Roots Foundation' })).toBeVisible();
    const thisMonth = page.getByTestId('given-this-month').locator('[data-figure-value]');
    const total = page.getByTestId('given-in-total').locator('[data-figure-value]');
    await expect(total).toHaveText(/^US \$[\d,]+\.\d\d$/);
    const after = await apiGet<PartnerHome>(page, 'partner/home');
    expect([usd(before.this_month.amount_usd), usd(after.this_month.amount_usd)]).toContain(await thisMonth.textContent());
    expect([usd(before.all_time.amount_usd), usd(after.all_time.amount_usd)]).toContain(await total.textContent());
    expect(after.this_month.contributions).toBeGreaterThan(0);
    await expect(page.getByTestId('given-this-month')).toContainText('contribution');
    await expect(page.getByTestId('live-projects').locator('[data-figure-value]')).toHaveText(String(after.live_projects));

    const items = page.getByTestId('attention-item');
    expect(after.attention_count).toBeGreaterThan(0);
    await expect(items).toHaveCount(after.attention_count);
    // The demo organisation has no bank details yet: each gap leads to the profile.
    const item = after.attention.profile_gaps.length ? page.locator('[data-testid="attention-item"][data-kind="profile"]').first() : items.first();
    const link = item.getByRole('link');
    const href = (await link.getAttribute('href'))!;
    if (after.attention.profile_gaps.length) expect(href).toBe('/profile');
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    if (href === '/profile') await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });
});

