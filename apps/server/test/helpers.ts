import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { createDiskStorage } from '../src/lib/storage/disk-storage.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { startSmtpServer } from './smtp.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped afterwards, so leftovers never matter).
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    return { database, drop: () => database.close() };
  }
  const name = `goodhive_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // The pool's end() resolves before its connections have finished closing; a forced drop would kill
      // them mid-goodbye and their FATAL 57P01 would surface as an uncaught error. Wait for them to leave.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Uploads of a test go to a temporary folder, never into the repository's data folder. */
const TEST_UPLOAD_DIR = path.join(os.tmpdir(), `goodhive-test-uploads-${process.pid}`);

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3999', UPLOAD_DIR: TEST_UPLOAD_DIR, ...overrides });

export type TestContext = { app: FastifyInstance; database: Database; config: Config; smtp: Awaited<ReturnType<typeof startSmtpServer>> };

/** Registers hooks that give the file an app over a fresh seeded database; `smtp` adds a real SMTP server for the mails. */
export function useTestApp(opts: { seedDemo?: boolean; smtp?: boolean; env?: Record<string, string> } = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  let uploadDir: string | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    ctx.database = created.database;
    if (opts.smtp) ctx.smtp = await startSmtpServer();
    // Each test file keeps its uploads in a folder of its own, removed when the file is done.
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'goodhive-test-uploads-'));
    ctx.config = testConfig({ UPLOAD_DIR: uploadDir, ...(opts.smtp ? { SMTP_URL: ctx.smtp.url } : {}), ...opts.env });
    await prepareDatabase(ctx.database, { seedDemo: opts.seedDemo ?? true, storage: createDiskStorage(ctx.config.uploads.dir) });
    ctx.app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.smtp?.close();
    await drop?.();
    if (uploadDir) await fs.rm(uploadDir, { recursive: true, force: true });
  });
  return ctx;
}

/** Signs in with the password grant and returns the access token. */
export async function signIn(ctx: TestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: ctx.config.oauthClientId, client_secret: ctx.config.oauthClientSecret, username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${username}: ${res.statusCode} ${res.body}`);
  return res.json().data.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const body = (res: LightMyRequestResponse) => res.json();
