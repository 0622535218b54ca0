import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, companies, contributions, impactLevels, industries, projects, stories, storyProjects, storyRuns, storyTemplates, users } from '../../db/schema/index.js';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type StoryRunRow = typeof storyRuns.$inferSelect;
export type TemplateRow = typeof storyTemplates.$inferSelect;

/** An impact level with its project, to check a story line may be given. */
export async function findLevelWithProject(db: DbOrTx, levelId: number) {
  const [row] = await db
    .select({ level: impactLevels, project: { id: projects.id, status: projects.status, title: projects.title } })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(eq(impactLevels.id, levelId))
    .limit(1);
  return row;
}

export async function insertStory(db: DbOrTx, values: NewStory): Promise<StoryRow> {
  const [row] = await db.insert(stories).values(values).returning();
  return row;
}

export async function updateStory(db: DbOrTx, id: number, values: Partial<NewStory>): Promise<StoryRow> {
  const [row] = await db
    .update(stories)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(stories.id, id))
    .returning();
  return row;
}

/** Replaces a story's lines. */
export async function replaceStoryLines(db: DbOrTx, storyId: number, lines: { project_id: number; impact_level_id: number; quantity: number }[]) {
  await db.delete(storyProjects).where(eq(storyProjects.story_id, storyId));
  await db.insert(storyProjects).values(lines.map((l, i) => ({ story_id: storyId, ...l, sort_order: i })));
}

/** A story that is not deleted, or undefined. `lock` takes a row lock for a state change. */
export async function findStory(db: DbOrTx, id: number, lock = false): Promise<StoryRow | undefined> {
  const q = db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), isNull(stories.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A story whether deleted or not (staff reads, contributions' history). */
export async function findStoryEvenDeleted(db: DbOrTx, id: number): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id));
  return row;
}

/** Stories by id, deleted ones too (the monthly job reads a claimed batch's stories at once). */
export function findStoriesEvenDeleted(db: DbOrTx, ids: number[]): Promise<StoryRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(stories).where(inArray(stories.id, ids));
}

/** The lines of stories with their projects and levels, in order. */
export function findStoryLines(db: DbOrTx, storyIds: number[]) {
  if (!storyIds.length) return Promise.resolve([]);
  return db
    .select({
      story_id: storyProjects.story_id,
      project_id: storyProjects.project_id,
      impact_level_id: storyProjects.impact_level_id,
      quantity: storyProjects.quantity,
      project_title: projects.title,
      project_status: projects.status,
      is_bundle: projects.is_bundle,
      image_square: projects.image_square,
      impact_unit: impactLevels.impact_unit,
      price_cents: impactLevels.price_cents,
      currency: impactLevels.currency,
      level_active: impactLevels.is_active,
      level_project_id: impactLevels.project_id,
      beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
    })
    .from(storyProjects)
    .innerJoin(projects, eq(projects.id, storyProjects.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, storyProjects.impact_level_id))
    .where(inArray(storyProjects.story_id, storyIds))
    .orderBy(asc(storyProjects.story_id), asc(storyProjects.sort_order), asc(storyProjects.id));
}
export type StoryLineRow = Awaited<ReturnType<typeof findStoryLines>>[number];

export type StoryFilters = {
  ownerKey: string;
  isGivingMonthly?: number;
  status?: string;
  search?: string;
  ids?: number[];
};

function whereOf(f: StoryFilters): SQL {
  const c: SQL[] = [eq(stories.owner_key, f.ownerKey), isNull(stories.deleted_at)];
  if (f.isGivingMonthly !== undefined) c.push(eq(stories.is_giving_monthly, f.isGivingMonthly));
  if (f.status) c.push(eq(stories.status, f.status));
  if (f.search) c.push(ilike(stories.story_text, `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
  if (f.ids) c.push(f.ids.length ? inArray(stories.id, f.ids) : sql`false`);
  return and(...c)!;
}

const orderColumns = {
  updated_at: stories.updated_at,
  created_at: stories.created_at,
  id: stories.id,
  story_text: stories.story_text,
  next_giving_at: stories.next_giving_at,
} as const;

/** A page of an account's stories (limit -1: all), and how many match. */
export async function findStoriesPage(
  db: DbOrTx,
  f: StoryFilters,
  order: { field: keyof typeof orderColumns; dir: 'asc' | 'desc'; automateFirst?: 'asc' | 'desc' },
  paging: { limit: number; offset: number },
): Promise<{ rows: StoryRow[]; total: number }> {
  const where = whereOf(f);
  const by = [];
  // order_automate: stories with automation on first (desc) or last (asc).
  if (order.automateFirst) by.push(sql`(${stories.automation_status} = 'on' and ${stories.status} = 'active') ${sql.raw(order.automateFirst === 'desc' ? 'desc' : 'asc')}`);
  const col = orderColumns[order.field];
  by.push(order.dir === 'asc' ? asc(col) : desc(col), order.dir === 'asc' ? asc(stories.id) : desc(stories.id));
  const q = db.select().from(stories).where(where).orderBy(...by);
  // Every row at once (limit -1): their number is the total, without counting them again.
  if (paging.limit === -1) {
    const rows = await q;
    return { rows, total: rows.length };
  }
  const [rows, [{ n }]] = await Promise.all([q.limit(paging.limit).offset(paging.offset), db.select({ n: count() }).from(stories).where(where)]);
  return { rows, total: Number(n) };
}

/** Paid impact given through each of these stories, per project. */
export function findStoryImpact(db: DbOrTx, storyIds: number[]) {
  if (!storyIds.length) return Promise.resolve([]);
  return db
    .select({
      story_id: sql<number>`${contributions.contribution_story_id}`.mapWith(Number),
      project_id: contributions.project_id,
      beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)`.mapWith(Number),
      quantity: sql<number>`coalesce(sum(${contributions.quantity}), 0)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`.mapWith(Number),
    })
    .from(contributions)
    .where(and(inArray(contributions.contribution_story_id, storyIds), eq(contributions.payment_received, 1)))
    .groupBy(contributions.contribution_story_id, contributions.project_id)
    .orderBy(contributions.project_id);
}
export type StoryImpactRow = Awaited<ReturnType<typeof findStoryImpact>>[number];

/** The paid contributions given through a story, newest first. */
export function findStoryContributions(db: DbOrTx, storyId: number) {
  return db
    .select({
      id: contributions.id,
      contribution_group_id: contributions.contribution_group_id,
      contribution_date: contributions.contribution_date,
      project_id: contributions.project_id,
      project_title: projects.title,
      impact_unit: impactLevels.impact_unit,
      quantity: contributions.quantity,
      beneficiaries: contributions.beneficiaries,
      amt_total_usd_cents: contributions.amt_total_usd_cents,
      funded_by: contributions.funded_by,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, contributions.impact_level_id))
    .where(and(eq(contributions.contribution_story_id, storyId), eq(contributions.payment_received, 1)))
    .orderBy(desc(contributions.contribution_date), desc(contributions.id));
}
export type StoryContributionRow = Awaited<ReturnType<typeof findStoryContributions>>[number];

/** The months of a story's automated giving, newest first. */
export function findStoryRuns(db: DbOrTx, storyId: number): Promise<StoryRunRow[]> {
  return db.select().from(storyRuns).where(eq(storyRuns.story_id, storyId)).orderBy(desc(storyRuns.period), desc(storyRuns.id));
}

/** Takes a story's lines out of every cart (the story was deleted). */
export async function removeStoryFromCarts(db: DbOrTx, storyId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.type, 'story'), eq(cartItems.story_id, storyId)));
}

/** How many of an account's stories are active, and how many of them are monthly. */
export async function countActiveStories(db: DbOrTx, ownerKey: string) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${stories.status} = 'active')`.mapWith(Number),
      monthly: sql<number>`count(*) filter (where ${stories.status} = 'active' and ${stories.is_giving_monthly} = 1 and ${stories.automation_status} = 'on')`.mapWith(Number),
    })
    .from(stories)
    .where(and(eq(stories.owner_key, ownerKey), isNull(stories.deleted_at)));
  return row;
}

// Templates

const templateColumns = {
  template: storyTemplates,
  industry_name: industries.name,
  project_title: projects.title,
  impact_unit: impactLevels.impact_unit,
};

/** Industry templates (one industry, or all), in title order. */
export function findIndustryTemplates(db: DbOrTx, industryId?: number | null) {
  const c: SQL[] = [isNull(storyTemplates.owner_key)];
  if (industryId) c.push(eq(storyTemplates.industry_id, industryId));
  return db
    .select(templateColumns)
    .from(storyTemplates)
    .leftJoin(industries, eq(industries.id, storyTemplates.industry_id))
    .innerJoin(projects, eq(projects.id, storyTemplates.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, storyTemplates.impact_level_id))
    .where(and(...c))
    .orderBy(asc(storyTemplates.title), asc(storyTemplates.id));
}
export type TemplateView = Awaited<ReturnType<typeof findIndustryTemplates>>[number];

/** The templates an account saved, newest first. */
export function findBusinessTemplates(db: DbOrTx, ownerKey: string): Promise<TemplateView[]> {
  return db
    .select(templateColumns)
    .from(storyTemplates)
    .leftJoin(industries, eq(industries.id, storyTemplates.industry_id))
    .innerJoin(projects, eq(projects.id, storyTemplates.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, storyTemplates.impact_level_id))
    .where(eq(storyTemplates.owner_key, ownerKey))
    .orderBy(desc(storyTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(storyTemplates).where(eq(storyTemplates.id, id));
  return row;
}

export async function insertTemplate(db: DbOrTx, values: typeof storyTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(storyTemplates).values(values).returning();
  return row;
}

/** Deletes a template an account saved; answers whether there was one. */
export async function deleteBusinessTemplate(db: DbOrTx, ownerKey: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(storyTemplates)
    .where(and(eq(storyTemplates.id, id), eq(storyTemplates.owner_key, ownerKey)))
    .returning({ id: storyTemplates.id });
  return rows.length > 0;
}

/** A company's industries (industry_1, industry_2), to offer its industry templates first. */
export async function findCompanyIndustries(db: DbOrTx, companyId: number): Promise<number[]> {
  const [row] = await db.select({ a: companies.industry_1, b: companies.industry_2 }).from(companies).where(eq(companies.id, companyId));
  return row ? [row.a, row.b].filter((v): v is number => v !== null) : [];
}

// Automated monthly giving

/** Active monthly stories with automation on whose giving is due at `now`, soonest first, a batch at a time. */
export function findDueStories(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: stories.id, next_giving_at: stories.next_giving_at, skip_period: stories.skip_period })
    .from(stories)
    .where(
      and(
        isNull(stories.deleted_at),
        eq(stories.status, 'active'),
        eq(stories.is_giving_monthly, 1),
        eq(stories.automation_status, 'on'),
        sql`${stories.next_giving_at} <= ${now}`,
      ),
    )
    .orderBy(asc(stories.next_giving_at), asc(stories.id))
    .limit(limit);
}

/** Adds the months to give; a month a story already has (another runner made it) is left alone. */
export async function insertRuns(db: DbOrTx, values: (typeof storyRuns.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(storyRuns).values(values).onConflictDoNothing().returning({ id: storyRuns.id });
}

/** Moves a story's next giving from `from` to `next` (only if still at `from`), clearing a skip it used. */
export async function advanceStory(db: DbOrTx, id: number, from: Date, next: Date, clearSkip: boolean) {
  await db
    .update(stories)
    .set({ next_giving_at: next, ...(clearSkip ? { skip_period: null } : {}) })
    .where(and(eq(stories.id, id), eq(stories.next_giving_at, from)));
}

/** `advanceStory` for many stories in one statement (each only if still at its `from`). */
export async function advanceStories(db: DbOrTx, moves: { id: number; from: Date; next: Date; clearSkip: boolean }[]) {
  if (!moves.length) return;
  // Passed as array literals: drizzle would spread a JavaScript array into a list of parameters.
  const list = (values: string[]) => `{${values.join(',')}}`;
  await db.execute(sql`
    update stories s set next_giving_at = v.next, skip_period = case when v.clear then null else s.skip_period end
    from (select unnest(${list(moves.map((m) => String(m.id)))}::int[]) id, unnest(${list(moves.map((m) => `"${m.from.toISOString()}"`))}::timestamptz[]) f,
                 unnest(${list(moves.map((m) => `"${m.next.toISOString()}"`))}::timestamptz[]) next, unnest(${list(moves.map((m) => String(m.clearSkip)))}::boolean[]) clear) v
    where s.id = v.id and s.next_giving_at = v.f`);
}

/**
 * Takes up to `limit` months to charge at `now`: pending ones, retries whose time has come, and ones whose
 * runner stopped mid-charge (lease passed). One statement with `for update skip locked`, so two runners never
 * take the same month; each is held until `now` + `leaseSeconds`.
 */
export async function claimRuns(db: DbOrTx, now: Date, limit: number, leaseSeconds: number): Promise<StoryRunRow[]> {
  const open = db
    .select({ id: storyRuns.id })
    .from(storyRuns)
    .where(
      sql`(${storyRuns.status} = 'pending') or (${storyRuns.status} = 'retrying' and ${storyRuns.next_attempt_at} <= ${now}) or (${storyRuns.status} = 'charging' and ${storyRuns.locked_until} < ${now})`,
    )
    .orderBy(asc(storyRuns.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(storyRuns)
    .set({ status: 'charging', locked_until: new Date(now.getTime() + leaseSeconds * 1000), updated_at: sql`now()` })
    .where(inArray(storyRuns.id, open))
    .returning();
}

/** Ends a month this runner holds (status charging); false when it was not held any more. */
export async function settleRun(db: DbOrTx, id: number, values: Partial<typeof storyRuns.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(storyRuns)
    .set({ ...values, locked_until: null, updated_at: sql`now()` })
    .where(and(eq(storyRuns.id, id), eq(storyRuns.status, 'charging')))
    .returning({ id: storyRuns.id });
  return rows.length > 0;
}

/** The member who made a story, with what the recurring e-mails need. */
export async function findStoryOwner(db: DbOrTx, userId: number) {
  const [row] = await db.select({ email: users.email, first_name: users.first_name }).from(users).where(eq(users.id, userId));
  return row;
}

/** A public story (active, shared by its owner, not deleted) with its account's display name, for its counter page. */
export async function findPublicStory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ story: stories, company_name: companies.company_name, first_name: users.first_name })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.user_id))
    .leftJoin(companies, eq(companies.id, stories.company_id))
    .where(and(eq(stories.id, id), isNull(stories.deleted_at), eq(stories.is_public, 1), eq(stories.status, 'active')));
  return row;
}
