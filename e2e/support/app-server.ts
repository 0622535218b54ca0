import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The real server for browser tests: a fresh database (PostgreSQL when TEST_DATABASE_URL is set, else an embedded
 * PGlite folder) and the built app started as a child process on a free port. e2e/global-setup.ts starts the
 * shared one; journeys that need a server of their own (time travel with the job command) start another.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a server may take to start: migrations and demo data, longer when other work shares the cores. */
export const START_TIMEOUT_MS = 240_000;

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

export type TestDatabase = { env: Record<string, string>; kind: 'postgres' | 'pglite'; describe: string; dispose: () => Promise<void> };

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the TEST_DATABASE_URL server, or a new PGlite folder; `dispose` drops or removes it. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    return { env: { DATA_DIR: dir }, kind: 'pglite', describe: `embedded database in ${dir}`, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    describe: `PostgreSQL database ${name}`,
    dispose: () => onServer(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export type AppServer = {
  baseURL: string;
  /** The environment the server runs with (also right for commands on its database, such as the job command). */
  env: NodeJS.ProcessEnv;
  /** Starts the server (again) on its address and waits for /api/health. */
  start: () => Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL after 10 s); it may be started again. */
  stop: () => Promise<void>;
};

/** The server on a free port with demo data, mail to `smtpUrl`; not started until `start()`. */
export async function appServer(database: TestDatabase, smtpUrl: string, options: { echo?: boolean; env?: Record<string, string> } = {}): Promise<AppServer> {
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
    SMTP_URL: smtpUrl,
    // Every test signs in from 127.0.0.1: the per-address abuse limits would trip long before a real user's.
    RATE_LIMIT_SCALE: '100',
    ...options.env,
  });

  let child: ChildProcess | null = null;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
    if (options.echo) process.stderr.write(chunk);
  };

  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
      server.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      server.kill('SIGTERM');
    });
  };

  const start = async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = server;
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready:\n${lines.join('\n')}`);
      try {
        const response = await fetch(`${baseURL}/api/health`);
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
  };

  return { baseURL, env, start, stop };
}
