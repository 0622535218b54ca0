import { describe, expect, it } from 'vitest';
import { messages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { createStartup } from '../src/startup.js';
import { createTestDatabase, testConfig, useTestApp } from './helpers.js';

describe('GET /api/health', () => {
  const ctx = useTestApp({ seedDemo: false });

  it('reports the database as reachable and the server as ready', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { database: 'reachable', state: 'ready' } });
  });

  it('answers 503 when the database is gone', async () => {
    const { database, drop } = await createTestDatabase({ from: 'reference' });
    const app = await buildApp({ config: testConfig(), database, webDist: null, logger: false });
    await drop();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'The database is not reachable.' });
    await app.close();
  });

  it('reports starting with 503, and refuses other calls, until migrations and seeds are done', async () => {
    // A prepared copy serves as well as a new database: what matters is that the server was not told it is ready.
    const { database, drop } = await createTestDatabase({ from: 'reference' });
    const startup = createStartup();
    const app = await buildApp({ config: testConfig(), database, webDist: null, logger: false, startup });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBeDefined();
      expect(health.json()).toEqual({ status: 'error', message: messages.starting, state: 'starting' });
      const signIn = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: 'a@b.example', password: 'x' } });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toMatchObject({ status: 'error', message: messages.starting });

      await database.migrate();
      startup.markReady();
      const ready = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ data: { state: 'ready' } });
    } finally {
      await app.close();
      await drop();
    }
  });
});
