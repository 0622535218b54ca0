// The SQL the app sends for a call, recorded at the pg driver: an in-process app on the same database answers each
// call (once to warm its prepared statements, once recorded), so bench:http's baseline can replay exactly those
// statements. Nothing here is copied from the code: the statements come from the running repositories.
import crypto from 'node:crypto';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { captureSql, type CapturedQuery } from './sql-capture.js';

export type Recorded = { statements: CapturedQuery[]; tokenHash: string };

/** The statements behind each of `paths` (GET, signed in with `token`), in the order they were sent. */
export async function recordStatements(databaseUrl: string, token: string, paths: string[]): Promise<Recorded[]> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const capture = captureSql(database.db.$client as pg.Pool);
  const app = await buildApp({ config, database, webDist: null, widgetDist: null, logger: false });
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  try {
    await app.ready();
    const out: Recorded[] = [];
    for (const url of paths) {
      const headers = { authorization: `Bearer ${token}` };
      await app.inject({ method: 'GET', url, headers });
      const stop = capture.start();
      const res = await app.inject({ method: 'GET', url, headers });
      const statements = stop();
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} while its statements were recorded: ${res.body.slice(0, 200)}`);
      out.push({ statements, tokenHash });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
  }
}
