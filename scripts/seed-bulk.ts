// `npm run seed:bulk [-- --size 10k|100k|1m | --count 20000] [--database <suffix>] [--busy-share 0.1] [--reset]`
// builds a bulk database for load tests beside the base database named by DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/goodhive_bench): `--size 1m` fills goodhive_bench_1m, `--count 20000` fills
// goodhive_bench_20k, `--database x` fills goodhive_bench_x, so the three sizes sit side by side. It holds the
// schema, reference and demo data, and then, by set-based SQL (generate_series, never a row at a time), per
// 1,000,000 paid contributions: 10,000 companies and 100,000 users (every company's owner, 15% company members,
// 0.1% worthy-cause partners with three projects each, the rest personal givers), 500,000 paid checkouts and
// 20,000 failed or pending ones. "Bench Busy Co" (owner owner@bench-busy.example, the demo password) gives
// `--busy-share` of all. Each step's time and the total are printed. A database that already holds bulk data is
// left alone unless --reset, which drops and rebuilds it. BULK_COUNT and BULK_BUSY_SHARE set the same as the flags.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROLE } from '@goodhive/contract';
import { openDatabase } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/seed/prepare.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { hashPassword } from '../apps/server/src/lib/secrets.js';
import { createDiskStorage } from '../apps/server/src/lib/storage/disk-storage.js';
import { BENCH_COMPANY, BENCH_OWNER_EMAIL, BULK_EMAIL_DOMAIN, BULK_PROJECT_SUMMARY, BULK_REFERENCE } from './bulk-data.js';
import { databaseExists, printableUrl, recreateDatabase, resolveBulkTarget } from './lib/bench-db.js';
import { bulkShape } from './lib/bench-stats.js';

const { values: flags } = parseArgs({
  options: {
    size: { type: 'string' },
    count: { type: 'string' },
    database: { type: 'string' },
    'busy-share': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
/** A wrong option stops with one line, not a stack trace. */
function usage(message: string): never {
  console.error(message);
  process.exit(2);
}
let target: ReturnType<typeof resolveBulkTarget>;
try {
  target = resolveBulkTarget(flags);
} catch (error) {
  usage((error as Error).message);
}
const { count, url } = target;
const busyShare = Number(flags['busy-share'] ?? process.env.BULK_BUSY_SHARE ?? 0.1);
if (!(busyShare > 0 && busyShare < 1)) usage('The busy share must lie between 0 and 1 (e.g. 0.1).');
const shape = bulkShape(count);

const started = Date.now();
const seconds = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

async function bulkGroups(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from contribution_groups where payment_reference like $1`, [`${BULK_REFERENCE}%`]);
    return rows[0].n;
  } catch {
    return 0; // no schema yet
  } finally {
    await client.end();
  }
}

if ((await databaseExists(url)) && !flags.reset) {
  const groups = await bulkGroups();
  if (groups > 0) {
    console.log(`${printableUrl(url)} already holds bulk data (${groups.toLocaleString('en-US')} checkouts). Run with --reset to rebuild it.`);
    process.exit(0);
  }
}

const n = (v: number) => v.toLocaleString('en-US');
console.log(`Building ${printableUrl(url)}: ${n(count)} paid contributions (${busyShare * 100}% by "${BENCH_COMPANY}"), ${n(shape.companies)} companies,`);
console.log(
  `  ${n(shape.users)} users (${n(shape.owners)} company owners, ${n(shape.members)} company members, ${n(shape.partners)} partners with ${n(shape.projects)} projects, ${n(shape.personal)} personal givers).`,
);

let t = Date.now();
await recreateDatabase(url);
console.log(`  create database: ${seconds(t)}`);

// Schema, reference and demo data first, through the product's own start-up path.
t = Date.now();
const database = await openDatabase({ databaseUrl: url, dataDir: null });
await prepareDatabase(database, { seedDemo: true, storage: createDiskStorage(path.join(os.tmpdir(), 'goodhive-bulk-uploads')) });
await database.close();
console.log(`  schema, reference and demo data: ${seconds(t)}`);

const client = new pg.Client({ connectionString: url });
await client.connect();
const step = async (label: string, text: string, params: unknown[] = []) => {
  const t0 = Date.now();
  const res = await client.query(text, params);
  console.log(`  ${label}: ${n(res.rowCount ?? 0)} rows, ${seconds(t0)}`);
  return res;
};

// Contiguous id blocks, so generated rows point at each other by arithmetic.
const reserve = async (table: string, size: number) => {
  const seq = `pg_get_serial_sequence('${table}', 'id')`;
  const start = Number((await client.query(`select nextval(${seq}) as start`)).rows[0].start);
  await client.query(`select setval(${seq}, $1)`, [start + size - 1]);
  return start;
};

await client.query('set synchronous_commit = off');
await client.query(`set maintenance_work_mem = '512MB'`);
await client.query(`set work_mem = '128MB'`);
await client.query('begin');
try {
  // The generated rows are consistent by construction; skipping per-row triggers (foreign-key checks and the
  // rollup trigger; superusers only) makes loading them many times faster. The rollups are recomputed at the end.
  await client.query('savepoint replica');
  try {
    await client.query('set local session_replication_role = replica');
  } catch {
    await client.query('rollback to savepoint replica');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const companyStart = await reserve('companies', shape.companies);
  const userStart = await reserve('users', shape.users);
  const partnerStart = await reserve('partners', shape.partners);
  const groupStart = await reserve('contribution_groups', shape.groups + shape.unpaid);
  // The users block: owners of companies 0..C-1, then members (member j belongs to company j % C), partners and
  // personal givers.
  const memberStart = userStart + shape.owners;
  const partnerUserStart = memberStart + shape.members;
  const personalStart = partnerUserStart + shape.partners;

  await step(
    'companies',
    `insert into companies (id, company_name, country_id, industry_1, email, is_public, token_management_access, engagement_access, status, created_at, updated_at)
     select $1::int + i, case when i = 0 then $2::text else 'Bulk Business ' || i end, co.ids[1 + (i * 13) % array_length(co.ids, 1)],
       ind.ids[1 + (i * 7) % array_length(ind.ids, 1)], 'company' || i || '@' || $4::text, i % 2 = 0, '1', '1', 1,
       now() - (i % 1000) * interval '1 day', now()
     from generate_series(0, $3::int - 1) i
     cross join (select array_agg(id order by id) ids from countries) co
     cross join (select array_agg(id order by id) ids from industries) ind`,
    [companyStart, BENCH_COMPANY, shape.companies, BULK_EMAIL_DOMAIN],
  );
  await step(
    'users',
    `insert into users (id, first_name, last_name, email, password_hash, role_id, account, user_type, register_source, is_public, country_id, created_at, updated_at)
     select $1::int + i, 'Bulk', k.kind || ' ' || i,
       case when i = 0 then $2::text else k.kind || i || '@' || $3::text end, $4::text,
       k.role, k.account, k.user_type, 'bulk', i % 3 = 0, co.ids[1 + (i * 17) % array_length(co.ids, 1)],
       now() - (i % 1000) * interval '1 day', now()
     from generate_series(0, $5::int - 1) i
     cross join lateral (
       select * from (values
         ('owner', ${ROLE.MEMBER}, 'company', 'business', 0, $6::int),
         ('member', ${ROLE.MEMBER}, 'company', 'business', $6::int, $7::int),
         ('partner', ${ROLE.WORTHY_CAUSE}, 'user', 'partner', $7::int, $8::int),
         ('giver', ${ROLE.PERSONAL}, 'user', 'business', $8::int, $5::int)
       ) v(kind, role, account, user_type, lo, hi) where i >= v.lo and i < v.hi
     ) k
     cross join (select array_agg(id order by id) ids from countries) co`,
    [userStart, BENCH_OWNER_EMAIL, BULK_EMAIL_DOMAIN, passwordHash, shape.users, shape.owners, shape.owners + shape.members, shape.owners + shape.members + shape.partners],
  );
  await step(
    'company owners and members',
    `insert into user_business (user_id, company_id, is_admin, is_business, is_owner, type_reg)
     select $1::int + i, $2::int + i, 1, 0, true, 'other' from generate_series(0, $3::int - 1) i
     union all
     select $4::int + j, $2::int + j % $3::int, case when j % 4 = 0 then 1 else 0 end, 0, false, 'other' from generate_series(0, $5::int - 1) j`,
    [userStart, companyStart, shape.companies, memberStart, shape.members],
  );
  await step(
    'partners',
    `insert into partners (id, user_id, worthy_cause_name, org_legal_name, org_aboutus)
     select $1::int + i, $2::int + i, 'Bulk Cause ' || i, 'Bulk Cause ' || i || ' Ltd', $4::text from generate_series(0, $3::int - 1) i`,
    [partnerStart, partnerUserStart, shape.partners, BULK_PROJECT_SUMMARY],
  );
  await step(
    'projects',
    `insert into projects (partner_id, title, summary, description, country_id, status)
     select $1::int + s % $2::int, c.name || ' programme no. ' || s, $3, $3, co.ids[1 + (s * 37) % array_length(co.ids, 1)], 'live'
     from generate_series(0, $4::int - 1) s
     cross join (select array_agg(id order by id) ids from countries where code in ('KE','ID','IN','KH','PH','PE','VN','NP','UG','BD','GH','MX')) co
     join categories c on c.id = 1 + s % 14`,
    [partnerStart, shape.partners, BULK_PROJECT_SUMMARY, shape.projects],
  );
  await step(
    'project categories',
    `insert into project_categories (project_id, category_id)
     select p.id, c.id from projects p join categories c on p.title like c.name || ' programme no. %' where p.summary = $1`,
    [BULK_PROJECT_SUMMARY],
  );
  await step(
    'impact levels',
    `insert into impact_levels (project_id, price_cents, currency, impact_unit, beneficiaries_per_unit)
     select p.id, (array[20, 50, 100, 150, 300, 500, 1200, 2500])[1 + (p.id + l) % 8], 'USD', 'impact unit', 1 + (p.id + l) % 6
     from projects p cross join generate_series(0, 1) l where p.summary = $1`,
    [BULK_PROJECT_SUMMARY],
  );

  await client.query(`create temp table bulk_catalog on commit drop as
    select row_number() over (order by l.id) - 1 as rn, l.project_id, l.id as level_id, l.price_cents, l.beneficiaries_per_unit
    from impact_levels l join projects p on p.id = l.project_id where p.status = 'live' and l.is_active`);
  const catalogSize = Number((await client.query('select count(*) as n from bulk_catalog')).rows[0].n);

  // Who gave checkout g: "Bench Busy Co" for busyPerMille of every thousand (its owner, or a member every third
  // time); else six in ten another company (its owner or a member), four in ten a personal giver.
  const busyPerMille = Math.round(busyShare * 1000);
  const threeYears = 3 * 365 * 86_400;
  const giver = (g: string) => `
    case when ${g} % 1000 < ${busyPerMille} then 0 when ${g} % 10 < 6 then 1 + (${g}::bigint * 7919) % ${shape.companies - 1} end as company_index,
    ${personalStart} + (${g}::bigint * 104729) % ${shape.personal} as personal_user`;
  const giverColumns = (g: string) => `
    case when o.company_index is null then o.personal_user when ${g} % 3 = 0 then ${memberStart} + o.company_index else ${userStart} + o.company_index end,
    ${companyStart} + o.company_index,
    case when o.company_index is null then 'user' else 'company' end`;

  // Every paid line with its checkout's giver and time (line n is in checkout (n + 1) / 2), so checkouts and
  // lines are each written in one pass without joining.
  await step(
    'paid lines (staging)',
    `create temp table bulk_lines on commit drop as
     select n, x.g, c.project_id, c.level_id, c.price_cents, c.beneficiaries_per_unit, 1 + n % 5 as qty,
       gv.user_id, gv.company_id, gv.account,
       now() - ((x.g::bigint * 7919 * 13) % ${threeYears}) * interval '1 second' as at
     from generate_series(1, $1::int) n
     cross join lateral (select (n - 1) / 2 + 1 as g) x
     cross join lateral (select ${giver('x.g')}) o
     cross join lateral (select ${giverColumns('x.g')}) gv(user_id, company_id, account)
     join bulk_catalog c on c.rn = (n * 31 + n / 7) % ${catalogSize}`,
    [count],
  );
  // Loading into tables without their secondary indexes and building them afterwards is several times faster.
  const indexes = (
    await client.query(`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('contributions', 'contribution_groups')
        and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`)
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await client.query(`drop index "${i.indexname}"`);
  await step(
    'paid checkouts',
    `insert into contribution_groups (id, user_id, company_id, account, status, total_usd_cents, total_sgd_cents, exchange_rate_sgd, payment_provider, payment_reference, paid_at, created_at, updated_at)
     select $1::int + g - 1, min(user_id), min(company_id), min(account), 'paid', sum(qty * price_cents), sum(round(qty * price_cents * 1.35)),
       1.35, 'sandbox', $2::text || g, min(at), min(at), min(at)
     from bulk_lines group by g`,
    [groupStart, BULK_REFERENCE],
  );
  await step(
    'paid contributions',
    `insert into contributions (contribution_group_id, user_id, company_id, account, project_id, impact_level_id, quantity, beneficiaries,
       unit_price_cents, amt_total_usd_cents, amt_total_sgd_cents, payment_received, contribution_date, created_at, updated_at)
     select $1::int + g - 1, user_id, company_id, account, project_id, level_id, qty, qty * beneficiaries_per_unit,
       price_cents, qty * price_cents, round(qty * price_cents * 1.35)::int, 1, at, at, at
     from bulk_lines`,
    [groupStart],
  );
  await step(
    'failed and pending checkouts',
    `with made as (
       insert into contribution_groups (id, user_id, company_id, account, status, total_usd_cents, payment_provider, payment_reference, created_at, updated_at)
       select $1::int + $2::int + g - 1, ${giverColumns('g')},
         case when g % 2 = 0 then 'failed' else 'pending' end, c.price_cents, 'sandbox', $3::text || 'unpaid-' || g, now(), now()
       from generate_series(1, $4::int) g
       cross join lateral (select ${giver('g')}) o
       join bulk_catalog c on c.rn = g % ${catalogSize}
       returning id, user_id, company_id, account
     )
     insert into contributions (contribution_group_id, user_id, company_id, account, project_id, impact_level_id, quantity, beneficiaries,
       unit_price_cents, amt_total_usd_cents, payment_received)
     select m.id, m.user_id, m.company_id, m.account, c.project_id, c.level_id, 1, c.beneficiaries_per_unit, c.price_cents, c.price_cents, 0
     from made m join bulk_catalog c on c.rn = m.id % ${catalogSize}`,
    [groupStart, shape.groups, BULK_REFERENCE, shape.unpaid],
  );
  const t1 = Date.now();
  for (const i of indexes) await client.query(i.indexdef);
  console.log(`  indexes of contributions and checkouts rebuilt: ${indexes.length}, ${seconds(t1)}`);
  // The triggers that keep the impact rollups were off: recompute them in one pass.
  await step('impact rollups', 'select impact_rollups_rebuild()');
  await client.query('commit');
} catch (error) {
  await client.query('rollback');
  throw error;
}
// Fresh statistics and a visibility map, so the planner and index-only scans see the new rows at once.
t = Date.now();
await client.query('vacuum (analyze)');
console.log(`  vacuum and analyze: ${seconds(t)}`);
const { rows } = await client.query(
  `select (select count(*) from contributions where payment_received = 1)::int as paid,
          (select count(*) from contributions c join companies co on co.id = c.company_id
            where c.payment_received = 1 and c.account = 'company' and co.company_name = $1)::int as busy,
          (select count(*) from users)::int as users, (select count(*) from companies)::int as companies`,
  [BENCH_COMPANY],
);
await client.end();
const r = rows[0];
console.log(
  `Done in ${seconds(started)}: ${n(r.paid)} paid contributions, ${n(r.users)} users and ${n(r.companies)} companies in ${printableUrl(url)}; ` +
    `${n(r.busy)} contributions by "${BENCH_COMPANY}" (owner ${BENCH_OWNER_EMAIL}, password as the demo accounts).`,
);
