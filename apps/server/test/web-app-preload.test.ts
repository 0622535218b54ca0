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
  it('loads the app\'s scripts at low priority there, and at their own priority on the app\'s other pages', async () => {
    const head = { title: 'Sign in', description: 'Sign in to give.', canonical: 'http://localhost/login', type: 'website' as const, body: '<h1>Sign in</h1>' };
    const { app, dir } = await serve(
      { 'index.html': INDEX, 'first-screens.json': JSON.stringify(FIRST_SCREENS) },
      { pageHead: async (url) => (url.startsWith('/login') ? head : null) },
    );
    try {
      const login = (await app.inject({ method: 'GET', url: '/login' })).body;
      expect(login).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
      expect(login).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page.js">');
      // The stylesheet the first paint needs keeps its priority.
      expect(login).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-page.css">');
      const project = (await app.inject({ method: 'GET', url: '/projectdetail/1380' })).body;
      expect(project).not.toContain('fetchpriority');
      expect(project).toContain('<link rel="modulepreload" crossorigin href="/assets/layout.js">');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
