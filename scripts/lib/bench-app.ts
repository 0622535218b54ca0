// Starting the real server (apps/server/src/main.ts) for the HTTP benchmarks, as production runs it, and signing
// in through its public calls like the web app does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/seed/demo-data.js';
import { freePort, json, startTs, waitForOk } from './processes.js';

/** The demo business owner (owner@brightside.example), as the demo seed makes it. */
export const DEMO_OWNER_EMAIL = DEMO_USERS.business.email;

/** One client secret for every app process of a run, so a token issued by one is valid on the others. */
const runSecret = crypto.randomBytes(24).toString('base64url');
const runDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-bench-'));
process.on('exit', () => fs.rmSync(runDataDir, { recursive: true, force: true }));

export type RunningApp = { name: string; port: number; base: string; child: ChildProcess };

/**
 * Starts main.ts with NODE_ENV=production and LOG_LEVEL=warn on `databaseUrl` (migrating and seeding the demo
 * data on first start) and waits until /api/health answers 200.
 */
export async function startApp(name: string, databaseUrl: string, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startTs(name, 'apps/server/src/main.ts', {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: base,
    DATABASE_URL: databaseUrl,
    DATA_DIR: runDataDir,
    SEED_DEMO: 'true',
    OAUTH_CLIENT_SECRET: runSecret,
    // Production requires a mail server; the reads measured here send no mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENT_PROVIDER: 'sandbox',
    ...extraEnv,
  }, { nodeArgs });
  await waitForOk(`${base}/api/health`, 180_000, child);
  return { name, port, base, child };
}

type Envelope<T> = { status: 'success'; data: T };

/** Signs in with the password grant, reading the client id and secret from the web-config call as the web app does. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  const { data: web } = await json<Envelope<{ oauth_client_id: string; oauth_client_secret: string }>>(`${base}/api/app/web-config`);
  const { data: token } = await json<Envelope<{ access_token: string; refresh_token: string }>>(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ grant_type: 'password', client_id: web.oauth_client_id, client_secret: web.oauth_client_secret, username: email, password }),
  });
  return { ...token, clientId: web.oauth_client_id, clientSecret: web.oauth_client_secret };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
