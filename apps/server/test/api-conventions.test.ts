import { describe, expect, it } from 'vitest';
import { messages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { useTestApp } from './helpers.js';

describe('API conventions', () => {
  const ctx = useTestApp({ seedDemo: false });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: messages.routeNotFound });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/app/countries' })).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: messages.malformedJson });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: 'x'.repeat(ctx.config.bodyLimit + 10), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: messages.bodyTooLarge });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/oauth/token', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe('error');
  });

  it('never sends a stack trace on a server error', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    app.get('/api/__boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/__boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toMatchObject({ status: 'error', message: messages.internal, reference: expect.any(String) });
  });

  it('serves the OpenAPI document generated from the contract at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/oauth/token', '/api/user/current', '/api/app/countries', '/api/health']));
    expect(doc.paths['/api/oauth/token'].post.requestBody).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('web app serving', () => {
  const ctx = useTestApp({ seedDemo: false });

  it('serves index.html for the web app routes and JSON 404 for /api', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Goodhive</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dir, logger: false });
    const page = await app.inject({ method: 'GET', url: '/impact-history?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Goodhive</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/old-chunk.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    await app.close();
    fs.rmSync(dir, { recursive: true });
  });
});
