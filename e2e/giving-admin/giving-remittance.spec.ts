import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { contributionMessages, remittanceAdviceTitle } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { pdfText } from '../support/pdf';
import { DEMO, apiToken, signIn } from '../support/session';

/** A partner no other browser test remits or gives to, so what it is owed is this test's giving. */
const PARTNER = { email: 'growth@partners.goodhive.example', name: 'Andes Livelihoods' };

/** The calendar month before this one (UTC). */
function lastMonth() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  return { from, to };
}

const usd = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Calls the API with a bearer token and returns `data` of the success envelope. */
async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.describe('money in the back-office', () => {
  test("staff filter last month's giving for one partner, export it, remit it; the advice's figures match and the partner finds it in /resources", async ({ page, browser }) => {
    test.slow();
    const month = lastMonth();
    // Last month a company gave US $800.00 to the partner's micro-loans and cookstoves by bank transfer, which staff recorded.
    const giver = await createTrialUser(page.request, 'remittance');
    const company = await api<{ id: number }>(page, await apiToken(page.request, giver.email, giver.password), 'GET', '/api/v2/company/main');
    const admin = await apiToken(page.request, DEMO.admin);
    const day = (d: number) => `${month.from.slice(0, 8)}${String(d).padStart(2, '0')}`;
    for (const [receivedOn, lines] of [
      [day(5), [{ impact_level_id: 3023, quantity: 5 }]],
      [day(15), [{ impact_level_id: 3023, quantity: 20 }, { impact_level_id: 3024, quantity: 30 }]],
    ] as const) {
      await api(page, admin, 'POST', '/api/admin/giving', { company_id: company.id, payment_method: 'bank_transfer', payment_reference: `E2E-${receivedOn}`, currency: 'USD', received_on: receivedOn, lines });
    }
    await signIn(page, DEMO.admin);

    // Giving, filtered by last month and the partner.
    await page.goto('/admin/giving');
    await page.getByLabel('From', { exact: true }).fill(month.from);
    await page.getByLabel('To', { exact: true }).fill(month.to);
    const partnerPicker = page.getByRole('textbox', { name: 'Partner' }).or(page.getByRole('combobox', { name: 'Partner' })).first();
    await partnerPicker.click();
    await partnerPicker.fill(PARTNER.name);
    await page.getByRole('option', { name: PARTNER.name, exact: true }).click();
    await expect(page).toHaveURL(/partner_id=\d+/);
    await expect(page).toHaveURL(new RegExp(`date_from=${month.from}`));
    const totals = page.getByTestId('giving-totals');
    const paidToPartner = totals.getByText('Paid to the partner (USD)').locator('..');
    await expect(paidToPartner).toContainText('US $');
    const filteredUsd = usd((await paidToPartner.textContent())!.replace('Paid to the partner (USD)', ''));
    expect(filteredUsd).toBe(800);
    const rows = page.getByTestId('giving-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(PARTNER.name);
    await page.screenshot({ path: test.info().outputPath('giving-filtered.png'), fullPage: true });

    // The CSV export holds the filtered givings.
    const givings = Number((await totals.textContent())!.match(/Givings\s*(\d+)/)?.[1] ?? 'NaN');
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = (await fs.readFile(await csvDownload.path())).toString('utf8').trim().split(/\r?\n/);
    expect(csv.length - 1).toBe(givings);
    expect(csv.slice(1).every((line) => line.includes(PARTNER.name))).toBe(true);

    // Its remittance: what is owed for the month (and carried over from before) is remitted once.
    const partnerId = Number(new URL(page.url()).searchParams.get('partner_id'));
    await page.goto(`/admin/giving/remittance/create?partner_id=${partnerId}&period_start=${month.from}&period_end=${month.to}`);
    await expect(page.getByTestId('remittance-owed')).toContainText('US $');
    const form = page.getByRole('form', { name: 'Create remittance' });
    await form.getByLabel('Bank reference').fill(`E2E-${Date.now()}`);
    await page.screenshot({ path: test.info().outputPath('remittance-create.png'), fullPage: true });
    await form.getByRole('button', { name: 'Create remittance' }).click();
    const created = page.getByRole('region', { name: new RegExp(`Remittance #\\d+ to ${PARTNER.name}`) });
    await expect(created).toBeVisible();

    // The advice PDF: what the month owed equals the filtered total paid to the partner.
    const [adviceDownload] = await Promise.all([page.waitForEvent('download'), created.getByRole('button', { name: 'Download the advice' }).click()]);
    const text = pdfText(await fs.readFile(await adviceDownload.path()));
    const gross = usd(/Contributions \(USD\)\s*US \$([\d,.]+)/.exec(text)?.[1] ?? 'NaN');
    const carried = usd(/Includes US \$([\d,.]+) carried over/.exec(text)?.[1] ?? '0');
    expect(Math.round((gross - carried) * 100)).toBe(Math.round(filteredUsd * 100));
    expect(text).toContain(PARTNER.name);

    // The partner finds the advice in its resources.
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await signIn(partnerPage, PARTNER.email);
    await partnerPage.goto('/resources');
    await expect(partnerPage.getByText(remittanceAdviceTitle(month.from, month.to)).first()).toBeVisible();
    await partnerPage.screenshot({ path: test.info().outputPath('partner-resources.png'), fullPage: true });
    await partnerContext.close();
  });

  test('staff grant a company a $100 giving credit, which its member then spends at checkout', async ({ page, browser }) => {
    test.slow();
    const member = await createTrialUser(page.request, 'credit-spend');
    const token = await apiToken(page.request, member.email, member.password);
    const company = await api<{ id: number }>(page, token, 'GET', '/api/v2/company/main');

    await signIn(page, DEMO.admin);
    await page.goto('/admin/giving/credits/create');
    const grant = page.getByRole('form', { name: 'Grant a giving credit' });
    await grant.getByLabel('Company ID').fill(String(company.id));
    await grant.getByLabel('Credit (USD)').fill('100');
    await grant.getByLabel('Reason').fill('Welcome gift for a new member');
    await grant.getByRole('button', { name: 'Grant credit' }).click();
    await expect(page.getByText(/US \$100\.00 for /).first()).toBeVisible();

    // US $10.00 in the cart, put there through the API as the giving cart does.
    await api(page, token, 'POST', '/api/cart', { op: 'clear', company_id: company.id });
    await api(page, token, 'POST', '/api/cart', { op: 'add', project_id: 1382, impact_level_id: 3011, quantity: 50, company_id: company.id });
    await api(page, token, 'POST', '/api/cart', { op: 'add', project_id: 1383, impact_level_id: 3013, quantity: 2, company_id: company.id });

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member.email, member.password);
    await memberPage.goto('/impact');
    const gift = memberPage.getByRole('dialog').filter({ hasText: contributionMessages.giftCredit(100) });
    await expect(gift).toBeVisible();
    await gift.getByRole('button').first().click();
    await memberPage.goto('/giving-cart');
    await memberPage.getByLabel('Use my giving credit for this checkout').check();
    await memberPage.getByRole('button', { name: 'Checkout' }).click();
    await expect(memberPage).toHaveURL(/\/payment-success\//);
    await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Thank you for your giving!');
    const credits = await api<{ balance_usd: number }>(page, token, 'GET', `/api/user/credits?company_id=${company.id}`);
    expect(credits.balance_usd).toBe(90);
    await memberContext.close();
  });
});
