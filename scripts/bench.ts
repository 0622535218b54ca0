// `npm run bench [-- --size 1m] [--concurrency 1,20] [--requests 200] [--warmup 20] [--only <text>]`
// times the impact reads in-process (buildApp and inject, no network) on a bulk database made by
// `npm run seed:bulk` (base database from DATABASE_URL, default goodhive_bench, so --size 1m reads
// goodhive_bench_1m; --database <suffix> names another), signed in as the owner of "Bench Busy Co" and, for the
// partner panel's reads, as the partner whose projects hold the most giving. Prints one table with p50, p95, p99
// and req/s per call and concurrency, and PASS/FAIL against each call's named budget; exits 1 on any FAIL.
//   --sizes    the dashboard and impact-history calls on the 10k, 100k and 1m databases: p95 per size and how it
//              grows (cost ∝ size^k; k under 1 is sub-linear); exits 1 when any k reaches 1.
// The stories: the list of one company's 1,000 stories, and the `monthly job` step, which makes 10,000 monthly
// stories due in the bulk database, times the story-monthly-giving handler giving them all with the sandbox card,
// reports the most database connections the app's pool held meanwhile, and removes them again (scripts/lib/bench-stories.ts).
// Money in the back-office: the staff giving list filtered by last month and the partner whose projects hold the most
// giving, and creating one remittance of 50,000 contributions (timed once in a transaction that is rolled back, so
// the bulk database stays as it was: there, the projects of the next partners are first handed to the remitted
// one until it is owed 50,000 contributions up to the period's end).
//   --explain  EXPLAIN (ANALYZE, BUFFERS) of every read statement behind the dashboard and history calls (recorded
//              at the pg driver while each call runs once), on the 1m database unless --size says otherwise; exits 1
//              when a plan scans contributions, contribution_groups, users or companies sequentially.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig, type Config } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { broadcastNotifications, categories, companies, contributions, hiveMembers, hives, notifications, partners, projectCategories, projects, userBusiness, users } from '../apps/server/src/db/schema/index.js';
import { forgetHiveImpact } from '../apps/server/src/modules/hives/hives.service.js';
import { forgetPublicHome } from '../apps/server/src/modules/public-site/public-site.service.js';
import { deliverBroadcast } from '../apps/server/src/modules/notifications/broadcasts.service.js';
import { createRemittance } from '../apps/server/src/modules/remittances/remittances.service.js';
import { issueTokens } from '../apps/server/src/modules/identity/sessions/sessions.service.js';
import { ROLE } from '@goodhive/contract';
import { BENCH_COMPANY, BENCH_OWNER_EMAIL } from './bulk-data.js';
import { databaseExists, printableUrl, resolveBulkTarget } from './lib/bench-db.js';
import {
  type Budget,
  fmt,
  formatTable,
  growthExponent,
  judge,
  NO_SEQ_SCAN_TABLES,
  parseConcurrencies,
  SIZE_PRESETS,
  seqScannedTables,
  summarize,
  type Summary,
} from './lib/bench-stats.js';
import { captureSql, isReadStatement, type SqlCapture } from './lib/sql-capture.js';
import { DUE_STORIES, STORY_LIST_SIZE, ensureStoryListCase, runMonthlyJob } from './lib/bench-stories.js';
import { TOKEN_CSV_ROWS, TOKEN_HOLDERS, benchTokenImport, ensureTokenHolders } from './lib/bench-tokens.js';
import { API_EVENTS, benchStoryEventBatches, benchStoryEvents, ensureGivingApiCase, type GivingApiCase } from './lib/bench-giving-api.js';
import { WEBHOOK_SAMPLES, benchWebhookStart } from './lib/bench-webhooks.js';

const { values: flags } = parseArgs({
  options: {
    size: { type: 'string' },
    database: { type: 'string' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '1,20' },
    /** Only the calls whose name contains this text. */
    only: { type: 'string' },
    sizes: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const requests = Number(flags.requests);
const warmup = Number(flags.warmup);
const concurrencies = parseConcurrencies(flags.concurrency);

/** Named budgets: the p95 (ms) each concurrency must stay under. */
const BUDGETS = {
  impactRead: { name: 'impact read', p95Ms: { 1: 100, 20: 500 } },
  hivePage: { name: 'public hive page', p95Ms: { 1: 150 } },
  storyList: { name: 'story list', p95Ms: { 1: 100 } },
  bell: { name: 'notification bell', p95Ms: { 1: 50 } },
  siteSearch: { name: 'site search', p95Ms: { 1: 100 } },
  adminUsers: { name: 'staff user list', p95Ms: { 1: 300 } },
  quickSearch: { name: 'staff quick search', p95Ms: { 1: 100 } },
  broadcastQueued: { name: 'broadcast queued', p95Ms: { 1: 1000 } },
  broadcastDelivered: { name: 'broadcast delivered', p95Ms: { 1: 30_000 } },
  tokenManagement: { name: 'token management', p95Ms: { 1: 100 } },
  tokenImport: { name: 'employee CSV import', p95Ms: { 1: 10_000 } },
  adminGiving: { name: 'staff giving list', p95Ms: { 1: 300 } },
  remittance: { name: 'remittance created', p95Ms: { 1: 10_000 } },
  apiGiving: { name: 'API giving created', p95Ms: { 1: 100 } },
  apiEvents: { name: `${API_EVENTS.toLocaleString('en-US')} business events accepted`, p95Ms: { 1: 1_000 } },
  webhookStart: { name: 'webhook delivery start', p95Ms: { 1: 5000 } },
} satisfies Record<string, Budget>;
/** The monthly job's budget: every due story given within this many ms, the pool never above its size. */
const MONTHLY_JOB_BUDGET_MS = 120_000;
const MONTHLY_JOB_STEP = `monthly job, ${DUE_STORIES.toLocaleString('en-US')} due stories`;

type Group = 'dashboard' | 'history' | 'partner' | 'cached' | 'public' | 'stories' | 'communication' | 'tokens' | 'money' | 'staff' | 'api';
type Who = 'owner' | 'partner' | 'storyOwner' | 'tokenOwner' | 'admin';
type Call = {
  name: string;
  group: Group;
  url: string;
  budget: Budget | null;
  as: Who;
  method: 'GET' | 'POST';
  /** The JSON body of a POST. */
  body?: unknown;
  /** Runs before each request (not timed), e.g. to drop a cache so that every request pays the full read. */
  before?: () => void;
  /** Measured once instead of by repeated requests: answers the time (ms) of the one run. */
  once?: () => Promise<number>;
  /** What a `once` run does that many of (business events): its req/s column shows them per second. */
  units?: number;
  /** The request's headers instead of the session of `as` (a Giving API key, a new Idempotency-Key each time). */
  headers?: () => Record<string, string>;
  /** The status a request answers (200 unless said). */
  status?: number;
};
/** One call: its name, group, URL and budget (null: shown, not judged). */
const call = (
  name: string,
  group: Group,
  url: string,
  opts: { budget?: Budget | null; as?: Who; method?: 'GET' | 'POST'; body?: unknown; before?: () => void; once?: () => Promise<number>; units?: number; headers?: () => Record<string, string>; status?: number } = {},
): Call => ({
  name,
  group,
  url,
  budget: opts.budget === undefined ? BUDGETS.impactRead : opts.budget,
  as: opts.as ?? (group === 'partner' ? 'partner' : 'owner'),
  method: opts.method ?? 'GET',
  body: opts.body,
  before: opts.before,
  once: opts.once,
  units: opts.units,
  headers: opts.headers,
  status: opts.status,
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The calendar month before this one (UTC), as the staff giving filter takes it. */
function lastMonth() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * Every timed call; a new call is one line here. `u` is the owner's user id, `category` the busiest category,
 * `forgetHive` drops the bench hive's cached combined impact, `forgetHome` the visitors' home's count.
 */
function calls(
  u: number,
  category: number,
  forgetHive: () => void,
  forgetHome: () => void,
  broadcast: { queue: () => Promise<number>; deliver: () => Promise<number> },
  tokenImport: () => Promise<number>,
  money: { partnerId: number; remit: () => Promise<number> },
  staffCase: { singapore: number; sme: number; giverEmail: string },
  givingApi: { case: () => GivingApiCase | null; events: () => Promise<number>; batchesOf100: () => Promise<number>; batchOf1000: () => Promise<number> },
  webhook: () => Promise<number>,
): Call[] {
  const month = lastMonth();
  const staff = (name: string, url: string, budget: Budget | null, body?: unknown) => call(name, 'staff', url, { budget, as: 'admin', method: body === undefined ? 'GET' : 'POST', body });
  // The issue's filter: SME members in Singapore who gave more than US$500 in the last 6 months and opened over 25 % of mails.
  const sixFields = {
    select_user_type: 'businesses',
    bus_package: staffCase.sme,
    'bus_country[]': [staffCase.singapore],
    con_custom_range: 'less_6m',
    giving_amount_more: 500,
    'mail_open_rate[]': ['25.01-50', '50.01-75', '75.01+'],
  };
  return [
    call('stat-impacts, all time', 'dashboard', `/api/user/${u}/stat-impacts`),
    call('stat-impacts, last 12 months', 'dashboard', `/api/user/${u}/stat-impacts?begin_date=${day(-365)}&end_date=${day(0)}`),
    call('impacts-grouped-by-date, month', 'dashboard', `/api/user/${u}/impacts-grouped-by-date?type=month`),
    call('impacts-grouped-by-date, day (90 days)', 'dashboard', `/api/user/${u}/impacts-grouped-by-date?type=day&begin_date=${day(-89)}&end_date=${day(0)}`),
    call('impacts-grouped-by-date, year (all)', 'dashboard', `/api/user/${u}/impacts-grouped-by-date?type=year`),
    call('getWCCounters, all time', 'dashboard', '/api/user/contribution/getWCCounters'),
    call('getWCChartData, month', 'dashboard', '/api/user/contribution/getWCChartData?type=month'),
    call('giving-status', 'dashboard', '/api/user/giving-status'),
    call('impact-history, page 1', 'history', '/api/v2/impact-history?limit=20&page=1'),
    call('impact-history, page 100', 'history', '/api/v2/impact-history?limit=20&page=100'),
    call('impact-history, last 30 days', 'history', `/api/v2/impact-history?begin_date=${day(-29)}&end_date=${day(0)}`),
    call('impact-history, search "water"', 'history', '/api/v2/impact-history?search=water'),
    call('impact-history, busiest category', 'history', `/api/v2/impact-history?category_id=${category}`),
    call('user-global-impacts (cached)', 'cached', '/api/user/user-global-impacts', { budget: null, method: 'POST' }),
    call('partner contributions, page 1', 'partner', '/api/partner/contributions?limit=20&page=1'),
    call('partner contributions, last 30 days', 'partner', `/api/partner/contributions?begin_date=${day(-29)}&end_date=${day(0)}`),
    call('partner contributions, search "water"', 'partner', '/api/partner/contributions?search=water'),
    call('partner contributions summary', 'partner', '/api/partner/contributions/summary'),
    call('partner home', 'partner', '/api/partner/home'),
    call(`public hive page, ${BENCH_HIVE_MEMBERS} members`, 'public', `/api/hive/${BENCH_HIVE_URL}`, { budget: BUDGETS.hivePage }),
    call(`public hive page, ${BENCH_HIVE_MEMBERS} members, uncached`, 'public', `/api/hive/${BENCH_HIVE_URL}`, { budget: BUDGETS.hivePage, before: forgetHive }),
    call("visitors' home (/welcome), as served", 'public', '/api/public/home', { budget: null }),
    call("visitors' home (/welcome), counted again (the whole ledger)", 'public', '/api/public/home', { budget: null, before: forgetHome }),
    call(`stories list, ${STORY_LIST} stories of one company, page 1`, 'stories', '/api/v2/story?limit=20&page=1', { budget: BUDGETS.storyList, as: 'storyOwner' }),
    call(`stories list, ${STORY_LIST} stories of one company, all at once`, 'stories', '/api/v2/story?limit=-1', { budget: BUDGETS.storyList, as: 'storyOwner' }),
    call(`notification count, ${n(BENCH_NOTIFICATIONS)} notifications`, 'communication', '/api/user/get-broadcast-notification-count', { budget: BUDGETS.bell }),
    call(`notification first page, ${n(BENCH_NOTIFICATIONS)} notifications`, 'communication', '/api/user/get-broadcast-notification?page=1&limit=10', { budget: BUDGETS.bell }),
    call(`site search "tree", ${n(BENCH_PROJECTS)}+ projects`, 'communication', '/api/search/get', { budget: BUDGETS.siteSearch, method: 'POST', body: { keyword: 'tree' } }),
    call(`site search "water project", ${n(BENCH_PROJECTS)}+ projects (staff)`, 'communication', '/api/search/get', { budget: BUDGETS.siteSearch, method: 'POST', body: { keyword: 'water project' }, as: 'admin' }),
    staff('staff user list (/admin/users), page 1', '/api/user/filtersearch', BUDGETS.adminUsers, {}),
    staff('staff user list (/admin/users), page 50', '/api/user/filtersearch', BUDGETS.adminUsers, { page: 50 }),
    staff('staff user list, 6-field filter (SME, Singapore, US$500+ in 6 months, opens over 25 %)', '/api/user/filtersearch', BUDGETS.adminUsers, sixFields),
    // Giving counts alone narrow nothing down first: every user's giving is counted (shown, not judged).
    staff('staff user list, giving counts only: 10+ givings, DGI 50+ in the last year', '/api/user/filtersearch', null, { noof_giving_more: 10, con_custom_range: 'less_1y', con_giving_impact_more: 50 }),
    staff('staff quick search, business name "bulk business 42"', `/api/user/user-search?keyword=${encodeURIComponent('bulk business 42')}`, BUDGETS.quickSearch),
    staff(`staff quick search, part of an e-mail "${staffCase.giverEmail}"`, `/api/user/user-search?keyword=${encodeURIComponent(staffCase.giverEmail)}`, BUDGETS.quickSearch),
    staff('staff quick search, a name "owner 777"', `/api/user/user-search?keyword=${encodeURIComponent('owner 777')}`, BUDGETS.quickSearch),
    staff(`staff quick search, a UID or CID "${u}"`, `/api/user/user-search?keyword=${u}`, BUDGETS.quickSearch),
    staff('staff quick search, nothing found "zqxj"', '/api/user/user-search?keyword=zqxj', BUDGETS.quickSearch),
    staff('staff quick search, three letters every bulk user has "bul"', '/api/user/user-search?keyword=bul', BUDGETS.quickSearch),
    call(`broadcast to ${n(BENCH_BROADCAST_RECIPIENTS)} people, queued`, 'communication', '/api/user/broadcast-notification', { budget: BUDGETS.broadcastQueued, once: broadcast.queue }),
    call(`broadcast to ${n(BENCH_BROADCAST_RECIPIENTS)} people, delivered`, 'communication', '(broadcast-delivery job)', { budget: BUDGETS.broadcastDelivered, once: broadcast.deliver }),
    call(`token management totals, ${n(TOKEN_HOLDERS)} holders`, 'tokens', '/api/v2/token/company-token-details', { budget: BUDGETS.tokenManagement, method: 'POST', body: {}, as: 'tokenOwner' }),
    call(`token management holders, ${n(TOKEN_HOLDERS)} holders, page 1`, 'tokens', '/api/v2/token/getEmployeeToken', { budget: BUDGETS.tokenManagement, method: 'POST', body: { page: 1, limit: 20 }, as: 'tokenOwner' }),
    call(`token management holders, ${n(TOKEN_HOLDERS)} holders, search`, 'tokens', '/api/v2/token/getEmployeeToken', { budget: BUDGETS.tokenManagement, method: 'POST', body: { search: 'holder77', page: 1, limit: 20 }, as: 'tokenOwner' }),
    call(`token import of an employee CSV, ${n(TOKEN_CSV_ROWS)} rows (preview and issue)`, 'tokens', '(import-employee-csv, emp-issue-tokens)', { budget: BUDGETS.tokenImport, once: tokenImport, as: 'tokenOwner' }),
    call('admin giving, last month of one partner', 'money', `/api/admin/giving?date_from=${month.from}&date_to=${month.to}&partner_id=${money.partnerId}&page=1`, { budget: BUDGETS.adminGiving, as: 'admin' }),
    call(`remittance of ${n(BENCH_REMITTANCE)} contributions, created`, 'money', 'POST /api/admin/remittances', { budget: BUDGETS.remittance, once: money.remit }),
    // The Giving API: a giving paid with credit (a new Idempotency-Key each request), and a burst of business events.
    call('API giving created (POST /api/public/v1/givings)', 'api', '/api/public/v1/givings', {
      budget: BUDGETS.apiGiving,
      method: 'POST',
      status: 201,
      body: { ...givingApi.case()?.level, quantity: 1, customer_reference: 'bench' },
      headers: () => ({ authorization: `Bearer ${givingApi.case()?.secret}`, 'idempotency-key': crypto.randomUUID() }),
    }),
    call(`API business events, ${n(API_EVENTS)} against one story (wall time)`, 'api', 'POST /api/public/v1/stories/{id}/events', { budget: BUDGETS.apiEvents, once: givingApi.events, units: API_EVENTS }),
    // The same 1,000 events through the batch call: ten calls of 100 (two at a time), and one call of 1,000.
    call(`API business events, ${n(API_EVENTS)} against one story in 10 batches of 100 (wall time, median of 5)`, 'api', 'POST /api/public/v1/stories/{id}/events/batch', { budget: BUDGETS.apiEvents, once: givingApi.batchesOf100, units: API_EVENTS }),
    call(`API business events, ${n(API_EVENTS)} against one story in 1 batch (wall time, median of 5)`, 'api', 'POST /api/public/v1/stories/{id}/events/batch', { budget: BUDGETS.apiEvents, once: givingApi.batchOf1000, units: API_EVENTS }),
    // The slowest of the samples: from the committed giving.paid event to the receiver's request.
    call(`webhook delivery starts within 5 s of the event (slowest of ${WEBHOOK_SAMPLES})`, 'communication', '(webhook-delivery job)', { budget: BUDGETS.webhookStart, once: webhook }),
  ];
}
const STORY_LIST = STORY_LIST_SIZE.toLocaleString('en-US');
const selected = (list: Call[], groups?: Group[]) =>
  list.filter((c) => (!groups || groups.includes(c.group)) && (!flags.only || c.name.includes(flags.only)));

type Bench = {
  url: string;
  database: Database;
  app: FastifyInstance;
  capture: SqlCapture;
  calls: Call[];
  tokens: Record<Who, string>;
  config: Config;
  describe: string[];
  close(): Promise<void>;
};

const n = (v: number) => v.toLocaleString('en-US');
const BENCH_NOTIFICATIONS = 10_000;
const BENCH_PROJECTS = 10_000;
const BENCH_BROADCAST_RECIPIENTS = 100_000;
const BENCH_BELL_TITLE = 'Bench notification';

/**
 * The bell's case: the owner holds 10,000 notifications (a third unread), made once per bulk database. A real bell
 * fills over months while autovacuum keeps the table's statistics and visibility map current; rows made in one
 * statement just now have neither (and a bench server may run without autovacuum), so the tables are vacuumed and
 * analysed before the timing, as autovacuum would have done.
 */
async function ensureBenchNotifications(db: Database['db'], userId: number) {
  const [{ have }] = await db.select({ have: sql<number>`count(*)`.mapWith(Number) }).from(notifications).where(sql`${notifications.recipient_type} = 'personal' and ${notifications.recipient_id} = ${userId}`);
  if (have < BENCH_NOTIFICATIONS) await makeBenchNotifications(db, userId, BENCH_NOTIFICATIONS - have);
  await db.execute(sql`vacuum (analyze) notifications, broadcast_notifications`);
}

async function makeBenchNotifications(db: Database['db'], userId: number, missing: number) {
  // One message each: a bell holds a message once.
  await db.execute(sql`with made as (
      insert into broadcast_notifications (title, message_body, kind, status)
      select ${BENCH_BELL_TITLE} || ' ' || g, 'A notification of the bench.', 'broadcast', 'sent' from generate_series(1, ${missing}) g
      returning id
    )
    insert into notifications (broadcast_notification_id, recipient_type, recipient_id, status, notification_date)
    select made.id, 'personal', ${userId}, case when made.id % 3 = 0 then '0' else '1' end, now() - make_interval(mins => (made.id % 500000)::int)
    from made`);
}

/**
 * The search's case: at least 10,000 live projects, the bulk ones copied from a live project with its price, once;
 * analysed afterwards as autovacuum would (the planner then knows how many titles a word matches).
 */
async function ensureBenchProjects(db: Database['db']) {
  const [{ live }] = await db.select({ live: sql<number>`count(*)`.mapWith(Number) }).from(projects).where(eq(projects.status, 'live'));
  if (live < BENCH_PROJECTS) await makeBenchProjects(db, BENCH_PROJECTS - live);
  await db.execute(sql`vacuum (analyze) projects, impact_levels`);
}

async function makeBenchProjects(db: Database['db'], missing: number) {
  await db.execute(sql`with template as (
      select p.* from projects p where p.status = 'live' and exists (select 1 from impact_levels il where il.project_id = p.id and il.is_active) order by p.id limit 1
    ), made as (
      insert into projects (partner_id, title, summary, status, show_to_personal, show_to_company, country_id)
      select t.partner_id, 'Bench ' || (array['tree planting', 'clean water', 'school meals', 'mangrove restoration', 'solar lamps'])[1 + g % 5] || ' project ' || g, t.summary, 'live', true, true, t.country_id
      from template t, generate_series(1, ${missing}) g
      returning id
    )
    insert into impact_levels (project_id, price_cents, currency, impact_unit, beneficiaries_per_unit, is_active)
    select m.id, il.price_cents, il.currency, il.impact_unit, il.beneficiaries_per_unit, true
    from made m, (select il.* from impact_levels il join template t on t.id = il.project_id where il.is_active order by il.id limit 1) il`);
}

/**
 * The broadcast's case, measured once: staff send one to 100,000 people by their ids (the call stores it and queues
 * the delivery), then the delivery job puts it in every bell with one set-based insert. Both are timed; the
 * broadcast and its notifications are removed afterwards, so the bulk database stays as it was.
 */
function benchBroadcast(app: () => FastifyInstance, db: Database['db'], config: Config, adminToken: () => string) {
  let broadcastId: number | null = null;
  return {
    async queue() {
      // The first 100,000 people who can hold a notification (the 1m bulk data has 99,910 business users, and its
      // partners and staff make up the rest).
      const ids = (await db.select({ id: users.id }).from(users).where(sql`${users.deleted_at} is null and ${users.status} = 0 and ${users.is_active}`).orderBy(users.id).limit(BENCH_BROADCAST_RECIPIENTS)).map((r) => r.id);
      if (ids.length < BENCH_BROADCAST_RECIPIENTS) throw new Error(`the database holds ${ids.length} live users, not ${BENCH_BROADCAST_RECIPIENTS}: use the 1m bulk size.`);
      const t0 = process.hrtime.bigint();
      const res = await app().inject({
        method: 'POST',
        url: '/api/user/broadcast-notification',
        headers: { authorization: `Bearer ${adminToken()}` },
        payload: { title: 'Bench broadcast', message_body: 'A broadcast of the bench.', user_ids: ids, send_email: false },
      });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200) throw new Error(`broadcast answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      broadcastId = (res.json() as { data: { id: number } }).data.id;
      return ms;
    },
    async deliver() {
      if (broadcastId === null) throw new Error('Time the queued broadcast first (its line comes before).');
      const id = broadcastId;
      const t0 = process.hrtime.bigint();
      await deliverBroadcast({
        db,
        config,
        mailer: { send: async () => ({ status: 'stored' }), close: () => undefined },
        now: new Date(),
        job: { id: 0, name: 'broadcast-delivery', payload: { broadcast_id: id }, attempt: 1, maxAttempts: 1 },
        enqueue: async () => true,
        log: { info: () => undefined, error: () => undefined },
      });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const [{ delivered }] = await db.select({ delivered: sql<number>`count(*)`.mapWith(Number) }).from(notifications).where(eq(notifications.broadcast_notification_id, id));
      await db.delete(notifications).where(eq(notifications.broadcast_notification_id, id));
      await db.execute(sql`delete from jobs where payload->>'broadcast_id' = ${String(id)}`);
      await db.delete(broadcastNotifications).where(eq(broadcastNotifications.id, id));
      broadcastId = null;
      if (delivered < BENCH_BROADCAST_RECIPIENTS) throw new Error(`the broadcast reached ${delivered} bells, not ${BENCH_BROADCAST_RECIPIENTS}`);
      return ms;
    },
  };
}

const BENCH_REMITTANCE = 50_000;

/**
 * The remittance's case, measured once: in one transaction, the projects of the next busiest partners are handed to
 * the partner whose projects hold the most giving until it is owed 50,000 paid contributions, the period's end is
 * the day of its 50,000th (oldest first), and staff create its remittance through the service the call runs
 * (owed sums, the contributions marked remitted, lines, advice PDF, document, audit, bell). Only that creation is
 * timed; then everything is rolled back, and the advice's stored bytes removed.
 */
function benchRemittance(db: Database['db'], config: Config, partnerId: number, staffId: number) {
  return async () => {
    const stored = new Map<string, Buffer>();
    const storage = {
      put: async (key: string, bytes: Buffer) => void stored.set(key, bytes),
      get: async () => null,
      delete: async (key: string) => void stored.delete(key),
    };
    const auth = { userId: staffId, tokenId: 0, userType: 'admin' as const, baseUserType: 'admin' as const, roleId: 0, impersonatorId: null };
    const quiet = { info: () => undefined, error: () => undefined, warn: () => undefined, debug: () => undefined } as unknown as Parameters<typeof createRemittance>[1];
    let ms = 0;
    let remitted = 0;
    const rollback = new Error('rollback');
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update projects set partner_id = ${partnerId} where partner_id in (
            select p.partner_id from contributions c join projects p on p.id = c.project_id
            where c.payment_received = 1 and c.remittance_id is null and c.contribution_date is not null and p.partner_id <> ${partnerId}
            group by p.partner_id order by count(*) desc limit ${Math.ceil(BENCH_REMITTANCE / 5_000)})`);
        const end = await tx.execute<{ day: string }>(sql`select to_char(c.contribution_date at time zone 'UTC', 'YYYY-MM-DD') as day
            from contributions c join projects p on p.id = c.project_id
            where p.partner_id = ${partnerId} and c.payment_received = 1 and c.remittance_id is null and c.contribution_date is not null
            order by c.contribution_date offset ${BENCH_REMITTANCE - 1} limit 1`);
        const periodEnd = end.rows[0]?.day;
        if (!periodEnd) throw new Error(`the partner ${partnerId} is owed fewer than ${BENCH_REMITTANCE} contributions`);
        const periodStart = `${periodEnd.slice(0, 8)}01`;
        const mailer = { send: async () => ({ status: 'stored' as const }), close: () => undefined };
        const t0 = process.hrtime.bigint();
        const created = await createRemittance({ db: tx as unknown as Database['db'], config, mailer, storage }, quiet, auth, {
          partner_id: partnerId,
          period_start: periodStart,
          period_end: periodEnd,
          fees_usd: 25,
          payout_currency: 'USD',
          fx_rate: 1,
          remitted_on: day(0),
          bank_reference: 'BENCH-REMITTANCE',
        });
        ms = Number(process.hrtime.bigint() - t0) / 1e6;
        remitted = created.contributions;
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    if (remitted < BENCH_REMITTANCE) throw new Error(`the remittance covered ${remitted} contributions, not ${BENCH_REMITTANCE}`);
    process.stderr.write(`(remittance of ${n(remitted)} contributions, ${stored.size} advice PDF stored and removed) `);
    return ms;
  };
}

/** The staff user screens' case: Singapore and the SME package (the issue's filter) and a personal giver's e-mail part. */
async function staffCase(db: Database['db']) {
  const [row] = (
    await db.execute<{ singapore: number | null; sme: number | null; giver: string | null }>(sql`select
      (select id from countries where code = 'SG') singapore,
      (select id from membership_packages where name = 'SME') sme,
      (select split_part(email, '@', 1) from users where register_source = 'bulk' and role_id = ${ROLE.PERSONAL} order by id desc limit 1) giver`)
  ).rows;
  return { singapore: Number(row?.singapore ?? 1), sme: Number(row?.sme ?? 1), giverEmail: row?.giver ?? 'giver' };
}

const BENCH_HIVE_URL = 'bench-hive';
const BENCH_HIVE_MEMBERS = 500;

/**
 * The public hive page's case: "Bench Busy Co" leads a hive of the 500 companies that gave the most, made once per
 * bulk database (the combined impact then sums the partner's and the members' paid contributions).
 */
async function ensureBenchHive(db: Database['db'], partnerCompanyId: number): Promise<number | null> {
  const [existing] = await db.select({ id: hives.id }).from(hives).where(eq(hives.page_url, BENCH_HIVE_URL));
  if (existing) return existing.id;
  await db.update(companies).set({ is_hive_partner: 1 }).where(eq(companies.id, partnerCompanyId));
  const [hive] = await db.insert(hives).values({ company_id: partnerCompanyId, page_url: BENCH_HIVE_URL, title: 'Bench Hive' }).onConflictDoNothing().returning({ id: hives.id });
  if (!hive) return null;
  const busiest = await db
    .select({ id: contributions.company_id })
    .from(contributions)
    .where(sql`${contributions.company_id} is not null and ${contributions.company_id} <> ${partnerCompanyId} and ${contributions.account} = 'company' and ${contributions.payment_received} = 1`)
    .groupBy(contributions.company_id)
    .orderBy(sql`count(*) desc`)
    .limit(BENCH_HIVE_MEMBERS);
  await db
    .insert(hiveMembers)
    .values(busiest.map((c) => ({ hive_id: hive.id, company_id: c.id!, source: 'staff' })))
    .onConflictDoNothing();
  return hive.id;
}

/** Opens a bulk database, finds the bench accounts, signs them in and builds the app on it. */
async function openBench(url: string): Promise<Bench> {
  if (!(await databaseExists(url))) throw new Error(`${printableUrl(url)} does not exist: build it with \`npm run seed:bulk\` (see --size).`);
  // Replies are written as in production, where the compiled writers do not check every reply against its schema
  // again (the server and browser tests do); production's other settings (SMTP, secrets) do not apply here.
  const config: Config = { ...loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), env: 'production' };
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const capture = captureSql(database.db.$client as pg.Pool);
  await database.migrate();
  const db = database.db;
  const [owner] = await db
    .select({ userId: users.id, companyId: companies.id })
    .from(users)
    .innerJoin(userBusiness, eq(userBusiness.user_id, users.id))
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .where(eq(users.email, BENCH_OWNER_EMAIL));
  if (!owner) {
    await database.close();
    throw new Error(`No "${BENCH_COMPANY}" in ${printableUrl(url)}: run \`npm run seed:bulk\` first.`);
  }
  const hiveId = await ensureBenchHive(db, owner.companyId);
  if (!flags.only || flags.only.includes('notification')) await ensureBenchNotifications(db, owner.userId);
  if (!flags.only || flags.only.includes('search')) await ensureBenchProjects(db);
  const paidWhere = sql`${contributions.payment_received} = 1 and ${contributions.contribution_date} is not null`;
  const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(contributions).where(paidWhere);
  const [{ busy }] = await db
    .select({ busy: sql<number>`count(*)`.mapWith(Number) })
    .from(contributions)
    .where(sql`${contributions.company_id} = ${owner.companyId} and ${contributions.account} = 'company' and ${paidWhere}`);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(projectCategories, eq(projectCategories.category_id, categories.id))
    .groupBy(categories.id)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  // The partner whose projects hold the most paid contributions, for the partner panel's reads.
  const [partner] = await db
    .select({ id: partners.id, userId: partners.user_id, name: partners.worthy_cause_name, paid: sql<number>`count(*)`.mapWith(Number) })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(paidWhere)
    .groupBy(partners.id)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const ownerToken = (await issueTokens(db, config, owner.userId)).access_token;
  const storyOwner = await ensureStoryListCase(db);
  const partnerToken = partner ? (await issueTokens(db, config, partner.userId)).access_token : ownerToken;
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.user_type, 'admin')).orderBy(users.id).limit(1);
  const adminToken = staff ? (await issueTokens(db, config, staff.id)).access_token : ownerToken;
  const app = await buildApp({ config, database, webDist: null, widgetDist: null, logger: false });
  await app.ready();
  const tokenOf = async (userId: number) => (await issueTokens(db, config, userId)).access_token;
  const tokenOwner = !flags.only || flags.only.includes('token') ? await ensureTokenHolders(db, app, tokenOf) : owner;
  const apiCase = !flags.only || flags.only.includes('API') ? await ensureGivingApiCase(db) : null;
  return {
    url,
    database,
    app,
    capture,
    calls: calls(
      owner.userId,
      category?.id ?? 1,
      () => {
        if (hiveId !== null) forgetHiveImpact(db, hiveId);
      },
      () => forgetPublicHome(db),
      benchBroadcast(() => app, db, config, () => adminToken),
      benchTokenImport(db, () => app, tokenOf),
      { partnerId: partner?.id ?? 0, remit: benchRemittance(db, config, partner?.id ?? 0, staff?.id ?? owner.userId) },
      await staffCase(db),
      {
        case: () => apiCase,
        events: benchStoryEvents(db, () => app, () => apiCase!),
        batchesOf100: benchStoryEventBatches(db, () => app, () => apiCase!, { calls: API_EVENTS / 100, perCall: 100, concurrency: 2 }),
        batchOf1000: benchStoryEventBatches(db, () => app, () => apiCase!, { calls: 1, perCall: API_EVENTS, concurrency: 1 }),
      },
      async () => {
        const { worst, samples } = await benchWebhookStart(db, config, owner.companyId)();
        const sorted = [...samples].sort((x, y) => x - y);
        process.stderr.write(`\nwebhook delivery start, each sample (ms): ${samples.map((v) => v.toFixed(0)).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)}\n`);
        return worst;
      },
    ),
    tokens: { owner: ownerToken, partner: partnerToken, storyOwner: (await issueTokens(db, config, storyOwner.userId)).access_token, tokenOwner: await tokenOf(tokenOwner.userId), admin: adminToken },
    config,
    describe: [
      `${printableUrl(url)}: ${n(total)} paid contributions; "${BENCH_COMPANY}" (company ${owner.companyId}) has ${n(busy)}.`,
      ...(partner ? [`Partner reads as "${partner.name}", whose projects hold ${n(partner.paid)}.`] : []),
    ],
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Sends `n` requests of `c`, `concurrency` at a time; returns each one's time (ms) and the wall time. */
async function time(bench: Bench, c: Call, n: number, concurrency: number): Promise<{ times: number[]; elapsed: number }> {
  const times: number[] = [];
  let next = 0;
  const token = bench.tokens[c.as];
  const worker = async () => {
    while (next < n) {
      next += 1;
      c.before?.();
      const t0 = process.hrtime.bigint();
      const res = await bench.app.inject({ method: c.method, url: c.url, headers: c.headers?.() ?? { authorization: `Bearer ${token}` }, ...(c.body === undefined ? {} : { payload: c.body as object }) });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode !== (c.status ?? 200)) throw new Error(`${c.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return { times, elapsed: Number(process.hrtime.bigint() - started) / 1e6 };
}

async function measure(bench: Bench, c: Call, concurrency: number): Promise<Summary> {
  await time(bench, c, warmup, concurrency);
  const { times, elapsed } = await time(bench, c, requests, concurrency);
  return summarize(times, elapsed);
}

/** The default mode: every call at every concurrency, one table, PASS/FAIL per budget. */
async function runTable(): Promise<number> {
  const { url } = resolveBulkTarget({ size: flags.size ?? (flags.database ? undefined : '1m'), database: flags.database });
  const bench = await openBench(url);
  try {
    for (const line of bench.describe) console.log(line);
    console.log(`Each call: ${warmup} warm-up requests, then ${requests} timed, at concurrency ${concurrencies.join(' and ')} (in-process, no network).\n`);
    const rows: string[][] = [];
    let failed = 0;
    let jobLine = '';
    let unitsNote = '';
    for (const c of selected(bench.calls)) {
      if (c.once) {
        const ms = await c.once();
        const { verdict, limit } = judge(c.budget, 1, ms);
        if (verdict === 'FAIL') failed += 1;
        if (c.units) unitsNote = '\nreq/s of a line measured once with a count (the business events): that many per second.';
        rows.push([c.name, '1 (once)', fmt(ms), fmt(ms), fmt(ms), c.units ? fmt((c.units * 1000) / ms, 0) : '-', c.budget ? `${c.budget.name}: < ${limit ?? '-'} ms` : '-', verdict]);
        process.stderr.write('.');
        continue;
      }
      for (const concurrency of concurrencies) {
        const s = await measure(bench, c, concurrency);
        const { verdict, limit } = judge(c.budget, concurrency, s.p95);
        if (verdict === 'FAIL') failed += 1;
        rows.push([c.name, String(concurrency), fmt(s.p50), fmt(s.p95), fmt(s.p99), fmt(s.rps, 0), c.budget ? `${c.budget.name}: p95 < ${limit ?? '-'} ms` : '-', verdict]);
        process.stderr.write('.');
      }
    }
    if (!flags.only || MONTHLY_JOB_STEP.includes(flags.only)) {
      const pool = bench.database.db.$client as pg.Pool;
      const job = await runMonthlyJob(bench.database, bench.config, () => pool.totalCount);
      const ok = job.elapsedMs < MONTHLY_JOB_BUDGET_MS && job.paid === DUE_STORIES && job.peakConnections <= (pool.options.max ?? 10);
      if (!ok) failed += 1;
      const s = fmt(job.elapsedMs);
      rows.push([MONTHLY_JOB_STEP, '1', s, s, s, fmt((job.paid * 1000) / job.elapsedMs, 0), `all paid in < ${MONTHLY_JOB_BUDGET_MS / 1000} s`, ok ? 'PASS' : 'FAIL']);
      jobLine = `${MONTHLY_JOB_STEP}: ${job.summary}; ${job.paid.toLocaleString('en-US')} paid in ${(job.elapsedMs / 1000).toFixed(1)} s (req/s: stories given per second), at most ${job.peakConnections} database connection(s) open (pool of ${pool.options.max ?? 10}).`;
    }
    process.stderr.write('\n');
    console.log(formatTable(['call', 'conc.', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'budget', 'result'], rows, [0, 6]));
    if (jobLine) console.log(`\n${jobLine}`);
    if (unitsNote) console.log(unitsNote);
    const budgets = Object.values(BUDGETS)
      .map((b) => `${b.name}: ${Object.entries(b.p95Ms).map(([c, ms]) => `p95 < ${ms} ms at concurrency ${c}`).join(', ')}`)
      .join('; ');
    console.log(failed ? `\nFAIL: ${failed} measurement(s) over budget (${budgets}).` : `\nPASS: every call within its budget (${budgets}).`);
    return failed ? 1 : 0;
  } finally {
    await bench.close();
  }
}

/**
 * --sizes: the dashboard and history calls on each bulk size, p95 per size and the growth exponent. The sizes are
 * open side by side and measured call by call in turn, so a change in the machine's load falls on all of them.
 */
async function runSizes(): Promise<number> {
  const concurrency = concurrencies[0];
  const sizes = Object.entries(SIZE_PRESETS);
  const benches = new Map<string, Bench>();
  const p95: Record<string, Record<string, number>> = {};
  const order: string[] = [];
  try {
    for (const [size] of sizes) {
      try {
        const bench = await openBench(resolveBulkTarget({ size }).url);
        benches.set(size, bench);
        for (const line of bench.describe) console.log(line);
      } catch (error) {
        console.log(`${size}: ${(error as Error).message}`);
      }
    }
    const first = [...benches.values()][0];
    const names = first ? selected(first.calls, ['dashboard', 'history']).map((c) => c.name) : [];
    for (const name of names) {
      order.push(name);
      for (const [size, bench] of benches) {
        const c = bench.calls.find((x) => x.name === name)!;
        (p95[name] ??= {})[size] = (await measure(bench, c, concurrency)).p95;
        process.stderr.write('.');
      }
    }
    process.stderr.write('\n');
  } finally {
    for (const bench of benches.values()) await bench.close();
  }
  console.log(`\np95 (ms) per size, ${requests} requests at concurrency ${concurrency} after ${warmup} warm-up; k: cost ∝ size^k from 10k to 1m (1 = linear).\n`);
  let failed = 0;
  const rows = order.map((name) => {
    const v = p95[name];
    const k = growthExponent(SIZE_PRESETS['10k'], v['10k'], SIZE_PRESETS['1m'], v['1m']);
    const verdict = Number.isNaN(k) ? '-' : k < 1 ? 'sub-linear' : 'NOT sub-linear';
    if (k >= 1) failed += 1;
    return [name, ...sizes.map(([size]) => fmt(v[size])), fmt(k, 2), verdict];
  });
  console.log(formatTable(['call', ...sizes.map(([size]) => `p95 ${size}`), 'k', 'growth'], rows));
  const missing = sizes.filter(([size]) => !benches.has(size)).map(([size]) => size);
  if (missing.length) console.log(`\nNot measured (database missing): ${missing.join(', ')}. Build with \`npm run seed:bulk -- --size <size>\`.`);
  if (failed) console.log(`\nFAIL: ${failed} call(s) grow linearly or worse.`);
  else if (!missing.length) console.log('\nPASS: every call grows sub-linearly with the data.');
  return failed || missing.length ? 1 : 0;
}

/** --explain: the plans of the SQL behind the dashboard and history calls; fails on a sequential scan of a big table. */
async function runExplain(): Promise<number> {
  const { url } = resolveBulkTarget({ size: flags.size ?? (flags.database ? undefined : '1m'), database: flags.database });
  const bench = await openBench(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const summary: string[][] = [];
  let failed = 0;
  try {
    for (const line of bench.describe) console.log(line);
    for (const c of selected(bench.calls, ['dashboard', 'history'])) {
      const stop = bench.capture.start();
      await time(bench, c, 1, 1);
      const statements = stop().filter((q) => isReadStatement(q.text));
      console.log(`\n=== ${c.name}: ${c.method} ${c.url} (${statements.length} read statement(s))`);
      const scanned = new Set<string>();
      for (const [i, q] of statements.entries()) {
        await client.query('begin');
        try {
          const { rows } = await client.query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values });
          const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
          const seq = seqScannedTables(plan);
          for (const table of seq) scanned.add(table);
          console.log(`\n-- statement ${i + 1}${seq.length ? `  [SEQUENTIAL SCAN on ${seq.join(', ')}]` : ''}\n${q.text}\n-- params: ${JSON.stringify(q.values)}\n${plan}`);
        } finally {
          await client.query('rollback');
        }
      }
      if (scanned.size) failed += 1;
      summary.push([c.name, String(statements.length), scanned.size ? [...scanned].join(', ') : 'none', scanned.size ? 'FAIL' : 'PASS']);
    }
  } finally {
    await client.end();
    await bench.close();
  }
  console.log(`\nSequential scans on ${NO_SEQ_SCAN_TABLES.join(', ')}:\n`);
  console.log(formatTable(['call', 'statements', 'sequential scans', 'result'], summary, [0, 2]));
  console.log(failed ? `\nFAIL: ${failed} call(s) scan a large table sequentially.` : '\nPASS: no plan scans a large table sequentially.');
  return failed ? 1 : 0;
}

try {
  const code = flags.explain ? await runExplain() : flags.sizes ? await runSizes() : await runTable();
  process.exit(code);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
