import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { startSmtpServer, type CapturedMail } from '../apps/server/test/smtp';
import { appServer, createTestDatabase, repoRoot } from './support/app-server';

const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

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

  const database = await createTestDatabase('goodhive_e2e');
  const smtp = await startSmtpServer();
  const mailbox = await startMailbox(smtp.mails);
  const server = await appServer(database, smtp.url, { echo: Boolean(process.env.E2E_LOG_LEVEL) });
  const teardown = async () => {
    await server.stop();
    await Promise.all([mailbox.close(), smtp.close()]);
    await database.dispose();
  };
  try {
    await server.start();
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  process.stdout.write(`Browser tests run against ${server.baseURL} (${database.describe}), mail caught at ${smtp.url}.\n`);
  return teardown;
}
