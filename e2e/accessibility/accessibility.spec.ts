import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, emailField, passwordField, signInThroughApi } from '../support/session';

/** Serious and critical WCAG 2.1 A/AA problems on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility', () => {
  test('the sign-in screen has no serious violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the sign-in screen and the business menu drawer on a phone have no serious violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughApi(page, DEMO.owner, '/impact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the public pages have no serious violations', async ({ page }) => {
    for (const path of ['/about', '/causes', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  // The business Home is /impact (the site root is the Dashboard); admins and partners have theirs at the root.
  for (const [area, email, heading, path] of [
    ['business', DEMO.owner, /Maya/, '/impact'],
    ['personal', DEMO.personal, /Sam/, '/impact'],
    ['admin', DEMO.admin, /Ada/, '/'],
    ['partner', DEMO.partner, /Global Roots Foundation/, '/'],
  ] as const) {
    test(`the ${area} home has no serious violations`, async ({ page }) => {
      await signInThroughApi(page, email, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the admin dashboard has no serious violations once its cards are loaded, on a phone too', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await expect(page.getByRole('region', { name: 'Remittances due' })).toBeVisible();
    expect(await seriousViolations(page), 'wide').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('region', { name: 'Given this week' })).toBeInViewport();
    expect(await seriousViolations(page), 'phone').toEqual([]);
  });

  test('the trial sign-up steps have no serious violations, errors shown included', async ({ page }) => {
    await page.goto('/trial-registration');
    await expect(page.getByRole('button', { name: 'GET STARTED' })).toBeVisible();
    expect(await seriousViolations(page), 'welcome').toEqual([]);
    await page.getByRole('button', { name: 'GET STARTED' }).click();
    await page.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page), 'impact').toEqual([]);
    await page.getByRole('radio', { name: /^Clean water/ }).click();
    await page.getByRole('button', { name: 'SUBMIT YOUR IMPACT' }).click();
    await page.getByRole('button', { name: 'MAKE IT HAPPEN' }).click();
    await expect(page.getByTestId('trial-form-error')).toBeVisible();
    expect(await seriousViolations(page), 'form').toEqual([]);
  });

  test('the sign-in steps and e-mailed-link screens have no serious violations', async ({ page }) => {
    await page.goto('/login?step=forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(await seriousViolations(page), 'forgot password').toEqual([]);
    await page.goto('/forgot-password/no-such-key');
    await expect(page.getByRole('button', { name: 'Request a new link' }).or(page.getByRole('link', { name: 'Request a new link' }))).toBeVisible();
    expect(await seriousViolations(page), 'reset link').toEqual([]);
    await page.goto('/verify-email/no-such-key');
    await expect(page.getByTestId('verify-email-message')).toBeVisible();
    expect(await seriousViolations(page), 'verify e-mail').toEqual([]);
  });

  test('the password settings and the admin user screens have no serious violations', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, '/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login & Password Settings');
    expect(await seriousViolations(page), 'password settings').toEqual([]);
    await signInThroughApi(page, DEMO.admin);
    await page.getByRole('textbox', { name: /Quick search users/ }).fill('Maya');
    await expect(page.getByRole('option', { name: /Maya Tan/ })).toBeVisible();
    expect(await seriousViolations(page), 'quick search').toEqual([]);
    await page.getByRole('option', { name: /Maya Tan/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Tan');
    expect(await seriousViolations(page), 'user record').toEqual([]);
  });

  test('the keyboard reaches the sign-in fields, with a visible focus', async ({ page }) => {
    await page.goto('/login');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await emailField(page).evaluate((el) => el === el.ownerDocument.activeElement)) break;
    }
    await expect(emailField(page)).toBeFocused();
    const outline = await emailField(page).evaluate((el) => {
      const style = el.ownerDocument.defaultView!.getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
