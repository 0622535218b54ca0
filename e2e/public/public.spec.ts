import { expect, test } from '@playwright/test';
import { LOGIN_PANEL_PX } from '@goodhive/contract';

test.describe('visitors', () => {
  test('opening home are sent to the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Goodhive - Login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Goodhive Impact Summit 2027' })).toBeVisible();
    const panel = await page.getByTestId('login-panel').boundingBox();
    expect(panel?.width).toBe(LOGIN_PANEL_PX);
  });

  test('opening a private screen are sent to sign in', async ({ page }) => {
    await page.goto('/impact');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('see a friendly not-found page under the public header', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Goodhive - Page Not Found');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Join Us' })).toBeVisible();
    await page.getByRole('link', { name: 'Visit the help center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
  });

  test('see page titles from the route table', async ({ page }) => {
    for (const [path, title] of [
      ['/about', 'Goodhive - About'],
      ['/help', 'Goodhive - Help Center'],
      ['/terms', 'Goodhive - Terms of Use'],
      ['/privacy', 'Goodhive - Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });
});

test.describe("the visitors' home", () => {
  test('the logo leads there: what Goodhive is, the live totals, projects to give to and members who give', async ({ page }) => {
    await page.goto('/about');
    const homeRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/public/home');
    await page.getByRole('banner').getByRole('link', { name: 'Goodhive home' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    const home = (await (await homeRead).json()).data;
    await expect(page).toHaveTitle('Goodhive - Welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small, real impacts, woven into everyday business');

    const totals = page.getByRole('region', { name: 'The impact so far' });
    const impacts = totals.getByRole('definition').first();
    await expect(impacts).toHaveText(/^[\d,]+$/);
    await expect(impacts).toHaveText(home.totals.impacts.toLocaleString('en-US'));
    await expect(totals.getByRole('term')).toHaveText(['impacts delivered', 'people reached', 'projects funded', 'countries reached']);

    const projects = page.getByRole('region', { name: 'Projects to give to' });
    await expect(projects.getByTestId('project-card')).toHaveCount(home.projects.length);
    const members = page.getByRole('region', { name: 'Members who give' });
    await expect(members.getByRole('link')).toHaveCount(home.members.length + 1);
    await members.getByRole('link', { name: 'See every member' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.goBack();
    await projects.getByRole('link', { name: home.projects[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`/projectdetail/${home.projects[0].id}$`));
  });
});

test.describe('public header', () => {
  test('links to every public section, Login and Join Us', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await nav.getByRole('link', { name: 'Causes' }).click();
    await expect(page.getByRole('heading', { name: 'Clean Water' })).toBeVisible();
    await nav.getByRole('button', { name: 'Community' }).click();
    await page.getByRole('menuitem', { name: /^Members/ }).click();
    await expect(page).toHaveURL(/\/members$/);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Announcing the Goodhive Impact Summit 2027' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/trial-registration');
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('collapses into a burger menu below 1025 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Causes' }).click();
    await expect(page).toHaveURL(/\/causes$/);
    await expect(drawer).toBeHidden();

    await page.setViewportSize({ width: 1025, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('sits above a footer with home, about, help center and terms', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['Home', 'About', 'Help center', 'Terms']);
  });
});
