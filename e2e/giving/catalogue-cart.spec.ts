import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { givingMessages } from '@goodhive/contract';
import { DEMO, readLocalStorage, signInThroughApi, submitLogin } from '../support/session';

/**
 * The catalogue and the giving cart in the browser: browsing and searching projects, adding impacts,
 * changing quantities on /giving-cart with the server's totals and the header badge following, the gift
 * e-card, sharing a cart, and visitors being sent to sign in. The demo owner's company cart is emptied
 * through the API before each test that uses it, and those tests run one after another.
 */

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Calls the API as the user signed in on `page` (the token the app stored). */
async function callApi<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const token = await readLocalStorage(page, 'goodhive.access_token');
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Which cart the signed-in user gives from: the company's in company mode. */
async function cartOwner(page: Page): Promise<{ company_id?: number }> {
  const user = await callApi<{ account: string; user_business: { company_id: number } | null }>(page, 'GET', '/api/user/current');
  return user.account === 'company' && user.user_business ? { company_id: user.user_business.company_id } : {};
}

/** Signs in through the API and empties the cart the user gives from. */
async function signInWithEmptyCart(page: Page, email: string, path: string) {
  await signInThroughApi(page, email, path);
  const owner = await cartOwner(page);
  await callApi(page, 'POST', '/api/cart', { op: 'clear', ...owner });
  await page.reload();
  return owner;
}

const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Giving cart/ });
const line = (page: Page, title: string) => page.getByTestId('cart-line').filter({ hasText: title });

test.describe('catalogue and giving cart of the demo owner', () => {
  test.describe.configure({ mode: 'serial' });

  test('browse, search, add two projects, change quantities: totals and the header badge follow', async ({ page }) => {
    // A long walk through four screens, with the badge's 2-second animation watched in full.
    test.slow();
    await signInWithEmptyCart(page, DEMO.owner, '/view-all-projects');
    await expect(page).toHaveTitle('Goodhive - Explore Project List');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find an impact to give');
    await expect(page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Explore Project List' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '16 projects' })).toBeVisible();
    await expect(page.getByTestId('project-card')).toHaveCount(12);
    await expect(cartLink(page)).toHaveAccessibleName('Giving cart, empty');

    // Search: the list follows typing, and the address keeps the search.
    await page.getByLabel('Search projects').fill('plastic');
    await expect(page).toHaveURL(/\/view-all-projects\?search=plastic$/);
    await expect(page.getByRole('heading', { name: '1 project found' })).toBeVisible();
    const card = page.getByTestId('project-card').filter({ hasText: 'Recover plastic from the ocean' });
    await expect(card).toContainText('Blue Reef Alliance');
    await expect(card).toContainText('Indonesia');
    await expect(card).toContainText('US $0.50');
    await expect(card).toContainText('per kg of plastic recovered');

    // Open it and add two of the larger impact level.
    await card.getByRole('link', { name: 'Recover plastic from the ocean' }).click();
    await expect(page).toHaveURL(/\/projectdetail\/1383$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recover plastic from the ocean');
    await page.getByRole('radio', { name: /10 kg of plastic recovered/ }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await expect(page.getByText('US $9.00', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: givingMessages.addedToCart })).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    // The badge draws attention for 2 seconds, then rests.
    await expect(badge(page)).toHaveAttribute('data-pulsing', 'true');
    await expect(badge(page)).not.toHaveAttribute('data-pulsing', 'true');

    // A second project, found through the list again.
    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByLabel('Search projects').fill('clean water');
    await page.getByTestId('project-card').getByRole('link', { name: 'Give a day of clean water to a person' }).click();
    await expect(page).toHaveURL(/\/projectdetail\/1382$/);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('50');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(badge(page)).toHaveText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Giving cart, 2 items');

    // The cart: two lines, totals in USD and SGD from the server.
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/giving-cart$/);
    await expect(page).toHaveTitle('Goodhive - Giving Cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(page, 'Recover plastic from the ocean').getByTestId('cart-line-total')).toHaveText('US $9.00');
    await expect(line(page, 'Give a day of clean water to a person').getByTestId('cart-line-total')).toHaveText('US $1.00');
    await expect(page.getByTestId('cart-total-usd')).toHaveText('US $10.00');
    await expect(page.getByTestId('cart-total-sgd')).toHaveText('about S$13.50');

    // A typed quantity goes to the server on Enter; the line and the totals follow its prices.
    const water = page.getByRole('textbox', { name: /Quantity of Give a day of clean water/ });
    await water.fill('150');
    await water.press('Enter');
    await expect(line(page, 'Give a day of clean water to a person').getByTestId('cart-line-total')).toHaveText('US $3.00');
    await expect(page.getByTestId('cart-total-usd')).toHaveText('US $12.00');
    await expect(page.getByTestId('cart-total-sgd')).toHaveText('about S$16.20');

    // The step buttons send at once.
    await line(page, 'Recover plastic from the ocean').getByRole('button', { name: 'One more 10 kg of plastic recovered' }).click();
    await expect(page.getByRole('textbox', { name: /Quantity of Recover plastic/ })).toHaveValue('3');
    await expect(page.getByTestId('cart-total-usd')).toHaveText('US $16.50');

    // A quantity the cart cannot take is explained and not sent.
    await water.fill('0');
    await water.press('Enter');
    await expect(line(page, 'Give a day of clean water to a person').getByRole('alert')).toHaveText('The quantity must be at least 1.');
    await expect(page.getByTestId('cart-total-usd')).toHaveText('US $16.50');

    // Two lines still: the badge counts lines, not units.
    await expect(badge(page)).toHaveText('2');

    // Removing a line updates everything.
    await line(page, 'Give a day of clean water to a person').getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total-usd')).toHaveText('US $13.50');
    await expect(badge(page)).toHaveText('1');
  });

  test('the gift e-card shows a preview, is saved on the cart and kept', async ({ page }) => {
    const owner = await signInWithEmptyCart(page, DEMO.owner, '/giving-cart');
    await expect(page.getByText(givingMessages.cartEmpty)).toBeVisible();
    await callApi(page, 'POST', '/api/cart', { op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 3, ...owner });
    await page.reload();

    await page.getByRole('switch', { name: 'Send an e-card' }).check();
    await page.getByRole('radio', { name: /Celebrate/ }).click();
    await page.getByLabel("Recipient's name").fill('Ana');
    await page.getByLabel("Recipient's e-mail").fill('not-an-email');
    await page.getByLabel('Your message').fill('Three trees for three great years together.');
    const preview = page.getByRole('img', { name: 'Preview of your gift e-card with your message' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save e-card' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel("Recipient's e-mail").fill('ana@example.com');
    await page.getByRole('button', { name: 'Save e-card' }).click();
    await expect(page.getByText(givingMessages.ecardSaved)).toBeVisible();
    await expect(page.getByText('E-card saved with your cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save e-card' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Send an e-card' })).toBeChecked();
    await expect(page.getByLabel('Your message')).toHaveValue('Three trees for three great years together.');
    await expect(page.getByRole('radio', { name: /Celebrate/ })).toHaveAttribute('aria-checked', 'true');
  });

  test('a shared cart opens read-only for another member, who adds it to their own cart', async ({ page, browser }) => {
    const owner = await signInWithEmptyCart(page, DEMO.owner, '/giving-cart');
    await callApi(page, 'POST', '/api/cart', { op: 'add', project_id: 1384, impact_level_id: 3014, quantity: 2, ...owner });
    await page.reload();
    await page.getByRole('button', { name: 'Share cart' }).click();
    const link = page.getByRole('dialog', { name: 'Share your giving cart' }).getByRole('textbox', { name: 'Link to your cart' });
    await expect(link).toHaveValue(/\/usercart\/[\w-]+\/company$/);
    const sharedPath = new URL(await link.inputValue()).pathname;

    const friend = await browser.newPage();
    try {
      await signInWithEmptyCart(friend, DEMO.personal, sharedPath);
      await expect(friend.getByRole('heading', { level: 1 })).toHaveText("Brightside Coffee Co.'s giving cart");
      await expect(friend.getByTestId('cart-line')).toHaveCount(1);
      await expect(friend.getByTestId('cart-line')).toContainText('Restore a square metre of coral reef');
      await expect(friend.getByTestId('cart-line').getByRole('textbox')).toHaveCount(0);
      await expect(friend.getByTestId('cart-total-usd')).toHaveText('US $30.00');
      await friend.getByRole('button', { name: 'Add these to my cart' }).click();
      await expect(friend).toHaveURL(/\/giving-cart$/);
      await expect(friend.getByTestId('cart-line')).toContainText('Restore a square metre of coral reef');
      await expect(badge(friend)).toHaveText('1');
    } finally {
      await friend.close();
    }
  });

  test('Checkout turns the cart into a checkout and opens its payment page', async ({ page }) => {
    const owner = await signInWithEmptyCart(page, DEMO.owner, '/giving-cart');
    await callApi(page, 'POST', '/api/cart', { op: 'add', project_id: 1381, impact_level_id: 3010, quantity: 10, ...owner });
    await page.reload();
    const checkingOut = page.waitForResponse((r) => r.url().endsWith('/api/cart/contribution') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Checkout' }).click();
    const answer = (await (await checkingOut).json()) as { data: { redirect_path: string; total_usd: number } };
    expect(answer.data.total_usd).toBe(2);
    expect(answer.data.redirect_path).toMatch(/^\/payment-redirect\/company\/[\w-]+\/\d+$/);
    // The payment page takes over (and sends the browser on to the payment provider).
    await expect(page).not.toHaveURL(/\/giving-cart$/);
  });

  test('the catalogue, a project and the cart have no serious accessibility problems', async ({ page }) => {
    test.slow();
    const owner = await signInWithEmptyCart(page, DEMO.owner, '/view-all-projects');
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    expect(await seriousViolations(page), 'list').toEqual([]);
    await page.goto('/bundledetail/1395');
    await expect(page.getByRole('heading', { name: 'What this bundle gives' })).toBeVisible();
    expect(await seriousViolations(page), 'bundle').toEqual([]);
    await callApi(page, 'POST', '/api/cart', { op: 'add', project_id: 1383, impact_level_id: 3012, quantity: 4, ...owner });
    await page.goto('/giving-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('switch', { name: 'Send an e-card' }).check();
    await expect(page.getByLabel('Your message')).toBeVisible();
    expect(await seriousViolations(page), 'cart').toEqual([]);
  });
});

test.describe('visitors', () => {
  test('browse and filter the catalogue, and are sent to sign in on Add to cart, then back with their choice', async ({ page }) => {
    await page.goto('/view-all-projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find an impact to give');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // Filters live in the address, so a reload keeps them.
    await page.goto('/view-all-projects?country=PH&sort=price_asc');
    await expect(page.getByRole('heading', { name: '3 projects found' })).toBeVisible();
    await expect(page.getByTestId('project-card').first()).toContainText('Give a day of care to a rescued animal');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/view-all-projects\?sort=price_asc$/);
    await expect(page.getByRole('heading', { name: '16 projects' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Pages of projects' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('project-card')).toHaveCount(4);

    await page.goto('/projectdetail/1383');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recover plastic from the ocean');
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('4');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, DEMO.personal);
    await expect(page).toHaveURL(/\/projectdetail\/1383\?level=3012&quantity=4$/);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await expect(page.getByRole('button', { name: 'Save to your favourites' })).toBeVisible();
  });

  test('see a friendly page for a project that does not exist', async ({ page }) => {
    await page.goto('/projectdetail/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This project is not available');
    await page.getByRole('link', { name: 'Explore projects' }).click();
    await expect(page).toHaveURL(/\/view-all-projects$/);
  });
});

test.describe('the catalogue on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('folds the filters behind a button and keeps the search at hand', async ({ page }) => {
    await page.goto('/view-all-projects');
    await expect(page.getByLabel('Search projects')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(390);
  });
});
