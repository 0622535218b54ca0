import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, engagementChoices, engagementOptions, engagements, impactLevels, projects, userBusiness } from '../../db/schema/index.js';

export type EngagementRow = typeof engagements.$inferSelect;
export type NewEngagement = typeof engagements.$inferInsert;
export type ChoiceRow = typeof engagementChoices.$inferSelect;

/** The company's engagement tool flag and name. */
export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, company_name: companies.company_name, company_logo: companies.company_logo, engagement_access: companies.engagement_access })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function setEngagementAccess(db: DbOrTx, companyId: number, access: '0' | '1', by: number | null) {
  const [row] = await db
    .update(companies)
    .set({ engagement_access: access, updated_at: sql`now()`, updated_by: by })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  return row ?? null;
}

/** The caller's link to a company (admin or owner decides who manages engagements). */
export async function findLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db.select({ is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner }).from(userBusiness).where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return row ?? null;
}

/** An engagement by its key; `lock` holds its row (choices of one engagement queue on it). */
export async function findByKey(db: DbOrTx, key: string, lock = false) {
  const q = db.select().from(engagements).where(eq(engagements.key, key));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertEngagement(db: DbOrTx, values: NewEngagement) {
  const [row] = await db.insert(engagements).values(values).returning();
  return row;
}

export async function updateEngagement(db: DbOrTx, id: number, values: Partial<NewEngagement>) {
  const [row] = await db
    .update(engagements)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(engagements.id, id))
    .returning();
  return row;
}

/** A company's engagements, newest change first, a page at a time, with the total. */
export async function findCompanyPage(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db.select().from(engagements).where(eq(engagements.company_id, companyId)).orderBy(desc(engagements.updated_at), desc(engagements.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(engagements).where(eq(engagements.company_id, companyId)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

const optionColumns = {
  id: engagementOptions.id,
  engagement_id: engagementOptions.engagement_id,
  project_id: engagementOptions.project_id,
  impact_level_id: engagementOptions.impact_level_id,
  quantity: engagementOptions.quantity,
  position: engagementOptions.position,
  project_title: projects.title,
  project_status: projects.status,
  image_square: projects.image_square,
  impact_unit: impactLevels.impact_unit,
  price_cents: impactLevels.price_cents,
  currency: impactLevels.currency,
  beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
  level_active: impactLevels.is_active,
  level_project_id: impactLevels.project_id,
};

/** The options of engagements, with their project and impact level, in their order. */
export async function findOptions(db: DbOrTx, engagementIds: number[]) {
  if (!engagementIds.length) return [];
  return db
    .select(optionColumns)
    .from(engagementOptions)
    .innerJoin(projects, eq(projects.id, engagementOptions.project_id))
    .innerJoin(impactLevels, eq(impactLevels.id, engagementOptions.impact_level_id))
    .where(inArray(engagementOptions.engagement_id, engagementIds))
    .orderBy(asc(engagementOptions.engagement_id), asc(engagementOptions.position), asc(engagementOptions.id));
}
export type OptionRow = Awaited<ReturnType<typeof findOptions>>[number];

/** The options of an engagement as stored (no joins), for updating them. */
export function findOptionRows(db: DbOrTx, engagementId: number) {
  return db.select().from(engagementOptions).where(eq(engagementOptions.engagement_id, engagementId));
}

export async function insertOptions(db: DbOrTx, rows: (typeof engagementOptions.$inferInsert)[]) {
  if (rows.length) await db.insert(engagementOptions).values(rows);
}

export async function updateOption(db: DbOrTx, id: number, values: { quantity: number; position: number; project_id: number }) {
  await db.update(engagementOptions).set(values).where(eq(engagementOptions.id, id));
}

export async function deleteOptions(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(engagementOptions).where(inArray(engagementOptions.id, ids));
}

/** Options (of those given) that have choices: they may not be removed. */
export async function findChosenOptionIds(db: DbOrTx, optionIds: number[]) {
  if (!optionIds.length) return [];
  const rows = await db.selectDistinct({ id: engagementChoices.option_id }).from(engagementChoices).where(inArray(engagementChoices.option_id, optionIds));
  return rows.map((r) => r.id);
}

/** Per engagement: choices holding a place (reserved or paid) and what the paid ones cost. */
export async function countChoices(db: DbOrTx, engagementIds: number[]) {
  if (!engagementIds.length) return new Map<number, { made: number; spent_cents: number }>();
  const rows = await db
    .select({
      engagement_id: engagementChoices.engagement_id,
      made: sql<number>`count(*) filter (where ${engagementChoices.status} in ('reserved', 'paid'))::int`,
      spent_cents: sql<number>`coalesce(sum(${engagementChoices.amount_usd_cents}) filter (where ${engagementChoices.status} = 'paid'), 0)::int`,
    })
    .from(engagementChoices)
    .where(inArray(engagementChoices.engagement_id, engagementIds))
    .groupBy(engagementChoices.engagement_id);
  return new Map(rows.map((r) => [r.engagement_id, { made: Number(r.made), spent_cents: Number(r.spent_cents) }]));
}

export async function insertChoice(db: DbOrTx, values: typeof engagementChoices.$inferInsert) {
  const [row] = await db.insert(engagementChoices).values(values).returning();
  return row;
}

/** Settles a reserved choice (paid or failed); false when it was no longer reserved. */
export async function settleChoice(db: DbOrTx, id: number, values: Partial<typeof engagementChoices.$inferInsert>) {
  const rows = await db
    .update(engagementChoices)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(engagementChoices.id, id), eq(engagementChoices.status, 'reserved')))
    .returning({ id: engagementChoices.id });
  return rows.length > 0;
}

/** An engagement's choices, newest first, a page at a time, with their offered impact. */
export async function findChoicesPage(db: DbOrTx, engagementId: number, limit: number, offset: number) {
  const where = eq(engagementChoices.engagement_id, engagementId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        choice: engagementChoices,
        project_title: projects.title,
        impact_unit: impactLevels.impact_unit,
        beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
      })
      .from(engagementChoices)
      .innerJoin(engagementOptions, eq(engagementOptions.id, engagementChoices.option_id))
      .innerJoin(projects, eq(projects.id, engagementOptions.project_id))
      .innerJoin(impactLevels, eq(impactLevels.id, engagementOptions.impact_level_id))
      .where(where)
      .orderBy(desc(engagementChoices.created_at), desc(engagementChoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(engagementChoices).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Paid choices per option of an engagement: how many, and the units and beneficiaries they gave. */
export async function findPaidTotals(db: DbOrTx, engagementId: number) {
  const rows = await db
    .select({
      option_id: engagementChoices.option_id,
      choices: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${engagementChoices.quantity}), 0)::int`,
    })
    .from(engagementChoices)
    .where(and(eq(engagementChoices.engagement_id, engagementId), eq(engagementChoices.status, 'paid')))
    .groupBy(engagementChoices.option_id);
  return rows.map((r) => ({ option_id: r.option_id, choices: Number(r.choices), quantity: Number(r.quantity) }));
}

