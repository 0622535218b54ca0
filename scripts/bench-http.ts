// `npm run bench:http [-- --seconds 10 --warmup 3 --connections 20 --database demo --fresh]` measures the app over
// real HTTP: it starts apps/server/src/main.ts (NODE_ENV=production, LOG_LEVEL=warn) on a PostgreSQL database with
// the demo data (the base database of DATABASE_URL, default goodhive_bench, with the suffix _demo; created,
// migrated and seeded on first use; --fresh rebuilds it) and, in the same run, the bare Fastify + pg baseline
// (scripts/bench-baseline.ts). Then, after a warm-up, autocannon keeps 20 connections busy for ~10 s per call.
// Signed-in reads (as the demo business owner) are compared with the baseline doing the same queries: the current
// user with the least work a signed-in read can do (token + user), every other read with a replay of the very
// statements the app sends for it (recorded at the pg driver while an in-process app answers the call once).
// Static lookups are compared with the cached widget call. Budget: every ratio at or over 0.67 and every p99 under 50 ms; exits 1 when any call misses it.
// --cpu-prof <dir> writes a CPU profile of the app (open it in Chrome's DevTools) when the run ends.
// Every process it starts is stopped on exit or Ctrl-C. A report for people and CI, never part of npm test.
import { parseArgs } from 'node:util';
import { createDatabaseIfMissing, printableUrl, baseUrl, recreateDatabase } from './lib/bench-db.js';
import { bearer, DEMO_OWNER_EMAIL, signIn, startApp } from './lib/bench-app.js';
import { databaseUrlFor, fmt, formatTable, HTTP_BUDGET, judgeHttp } from './lib/bench-stats.js';
import { freePort, json, load, type LoadResult, startTs, stopAll, waitForOk } from './lib/processes.js';
import { recordStatements } from './lib/record-statements.js';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    database: { type: 'string', default: 'demo' },
    fresh: { type: 'boolean', default: false },
    /** Writes a CPU profile of the app process (node --cpu-prof) into this folder when the run ends. */
    'cpu-prof': { type: 'string' },
    /** Only the calls whose name contains this text (their references are always measured). */
    only: { type: 'string' },
  },
});
const seconds = Number(flags.seconds);
const warmupSeconds = Number(flags.warmup);
const connections = Number(flags.connections);

type Envelope<T> = { status: 'success'; data: T };
/** A measured call; `reference` names the call its throughput is compared with. */
type HttpCall = { name: string; url: string; headers?: Record<string, string>; reference: string | null };

async function main(): Promise<number> {
  const url = databaseUrlFor(baseUrl(), flags.database);
  if (flags.fresh) await recreateDatabase(url);
  else await createDatabaseIfMissing(url);
  console.log(`Database: ${printableUrl(url)} (demo data). Starting the app and the baseline...`);

  const profileDir = flags['cpu-prof'];
  const app = await startApp('app', url, {}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const baselinePort = await freePort();
  const baselineBase = `http://127.0.0.1:${baselinePort}`;
  const baseline = startTs('baseline', 'scripts/bench-baseline.ts', { ...process.env, PORT: String(baselinePort), DATABASE_URL: url }, { quiet: true });
  await waitForOk(`${baselineBase}/health`, 60_000, baseline);

  const { access_token: token } = await signIn(app.base, DEMO_OWNER_EMAIL);
  const auth = bearer(token);
  const { data: me } = await json<Envelope<{ id: number }>>(`${app.base}/api/user/current`, { headers: auth });
  const { data: widget } = await json<Envelope<{ key: string }>>(`${app.base}/api/user/get-encrypted-id`, { headers: auth });

  const BASELINE = 'baseline: token + user (Fastify + pg)';
  const WIDGET = 'GET /api/widgets/{key} (cached)';
  // The signed-in reads measured against a replay of their own statements: name and path. A new read is one line.
  const replayed = [
    { name: 'GET /api/v2/impact-history?limit=10', path: '/api/v2/impact-history?limit=10' },
    { name: 'GET /api/user/{id}/stat-impacts', path: `/api/user/${me.id}/stat-impacts` },
  ];
  const recorded = await recordStatements(url, token, replayed.map((r) => r.path));
  const replayCalls: HttpCall[] = [];
  for (const [i, r] of replayed.entries()) {
    const { statements, tokenHash } = recorded[i];
    await json(`${baselineBase}/replay/${i}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ statements, tokenHash }) });
    const reference = `baseline: the ${statements.length} statements of ${r.name.split('?')[0].replace('GET ', '')}`;
    replayCalls.push(
      { name: reference, url: `${baselineBase}/replay/${i}`, headers: auth, reference: null },
      { name: r.name, url: `${app.base}${r.path}`, headers: auth, reference },
    );
  }
  // References first: each call is compared with one measured before it.
  const calls: HttpCall[] = [
    { name: BASELINE, url: `${baselineBase}/api/user/current`, headers: auth, reference: null },
    { name: WIDGET, url: `${app.base}/api/widgets/${widget.key}`, reference: null },
    { name: 'GET /api/user/current', url: `${app.base}/api/user/current`, headers: auth, reference: BASELINE },
    ...replayCalls,
    { name: 'GET /api/app/countries (static)', url: `${app.base}/api/app/countries`, reference: WIDGET },
  ];
  const wanted = calls.filter((c) => !flags.only || c.name.includes(flags.only) || calls.some((o) => o.reference === c.name && o.name.includes(flags.only!)));

  console.log(`Each call: ${warmupSeconds} s warm-up, then ${seconds} s with ${connections} connections (autocannon), as ${DEMO_OWNER_EMAIL}.\n`);
  const results = new Map<string, LoadResult>();
  const rows: string[][] = [];
  let failed = 0;
  for (const c of wanted) {
    await load(c.url, { connections, seconds: warmupSeconds, headers: c.headers });
    const r = await load(c.url, { connections, seconds, headers: c.headers });
    results.set(c.name, r);
    const ref = c.reference ? (results.get(c.reference) ?? null) : null;
    const { ratio, problems } = judgeHttp(r, ref);
    if (r.non2xx || r.errors) problems.push(`${r.non2xx} non-2xx, ${r.errors} errors`);
    if (problems.length) failed += 1;
    rows.push([
      c.name,
      fmt(r.rps, 0),
      fmt(r.p50, 1),
      fmt(r.p99, 1),
      c.reference ? `${fmt(ratio, 2)} of ${c.reference === WIDGET ? 'widget' : 'baseline'}` : 'reference',
      problems.length ? `FAIL (${problems.join('; ')})` : 'PASS',
    ]);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  console.log(formatTable(['call', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'budget'], rows, [0, 4, 5]));
  const budget = `throughput at least ${HTTP_BUDGET.minRatio} of the reference and p99 under ${HTTP_BUDGET.maxP99Ms} ms`;
  console.log(failed ? `\nFAIL: ${failed} call(s) miss the budget (${budget}).` : `\nPASS: every call keeps the budget (${budget}).`);
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
