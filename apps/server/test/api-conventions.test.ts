import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { bearer, signIn, useTestApp } from './helpers.js';

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
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The same headers on an error answer and on a call that is refused before its handler runs.
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
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

  it('sends the build\'s precompressed copies to browsers that accept them, and compresses large API answers', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-web-'));
    const script = `console.log(${JSON.stringify('impact '.repeat(400))});`;
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Goodhive</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dir, logger: false });
    try {
      const br = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      // The country list is well over 1 kB: compressed on request, plain otherwise, the same JSON either way.
      const countries = await app.inject({ method: 'GET', url: '/api/app/countries', headers: { 'accept-encoding': 'gzip' } });
      expect(countries.statusCode).toBe(200);
      expect(countries.headers['content-encoding']).toBe('gzip');
      const unzipped = JSON.parse(zlib.gunzipSync(countries.rawPayload).toString());
      const uncompressed = await app.inject({ method: 'GET', url: '/api/app/countries' });
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(unzipped).toEqual(uncompressed.json());
      // Small answers are not worth it.
      const small = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('calls without a body and pages without a web build', () => {
  const ctx = useTestApp({ seedDemo: true });

  it('accepts an empty JSON body on a call that takes none: signing out with Content-Type application/json works', async () => {
    const token = await signIn(ctx, 'sam@goodhive.example');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/oauth/token',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user/current', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('still refuses an empty body where a call needs one, with field errors', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/oauth/token', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toBe('error');
  });

  it('answers 503 in the JSON envelope when the web build is missing, also when it disappears while running', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'goodhive-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Goodhive</title>');
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);

      await fs.rm(webDist, { recursive: true, force: true });
      const missing = await app.inject({ method: 'GET', url: '/login' });
      expect(missing.statusCode).toBe(503);
      expect(missing.headers['content-type']).toMatch(/application\/json/);
      expect(missing.json()).toEqual({ status: 'error', message: messages.webAppUnavailable });
    } finally {
      await app.close();
    }

    const never = await buildApp({ config: ctx.config, database: ctx.database, webDist: path.join(webDist, 'nowhere'), logger: false });
    try {
      const res = await never.inject({ method: 'GET', url: '/impact' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', message: messages.webAppUnavailable });
    } finally {
      await never.close();
    }
  });

  it('sends the error envelope as JSON even when the failing route had already chosen another content type', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    app.get('/api/__half-sent', async (_request, reply) => {
      reply.type('text/html').header('content-disposition', 'attachment; filename="x.csv"');
      throw new Error('failed after choosing a type');
    });
    const res = await app.inject({ method: 'GET', url: '/api/__half-sent' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'error', message: messages.internal });
  });
});
