import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import pg from 'pg';
import { startSmtpServer, type CapturedMail } from '../../apps/server/test/smtp';

/**
 * The membership journey travels in time with the job command (`npm run jobs:run-due -- --at DATE`), which
 * opens the server's database itself. The shared server of e2e/global-setup.ts keeps its database to itself
 * (an embedded PGlite folder may be opened by one process only), so this journey runs on a server of its own:
 * the same built app and server, a fresh database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite)
 * and an SMTP catcher whose raw mails show the attachments.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;

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

type Database = { env: Record<string, string>; kind: 'postgres' | 'pglite'; dispose: () => Promise<void> };

async function createDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-e2e-membership-'));
    return { env: { DATA_DIR: dir }, kind: 'pglite', dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `goodhive_e2e_membership_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, kind: 'postgres', dispose: () => run(`drop database if exists "${name}" with (force)`) };
}

/** Runs a command to its end; rejects with its output when it exits with another code than 0. */
function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

export type MembershipServer = {
  baseURL: string;
  kind: Database['kind'];
  /** Every mail the server sent, raw message included. */
  mails: CapturedMail[];
  waitForMail: (to: string, subject: RegExp, timeoutMs?: number) => Promise<CapturedMail>;
  /**
   * `npm run jobs:run-due -- --at <at>` on the server's database; answers the command's output. The embedded
   * database is opened by one process at a time, so on PGlite the server stops for the command and starts again
   * on the same address (sessions live in the database and survive it).
   */
  runJobsAt: (at: Date) => Promise<string>;
};

async function startMembershipServer(): Promise<MembershipServer & { stop: () => Promise<void> }> {
  const database = await createDatabase();
  const smtp = await startSmtpServer();
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
    RATE_LIMIT_SCALE: '100',
  });

  let child: ChildProcess | null = null;
  const lines: string[] = [];
  const start = async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = server;
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${lines.join('\n')}`);
      try {
        const response = await fetch(`${baseURL}/api/health`);
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
  };
  const stopServer = async () => {
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

  const dispose = async () => {
    await stopServer();
    await smtp.close();
    await database.dispose();
  };
  try {
    await start();
  } catch (error) {
    await dispose();
    throw error;
  }

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return {
    baseURL,
    kind: database.kind,
    mails: smtp.mails,
    waitForMail: (to, subject, timeoutMs = 15_000) => smtp.waitForMail(to, subject, timeoutMs),
    runJobsAt: async (at) => {
      const args = ['run', '--silent', 'jobs:run-due', '--', '--at', at.toISOString()];
      if (database.kind === 'postgres') return runCommand(npm, args, env);
      await stopServer();
      try {
        return await runCommand(npm, args, env);
      } finally {
        await start();
      }
    },
    stop: dispose,
  };
}

/** Playwright's test, with a membership server per worker; page, request and baseURL point at it. */
export const test = base.extend<object, { membershipServer: MembershipServer }>({
  membershipServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const server = await startMembershipServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ membershipServer }, use) => use(membershipServer.baseURL),
});

export { expect };

/** The attachments of a raw MIME message: file name, content type and decoded bytes (base64 parts). */
export function attachmentsOf(mail: CapturedMail): { filename: string; contentType: string; content: Buffer }[] {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  if (!boundaries.length) return [];
  const splitter = new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|'));
  const found: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of mail.raw.split(splitter)) {
    const idx = part.search(/\r?\n\r?\n/);
    if (idx < 0) continue;
    const headers = part.slice(0, idx).replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-disposition:\s*attachment/i.test(headers)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1].trim() ?? '';
    const body = part.slice(idx).trim();
    const content = /content-transfer-encoding:\s*base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1');
    found.push({ filename, contentType, content });
  }
  return found;
}
