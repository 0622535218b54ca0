import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import type { JobContext } from '../src/modules/jobs/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { startSmtpServer } from './smtp.js';
import { withDatabaseName } from './templates.js';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (created here and dropped afterwards, so leftovers never matter). Empty unless
 * `from` names one of the run's prepared templates (reference data, or with the demo data too: see templates.ts).
 */
export async function createTestDatabase(opts: { from?: 'reference' | 'demo'; onQuery?: (query: string) => void } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = opts.from ? inject('databaseTemplates')[opts.from].source : null;
  if (!serverUrl) {
    const dump = template ? new Blob([await fs.readFile(template)]) : undefined;
    const database = await openDatabase({ dataDir: null, loadDataDir: dump, onQuery: opts.onQuery });
    return { database, drop: () => database.close() };
  }
  const name = `goodhive_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template "${template}"` : `create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, name), dataDir: null, onQuery: opts.onQuery });
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
export function useTestApp(opts: { seedDemo?: boolean; smtp?: boolean; env?: Record<string, string>; onQuery?: (query: string) => void } = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  let uploadDir: string | undefined;
  beforeAll(async () => {
    // A copy of the run's prepared template: migrated, reference data seeded, and the demo data unless turned off.
    const kind = (opts.seedDemo ?? true) ? 'demo' : 'reference';
    const created = await createTestDatabase({ from: kind, onQuery: opts.onQuery });
    drop = created.drop;
    ctx.database = created.database;
    if (opts.smtp) ctx.smtp = await startSmtpServer();
    // Each test file keeps its uploads in a folder of its own (starting with the template's), removed when done.
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'goodhive-test-uploads-'));
    await fs.cp(inject('databaseTemplates')[kind].uploads, uploadDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    ctx.config = testConfig({ UPLOAD_DIR: uploadDir, ...(opts.smtp ? { SMTP_URL: ctx.smtp.url } : {}), ...opts.env });
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

/**
 * What the job runner hands a job's handler, for calling a handler directly: the test app's database, config and
 * a mailer, the clock at `now`, a first attempt of one, quiet logs and an enqueue that accepts everything.
 */
export function jobContext(
  ctx: TestContext,
  now: Date,
  job: Partial<JobContext['job']> & { name: string },
  opts: { enqueue?: JobContext['enqueue']; mailer?: JobContext['mailer'] } = {},
): JobContext {
  return {
    db: ctx.database.db,
    config: ctx.config,
    mailer: opts.mailer ?? createMailer(ctx.config, { error: () => undefined }),
    now,
    job: { id: 0, payload: {}, attempt: 1, maxAttempts: 1, ...job },
    enqueue: opts.enqueue ?? (async () => true),
    log: { info: () => undefined, error: () => undefined },
  };
}
