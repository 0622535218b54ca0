import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSmtpServer, type CapturedMail } from '../apps/server/test/smtp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 90_000;

/** Asks the OS for a port nobody listens on. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type TestDatabase = { env: Record<string, string>; describe: string; dispose: () => Promise<void> };

/** A new database on the TEST_DATABASE_URL server, dropped afterwards. */
async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `goodhive_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    describe: `PostgreSQL database ${name}`,
    dispose: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A new embedded (PGlite) data folder, removed afterwards. */
function createDataDir(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-e2e-'));
  return {
    env: { DATA_DIR: dir },
    describe: `embedded database in ${dir}`,
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The captured mails over HTTP for the test workers, which are other processes:
 * GET /mails?to=<address> answers the mails to that address, oldest first.
 */
async function startMailbox(mails: readonly CapturedMail[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mails
      .filter((mail) => !to || mail.to.includes(to))
      .map(({ to: recipients, subject, text, html }) => ({ to: recipients, subject, text, html }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mails`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the real server (API plus the built web app) on a free port against a fresh database, with a
 * real SMTP server catching its mails, and hands the addresses to the tests: E2E_BASE_URL, and
 * E2E_MAILBOX_URL for the captured mails (e2e/support/mailbox.ts). Set E2E_BASE_URL yourself to test a
 * server that is already running instead (the mail tests then skip). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  if (!fs.existsSync(webIndex)) {
    throw new Error(
      'apps/web/dist/index.html is missing: build the web app first with `npm run build -w @goodhive/web` (vite build in apps/web), then run the browser tests.',
    );
  }

  const database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : createDataDir();
  const smtp = await startSmtpServer();
  const mailbox = await startMailbox(smtp.mails);
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, database.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: smtp.url,
    // Every test signs in from 127.0.0.1: the per-address abuse limits would trip long before a real user's.
    RATE_LIMIT_SCALE: '100',
  });

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
    if (process.env.E2E_LOG_LEVEL) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const teardown = async () => {
    await stopServer(child);
    await Promise.all([mailbox.close(), smtp.close()]);
    await database.dispose();
  };
  try {
    await waitForHealth(baseURL, child, () => lines.join('\n'));
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  process.stdout.write(`Browser tests run against ${baseURL} (${database.describe}), mail caught at ${smtp.url}.\n`);
  return teardown;
}
