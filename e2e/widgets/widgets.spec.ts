import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, signInThroughApi } from '../support/session';

type WidgetFigures = { total_impacts: number; name: string };

/** A page on another origin (another port of this machine) holding an embed code. */
async function serveEmbeddingPage(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Our coffee shop</title></head><body><h1>Our impact</h1>${html}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test.describe('embeddable impact widgets', () => {
  test('a member picks and styles a widget, copies its script code, and it counts live on a website of another origin', async ({ page, browser }) => {
    await signInThroughApi(page, DEMO.owner, '/giving-widget');
    await expect(page.getByRole('heading', { level: 1, name: 'Embed Impact Widgets' })).toBeVisible();
    await page.getByRole('radio', { name: /Impact goal/ }).check();
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByLabel('Impact goal').fill('5000');

    const preview = page.frameLocator('iframe[title="Preview: Impact goal"]');
    await expect(preview.getByText('of 5,000 impacts')).toBeVisible();

    const script = (await page.getByLabel('Script embed code').textContent())!;
    expect(script).toContain('/widget/embed.js');
    expect(script).toContain('theme=dark');
    const key = /frontgivingwidget\/myimpactgoalwidget\/([A-Za-z0-9_-]+)/.exec(script)![1];
    const figures = ((await (await page.request.get(`/api/widgets/${key}`)).json()) as { data: WidgetFigures }).data;
    expect(figures.total_impacts).toBeGreaterThan(0);

    const site = await serveEmbeddingPage(script);
    try {
      const visitor = await browser.newPage();
      await visitor.goto(site.url);
      const widget = visitor.frameLocator('iframe[title="Impact goal by Goodhive"]');
      await expect(widget.getByText(figures.name)).toBeVisible();
      await expect(widget.locator('.gw-count')).toHaveText(figures.total_impacts.toLocaleString('en-US'));
      await expect(widget.getByRole('progressbar', { name: 'Progress towards the impact goal' })).toBeVisible();
      await visitor.close();
    } finally {
      await site.close();
    }
  });

  test('the frame code works too, and a widget loads with a tiny script', async ({ page, browser }) => {
    await signInThroughApi(page, DEMO.owner, '/giving-widget');
    await page.getByRole('tab', { name: 'Frame (iframe)' }).click();
    const frameCode = (await page.getByLabel('Frame embed code').textContent())!;
    const src = /src="([^"]+)"/.exec(frameCode)![1].replace(/&amp;/g, '&');

    // A cold load in a fresh browser context: no cache, and only a few kilobytes of script.
    const context = await browser.newContext();
    const cold = await context.newPage();
    await cold.goto(src);
    await expect(cold.locator('.gw-count')).toBeVisible();
    const base = cold.url();
    const scripts = (await cold.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''))).map((src) => new URL(src, base).toString());
    let gzipped = 0;
    for (const url of scripts) gzipped += zlib.gzipSync(await (await cold.request.get(url)).body()).length;
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(15 * 1024);
    await context.close();

    const site = await serveEmbeddingPage(frameCode);
    try {
      const visitor = await browser.newPage();
      await visitor.goto(site.url);
      await expect(visitor.frameLocator('iframe').locator('.gw-count')).not.toHaveText('');
      await visitor.close();
    } finally {
      await site.close();
    }
  });

  test('an unknown widget says so instead of showing figures', async ({ page }) => {
    await page.goto('/frontgivingwidget/mytotalimpactwidget/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('This widget does not exist.')).toBeVisible();
  });
});
