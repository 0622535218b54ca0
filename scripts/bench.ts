// `npm run bench [-- --requests 200 --warmup 20 --concurrency 1 --only <name>]`: starts the app (buildApp) on the database of
// DATABASE_URL (filled by `npm run seed:bulk`), signs in as the owner of the busiest company, and times the
// dashboard and impact-history calls, then, as the partner whose projects hold the most giving, the partner panel's
// contributions and Home calls. Prints p50/p95/p99 per call and PASS when every p95 is under 100 ms.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { categories, companies, contributions, partners, projectCategories, projects, userBusiness, users } from '../apps/server/src/db/schema/index.js';
import { issueTokens } from '../apps/server/src/modules/auth/auth.service.js';
import { BENCH_COMPANY, BENCH_OWNER_EMAIL } from './bulk-data.js';

const TARGET_P95_MS = 100;
const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '1' },
    /** Only the calls whose name contains this text. */
    only: { type: 'string' },
  },
});
const requests = Number(flags.requests);
const warmup = Number(flags.warmup);
const concurrency = Math.max(1, Number(flags.concurrency));

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
if (!config.databaseUrl) {
  console.error('DATABASE_URL must name the PostgreSQL database filled by `npm run seed:bulk`.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
await database.migrate();
const db = database.db;

const [owner] = await db
  .select({ userId: users.id, companyId: companies.id })
  .from(users)
  .innerJoin(userBusiness, eq(userBusiness.user_id, users.id))
  .innerJoin(companies, eq(companies.id, userBusiness.company_id))
  .where(eq(users.email, BENCH_OWNER_EMAIL));
if (!owner) {
  console.error(`No "${BENCH_COMPANY}" in this database: run \`npm run seed:bulk\` first.`);
  process.exit(1);
}
const paidWhere = sql`${contributions.payment_received} = 1 and ${contributions.contribution_date} is not null`;
const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(contributions).where(paidWhere);
const [{ busy }] = await db
  .select({ busy: sql<number>`count(*)`.mapWith(Number) })
  .from(contributions)
  .where(sql`${contributions.company_id} = ${owner.companyId} and ${contributions.account} = 'company' and ${paidWhere}`);
const [category] = await db
  .select({ id: categories.id, name: categories.name })
  .from(categories)
  .innerJoin(projectCategories, eq(projectCategories.category_id, categories.id))
  .groupBy(categories.id)
  .orderBy(sql`count(*) desc`)
  .limit(1);

const token = (await issueTokens(db, config, owner.userId)).access_token;
// The partner whose projects hold the most paid contributions, for the partner panel's reads.
const [partner] = await db
  .select({ userId: partners.user_id, name: partners.worthy_cause_name, paid: sql<number>`count(*)`.mapWith(Number) })
  .from(contributions)
  .innerJoin(projects, eq(projects.id, contributions.project_id))
  .innerJoin(partners, eq(partners.id, projects.partner_id))
  .where(paidWhere)
  .groupBy(partners.id)
  .orderBy(sql`count(*) desc`)
  .limit(1);
const partnerToken = partner ? (await issueTokens(db, config, partner.userId)).access_token : token;
const app = await buildApp({ config, database, webDist: null, widgetDist: null, logger: false });
await app.ready();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const u = owner.userId;
const calls: { name: string; url: string; inTarget: boolean; token?: string }[] = [
  { name: 'stat-impacts, all time', url: `/api/user/${u}/stat-impacts`, inTarget: true },
  { name: 'stat-impacts, last 12 months', url: `/api/user/${u}/stat-impacts?begin_date=${day(-365)}&end_date=${day(0)}`, inTarget: true },
  { name: 'impacts-grouped-by-date, month', url: `/api/user/${u}/impacts-grouped-by-date?type=month`, inTarget: true },
  { name: 'impacts-grouped-by-date, day (90 days)', url: `/api/user/${u}/impacts-grouped-by-date?type=day&begin_date=${day(-89)}&end_date=${day(0)}`, inTarget: true },
  { name: 'impacts-grouped-by-date, year (all)', url: `/api/user/${u}/impacts-grouped-by-date?type=year`, inTarget: true },
  { name: 'getWCCounters, all time', url: '/api/user/contribution/getWCCounters', inTarget: true },
  { name: 'getWCChartData, month', url: '/api/user/contribution/getWCChartData?type=month', inTarget: true },
  { name: 'giving-status', url: '/api/user/giving-status', inTarget: true },
  { name: 'impact-history, page 1', url: '/api/v2/impact-history?limit=20&page=1', inTarget: true },
  { name: 'impact-history, page 100', url: '/api/v2/impact-history?limit=20&page=100', inTarget: true },
  { name: 'impact-history, last 30 days', url: `/api/v2/impact-history?begin_date=${day(-29)}&end_date=${day(0)}`, inTarget: true },
  { name: 'impact-history, search "water"', url: '/api/v2/impact-history?search=water', inTarget: true },
  { name: `impact-history, category ${category?.name ?? '-'}`, url: `/api/v2/impact-history?category_id=${category?.id ?? 1}`, inTarget: true },
  { name: 'user-global-impacts (cached, informative)', url: '/api/user/user-global-impacts', inTarget: false },
  { name: 'partner contributions, page 1', url: '/api/partner/contributions?limit=20&page=1', inTarget: true, token: partnerToken },
  { name: 'partner contributions, last 30 days', url: `/api/partner/contributions?begin_date=${day(-29)}&end_date=${day(0)}`, inTarget: true, token: partnerToken },
  { name: 'partner contributions, search "water"', url: '/api/partner/contributions?search=water', inTarget: true, token: partnerToken },
  { name: 'partner contributions summary', url: '/api/partner/contributions/summary', inTarget: true, token: partnerToken },
  { name: 'partner home', url: '/api/partner/home', inTarget: true, token: partnerToken },
];

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs `n` requests, `concurrency` at a time; returns each one's time in ms. */
async function time(url: string, n: number, as = token): Promise<number[]> {
  const method = url.includes('user-global-impacts') ? 'POST' : 'GET';
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${as}` } });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

console.log(`Database: ${total.toLocaleString('en-US')} paid contributions; "${BENCH_COMPANY}" (company ${owner.companyId}) has ${busy.toLocaleString('en-US')}.`);
if (partner) console.log(`Partner reads as "${partner.name}", whose projects hold ${partner.paid.toLocaleString('en-US')}.`);
console.log(`Each call: ${warmup} warm-up requests, then ${requests} timed, ${concurrency} at a time. Target: p95 < ${TARGET_P95_MS} ms.\n`);
const pad = (s: string, n: number) => s.padEnd(n);
const ms = (v: number) => v.toFixed(1).padStart(8);
console.log(`${pad('call', 46)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}  result`);
let failed = 0;
for (const call of calls.filter((c) => !flags.only || c.name.includes(flags.only))) {
  await time(call.url, warmup, call.token);
  const sorted = (await time(call.url, requests, call.token)).sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const pass = p95 < TARGET_P95_MS;
  if (call.inTarget && !pass) failed += 1;
  const result = call.inTarget ? (pass ? 'PASS' : 'FAIL') : '(not in target)';
  console.log(`${pad(call.name, 46)}${ms(percentile(sorted, 50))}${ms(p95)}${ms(percentile(sorted, 99))}${ms(sorted[sorted.length - 1])}  ${result}`);
}
await app.close();
await database.close();
console.log(failed ? `\nFAIL: ${failed} call(s) with p95 at or above ${TARGET_P95_MS} ms.` : `\nPASS: every call answered with p95 under ${TARGET_P95_MS} ms.`);
process.exit(failed ? 1 : 0);
