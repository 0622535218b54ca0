import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('GET /api/health', () => {
  const ctx = useTestApp({ seedDemo: false });

  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { database: 'reachable' } });
  });

  it('answers 503 when the database is gone', async () => {
    // a second app over a closed database
    const { createTestDatabase, testConfig } = await import('./helpers.js');
    const { buildApp } = await import('../src/app.js');
    const { database, drop } = await createTestDatabase();
    await database.migrate();
    const app = await buildApp({ config: testConfig(), database, webDist: null, logger: false });
    await drop();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'The database is not reachable.' });
    await app.close();
  });
});
