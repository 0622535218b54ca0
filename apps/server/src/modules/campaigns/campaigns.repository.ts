import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { campaigns, companies, contributionGroups, contributions, impactLevels, partners, projects, stories } from '../../db/schema/index.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export async function insertCampaign(db: DbOrTx, values: CampaignValues): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function updateCampaign(db: DbOrTx, id: number, values: Partial<CampaignValues>): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

export async function findCampaignByKey(db: DbOrTx, key: string, lock = false): Promise<CampaignRow | undefined> {
  const q = db.select().from(campaigns).where(eq(campaigns.share_key, key)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findCampaignById(db: DbOrTx, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

/** A company's campaigns, the latest changed first, and how many there are. */
export async function findCompanyCampaigns(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const where = eq(campaigns.company_id, companyId);
  const q = db.select().from(campaigns).where(where).orderBy(desc(campaigns.updated_at), desc(campaigns.id));
  const [rows, [total]] = await Promise.all([limit < 0 ? q : q.limit(limit).offset(offset), db.select({ n: count() }).from(campaigns).where(where)]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** What the public sees with each campaign: the company's name, the story's words and image, the impact given. */
export function findCampaignFacts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: campaigns.id,
      company_name: companies.company_name,
      story_text: stories.story_text,
      story_image: stories.giving_story_image,
      project_title: projects.title,
      project_status: projects.status,
      is_bundle: projects.is_bundle,
      partner_name: partners.worthy_cause_name,
      impact_unit: impactLevels.impact_unit,
      price_cents: impactLevels.price_cents,
      currency: impactLevels.currency,
      level_active: impactLevels.is_active,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.company_id))
    .innerJoin(stories, eq(stories.id, campaigns.story_id))
    .innerJoin(projects, eq(projects.id, campaigns.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .innerJoin(impactLevels, eq(impactLevels.id, campaigns.impact_level_id))
    .where(inArray(campaigns.id, ids));
}

const paidOfCampaign = (ids: number[]) =>
  and(inArray(contributionGroups.campaign_id, ids), eq(contributionGroups.status, 'paid'), eq(contributions.payment_received, 1));

/** Each campaign's paid giving: units, givers (paid groups), beneficiaries and amount, summed from its contributions. */
export async function findCampaignProgress(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      campaign_id: contributionGroups.campaign_id,
      units: sql<string>`coalesce(sum(${contributions.quantity}), 0)`,
      supporters: sql<string>`count(distinct ${contributionGroups.id})`,
      beneficiaries: sql<string>`coalesce(sum(${contributions.beneficiaries}), 0)`,
      cents: sql<string>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`,
    })
    .from(contributionGroups)
    .innerJoin(contributions, eq(contributions.contribution_group_id, contributionGroups.id))
    .where(paidOfCampaign(ids))
    .groupBy(contributionGroups.campaign_id);
  return rows.map((r) => ({ campaign_id: r.campaign_id!, units: Number(r.units), supporters: Number(r.supporters), beneficiaries: Number(r.beneficiaries), cents: Number(r.cents) }));
}

/** A campaign's paid units per day of payment (UTC), oldest first. */
export async function findCampaignByDay(db: DbOrTx, id: number) {
  const dayOf = sql<string>`to_char(${contributionGroups.paid_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: dayOf, units: sql<string>`sum(${contributions.quantity})` })
    .from(contributionGroups)
    .innerJoin(contributions, eq(contributions.contribution_group_id, contributionGroups.id))
    .where(paidOfCampaign([id]))
    .groupBy(dayOf)
    .orderBy(asc(dayOf));
  return rows.map((r) => ({ day: r.day, units: Number(r.units) }));
}

/** A campaign's latest paid gifts: when and how many units, nothing about who. */
export async function findCampaignRecent(db: DbOrTx, id: number, limit: number) {
  const rows = await db
    .select({ paid_at: contributionGroups.paid_at, quantity: sql<string>`sum(${contributions.quantity})` })
    .from(contributionGroups)
    .innerJoin(contributions, eq(contributions.contribution_group_id, contributionGroups.id))
    .where(paidOfCampaign([id]))
    .groupBy(contributionGroups.id, contributionGroups.paid_at)
    .orderBy(desc(contributionGroups.paid_at), desc(contributionGroups.id))
    .limit(limit);
  return rows.map((r) => ({ paid_at: r.paid_at, quantity: Number(r.quantity) }));
}

/** A contribution group given to a campaign: its state and campaign. */
export async function findCampaignGroup(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select({ id: contributionGroups.id, status: contributionGroups.status, campaign_id: contributionGroups.campaign_id })
    .from(contributionGroups)
    .where(and(eq(contributionGroups.id, groupId), sql`${contributionGroups.campaign_id} is not null`))
    .limit(1);
  return row;
}
