// `npm run bench:cluster [-- --balancer haproxy|nginx] [--seconds 10 --warmup 3 --connections 20 --database demo]`
// runs two app processes (apps/server/src/main.ts, NODE_ENV=production, TRUST_PROXY=true) on one PostgreSQL database
// with the demo data (base database of DATABASE_URL with the suffix _demo, as bench:http) behind a real local load
// balancer from Debian's packages, round-robin: HAProxy by default (installed with apt-get when missing, as root),
// or nginx; the config comes from scripts/cluster/<balancer>.template. It measures signed-in read throughput
// (GET /api/user/current as the demo business owner, autocannon as bench:http) of one process directly and of the
// two behind the balancer, and prints both and the ratio. Then it checks what must work across processes: a token
// issued by one process works on the other (and its refresh too), and the sign-in abuse limits (fixed-window
// counters in the database) count hits from both. Exits 1 when a check fails; the ratio is reported, not judged.
// Every process it starts is stopped on exit or Ctrl-C.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bearer, DEMO_OWNER_EMAIL, type RunningApp, signIn, startApp } from './lib/bench-app.js';
import { baseUrl, createDatabaseIfMissing, printableUrl } from './lib/bench-db.js';
import { databaseUrlFor, fmt, formatTable, renderTemplate } from './lib/bench-stats.js';
import { freePort, load, repoRoot, startProcess, stopAll, waitForOk } from './lib/processes.js';

const { values: flags } = parseArgs({
  options: {
    balancer: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    database: { type: 'string', default: 'demo' },
  },
});
const seconds = Number(flags.seconds);
const warmupSeconds = Number(flags.warmup);
const connections = Number(flags.connections);

type Balancer = 'haproxy' | 'nginx';
const BINARIES: Record<Balancer, string> = { haproxy: '/usr/sbin/haproxy', nginx: '/usr/sbin/nginx' };
const installed = (b: Balancer) => fs.existsSync(BINARIES[b]);

/** The balancer asked for, else HAProxy when installed, else nginx when installed, else HAProxy installed with apt-get. */
function chooseBalancer(): Balancer {
  const asked = flags.balancer;
  if (asked !== undefined && asked !== 'haproxy' && asked !== 'nginx') throw new Error(`--balancer must be haproxy or nginx (got "${asked}").`);
  const choice: Balancer = (asked as Balancer | undefined) ?? (installed('haproxy') || !installed('nginx') ? 'haproxy' : 'nginx');
  if (installed(choice)) return choice;
  if (process.getuid?.() !== 0) {
    throw new Error(`${choice} is not installed. Install it with: sudo apt-get update && sudo apt-get install -y ${choice}`);
  }
  console.log(`${choice} is not installed: installing Debian's package with apt-get...`);
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', choice], { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { encoding: 'utf8' });
    result = install();
  }
  if (result.status !== 0 || !installed(choice)) throw new Error(`apt-get could not install ${choice}:\n${(result.stderr || result.stdout).slice(-1500)}`);
  return choice;
}

/** Writes the balancer's config from its template and starts it in the foreground, round-robin over `apps`. */
async function startBalancer(balancer: Balancer, apps: RunningApp[]): Promise<string> {
  const port = await freePort();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `goodhive-${balancer}-`));
  process.on('exit', () => fs.rmSync(runDir, { recursive: true, force: true }));
  const template = fs.readFileSync(path.join(repoRoot, 'scripts/cluster', balancer === 'haproxy' ? 'haproxy.cfg.template' : 'nginx.conf.template'), 'utf8');
  const values: Record<string, string | number> = { LISTEN_PORT: port, APP1_PORT: apps[0].port, APP2_PORT: apps[1].port };
  if (balancer === 'nginx') values.RUN_DIR = runDir;
  const configFile = path.join(runDir, balancer === 'haproxy' ? 'haproxy.cfg' : 'nginx.conf');
  fs.writeFileSync(configFile, renderTemplate(template, values));
  const args = balancer === 'haproxy' ? ['-db', '-f', configFile] : ['-p', runDir, '-c', configFile, '-g', 'daemon off;'];
  const child = startProcess(balancer, BINARIES[balancer], args, process.env);
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, 30_000, child);
  return base;
}

type Check = { name: string; result: 'PASS' | 'FAIL' | 'NOT BUILT YET'; detail: string };

/** Which process answered each of `n` requests through the balancer, by the header the balancer adds. */
async function spread(lb: string, apps: RunningApp[], balancer: Balancer, n = 10): Promise<Check> {
  const seen: Record<string, number> = {};
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(`${lb}/api/health`);
    await res.arrayBuffer();
    const header = res.headers.get('x-goodhive-backend') ?? '?';
    const name = balancer === 'haproxy' ? header : (apps.find((a) => header.endsWith(`:${a.port}`))?.name ?? header);
    seen[name] = (seen[name] ?? 0) + 1;
  }
  const both = apps.every((a) => (seen[a.name] ?? 0) > 0);
  return { name: 'round-robin: both processes answer through the balancer', result: both ? 'PASS' : 'FAIL', detail: JSON.stringify(seen) };
}

/** A token issued by one process works on the other, and its refresh grant too. */
async function tokensAcross(a: RunningApp, b: RunningApp, clientIp: string): Promise<Check[]> {
  const checks: Check[] = [];
  const headers = { 'x-forwarded-for': clientIp };
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    const token = await signIn(from.base, DEMO_OWNER_EMAIL, undefined, headers);
    const res = await fetch(`${to.base}/api/user/current`, { headers: bearer(token.access_token) });
    await res.arrayBuffer();
    checks.push({ name: `a token issued by ${from.name} works on ${to.name}`, result: res.status === 200 ? 'PASS' : 'FAIL', detail: `GET /api/user/current answered ${res.status}` });
    if (from === a) {
      const refresh = (at: RunningApp) =>
        fetch(`${at.base}/api/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ grant_type: 'refresh_token', client_id: token.clientId, client_secret: token.clientSecret, refresh_token: token.refresh_token }),
        }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        });
      const first = await refresh(to);
      const again = await refresh(from);
      checks.push({
        name: `${from.name}'s refresh token works once on ${to.name}, then is refused on ${from.name}`,
        result: first === 200 && again === 401 ? 'PASS' : 'FAIL',
        detail: `refresh on ${to.name} answered ${first}, again on ${from.name} ${again}`,
      });
    }
  }
  return checks;
}

/** Wrong sign-ins alternating between the processes: returns the status of each attempt. */
async function alternateSignIns(apps: RunningApp[], attempts: number, username: (i: number) => string, clientIp: string): Promise<number[]> {
  const { clientId, clientSecret } = await fetch(`${apps[0].base}/api/app/web-config`)
    .then((r) => r.json() as Promise<{ data: { oauth_client_id: string; oauth_client_secret: string } }>)
    .then((j) => ({ clientId: j.data.oauth_client_id, clientSecret: j.data.oauth_client_secret }));
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const res = await fetch(`${apps[i % apps.length].base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify({ grant_type: 'password', client_id: clientId, client_secret: clientSecret, username: username(i), password: 'not-the-password' }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

/**
 * The sign-in limits (apps/server/src/lib/rate-limit.ts: 10 failed sign-ins per account and 60 sign-ins per IP in
 * 15 minutes) exceeded by alternating between the processes: the first request over the limit must answer 429,
 * which only happens when both processes count into the same window. Each run uses a fresh account name and a
 * fresh client address (a loopback address in X-Forwarded-For; it is only a key of the counters), so earlier
 * runs never count.
 */
async function limitsAcross(apps: RunningApp[]): Promise<Check[]> {
  const run = crypto.randomBytes(4).toString('hex');
  const ip = () => `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
  const accountMax = 10;
  const perAccount = await alternateSignIns(apps, accountMax + 2, () => `limit-${run}@bench.goodhive.example`, ip());
  const accountOk = perAccount.slice(0, accountMax).every((s) => s === 401) && perAccount.slice(accountMax).every((s) => s === 429);
  const ipMax = 60;
  const perIp = await alternateSignIns(apps, ipMax + 2, (i) => `limit-${run}-${i}@bench.goodhive.example`, ip());
  const ipOk = perIp.slice(0, ipMax).every((s) => s === 401) && perIp.slice(ipMax).every((s) => s === 429);
  const describe = (s: number[], max: number) => `attempts 1-${max}: ${[...new Set(s.slice(0, max))].join('/')}; ${max + 1}-${s.length}: ${s.slice(max).join(', ')} (${max / 2} per process would be under the limit)`;
  return [
    { name: `failed sign-ins of one account count across processes (limit ${accountMax})`, result: accountOk ? 'PASS' : 'FAIL', detail: describe(perAccount, accountMax) },
    { name: `sign-ins from one IP count across processes (limit ${ipMax})`, result: ipOk ? 'PASS' : 'FAIL', detail: describe(perIp, ipMax) },
  ];
}

/**
 * A job enqueued through one process's database (a plain INSERT, as any process's enqueue does) while both
 * processes poll with their job runners: each job must run exactly once (one job_runs row, done), whichever process
 * claims it; enqueueing the same dedupe key again must add nothing. Uses trial-expiry, a real, idempotent job.
 */
async function jobsAcross(url: string, apps: RunningApp[]): Promise<Check[]> {
  const run = crypto.randomBytes(4).toString('hex');
  const count = 10;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const { rows } = await client.query<{ id: number }>(
        "insert into jobs (name, payload, run_at, dedupe_key) values ('trial-expiry', $1, now(), $2) returning id",
        [JSON.stringify({ bench: run, i }), `bench:${run}:${i}`],
      );
      ids.push(rows[0].id);
    }
    const again = await client.query("insert into jobs (name, run_at, dedupe_key) values ('trial-expiry', now(), $1) on conflict (dedupe_key) do nothing", [`bench:${run}:0`]);
    const deadline = Date.now() + 60_000;
    let statuses: { id: number; status: string }[] = [];
    for (;;) {
      statuses = (await client.query<{ id: number; status: string }>('select id, status from jobs where id = any($1::int[])', [ids])).rows;
      if (statuses.every((j) => j.status === 'done' || j.status === 'failed') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const runs = (await client.query<{ job_id: number; worker_id: string; outcome: string }>('select job_id, worker_id, outcome from job_runs where job_id = any($1::int[])', [ids])).rows;
    const perJob = ids.map((id) => runs.filter((r) => r.job_id === id));
    const once = statuses.every((j) => j.status === 'done') && perJob.every((r) => r.length === 1 && r[0].outcome === 'done');
    const byApp = new Map<string, number>();
    for (const r of runs) {
      const pid = Number(r.worker_id.split(':')[1]);
      const name = apps.find((a) => a.child.pid === pid)?.name ?? r.worker_id;
      byApp.set(name, (byApp.get(name) ?? 0) + 1);
    }
    const spreadText = [...byApp].map(([name, n]) => `${name} ${n}`).join(', ') || 'none ran';
    return [
      {
        name: `${count} jobs queued through one database run once each, on either process`,
        result: once ? 'PASS' : 'FAIL',
        detail: `${statuses.filter((j) => j.status === 'done').length}/${count} done, ${runs.length} run rows (${runs.filter((r) => r.outcome === 'done').length} done); ran on: ${spreadText}`,
      },
      {
        name: 'the same dedupe key enqueued again adds nothing',
        result: again.rowCount === 0 ? 'PASS' : 'FAIL',
        detail: `second insert added ${again.rowCount} row(s)`,
      },
    ];
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const balancer = chooseBalancer();
  const version = spawnSync(BINARIES[balancer], ['-v'], { encoding: 'utf8' });
  console.log(`Load balancer: ${balancer} (${(version.stdout || version.stderr).split('\n')[0].trim()}), round-robin.`);
  const url = databaseUrlFor(baseUrl(), flags.database);
  await createDatabaseIfMissing(url);
  console.log(`Database: ${printableUrl(url)} (demo data), shared by both processes. ${os.cpus().length} cores on this machine.`);

  const env = { TRUST_PROXY: 'true' };
  const app1 = await startApp('app1', url, env);
  const app2 = await startApp('app2', url, env);
  const apps = [app1, app2];
  const lb = await startBalancer(balancer, apps);

  const clientIp = `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
  const { access_token: token } = await signIn(app1.base, DEMO_OWNER_EMAIL, undefined, { 'x-forwarded-for': clientIp });
  const headers = bearer(token);
  console.log(`\nGET /api/user/current as ${DEMO_OWNER_EMAIL}: ${warmupSeconds} s warm-up, then ${seconds} s with ${connections} connections (autocannon).\n`);
  const measure = async (target: string) => {
    await load(`${target}/api/user/current`, { connections, seconds: warmupSeconds, headers });
    return load(`${target}/api/user/current`, { connections, seconds, headers });
  };
  const direct = await measure(app1.base);
  const balanced = await measure(lb);
  const ratio = balanced.rps / direct.rps;
  const row = (name: string, r: typeof direct) => [name, fmt(r.rps, 0), fmt(r.p50, 1), fmt(r.p99, 1), String(r.non2xx + r.errors)];
  console.log(formatTable(['target', 'req/s', 'p50 ms', 'p99 ms', 'failed'], [row('one process, direct', direct), row(`two processes behind ${balancer}`, balanced)]));
  console.log(`\nRatio (two behind ${balancer} / one direct): ${fmt(ratio, 2)}. The load generator, both processes, ${balancer} and PostgreSQL share these ${os.cpus().length} cores.`);

  const checks: Check[] = [
    await spread(lb, apps, balancer),
    ...(await tokensAcross(app1, app2, clientIp)),
    ...(await limitsAcross(apps)),
    ...(await jobsAcross(url, apps)),
  ];
  console.log('\nAcross processes:\n');
  console.log(formatTable(['check', 'result', 'detail'], checks.map((c) => [c.name, c.result, c.detail]), [0, 1, 2]));
  const failed = checks.filter((c) => c.result === 'FAIL').length + (direct.non2xx + direct.errors + balanced.non2xx + balanced.errors > 0 ? 1 : 0);
  console.log(failed ? `\nFAIL: ${failed} problem(s) above.` : '\nPASS: every cross-process check holds.');
  return failed ? 1 : 0;
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error((error as Error).message);
} finally {
  await stopAll();
}
process.exit(code);
