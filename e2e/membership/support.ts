import { spawn } from 'node:child_process';
import { expect, test as base } from '@playwright/test';
import { startSmtpServer, type CapturedMail } from '../../apps/server/test/smtp';
import { START_TIMEOUT_MS, appServer, createTestDatabase, repoRoot, type TestDatabase } from '../support/app-server';

/**
 * The membership journey travels in time with the job command (`npm run jobs:run-due -- --at DATE`), which
 * opens the server's database itself. The shared server of e2e/global-setup.ts keeps its database to itself
 * (an embedded PGlite folder may be opened by one process only), so this journey runs on a server of its own:
 * the same built app and server, a fresh database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite)
 * and an SMTP catcher whose raw mails show the attachments.
 */

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
  kind: TestDatabase['kind'];
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
  const database = await createTestDatabase('goodhive_e2e_membership');
  const smtp = await startSmtpServer();
  const server = await appServer(database, smtp.url);
  const dispose = async () => {
    await server.stop();
    await smtp.close();
    await database.dispose();
  };
  try {
    await server.start();
  } catch (error) {
    await dispose();
    throw error;
  }

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return {
    baseURL: server.baseURL,
    kind: database.kind,
    mails: smtp.mails,
    waitForMail: (to, subject, timeoutMs = 15_000) => smtp.waitForMail(to, subject, timeoutMs),
    runJobsAt: async (at) => {
      const args = ['run', '--silent', 'jobs:run-due', '--', '--at', at.toISOString()];
      if (database.kind === 'postgres') return runCommand(npm, args, server.env);
      await server.stop();
      try {
        return await runCommand(npm, args, server.env);
      } finally {
        await server.start();
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
