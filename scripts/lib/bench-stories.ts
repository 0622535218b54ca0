// The stories' cases of `npm run bench`, made in the bulk database on first use: "Bench Story Co" with 1,000
// stories (the list call's case), and the monthly job's case: 10,000 active monthly stories due at once, spread over
// 1,000 companies that each have a primary sandbox card. The due stories, and the giving the job records for them,
// are removed again after each run, so the bulk figures the other calls read stay as the seed made them.
import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { companies, contributionGroups, impactLevels, jobs, mailOutbox, paymentCards, projects, stories, userBusiness, users } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/secrets.js';
import { sandboxProviderFor } from '../../apps/server/src/lib/payments/index.js';
import { createMailer } from '../../apps/server/src/lib/mail/mailer.js';
import type { JobContext } from '../../apps/server/src/modules/jobs/index.js';
import { giveDueStories } from '../../apps/server/src/modules/stories/index.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.js';

export const STORY_LIST_SIZE = 1_000;
export const DUE_STORIES = Number(process.env.BENCH_DUE_STORIES ?? 10_000);
const MONTHLY_COMPANIES = 1_000;
const STORY_COMPANY = 'Bench Story Co';
const STORY_OWNER_EMAIL = 'owner@bench-story.example';
const MONTHLY_PREFIX = 'Bench Monthly Co ';
const MONTHLY_EMAIL = (i: number) => `owner${i}@bench-monthly.example`;
type Db = Database['db'];

/** Two impact levels any account may give (live project shown to everyone, active, in USD), for the stories' lines. */
async function givableLevels(db: Db) {
  const rows = await db
    .select({ project_id: projects.id, impact_level_id: impactLevels.id })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(
      and(
        eq(projects.status, 'live'),
        eq(projects.is_bundle, false),
        eq(impactLevels.is_active, true),
        eq(impactLevels.currency, 'USD'),
        sql`${projects.show_to_company} and ${projects.show_to_personal} and not exists (select 1 from project_display_countries d where d.project_id = ${projects.id})`,
      ),
    )
    .orderBy(impactLevels.id)
    .limit(2);
  if (rows.length < 2) throw new Error('The bulk database has no two givable impact levels for the stories.');
  return rows;
}

/** One impact level any account may give (for the Giving API's bench story). */
export async function givableLevel(db: Db) {
  return (await givableLevels(db))[0]!;
}

/** A company and its owner (role 5, company admin), found by the owner's e-mail or made. */
export async function ensureOwner(db: Db, companyName: string, email: string, passwordHash: string) {
  const [found] = await db
    .select({ userId: users.id, companyId: userBusiness.company_id })
    .from(users)
    .innerJoin(userBusiness, eq(userBusiness.user_id, users.id))
    .where(eq(users.email, email));
  if (found) return found;
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ company_name: companyName }).returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({ email, first_name: 'Bench', last_name: 'Owner', password_hash: passwordHash, role_id: 5, account: 'company', user_type: 'business' })
      .returning({ id: users.id });
    await tx.insert(userBusiness).values({ user_id: user!.id, company_id: company!.id, is_admin: 1, is_owner: true });
    return { userId: user!.id, companyId: company!.id };
  });
}

/**
 * Inserts `n` stories of a company in one statement each for the stories and their lines: every tenth story gives
 * two projects; `due` makes them active monthly stories with automation on, due at that instant.
 */
async function insertStories(db: Db, owner: { userId: number; companyId: number }[], n: number, levels: { project_id: number; impact_level_id: number }[], due: Date | null) {
  const [a, b] = levels;
  // Passed as array literals: drizzle would spread a JavaScript array into a list of parameters.
  const ownerIds = `{${owner.map((o) => o.companyId).join(',')}}`;
  const userIds = `{${owner.map((o) => o.userId).join(',')}}`;
  await db.execute(sql`
    with made as (
      insert into stories (owner_key, account, user_id, company_id, story_text, project_id, impact_level_id, quantity, is_multi_project,
                           is_giving_monthly, status, automation_status, next_giving_at, manage_nonce, created_at, updated_at)
      select 'company:' || c.company_id, 'company', c.user_id, c.company_id, 'For every order no. ' || i || ' we give a day of impact.',
             ${a!.project_id}::int, ${a!.impact_level_id}::int, 1 + i % 5, case when i % 10 = 0 then 1 else 0 end,
             case when ${due !== null}::boolean or i % 3 <> 0 then 1 else 0 end,
             case when ${due !== null}::boolean or i % 2 = 0 then 'active' else 'draft' end,
             'on', ${due}::timestamptz, substr(md5(i::text || clock_timestamp()::text), 1, 12),
             now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(0, ${n - 1}::int) i
      cross join lateral (select (${ownerIds}::int[])[1 + i % ${owner.length}::int] company_id, (${userIds}::int[])[1 + i % ${owner.length}::int] user_id) c
      returning id, quantity, is_multi_project
    )
    insert into story_projects (story_id, project_id, impact_level_id, quantity, sort_order)
    select id, ${a!.project_id}::int, ${a!.impact_level_id}::int, quantity, 0 from made
    union all
    select id, ${b!.project_id}::int, ${b!.impact_level_id}::int, 2, 1 from made where is_multi_project = 1`);
  // Fresh statistics, so the planner sees the new rows as PostgreSQL's autovacuum would after a while.
  await db.execute(sql`analyze stories, story_projects`);
}

/** "Bench Story Co" with its 1,000 stories (made once); answers its owner for the list call. */
export async function ensureStoryListCase(db: Db) {
  const owner = await ensureOwner(db, STORY_COMPANY, STORY_OWNER_EMAIL, await hashPassword(DEMO_PASSWORD));
  const [{ n }] = await db
    .select({ n: count() })
    .from(stories)
    .where(and(eq(stories.company_id, owner.companyId), isNull(stories.deleted_at)));
  const missing = STORY_LIST_SIZE - Number(n);
  if (missing > 0) await insertStories(db, [owner], missing, await givableLevels(db), null);
  return owner;
}

/** The monthly job's companies (made once, each with a primary sandbox card that succeeds). */
async function ensureMonthlyCompanies(db: Db, config: Config) {
  const existing = await db
    .select({ userId: users.id, companyId: userBusiness.company_id })
    .from(users)
    .innerJoin(userBusiness, eq(userBusiness.user_id, users.id))
    .where(like(users.email, '%@bench-monthly.example'));
  if (existing.length >= MONTHLY_COMPANIES) return existing;
  const sandbox = sandboxProviderFor(config);
  if (!sandbox) throw new Error('The monthly job bench needs the sandbox payment provider (unset STRIPE_SECRET_KEY).');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const owners = [...existing];
  for (let i = existing.length; i < MONTHLY_COMPANIES; i += 1) {
    const owner = await ensureOwner(db, `${MONTHLY_PREFIX}${i}`, MONTHLY_EMAIL(i), passwordHash);
    const method = sandbox.issuePaymentMethod('4242 4242 4242 4242', { month: 12, year: 2040 })!;
    await db.insert(paymentCards).values({
      owner_key: `company:${owner.companyId}`,
      account: 'company',
      user_id: owner.userId,
      company_id: owner.companyId,
      provider: 'sandbox',
      provider_customer_id: `cus_bench_${owner.companyId}`,
      provider_payment_method_id: method,
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2040,
      is_primary: true,
    });
    owners.push(owner);
  }
  return owners;
}

/** Removes the monthly case's stories, the giving the job recorded for them and their queued receipts (the companies and cards stay). */
export async function removeDueStories(db: Db, companyIds: number[]) {
  if (!companyIds.length) return;
  await db.transaction(async (tx) => {
    // The receipt e-mails the job queued for those months (a job each), never sent from the bench.
    await tx.delete(jobs).where(
      and(eq(jobs.name, 'story-receipt-mail'), sql`(${jobs.payload}->>'groupId')::int in (select id from contribution_groups where company_id in (select unnest(${`{${companyIds.join(',')}}`}::int[])))`),
    );
    await tx.delete(contributionGroups).where(inArray(contributionGroups.company_id, companyIds));
    await tx.delete(stories).where(inArray(stories.company_id, companyIds));
    await tx.delete(mailOutbox).where(like(mailOutbox.to_address, '%@bench-monthly.example'));
  });
  // As autovacuum would soon after (a bench server may run without it): otherwise the pages those rows touched stay
  // out of the visibility map, and the index-only reads of the other calls (the hive page's sums) fetch the heap.
  await db.execute(sql`vacuum (analyze) contributions, contribution_groups, stories, story_projects, story_runs`);
}

/**
 * The monthly job's case: 10,000 stories due an hour before `at`, then `giveDueStories` (the handler the job runner
 * calls) at `at`, timed, while `sample` reads how many connections the app's pool holds every 50 ms.
 * Answers the time, the job's summary, how many months were paid and the most connections seen at once.
 */
export async function runMonthlyJob(database: Database, config: Config, sample: () => number) {
  const db = database.db;
  const owners = await ensureMonthlyCompanies(db, config);
  const companyIds = owners.map((o) => o.companyId);
  await removeDueStories(db, companyIds);
  const at = new Date();
  await insertStories(db, owners, DUE_STORIES, await givableLevels(db), new Date(at.getTime() - 3_600_000));
  const mailer = createMailer(config, { error: () => undefined });
  const ctx: JobContext = {
    db,
    config,
    mailer,
    now: at,
    job: { id: 0, name: 'story-monthly-giving (bench)', payload: {}, attempt: 1, maxAttempts: 1 },
    enqueue: async () => true,
    log: { info: () => undefined, error: () => undefined },
  };
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, sample());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = process.hrtime.bigint();
  try {
    const summary = await giveDueStories(ctx);
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    const [{ paid }] = await db
      .select({ paid: count() })
      .from(contributionGroups)
      .where(and(inArray(contributionGroups.company_id, companyIds), eq(contributionGroups.status, 'paid')));
    return { elapsedMs, summary, paid: Number(paid), peakConnections: peak };
  } finally {
    sampling = false;
    await sampler;
    mailer.close();
    await removeDueStories(db, companyIds);
  }
}
