import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp, type WebAppOptions } from '../src/plugins/web-app.js';

const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const FIRST_SCREENS = {
  screens: [
    { pattern: '^\\/login\\/?$', scripts: ['assets/login-page.js', 'assets/form.js'], styles: ['assets/login-page.css'] },
    { pattern: '^\\/(projectdetail|bundledetail)\\/[^/]+\\/?$', scripts: ['assets/layout.js', 'assets/project-detail-page.js'], styles: [] },
  ],
};

async function serve(files: Record<string, string>, options: WebAppOptions = {}): Promise<{ app: FastifyInstance; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const app = Fastify({ logger: false });
  await registerWebApp(app, dir, options);
  await app.ready();
  return { app, dir };
}

const preloads = (html: string) => [...html.matchAll(/<link rel="([^"]+)"(?: as="([^"]+)")? crossorigin href="([^"]+)">/g)].map((m) => [m[1], m[2] ?? null, m[3]]);

describe('the web app page names its first screen chunks as preloads', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    ({ app, dir } = await serve({ 'index.html': INDEX, 'first-screens.json': JSON.stringify(FIRST_SCREENS) }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds modulepreload and stylesheet preload links for the screen the address names, inside head', async () => {
    const res = await app.inject({ method: 'GET', url: '/login?step=email' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloads(res.body)).toEqual([
      ['modulepreload', null, '/assets/login-page.js'],
      ['modulepreload', null, '/assets/form.js'],
      ['preload', 'style', '/assets/login-page.css'],
    ]);
    expect(res.body.indexOf('/assets/form.js')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('/assets/index.js')).toBeLessThan(res.body.indexOf('/assets/login-page.js'));

    const project = await app.inject({ method: 'GET', url: '/projectdetail/1380' });
    expect(preloads(project.body).map(([, , href]) => href)).toEqual(['/assets/layout.js', '/assets/project-detail-page.js']);
  });

  it('sends the page unchanged on any other address', async () => {
    for (const url of ['/view-all-projects', '/login/elsewhere', '/projectdetail/1/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});

describe('without a first screen table (an older build)', () => {
  it('sends the page unchanged', async () => {
    const { app, dir } = await serve({ 'index.html': INDEX });
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a page the server paints first', () => {
  const head = { title: 'Sign in', description: 'Sign in to give.', canonical: 'http://localhost/login', type: 'website' as const, body: '<h1>Sign in</h1>' };
  const pageHead: WebAppOptions['pageHead'] = async (url) => (url.startsWith('/login') || url.startsWith('/about') ? head : null);
  const START = 'console.log("start");';

  it('loads the app and its first screen once the page is on screen, and at once on the app\'s other pages', async () => {
    const { app, dir } = await serve({ 'index.html': INDEX, 'first-screens.json': JSON.stringify(FIRST_SCREENS), 'start-after-first-paint.js': START }, { pageHead });
    try {
      const login = (await app.inject({ method: 'GET', url: '/login' })).body;
      // No script, module or stylesheet preload of the app before the first paint: the start script names them.
      expect(login).not.toContain('<script type="module"');
      expect(preloads(login)).toEqual([]);
      expect(login).toContain(
        '<script defer src="/start-after-first-paint.js" data-entry="/assets/index.js" data-modules="/assets/login-page.js /assets/form.js" data-styles="/assets/login-page.css"></script>',
      );
      expect(login.indexOf('start-after-first-paint.js')).toBeLessThan(login.indexOf('</head>'));

      // A painted page that is not a first screen: the entry alone.
      const about = (await app.inject({ method: 'GET', url: '/about' })).body;
      expect(about).toContain('<script defer src="/start-after-first-paint.js" data-entry="/assets/index.js" data-modules="" data-styles=""></script>');

      // The app's own pages keep the entry and the first screen's preloads as the build wrote them.
      const project = (await app.inject({ method: 'GET', url: '/projectdetail/1380' })).body;
      expect(project).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(project).not.toContain('start-after-first-paint');
      expect(preloads(project).map(([, , href]) => href)).toEqual(['/assets/layout.js', '/assets/project-detail-page.js']);
      expect(project).not.toContain('fetchpriority');

      // The start script itself is served from the build, revalidated on each visit.
      const start = await app.inject({ method: 'GET', url: '/start-after-first-paint.js' });
      expect(start.statusCode).toBe(200);
      expect(start.body).toBe(START);
      expect(start.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the entry and the preloads in the page when the build has no start script (an older build)', async () => {
    const { app, dir } = await serve({ 'index.html': INDEX, 'first-screens.json': JSON.stringify(FIRST_SCREENS) }, { pageHead });
    try {
      const login = (await app.inject({ method: 'GET', url: '/login' })).body;
      expect(login).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(login).not.toContain('start-after-first-paint');
      expect(preloads(login).map(([, , href]) => href)).toEqual(['/assets/login-page.js', '/assets/form.js', '/assets/login-page.css']);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
