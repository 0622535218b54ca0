// `npm run seed:bulk [-- --count 1000000 --busy-share 0.1 --reset]`: fills the PostgreSQL database named by
// DATABASE_URL with a large, realistic giving history for load tests of the impact reads, using set-based SQL
// (generate_series), so a million paid contributions take seconds rather than hours. BULK_COUNT and
// BULK_BUSY_SHARE set the same as the flags. Not for production databases: it adds thousands of givers.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-data.js';
import { hashPassword } from '../apps/server/src/lib/secrets.js';
import { createDiskStorage } from '../apps/server/src/lib/storage/disk-storage.js';
import { BENCH_COMPANY, BENCH_OWNER_EMAIL, BULK_EMAIL_DOMAIN, BULK_PROJECT_SUMMARY, BULK_REFERENCE } from './bulk-data.js';

const { values: flags } = parseArgs({
  options: { count: { type: 'string' }, 'busy-share': { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const count = Number(flags.count ?? process.env.BULK_COUNT ?? 1_000_000);
const busyShare = Number(flags['busy-share'] ?? process.env.BULK_BUSY_SHARE ?? 0.1);
if (!Number.isInteger(count) || count < 1000) throw new Error('The count must be a whole number of at least 1000.');
if (!(busyShare > 0 && busyShare < 1)) throw new Error('The busy share must lie between 0 and 1 (e.g. 0.1).');

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL must name a PostgreSQL database (the bulk data is meant for load tests on PostgreSQL).');
  process.exit(1);
}

// Schema, reference and demo data (projects, partners) first, through the product's own start-up path.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
await prepareDatabase(database, { seedDemo: true, storage: createDiskStorage(config.uploads.dir) });
await database.close();

const client = new pg.Client({ connectionString: config.databaseUrl });
await client.connect();
const started = Date.now();
const step = async (label: string, text: string, params: unknown[] = []) => {
  const t0 = Date.now();
  const res = await client.query(text, params);
  console.log(`  ${label}: ${res.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return res;
};

const existing = await client.query(`select count(*)::int as n from contribution_groups where payment_reference like $1`, [`${BULK_REFERENCE}%`]);
if (existing.rows[0].n > 0 && !flags.reset) {
  console.log(`Bulk data is already there (${existing.rows[0].n} groups). Run with --reset to replace it.`);
  await client.end();
  process.exit(0);
}

const companyCount = Math.max(200, Math.round(count / 500));
const individualCount = Math.max(500, Math.round(count / 100));
const groupCount = Math.ceil(count / 2);
const unpaidCount = Math.round(count * 0.02);
const busyPerMille = Math.round(busyShare * 1000);
const threeYears = 3 * 365 * 86_400;
console.log(`Seeding ${count.toLocaleString('en-US')} paid contributions (${busyShare * 100}% for "${BENCH_COMPANY}") with ${companyCount} companies and ${individualCount} individuals...`);

await client.query('begin');
try {
  // The generated rows are consistent by construction; skipping per-row triggers (foreign-key checks and the
  // rollup trigger; superusers only) makes loading and removing them many times faster. The rollups are
  // recomputed at the end either way.
  await client.query('savepoint replica');
  try {
    await client.query('set local session_replication_role = replica');
  } catch {
    await client.query('rollback to savepoint replica');
  }
  if (flags.reset) {
    // Explicit deletes, child rows first: with triggers off nothing cascades.
    const bulkGroups = `select id from contribution_groups where payment_reference like '${BULK_REFERENCE}%'`;
    const bulkUsers = `select id from users where email like '%@${BULK_EMAIL_DOMAIN}' or email = '${BENCH_OWNER_EMAIL}'`;
    const bulkProjects = `select id from projects where summary = '${BULK_PROJECT_SUMMARY}'`;
    await step('remove earlier bulk contributions', `delete from contributions where contribution_group_id in (${bulkGroups})`);
    await step('remove earlier bulk groups', `delete from contribution_groups where id in (${bulkGroups})`);
    await client.query(`create temp table bulk_old_companies on commit drop as select company_id as id from user_business where user_id in (${bulkUsers})`);
    await client.query(`delete from oauth_tokens where user_id in (${bulkUsers})`);
    await client.query(`delete from carts where user_id in (${bulkUsers}) or company_id in (select id from bulk_old_companies)`);
    await client.query(`delete from user_business where user_id in (${bulkUsers})`);
    await step('remove earlier bulk companies', `delete from companies where id in (select id from bulk_old_companies)`);
    await step('remove earlier bulk users', `delete from users where id in (${bulkUsers})`);
    await client.query(`delete from project_categories where project_id in (${bulkProjects})`);
    await client.query(`delete from impact_levels where project_id in (${bulkProjects})`);
    await step('remove earlier bulk projects', `delete from projects where id in (${bulkProjects})`);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await step(
    'projects',
    `insert into projects (partner_id, title, summary, description, country_id, status)
     select pa.ids[1 + s % array_length(pa.ids, 1)], c.name || ' programme no. ' || s, $1, $1, co.ids[1 + (s * 37) % array_length(co.ids, 1)], 'live'
     from generate_series(1, 185) s
     cross join (select array_agg(id order by id) ids from partners) pa
     cross join (select array_agg(id order by id) ids from countries where code in ('KE','ID','IN','KH','PH','PE','VN','NP','UG','BD','GH','MX')) co
     join categories c on c.id = 1 + s % 14`,
    [BULK_PROJECT_SUMMARY],
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
     select p.id, (array[20, 50, 100, 150, 300, 500, 1200, 2500])[1 + p.id % 8], 'USD', 'impact unit', 1 + p.id % 6
     from projects p where p.summary = $1`,
    [BULK_PROJECT_SUMMARY],
  );

  // Contiguous id blocks, so generated rows can point at each other by arithmetic.
  const reserve = async (table: string, n: number) => {
    const seq = `pg_get_serial_sequence('${table}', 'id')`;
    const start = Number((await client.query(`select nextval(${seq}) as start`)).rows[0].start);
    await client.query(`select setval(${seq}, $1)`, [start + n - 1]);
    return start;
  };
  const companyStart = await reserve('companies', companyCount);
  const userStart = await reserve('users', companyCount + individualCount);
  const groupStart = await reserve('contribution_groups', groupCount + unpaidCount);

  await step(
    'companies',
    `insert into companies (id, company_name, country_id, is_public, token_management_access, engagement_access, status)
     select $1::int + i, case when i = 0 then $2::text else 'Bulk Business ' || i end, co.ids[1 + (i * 13) % array_length(co.ids, 1)], i % 2 = 0, '1', '1', 1
     from generate_series(0, $3::int - 1) i
     cross join (select array_agg(id order by id) ids from countries) co`,
    [companyStart, BENCH_COMPANY, companyCount],
  );
  await step(
    'users',
    `insert into users (id, first_name, last_name, email, password_hash, role_id, account, user_type, register_source, is_public)
     select $1::int + i, 'Bulk', 'Giver ' || i,
       case when i = 0 then $2::text else 'giver' || i || '@' || $3::text end, $4::text,
       case when i < $5::int then 5 else 3 end, case when i < $5::int then 'company' else 'user' end, 'business', 'bulk', i % 3 = 0
     from generate_series(0, $5::int + $6::int - 1) i`,
    [userStart, BENCH_OWNER_EMAIL, BULK_EMAIL_DOMAIN, passwordHash, companyCount, individualCount],
  );
  await step(
    'company owners',
    `insert into user_business (user_id, company_id, is_admin, is_business, is_owner, type_reg)
     select $1::int + i, $2::int + i, 1, 0, true, 'other' from generate_series(0, $3::int - 1) i`,
    [userStart, companyStart, companyCount],
  );

  // Who gave group g: the busy company for busyPerMille of every thousand groups, else 70% other companies, 30% individuals.
  const owner = `
    case when g % 1000 < ${busyPerMille} then 0 when g % 10 < 7 then 1 + (g::bigint * 7919) % (${companyCount} - 1) else -1 end as company_index,
    ${companyCount} + (g::bigint * 104729) % ${individualCount} as individual_index`;
  await client.query(`create temp table bulk_catalog on commit drop as
    select row_number() over (order by l.id) - 1 as rn, l.project_id, l.id as level_id, l.price_cents, l.beneficiaries_per_unit
    from impact_levels l join projects p on p.id = l.project_id where p.status = 'live' and l.is_active`);
  const catalogSize = Number((await client.query('select count(*) as n from bulk_catalog')).rows[0].n);

  // Every paid line first (n-th line in group (n + 1) / 2), so each group is written once with its totals.
  await step(
    'paid lines',
    `create temp table bulk_lines on commit drop as
     select n, (n - 1) / 2 + 1 as g, c.project_id, c.level_id, c.price_cents, c.beneficiaries_per_unit, 1 + n % 5 as qty
     from generate_series(1, $1::int) n join bulk_catalog c on c.rn = (n * 31 + n / 7) % ${catalogSize}`,
    [count],
  );
  await step(
    'paid groups',
    `insert into contribution_groups (id, user_id, company_id, account, status, total_usd_cents, total_sgd_cents, exchange_rate_sgd, payment_provider, payment_reference, paid_at, created_at, updated_at)
     select $1::int + s.g - 1,
       case when o.company_index >= 0 then $2::int + o.company_index else $2::int + o.individual_index end,
       case when o.company_index >= 0 then $3::int + o.company_index end,
       case when o.company_index >= 0 then 'company' else 'user' end,
       'paid', s.usd, s.sgd, 1.35, 'sandbox', $4::text || s.g, t.at, t.at, t.at
     from (select g, sum(qty * price_cents) as usd, sum(round(qty * price_cents * 1.35)) as sgd from bulk_lines group by g) s
     cross join lateral (select g, ${owner} from (select s.g as g) x) o
     cross join lateral (select now() - ((s.g::bigint * 7919 * 13) % ${threeYears}) * interval '1 second' as at) t`,
    [groupStart, userStart, companyStart, BULK_REFERENCE],
  );
  // Loading into a table without its secondary indexes and building them afterwards is several times faster.
  const indexes = (await client.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'contributions' and indexname <> 'contributions_pkey'`)).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await client.query(`drop index "${i.indexname}"`);
  await step(
    'paid contributions',
    `insert into contributions (contribution_group_id, user_id, company_id, account, project_id, impact_level_id, quantity, beneficiaries,
       unit_price_cents, amt_total_usd_cents, amt_total_sgd_cents, payment_received, contribution_date, created_at, updated_at)
     select grp.id, grp.user_id, grp.company_id, grp.account, l.project_id, l.level_id, l.qty, l.qty * l.beneficiaries_per_unit,
       l.price_cents, l.qty * l.price_cents, round(l.qty * l.price_cents * 1.35)::int, 1, grp.paid_at, grp.paid_at, grp.paid_at
     from bulk_lines l join contribution_groups grp on grp.id = $1::int + l.g - 1
     order by l.n`,
    [groupStart],
  );
  await step(
    'unpaid checkouts',
    `with made as (
       insert into contribution_groups (id, user_id, company_id, account, status, total_usd_cents, payment_provider, payment_reference, created_at, updated_at)
       select $1::int + $2::int + g - 1,
         case when o.company_index >= 0 then $3::int + o.company_index else $3::int + o.individual_index end,
         case when o.company_index >= 0 then $4::int + o.company_index end,
         case when o.company_index >= 0 then 'company' else 'user' end,
         case when g % 2 = 0 then 'failed' else 'pending' end, c.price_cents, 'sandbox', $5::text || 'unpaid-' || g, now(), now()
       from generate_series(1, $6::int) g
       cross join lateral (select ${owner}) o
       join bulk_catalog c on c.rn = ($1::int + $2::int + g - 1) % ${catalogSize}
       returning id, user_id, company_id, account
     )
     insert into contributions (contribution_group_id, user_id, company_id, account, project_id, impact_level_id, quantity, beneficiaries,
       unit_price_cents, amt_total_usd_cents, payment_received)
     select m.id, m.user_id, m.company_id, m.account, c.project_id, c.level_id, 1, c.beneficiaries_per_unit, c.price_cents, c.price_cents, 0
     from made m join bulk_catalog c on c.rn = m.id % ${catalogSize}`,
    [groupStart, groupCount, userStart, companyStart, BULK_REFERENCE, unpaidCount],
  );
  const t1 = Date.now();
  for (const i of indexes) await client.query(i.indexdef);
  console.log(`  indexes of contributions rebuilt: ${indexes.length}, ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  // The triggers that keep the impact rollups were off (or each fired once per row): recompute them in one pass.
  await step('impact rollups', 'select impact_rollups_rebuild()');
  await client.query('commit');
} catch (error) {
  await client.query('rollback');
  throw error;
}
// Fresh statistics and a visibility map, so the planner and index-only scans see the new rows at once.
const t0 = Date.now();
await client.query('vacuum analyze contributions, impact_daily_totals, impact_monthly_projects');
await client.query('analyze contribution_groups; analyze companies; analyze users; analyze projects; analyze user_business');
console.log(`  vacuum and analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const { rows } = await client.query(`
  select count(*) filter (where payment_received = 1) as paid,
         count(*) filter (where payment_received = 1 and account = 'company' and company_id = (select id from companies where company_name = $1)) as busy
  from contributions`, [BENCH_COMPANY]);
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Number(rows[0].paid).toLocaleString('en-US')} paid contributions in the database, ${Number(rows[0].busy).toLocaleString('en-US')} of them by "${BENCH_COMPANY}" (owner ${BENCH_OWNER_EMAIL}, password as the demo accounts).`);
await client.end();
