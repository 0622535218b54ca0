import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, contributionMessages, formatAmount, givingMessages, receiptFileName, type Cart, type ContributionGroup } from '@goodhive/contract';
import { createTrialUser, type TrialUser } from '../support/accounts';
import { DEMO, apiToken, apiTokens, storeSession } from '../support/session';

/**
 * Paying a checkout in the browser: the payment page, the sandbox provider's hosted page with its test
 * cards, and the result pages. Each test gives from a member of its own, so the carts and credits of the
 * shared demo accounts stay as they are. The cart is filled and checked out through the API (what the
 * giving cart sends), and the browser takes over at the payment step.
 */

type Giver = { token: string; owner: { company_id?: number } };
/** A new member, signed in in this page the way the app keeps a session; their giving uses the account they show. */
async function newGiver(page: Page, label: string): Promise<Giver & { user: TrialUser }> {
  const user = await createTrialUser(page.request, label);
  const tokens = await apiTokens(page.request, user.email, user.password);
  await storeSession(page, tokens);
  const current = await api<{ account: string; user_business: { company_id: number } | null }>(page, tokens.access_token, 'GET', '/api/user/current');
  const owner = current.account === 'company' && current.user_business ? { company_id: current.user_business.company_id } : {};
  return { user, token: tokens.access_token, owner };
}

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Calls the API with a bearer token and returns `data` of the success envelope. */
async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const cartLines = (cart: Cart) => cart.items.map((item) => [item.project_id, item.impact_level_id, item.quantity]);
const query = (owner: Giver['owner']) => (owner.company_id ? `?company_id=${owner.company_id}` : '');

/** Two projects in the cart (US $1.00 of clean water and US $9.00 of ocean plastic), checked out into a pending group. */
async function checkOutTwoProjects(page: Page, giver: Giver) {
  await api(page, giver.token, 'POST', '/api/cart', { op: 'clear', ...giver.owner });
  await api(page, giver.token, 'POST', '/api/cart', { op: 'add', project_id: 1382, impact_level_id: 3011, quantity: 50, ...giver.owner });
  await api(page, giver.token, 'POST', '/api/cart', { op: 'add', project_id: 1383, impact_level_id: 3013, quantity: 2, ...giver.owner });
  const checkout = await api<{ contribution_group_id: number; redirect_path: string; total_usd: number }>(page, giver.token, 'POST', '/api/cart/contribution', giver.owner);
  expect(checkout.total_usd).toBe(10);
  expect(checkout.redirect_path).toMatch(new RegExp(`^/payment-redirect/(user|company)/[\\w-]+/${checkout.contribution_group_id}$`));
  return checkout;
}

/** Opens the payment page, which sends the browser on to the sandbox's hosted page, and pays there with `card`. */
async function payOnSandbox(page: Page, redirectPath: string, card: string) {
  await page.goto(redirectPath);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay US $10.00' }).click();
}

test.describe('checkout and payment', () => {
  test('a paid contribution shows on /impact and in /impact-history, and in its CSV export', async ({ page }) => {
    const giver = await newGiver(page, 'impact');
    const checkout = await checkOutTwoProjects(page, giver);
    await payOnSandbox(page, checkout.redirect_path, SANDBOX_TEST_CARDS.succeeds);
    await expect(page).toHaveURL(/\/payment-success\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your giving!');

    const me = await api<{ id: number }>(page, giver.token, 'GET', '/api/user/current');
    const stats = await api<{ total_impacts: number; beneficiaries: number }>(page, giver.token, 'GET', `/api/user/${me.id}/stat-impacts${query(giver.owner)}`);
    // The trial's funded impact plus the 50 days of water and 2 lots of 10 kg of plastic just paid.
    expect(stats.total_impacts).toBeGreaterThanOrEqual(52);
    await page.goto('/impact');
    await expect(page.getByText(stats.total_impacts.toLocaleString('en-US'), { exact: true }).first()).toBeVisible();

    await page.goto('/impact-history');
    const history = page.getByTestId('impact-history-table');
    await expect(history).toContainText('Give a day of clean water to a person');
    await expect(history).toContainText('Recover plastic from the ocean');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = await fs.readFile(await csv.path(), 'utf8');
    expect(text).toContain('Recover plastic from the ocean');
    expect(text).toContain('Give a day of clean water to a person');
  });

  test('pays two projects with the test card, shows them with USD and SGD totals and downloads the receipt', async ({ page }) => {
    const giver = await newGiver(page, 'pay');
    const checkout = await checkOutTwoProjects(page, giver);
    const groupId = checkout.contribution_group_id;

    await payOnSandbox(page, checkout.redirect_path, SANDBOX_TEST_CARDS.succeeds);
    await expect(page).toHaveURL(new RegExp(`/payment-success/\\?group=${groupId}$`));
    await expect(page).toHaveTitle('Goodhive - Thank You for Your Giving');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your giving!');

    const group = await api<ContributionGroup>(page, giver.token, 'GET', `/api/cart/group/${groupId}`);
    expect(group.status).toBe('paid');
    const impacts = page.getByRole('region', { name: 'Your impacts' });
    await expect(impacts.getByRole('listitem')).toHaveCount(2);
    await expect(impacts).toContainText('Give a day of clean water to a person');
    await expect(impacts).toContainText('50 × day of clean water · 50 beneficiaries');
    await expect(impacts).toContainText('Recover plastic from the ocean');
    await expect(impacts).toContainText('2 × 10 kg of plastic recovered · 20 beneficiaries');
    await expect(impacts).toContainText('US $9.00');
    await expect(impacts).toContainText(`S$${formatAmount(group.contributions.find((c) => c.project_id === 1383)!.amt_total_sgd!)}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Total paid');
    await expect(payment).toContainText('US $10.00');
    await expect(payment).toContainText(`S$${formatAmount(group.total_sgd!)}`);
    await expect(page.getByText('Beneficiaries', { exact: true })).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);

    // The receipt downloads from the keyboard as well.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt' }).focus();
    await page.keyboard.press('Enter');
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toBe(receiptFileName(groupId));
    const bytes = await fs.readFile(await receipt.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The paid impacts left the cart.
    expect((await api<Cart>(page, giver.token, 'GET', `/api/cart${query(giver.owner)}`)).items).toEqual([]);
  });

  test('a declined card ends on /payment-failed/ with the cart unchanged, and trying again reopens the payment', async ({ page }) => {
    const giver = await newGiver(page, 'declined');
    const checkout = await checkOutTwoProjects(page, giver);
    const before = cartLines(await api<Cart>(page, giver.token, 'GET', `/api/cart${query(giver.owner)}`));

    await payOnSandbox(page, checkout.redirect_path, SANDBOX_TEST_CARDS.declined);
    await expect(page).toHaveURL(new RegExp(`/payment-failed/\\?group=${checkout.contribution_group_id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');
    await expect(page.getByTestId('payment-result-message')).toHaveText(givingMessages.cardDeclined);
    await expect(page.getByTestId('cart-still-holds')).toContainText('2 impacts for US $10.00');
    await expect(page.getByRole('link', { name: 'Back to giving cart' })).toHaveAttribute('href', '/giving-cart');

    expect(await seriousViolations(page)).toEqual([]);

    const after = await api<Cart>(page, giver.token, 'GET', `/api/cart${query(giver.owner)}`);
    expect(cartLines(after)).toEqual(before);
    expect(after.contribution_group_id).toBeNull();

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    await expect(page.getByRole('button', { name: 'Pay US $10.00' })).toBeVisible();
  });

  test('cancelling on the payment page ends on /payment-cancelled with the cart unchanged', async ({ page }) => {
    const giver = await newGiver(page, 'cancel');
    const checkout = await checkOutTwoProjects(page, giver);
    await page.goto(checkout.redirect_path);
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-cancelled\\?group=${checkout.contribution_group_id}$`));
    await expect(page.getByTestId('payment-result-message')).toHaveText(givingMessages.checkoutCancelled);
    await expect(page.getByTestId('cart-still-holds')).toContainText('2 impacts for US $10.00');
  });

  test('the payment page explains a link that no longer pays, without leaving for the provider', async ({ page }) => {
    const giver = await newGiver(page, 'stale');
    const checkout = await checkOutTwoProjects(page, giver);
    await api(page, giver.token, 'POST', '/api/cart/contribution/remove', { ...giver.owner, contribution_group_id: checkout.contribution_group_id });
    await page.goto(checkout.redirect_path);
    await expect(page.getByTestId('payment-problem')).toHaveText(givingMessages.groupNotPayable);
    await expect(page).toHaveURL(checkout.redirect_path);
    await page.goto(checkout.redirect_path.replace(/\/\d+$/, '/999999'));
    await expect(page.getByTestId('payment-problem')).toHaveText(givingMessages.groupNotFound);
  });

  test('the payment link works without a session, on a phone; the result page then asks to sign in', async ({ page, browser }) => {
    const giver = await newGiver(page, 'link');
    const checkout = await checkOutTwoProjects(page, giver);
    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const phone = await visitor.newPage();
    try {
      // Held back for a moment, so the summary the page shows first can be looked at.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await phone.route('**/api/contribution/pay', async (route) => {
        await released;
        await route.continue();
      });
      await phone.goto(checkout.redirect_path);
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Complete your giving');
      await expect(phone.getByText('To pay by card')).toBeVisible();
      await expect(phone.getByRole('status')).toContainText('Taking you to our secure payment page to pay US $10.00');
      expect(await seriousViolations(phone)).toEqual([]);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      release();
      await expect(phone).toHaveURL(/\/api\/payments\/sandbox\/sbx_/);
      await phone.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.succeeds);
      await phone.getByRole('button', { name: 'Pay US $10.00' }).click();
      await expect(phone).toHaveURL(/\/login$/);
    } finally {
      await visitor.close();
    }
    const group = await api<ContributionGroup>(page, giver.token, 'GET', `/api/cart/group/${checkout.contribution_group_id}`);
    expect(group.status).toBe('paid');
  });

  test('the gift credit dialog shows once on the home screen', async ({ page }) => {
    const giver = await newGiver(page, 'gift');
    const admin = await apiToken(page.request, DEMO.admin);
    const current = await api<{ id: number }>(page, giver.token, 'GET', '/api/user/current');
    await api(page, admin, 'POST', '/api/admin/giving/credits', giver.owner.company_id ? { company_id: giver.owner.company_id } : { user_id: current.id });

    await page.goto('/impact');
    const dialog = page.getByRole('dialog', { name: 'A gift for your giving' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(contributionMessages.giftCredit(100));
    await dialog.getByRole('button', { name: 'Wonderful, thank you' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(giver.user.firstName);
    // Give a dialog that would come a moment to do so: it must not.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const credits = await api<{ balance_usd: number; gift_notification: unknown }>(page, giver.token, 'GET', `/api/user/credits${query(giver.owner)}`);
    expect(credits).toMatchObject({ balance_usd: 100, gift_notification: null });
  });
});
