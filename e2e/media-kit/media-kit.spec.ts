import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { profileMessages } from '@goodhive/contract';
import { createTrialUser } from '../support/accounts';
import { apiTokens, storeSession } from '../support/session';

const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);
const readClipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
const sections = (page: Page) => page.getByRole('navigation', { name: 'Media kit sections' });

test.describe('media kit, useful resources and the business-listing opt-in', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a member walks the media kit, copies a colour and a text, and downloads the guideline, a logo, a personalised template and a text file', async ({ page }) => {
    // A new trial member: the trial's 50 days of clean water are the company's paid impact.
    const user = await createTrialUser(page.request, 'mediakit');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    await page.goto('/impact');

    // The side menu's entry opens the brand guideline.
    await page.getByRole('link', { name: 'Media kit' }).first().click();
    await expect(page).toHaveURL(/\/media-kit-brand-guideline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand guideline' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Brand guideline' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Copy Honey #F5AD14' }).click();
    await expect(page.getByRole('button', { name: 'Honey #F5AD14 copied' })).toBeVisible();
    expect(await readClipboard(page)).toBe('#F5AD14');

    const [guideline] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the brand guideline (PDF)' }).click()]);
    expect(guideline.suggestedFilename()).toBe('goodhive-brand-guideline.pdf');
    expect((await bytesOf(guideline)).subarray(0, 5).toString()).toBe('%PDF-');

    // Visual elements: the logo as a real PNG of its size.
    await sections(page).getByRole('link', { name: 'Visual elements' }).click();
    await expect(page).toHaveURL(/\/media-kit-visual-elements$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Visual elements' })).toBeVisible();
    const [logo] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download logo for light backgrounds as PNG' }).click()]);
    expect(logo.suggestedFilename()).toBe('goodhive-logo-light.png');
    const logoBytes = await bytesOf(logo);
    expect(logoBytes.subarray(1, 4).toString()).toBe('PNG');
    expect([logoBytes.readUInt32BE(16), logoBytes.readUInt32BE(20)]).toEqual([960, 256]);
    const [badge] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download member badge, 256 × 256 as SVG' }).click()]);
    expect((await bytesOf(badge)).toString()).toContain('We give with Goodhive');

    // Sharing templates: the square post with the company's name and its figures, as PNG and SVG.
    await sections(page).getByRole('link', { name: 'Sharing templates' }).click();
    await expect(page.getByTestId('media-kit-figures')).toContainText(`Filled in for ${user.company}: 50 impacts`);
    await expect(page.getByRole('img', { name: `Square post for ${user.company}` })).toBeVisible();
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download square post as PNG' }).click()]);
    expect(png.suggestedFilename()).toBe(`${slug(user.company)}-goodhive-square.png`);
    const pngBytes = await bytesOf(png);
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([1080, 1080]);
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download link post as SVG' }).click()]);
    const svgText = (await bytesOf(svg)).toString();
    expect(svgText).toContain('width="1200" height="628"');
    expect(svgText).toContain(user.company);
    expect(svgText).toContain('>50</');

    // Written content: texts with the name and figures, to copy or download.
    await sections(page).getByRole('link', { name: 'Written content' }).click();
    await expect(page.getByTestId('piece-website')).toContainText(`At ${user.company}, giving is part of how we do business.`);
    await expect(page.getByTestId('piece-website')).toContainText('50 impacts');
    const signature = (await page.getByTestId('piece-email-signature').textContent())!;
    expect(signature).toContain(`${user.company} gives with Goodhive: 50 impacts created`);
    await page.getByRole('button', { name: 'Copy e-mail signature' }).click();
    await expect(page.getByRole('button', { name: 'e-mail signature copied' })).toBeVisible();
    expect(await readClipboard(page)).toBe(signature);
    const [txt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download press boilerplate as a text file' }).click()]);
    expect(txt.suggestedFilename()).toBe(`${slug(user.company)}-goodhive-press.txt`);
    expect((await bytesOf(txt)).toString()).toContain(`To date, ${user.company} has funded 50 impacts`);

    // The overview lists the four sections.
    await sections(page).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/media-kit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media kit' })).toBeVisible();
    for (const name of ['Brand guideline', 'Visual elements', 'Sharing templates', 'Written content']) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name} \\w`) })).toBeVisible();
    }
  });

  test('useful resources link to the screens they talk about and offer PDF guides', async ({ page }) => {
    const user = await createTrialUser(page.request, 'resources');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    await page.goto('/impact');
    await page.getByRole('link', { name: 'Useful resources' }).first().click();
    await expect(page).toHaveURL(/\/useful-resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Useful resources' })).toBeVisible();

    const [guide] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF: How recurring impacts work' }).click()]);
    expect(guide.suggestedFilename()).toBe('goodhive-guide-recurring-impacts.pdf');
    expect((await bytesOf(guide)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Get your widget code' }).click();
    await expect(page).toHaveURL(/\/giving-widget$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Open the media kit' }).click();
    await expect(page).toHaveURL(/\/media-kit$/);
  });

  test('a company admin opts in to the business listing and finds the company there, and can opt out again', async ({ page }) => {
    const user = await createTrialUser(page.request, 'listing');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    const optIn = page.getByRole('switch', { name: 'List my business in the Goodhive business listing' });
    const search = page.getByRole('textbox', { name: 'Search' });

    // Not listed yet: the listing offers the switch, and a search finds nothing.
    await page.goto('/business-listing');
    await expect(optIn).not.toBeChecked();
    await search.fill(user.company);
    await expect(page.getByText('No businesses match')).toBeVisible();

    // Once listed, the listing no longer offers the switch: a click, as check() would look for it afterwards.
    await optIn.click();
    await expect(page.getByText(profileMessages.madePublic)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(user.company) })).toBeVisible();
    await expect(optIn).toHaveCount(0);

    // The company profile shows the switch on, with a link to the public profile.
    await page.goto('/company/profile/');
    await expect(optIn).toBeChecked();
    await page.getByRole('link', { name: 'View your public profile' }).click();
    await expect(page).toHaveURL(/\/business-profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: user.company })).toBeVisible();

    // Opting out takes the company off the listing.
    // A click, then the wait: the switch moves once the mutation's optimistic update lands, a moment after the
    // click (uncheck() reads the state at once, and failed when the profile was still being read again).
    await page.goto('/company/profile/');
    await expect(optIn).toBeChecked();
    await optIn.click();
    await expect(optIn).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'View your public profile' })).toHaveCount(0);
    await page.goto(`/business-listing?search=${encodeURIComponent(user.company)}`);
    await expect(page.getByText('No businesses match')).toBeVisible();
    await expect(optIn).not.toBeChecked();
  });

  test('the media kit, useful resources and the listing opt-in have no serious accessibility violations, on a phone too', async ({ page }) => {
    test.slow();
    const user = await createTrialUser(page.request, 'a11y-mediakit');
    await storeSession(page, await apiTokens(page.request, user.email, user.password));
    const screens = [
      ['/media-kit', 'Media kit'],
      ['/media-kit-brand-guideline', 'Brand guideline'],
      ['/media-kit-visual-elements', 'Visual elements'],
      ['/media-kit-sharing-templates', 'Sharing templates'],
      ['/media-kit-written-content', 'Written content'],
      ['/useful-resources', 'Useful resources'],
      // The screens that carry the business-listing opt-in switch.
      ['/business-listing', 'Business listing'],
      ['/company/profile/', 'Company profile'],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^(Preparing|Loading)/ })).toHaveCount(0);
        if (path === '/business-listing' || path === '/company/profile/') await expect(page.getByRole('switch', { name: /^List my business/ })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
        expect(serious, `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});
