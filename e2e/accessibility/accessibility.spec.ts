import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, membershipMessages } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { DEMO, apiTokens, emailField, passwordField, signInThroughApi, storeSession } from '../support/session';

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
    test.slow();
    for (const path of ['/about', '/causes', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("the visitors' home has no serious violations once its figures are loaded, on a phone too", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { name: 'Members who give' })).toBeVisible();
      expect(await seriousViolations(page), `/welcome at ${width} px`).toEqual([]);
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
    test.slow();
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
    test.slow();
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
    test.slow();
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

  test('the membership screens of a trial member have no serious violations, on a phone too', async ({ page }) => {
    test.slow();
    const user = await createTrialUser(page.request, 'a11y-membership');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    const screens = [
      ['/profile/upgrade/', 'Upgrade your membership'],
      ['/profile/upgrade-options/', 'Compare packages'],
      ['/profile/upgrade-trial/', 'Keep your impact going'],
      ['/profile/renew-membership/', 'Renew your membership'],
      ['/profile/downgrade/', 'Change to a smaller package'],
      ['/profile/upgrade/cancel', membershipMessages.cancelAutoRenewTitle],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        // Loaded: the screen shows its loading line from its first render until the membership has arrived.
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('the membership screens of a paying member have no serious violations, on a phone too', async ({ page }) => {
    test.slow();
    const user = await createTrialUser(page.request, 'a11y-membership-paid');
    const tokens = await apiTokens(page.request, user.email, user.password);
    await storeSession(page, tokens);
    // Paid (SME, monthly, on the sandbox's card): the renew, downgrade and auto-renewal screens show their actions.
    const token = tokens.access_token;
    const upgrade = await page.request.post('/api/user/upgrade', { headers: { authorization: `Bearer ${token}` }, data: { package_id: 3, membership_period_id: 1 } });
    expect(upgrade.status(), await upgrade.text()).toBe(200);
    const { redirect_url: payPage } = ((await upgrade.json()) as { data: { redirect_url: string } }).data;
    const pay = await page.request.post(new URL(payPage).pathname, { form: { action: 'pay', card_number: SANDBOX_TEST_CARDS.succeeds }, maxRedirects: 0 });
    expect(pay.status()).toBe(303);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, action] of [
        [new URL(pay.headers().location).pathname + new URL(pay.headers().location).search, 'Renew SME'],
        ['/profile/renew-membership/', 'Renew SME'],
        ['/profile/downgrade/', 'Change to Tiny'],
        ['/profile/upgrade/cancel', 'Cancel auto-renewal'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('button', { name: action, exact: true })).toBeVisible();
        expect(await seriousViolations(page), `${path} at ${width} px, paid`).toEqual([]);
      }
    }
  });

  test('the membership period switch shows where the keyboard is', async ({ page }) => {
    const user = await createTrialUser(page.request, 'a11y-period');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    await page.goto('/profile/upgrade/');
    const annual = page.getByRole('radio', { name: 'Annual (1 year)' });
    await expect(annual).toBeChecked();
    const twoYears = page.getByRole('radio', { name: 'Annual (2 years)' });
    // The radio itself is hidden; its label carries the focus ring, and only while it has the focus.
    const labelOutline = () =>
      twoYears.evaluate((el) => {
        const label = el.ownerDocument.querySelector(`label[for="${el.id}"]`)!;
        const style = el.ownerDocument.defaultView!.getComputedStyle(label);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    expect((await labelOutline()).style).toBe('none');
    await annual.focus();
    await page.keyboard.press('ArrowRight');
    await expect(twoYears).toBeFocused();
    await expect(twoYears).toBeChecked();
    const outline = await labelOutline();
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('article', { name: 'SME', exact: true })).toContainText('for 24 months');
  });

  test('the keyboard reaches the sign-in fields, with a visible focus', async ({ page }) => {
    await page.goto('/login');
    // The app renders over the server's first paint (which has nothing to focus) once its scripts have run.
    await expect(emailField(page)).toBeVisible();
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
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
