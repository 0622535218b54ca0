import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ApiKeyMode } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { apiGivings, type ApiGivingChargeCard, apiStoryEvents, apiTestGivingLines, apiTestGivings, companies, contributions, countries, impactLevels, partners, projects, stories, storyProjects } from '../../db/schema/index.js';

/** The live projects of the catalogue that a condition (the display conditions) keeps, with an active USD level. */
const givable = (visible: SQL) =>
  and(
    eq(projects.status, 'live'),
    eq(projects.is_bundle, false),
    visible,
    sql`exists (select 1 from impact_levels l where l.project_id = ${projects.id} and l.is_active and l.currency = 'USD')`,
  );

const projectColumns = {
  id: projects.id,
  title: projects.title,
  summary: projects.summary,
  image_square: projects.image_square,
  country: countries.name,
  partner: partners.worthy_cause_name,
};
export type PublicProjectRow = { id: number; title: string; summary: string | null; image_square: string | null; country: string | null; partner: string };

export async function findProjectsPage(db: DbOrTx, visible: SQL, limit: number, offset: number) {
  const where = givable(visible);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .innerJoin(partners, eq(partners.id, projects.partner_id))
      .leftJoin(countries, eq(countries.id, projects.country_id))
      .where(where)
      .orderBy(asc(projects.title), asc(projects.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows: rows as PublicProjectRow[], total };
}

export async function findProject(db: DbOrTx, id: number, visible: SQL): Promise<PublicProjectRow | null> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .leftJoin(countries, eq(countries.id, projects.country_id))
    .where(and(eq(projects.id, id), givable(visible)));
  return (row as PublicProjectRow | undefined) ?? null;
}

/** The active USD levels of projects, by price. */
export function findActiveLevels(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({ id: impactLevels.id, project_id: impactLevels.project_id, impact_unit: impactLevels.impact_unit, price_cents: impactLevels.price_cents, beneficiaries_per_unit: impactLevels.beneficiaries_per_unit })
    .from(impactLevels)
    .where(and(inArray(impactLevels.project_id, projectIds), eq(impactLevels.is_active, true), eq(impactLevels.currency, 'USD')))
    .orderBy(asc(impactLevels.price_cents), asc(impactLevels.id));
}

/** A level with its project, whether the project is live and whether the condition shows it. */
export async function findLevelForGiving(db: DbOrTx, projectId: number, levelId: number, visible: SQL) {
  const [row] = await db
    .select({
      project_id: projects.id,
      project_title: projects.title,
      project_live: sql<boolean>`${projects.status} = 'live' and not ${projects.is_bundle}`,
      visible: sql<boolean>`${visible}`,
      level_id: impactLevels.id,
      level_project_id: impactLevels.project_id,
      level_ok: sql<boolean>`${impactLevels.is_active} and ${impactLevels.currency} = 'USD'`,
      impact_unit: impactLevels.impact_unit,
      price_cents: impactLevels.price_cents,
      beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
    })
    .from(projects)
    .leftJoin(impactLevels, eq(impactLevels.id, levelId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

/** Of these levels, the ones that may still be given (project live and shown, level active in USD). */
export async function findGivableLevels(db: DbOrTx, levelIds: number[], visible: SQL) {
  if (!levelIds.length) return new Set<number>();
  const rows = await db
    .select({ id: impactLevels.id })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(and(inArray(impactLevels.id, levelIds), eq(impactLevels.is_active, true), eq(impactLevels.currency, 'USD'), givable(visible)));
  return new Set(rows.map((r) => r.id));
}

// Stories

export type CompanyStoryRow = typeof stories.$inferSelect;

/** A company's story (not deleted), or null. */
export async function findCompanyStory(db: DbOrTx, companyId: number, storyId: number): Promise<CompanyStoryRow | null> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.company_id, companyId), eq(stories.account, 'company'), isNull(stories.deleted_at)));
  return row ?? null;
}

export async function findCompanyStoriesPage(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const where = and(eq(stories.company_id, companyId), eq(stories.account, 'company'), isNull(stories.deleted_at));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(stories).where(where).orderBy(desc(stories.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(stories).where(where),
  ]);
  return { rows, total };
}

/** The lines of stories with their levels and whether each may still be given (live, active USD level, shown). */
export function findStoryLines(db: DbOrTx, storyIds: number[], visible: SQL) {
  if (!storyIds.length) return Promise.resolve([]);
  return db
    .select({
      story_id: storyProjects.story_id,
      project_id: storyProjects.project_id,
      project_title: projects.title,
      impact_level_id: storyProjects.impact_level_id,
      impact_unit: impactLevels.impact_unit,
      quantity: storyProjects.quantity,
      price_cents: impactLevels.price_cents,
      beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
      givable: sql<boolean>`${projects.status} = 'live' and not ${projects.is_bundle} and ${impactLevels.is_active} and ${impactLevels.currency} = 'USD' and ${impactLevels.project_id} = ${projects.id} and ${visible}`,
    })
    .from(storyProjects)
    .innerJoin(projects, eq(projects.id, storyProjects.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, storyProjects.impact_level_id))
    .where(inArray(storyProjects.story_id, storyIds))
    .orderBy(asc(storyProjects.sort_order), asc(storyProjects.id));
}
export type PublicStoryLineRow = Awaited<ReturnType<typeof findStoryLines>>[number];

/** Accepted events not given yet, per story, in one mode. */
export async function countPendingEvents(db: DbOrTx, storyIds: number[], mode: string) {
  if (!storyIds.length) return new Map<number, number>();
  const rows = await db
    .select({ story_id: apiStoryEvents.story_id, n: sql<number>`coalesce(sum(${apiStoryEvents.quantity}), 0)::int` })
    .from(apiStoryEvents)
    .where(and(inArray(apiStoryEvents.story_id, storyIds), eq(apiStoryEvents.mode, mode), isNull(apiStoryEvents.giving_id)))
    .groupBy(apiStoryEvents.story_id);
  return new Map(rows.map((r) => [r.story_id, r.n]));
}

/**
 * Accepts one business event in one statement: written only for an active story of the company (a monthly one
 * with its automation on, not paused or cancelled), its period (day or month, UTC) taken from the story's batching now; a key already used answers nothing
 * (the caller reads the first event). Returns the new row, or null.
 */
export async function insertEvent(
  db: DbOrTx,
  e: { companyId: number; storyId: number; keyId: number; mode: string; quantity: number; occurredAt: Date | null; reference: string | null; idempotencyKey: string; requestHash: string },
) {
  const rows = await db.execute<{ id: string; story_id: number; mode: string; quantity: number; occurred_at: Date; reference: string | null; period: string; accepted_at: Date; request_hash: string }>(sql`
    insert into api_story_events (company_id, story_id, api_key_id, mode, quantity, occurred_at, period, period_end, reference, idempotency_key, request_hash)
    select ${e.companyId}, s.id, ${e.keyId}, ${e.mode}, ${e.quantity}, coalesce(${e.occurredAt}::timestamptz, now()),
      case when s.api_batch_period = 'month' then to_char(now() at time zone 'utc', 'YYYY-MM') else to_char(now() at time zone 'utc', 'YYYY-MM-DD') end,
      case when s.api_batch_period = 'month' then date_trunc('month', now() at time zone 'utc') + interval '1 month' else date_trunc('day', now() at time zone 'utc') + interval '1 day' end at time zone 'utc',
      ${e.reference}, ${e.idempotencyKey}, ${e.requestHash}
    from stories s
    where s.id = ${e.storyId} and s.company_id = ${e.companyId} and s.account = 'company' and s.deleted_at is null and s.status = 'active' and (s.is_giving_monthly = 0 or s.automation_status = 'on')
    on conflict (api_key_id, idempotency_key) do nothing
    returning id, story_id, mode, quantity, occurred_at, reference, period, accepted_at, request_hash`);
  return rows.rows[0] ?? null;
}

/** One event of a batch as written: its own Idempotency-Key and request hash, both derived from the batch's. */
export type BatchEventValues = { quantity: number; occurredAt: Date | null; reference: string | null; idempotencyKey: string; requestHash: string };
export type BatchEventRow = { id: string; idempotency_key: string; quantity: number; period: string; accepted_at: Date | string; request_hash: string };

/**
 * Accepts a batch of business events in one statement, all or none: written only for an active story of the
 * company (as insertEvent), one period for all (the story's batching now). There is no `on conflict`: a key of the
 * batch already written (a retry, also one running at the same time, which waits for the first to commit) fails
 * the whole statement with a unique violation, so a batch is never written in part. Returns the rows in the order
 * sent, or none when the story takes no events.
 */
export async function insertEventBatch(db: DbOrTx, e: { companyId: number; storyId: number; keyId: number; mode: string; events: BatchEventValues[] }): Promise<BatchEventRow[]> {
  const values = JSON.stringify(e.events.map((v, i) => ({ i, quantity: v.quantity, occurred_at: v.occurredAt?.toISOString() ?? null, reference: v.reference, idempotency_key: v.idempotencyKey, request_hash: v.requestHash })));
  const rows = await db.execute<BatchEventRow>(sql`
    insert into api_story_events (company_id, story_id, api_key_id, mode, quantity, occurred_at, period, period_end, reference, idempotency_key, request_hash)
    select ${e.companyId}, s.id, ${e.keyId}, ${e.mode}, v.quantity, coalesce(v.occurred_at, now()),
      case when s.api_batch_period = 'month' then to_char(now() at time zone 'utc', 'YYYY-MM') else to_char(now() at time zone 'utc', 'YYYY-MM-DD') end,
      case when s.api_batch_period = 'month' then date_trunc('month', now() at time zone 'utc') + interval '1 month' else date_trunc('day', now() at time zone 'utc') + interval '1 day' end at time zone 'utc',
      v.reference, v.idempotency_key, v.request_hash
    from stories s
    cross join jsonb_to_recordset(${values}::jsonb) as v(i int, quantity int, occurred_at timestamptz, reference text, idempotency_key text, request_hash text)
    where s.id = ${e.storyId} and s.company_id = ${e.companyId} and s.account = 'company' and s.deleted_at is null and s.status = 'active' and (s.is_giving_monthly = 0 or s.automation_status = 'on')
    order by v.i
    returning id, idempotency_key, quantity, period, accepted_at, request_hash`);
  const order = new Map(e.events.map((v, i) => [v.idempotencyKey, i]));
  return rows.rows.sort((a, b) => order.get(a.idempotency_key)! - order.get(b.idempotency_key)!);
}

/** The events of a batch already written under these Idempotency-Keys (those found, in no order). */
export async function findEventsByKeys(db: DbOrTx, keyId: number, idempotencyKeys: string[]): Promise<BatchEventRow[]> {
  const rows = await db
    .select({ id: apiStoryEvents.id, idempotency_key: apiStoryEvents.idempotency_key, quantity: apiStoryEvents.quantity, period: apiStoryEvents.period, accepted_at: apiStoryEvents.accepted_at, request_hash: apiStoryEvents.request_hash })
    .from(apiStoryEvents)
    .where(and(eq(apiStoryEvents.api_key_id, keyId), inArray(apiStoryEvents.idempotency_key, idempotencyKeys)));
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function findEventByKey(db: DbOrTx, keyId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(apiStoryEvents)
    .where(and(eq(apiStoryEvents.api_key_id, keyId), eq(apiStoryEvents.idempotency_key, idempotencyKey)));
  return row ?? null;
}

// Givings

export type LiveGivingRow = typeof apiGivings.$inferSelect;
export type TestGivingRow = typeof apiTestGivings.$inferSelect;

/** Writes a live giving; null when one with the same charge key was written before (a retried request). */
export async function insertLiveGiving(db: DbOrTx, values: typeof apiGivings.$inferInsert): Promise<LiveGivingRow | null> {
  const [row] = await db.insert(apiGivings).values(values).onConflictDoNothing({ target: apiGivings.charge_key }).returning();
  return row ?? null;
}
export async function findLiveGivingByChargeKey(db: DbOrTx, chargeKey: string) {
  const [row] = await db.select().from(apiGivings).where(eq(apiGivings.charge_key, chargeKey));
  return row ?? null;
}
export async function findLiveGivingById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(apiGivings).where(eq(apiGivings.id, id));
  return row ?? null;
}
/**
 * Notes, while it is pending, that `card` is about to be charged for it (from then on only that charge may pay it).
 * The giving as it is now (the card first asked, should another process have asked first); null once settled.
 */
export async function markChargeRequested(db: DbOrTx, id: number, card: ApiGivingChargeCard) {
  const [row] = await db
    .update(apiGivings)
    .set({ charge_requested_at: sql`coalesce(${apiGivings.charge_requested_at}, now())`, charge_card: sql`coalesce(${apiGivings.charge_card}, ${JSON.stringify(card)}::jsonb)` })
    .where(and(eq(apiGivings.id, id), eq(apiGivings.status, 'pending')))
    .returning();
  return row ?? null;
}
/** Keeps the provider's reference of a succeeded charge before the giving is recorded. */
export async function recordChargeReference(db: DbOrTx, id: number, reference: string) {
  await db.update(apiGivings).set({ charge_reference: reference }).where(and(eq(apiGivings.id, id), eq(apiGivings.status, 'pending')));
}
export async function insertTestGiving(db: DbOrTx, values: typeof apiTestGivings.$inferInsert) {
  const [row] = await db.insert(apiTestGivings).values(values).returning();
  return row;
}
export async function insertTestLines(db: DbOrTx, values: (typeof apiTestGivingLines.$inferInsert)[]) {
  if (values.length) await db.insert(apiTestGivingLines).values(values);
}

/**
 * Settles a pending live giving once: false when it was no longer pending (or, `unchargedOnly`, when its card
 * charge was asked for meanwhile: then only that charge may pay it).
 */
export async function settleLiveGiving(db: DbOrTx, id: number, values: Partial<typeof apiGivings.$inferInsert>, unchargedOnly = false) {
  const rows = await db
    .update(apiGivings)
    .set(values)
    .where(and(eq(apiGivings.id, id), eq(apiGivings.status, 'pending'), unchargedOnly ? isNull(apiGivings.charge_requested_at) : undefined))
    .returning({ id: apiGivings.id });
  return rows.length > 0;
}

export async function findLiveGiving(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(apiGivings).where(and(eq(apiGivings.id, id), eq(apiGivings.company_id, companyId)));
  return row ?? null;
}
export async function findTestGiving(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(apiTestGivings).where(and(eq(apiTestGivings.id, id), eq(apiTestGivings.company_id, companyId)));
  return row ?? null;
}

/** The lines of live givings: their contribution groups' contributions. */
export function findLiveLines(db: DbOrTx, groupIds: number[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .select({
      group_id: contributions.contribution_group_id,
      project_id: contributions.project_id,
      project_title: projects.title,
      impact_level_id: contributions.impact_level_id,
      impact_unit: impactLevels.impact_unit,
      quantity: contributions.quantity,
      beneficiaries: contributions.beneficiaries,
      amount_cents: contributions.amt_total_usd_cents,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
    .where(inArray(contributions.contribution_group_id, groupIds))
    .orderBy(asc(contributions.id));
}

export function findTestLines(db: DbOrTx, givingIds: number[]) {
  if (!givingIds.length) return Promise.resolve([]);
  return db
    .select({
      giving_id: apiTestGivingLines.giving_id,
      project_id: apiTestGivingLines.project_id,
      project_title: projects.title,
      impact_level_id: apiTestGivingLines.impact_level_id,
      impact_unit: impactLevels.impact_unit,
      quantity: apiTestGivingLines.quantity,
      beneficiaries: apiTestGivingLines.beneficiaries,
      amount_cents: apiTestGivingLines.amt_total_usd_cents,
    })
    .from(apiTestGivingLines)
    .innerJoin(projects, eq(projects.id, apiTestGivingLines.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, apiTestGivingLines.impact_level_id))
    .where(inArray(apiTestGivingLines.giving_id, givingIds))
    .orderBy(asc(apiTestGivingLines.id));
}

// Impact

export type DayRange = { from: Date | null; toExclusive: Date | null };

/**
 * Where a mode's paid impact lines are: live, the company's paid contributions as a company; test, the test
 * ledger's lines. The impact and history reads are the same queries over either.
 */
function impactLines(mode: ApiKeyMode, companyId: number, range: DayRange) {
  const inRange = (date: typeof contributions.contribution_date | typeof apiTestGivingLines.contribution_date) =>
    [range.from ? gte(date, range.from) : undefined, range.toExclusive ? lt(date, range.toExclusive) : undefined];
  if (mode === 'live') {
    const c = contributions;
    return {
      table: c,
      line: { id: c.id, date: c.contribution_date, project_id: c.project_id, impact_level_id: c.impact_level_id, quantity: c.quantity, beneficiaries: c.beneficiaries, amount_cents: c.amt_total_usd_cents },
      giving_id: sql<number | null>`(select g.id from api_givings g where g.contribution_group_id = ${c.contribution_group_id} limit 1)`,
      story_id: sql<number | null>`${c.contribution_story_id}`,
      where: and(eq(c.company_id, companyId), eq(c.account, 'company'), eq(c.payment_received, 1), sql`${c.contribution_date} is not null`, ...inRange(c.contribution_date)),
    };
  }
  const l = apiTestGivingLines;
  return {
    table: l,
    line: { id: l.id, date: l.contribution_date, project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, beneficiaries: l.beneficiaries, amount_cents: l.amt_total_usd_cents },
    giving_id: sql<number | null>`${l.giving_id}`,
    story_id: sql<number | null>`(select g.story_id from api_test_givings g where g.id = ${l.giving_id})`,
    where: and(eq(l.company_id, companyId), ...inRange(l.contribution_date)),
  };
}

/** The company's paid impact in a mode, by project. */
export function impactByProject(db: DbOrTx, mode: ApiKeyMode, companyId: number, range: DayRange) {
  const { table, line, where } = impactLines(mode, companyId, range);
  return db
    .select({
      project_id: line.project_id,
      project_title: projects.title,
      contributions: sql<number>`count(*)::int`,
      quantity: sql<number>`sum(${line.quantity})::int`,
      beneficiaries: sql<number>`sum(${line.beneficiaries})::int`,
      amount_cents: sql<number>`sum(${line.amount_cents})::bigint`.mapWith(Number),
    })
    .from(table)
    .innerJoin(projects, eq(projects.id, line.project_id))
    .where(where)
    .groupBy(line.project_id, projects.title)
    .orderBy(asc(projects.title));
}

/** A page of the company's paid impact lines in a mode, newest first, with the API giving each belongs to. */
export async function impactHistoryPage(db: DbOrTx, mode: ApiKeyMode, companyId: number, range: DayRange, limit: number, offset: number) {
  const { table, line, giving_id, story_id, where } = impactLines(mode, companyId, range);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        contribution_id: line.id,
        giving_id,
        date: line.date,
        project_id: line.project_id,
        project_title: projects.title,
        impact_level_id: line.impact_level_id,
        impact_unit: impactLevels.impact_unit,
        quantity: line.quantity,
        beneficiaries: line.beneficiaries,
        amount_cents: line.amount_cents,
        story_id,
      })
      .from(table)
      .innerJoin(projects, eq(projects.id, line.project_id))
      .innerJoin(impactLevels, eq(impactLevels.id, line.impact_level_id))
      .where(where)
      .orderBy(desc(line.date), desc(line.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total };
}

// The story-events job

/** Each story's events of periods that ended before `before`, not given yet: one row per story, mode and period. */
export function findDueEventPeriods(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ story_id: apiStoryEvents.story_id, company_id: apiStoryEvents.company_id, mode: apiStoryEvents.mode, period: apiStoryEvents.period })
    .from(apiStoryEvents)
    .where(and(isNull(apiStoryEvents.giving_id), lt(apiStoryEvents.period_end, before)))
    .groupBy(apiStoryEvents.story_id, apiStoryEvents.company_id, apiStoryEvents.mode, apiStoryEvents.period)
    .limit(limit);
}

/** Holds one story's period in one mode until the transaction ends (two runners never batch it together). */
export async function lockEventPeriod(tx: DbOrTx, storyId: number, mode: string, period: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-events:${storyId}:${mode}:${period}`}))`);
}

/** How many business moments of a story's period wait to be given. */
export async function sumOpenEvents(tx: DbOrTx, storyId: number, mode: string, period: string) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${apiStoryEvents.quantity}), 0)::int`, events: sql<number>`count(*)::int` })
    .from(apiStoryEvents)
    .where(and(eq(apiStoryEvents.story_id, storyId), eq(apiStoryEvents.mode, mode), eq(apiStoryEvents.period, period), isNull(apiStoryEvents.giving_id)));
  return row;
}

/** Ties a period's open events to the giving that gives them. */
export async function markEventsGiven(tx: DbOrTx, storyId: number, mode: string, period: string, givingId: number) {
  const rows = await tx
    .update(apiStoryEvents)
    .set({ giving_id: givingId })
    .where(and(eq(apiStoryEvents.story_id, storyId), eq(apiStoryEvents.mode, mode), eq(apiStoryEvents.period, period), isNull(apiStoryEvents.giving_id)))
    .returning({ id: apiStoryEvents.id });
  return rows.length;
}

/**
 * Live givings still pending (an event batch whose payment a stopped runner left, an API request that answered a
 * server error and was not retried), oldest first.
 */
export function findPendingLiveGivings(db: DbOrTx, olderThan: Date, afterId: number, limit: number) {
  return db
    .select()
    .from(apiGivings)
    .where(and(eq(apiGivings.status, 'pending'), lt(apiGivings.created_at, olderThan), gt(apiGivings.id, afterId)))
    .orderBy(asc(apiGivings.id))
    .limit(limit);
}

/** Idempotency answers past their time. */
export async function deleteOldIdempotencyKeys(db: DbOrTx, before: Date) {
  await db.execute(sql`delete from api_idempotency_keys where created_at < ${before}`);
}

export async function findStoryEvenDeleted(db: DbOrTx, id: number): Promise<CompanyStoryRow | null> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id));
  return row ?? null;
}

export async function findCompanyCountry(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ country_id: companies.country_id }).from(companies).where(eq(companies.id, companyId));
  return row?.country_id ?? null;
}
