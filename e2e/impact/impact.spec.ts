import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  IMPACT_HISTORY_CSV_COLUMNS,
  formatAmount,
  formatDisplayDay,
  impactHistoryCsvFileName,
  impactMessages,
  messages,
  statementFileName,
  type ImpactHistoryRow,
  type StatImpacts,
} from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { DEMO, apiToken, signInThroughApi, storeSession } from '../support/session';

const count = (n: number) => n.toLocaleString('en-US');

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Reads 'DD MMM YYYY' back as a YYYY-MM-DD day. */
function dayOfDisplay(text: string): string {
  const date = new Date(`${text.trim()} UTC`);
  return date.toISOString().slice(0, 10);
}

/** The figures the page shows match the stat-impacts answer the page itself received. */
async function expectFiguresOf(page: Page, path: string) {
  const answer = page.waitForResponse((r) => /\/api\/user\/\d+\/stat-impacts/.test(r.url()) && r.request().method() === 'GET');
  await page.goto(path);
  const stats = ((await (await answer).json()) as { data: StatImpacts }).data;
  expect(stats.account).toBe('company');
  expect(stats.contributions).toBeGreaterThan(0);
  const figure = (id: string) => page.getByTestId(id).locator('[data-figure-value]');
  await expect(figure('figure-impacts')).toHaveText(count(stats.total_impacts));
  await expect(figure('figure-beneficiaries')).toHaveText(count(stats.beneficiaries));
  await expect(figure('figure-usd')).toHaveText(`US $${formatAmount(stats.amt_total_usd)}`);
  await expect(figure('figure-sgd')).toHaveText(`S$${formatAmount(stats.amt_total_sgd)}`);
  await expect(page.getByRole('region', { name: 'Beneficiaries by category' })).toContainText(stats.categories[0].name);
  await expect(page.getByTestId('favourite-category')).toHaveText(stats.favourite_category!.name);
  await expect(page.getByTestId('recent-contributions').getByRole('button', { name: /^Receipt \(PDF\) for / }).first()).toBeVisible();
  await expect(page.getByTestId('giving-chart')).toBeVisible();
  return stats;
}

test.describe('impact', () => {
  test('the owner sees the figures the API reports on Home and on the Dashboard', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.owner, '/impact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Maya$/);
    // Settled first, so the figures below are compared with the answer of the next load.
    await expect(page.getByTestId('figure-impacts')).toBeVisible();
    await expectFiguresOf(page, '/impact');

    await expectFiguresOf(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Business menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/impact');

    // The period switch charts every year given in: all of the account's giving.
    await page.getByRole('radiogroup', { name: 'Chart period' }).getByText('By year').click();
    await expect(page.getByRole('radio', { name: 'By year' })).toBeChecked();
    await expect(page.getByTestId('chart-summary')).toHaveText(/^US \$[\d,]+\.\d{2} given · [\d,]+ beneficiaries$/);
    // A chosen range of days: a reversed one is refused before asking.
    await page.getByRole('radiogroup', { name: 'Chart period' }).getByText('Date range').click();
    const chart = page.getByRole('region', { name: 'Giving over time' });
    await chart.getByLabel('From', { exact: true }).fill('2026-05-01');
    await chart.getByLabel('To', { exact: true }).fill('2026-04-01');
    await expect(chart.getByText(impactMessages.beginAfterEnd)).toBeVisible();
    await chart.getByLabel('From', { exact: true }).fill('2026-01-01');
    await expect(chart.getByTestId('chart-summary')).toBeVisible();
    await expect(chart.getByTestId('giving-chart')).toBeVisible();
  });

  test('the owner filters the history by a date range, exports it as CSV and downloads the statement', async ({ page }) => {
    test.slow();
    const token = await apiToken(page.request, DEMO.owner);
    const all = (await (await page.request.get('/api/v2/impact-history?limit=-1', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: ImpactHistoryRow[];
    };
    // A range strictly inside the seeded history: new giving made by other tests today falls outside it.
    const days = [...new Set(all.data.map((r) => r.contribution_date.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThanOrEqual(4);
    const begin = days[1];
    const end = days[days.length - 2];
    const expected = all.data.filter((r) => r.contribution_date.slice(0, 10) >= begin && r.contribution_date.slice(0, 10) <= end).length;
    expect(expected).toBeLessThan(all.data.length);

    await storeSession(page, { access_token: token });
    await page.goto('/impact-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Impact history' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'View Impact History' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('From', { exact: true }).fill(begin);
    await page.getByLabel('To', { exact: true }).fill(end);
    await expect(page).toHaveURL(new RegExp(`begin_date=${begin}.*end_date=${end}`));
    await expect(page.getByRole('heading', { level: 2, name: `${expected} ${expected === 1 ? 'contribution' : 'contributions'} found` })).toBeVisible();

    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(Math.min(expected, 20));
    for (const text of await rows.locator('[data-col="date"]').allTextContents()) {
      const day = dayOfDisplay(text);
      expect(day >= begin && day <= end, `${text} lies in ${begin}..${end}`).toBe(true);
    }
    // Both end days are included.
    await expect(rows.locator('[data-col="date"]').filter({ hasText: formatDisplayDay(begin) }).first()).toBeVisible();
    await expect(rows.locator('[data-col="date"]').filter({ hasText: formatDisplayDay(end) }).first()).toBeVisible();

    // The filters live in the address: a reload keeps them.
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(begin);
    await expect(rows).toHaveCount(Math.min(expected, 20));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(impactHistoryCsvFileName(begin, end));
    const lines = fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(IMPACT_HISTORY_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(expected + 1);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download statement (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toBe(statementFileName(begin, end));
    expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the history turns into cards on a phone and a receipt downloads', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, DEMO.owner, '/impact-history');
    await expect(page.getByTestId('impact-history-cards')).toBeVisible();
    await expect(page.getByTestId('impact-history-table')).toHaveCount(0);
    const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Receipt \(PDF\) for / }).first().click()]);
    expect(receipt.suggestedFilename()).toMatch(/^payment_receipt_\d+\.pdf$/);
    expect(fs.readFileSync((await receipt.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a new company sees Share and Community locked until its first paid giving', async ({ page }) => {
    const trial = await createTrialUser(page.request, 'impact-lock');
    const token = await apiToken(page.request, trial.email, trial.password);
    const auth = { Authorization: `Bearer ${token}` };
    // The trial's platform-funded giving is the company's only one: an admin marks it unpaid.
    const history = (await (await page.request.get('/api/v2/impact-history?limit=-1', { headers: auth })).json()) as { data: ImpactHistoryRow[] };
    const ids = history.data.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const admin = { Authorization: `Bearer ${await apiToken(page.request, DEMO.admin)}` };
    const setPaid = async (status: 0 | 1) => {
      const response = await page.request.post('/api/user/contribution/status/change', { headers: admin, data: { status, ids } });
      expect(response.ok(), await response.text()).toBe(true);
    };
    await setPaid(0);

    await storeSession(page, { access_token: token });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Business menu' });
    await expect(page.getByTestId('impact-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/view-all-projects');
    await expect(page.getByTestId('trial-banner')).toContainText('left of 17');
    for (const label of ['Embed Impact Widgets', 'Gratitude certificate', 'Business listing', 'Partnership status']) {
      await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
      await expect(menu.locator('[aria-disabled="true"]').filter({ hasText: label })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'View Impact History' })).toBeVisible();
    await menu.locator('[aria-disabled="true"]').filter({ hasText: 'Gratitude certificate' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(messages.unlockFirstGiving);

    // Paid again: the entries open.
    await setPaid(1);
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Gratitude certificate' })).toHaveAttribute('href', '/gratitude-certificate');
    await expect(menu.locator('[aria-disabled="true"]')).toHaveCount(0);
  });

  test('the Dashboard and the impact history have no serious accessibility violations, on a desktop and on a phone', async ({ page }) => {
    test.slow();
    await signInThroughApi(page, DEMO.owner, '/');
    await expect(page.getByTestId('giving-chart')).toBeVisible();
    expect(await seriousViolations(page), 'dashboard').toEqual([]);
    await page.goto('/impact-history?category_id=3');
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    expect(await seriousViolations(page), 'history').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('impact-history-cards')).toBeVisible();
    expect(await seriousViolations(page), 'history on a phone').toEqual([]);
  });
});
