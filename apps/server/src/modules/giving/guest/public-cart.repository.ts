import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { countries, impactLevels, partners, projects, publicCarts, type PublicCartLineValue } from '../../../db/schema/index.js';

export type PublicCartRow = typeof publicCarts.$inferSelect;

export async function insertPublicCart(db: DbOrTx, shareKey: string, lines: PublicCartLineValue[]): Promise<PublicCartRow> {
  const [row] = await db.insert(publicCarts).values({ share_key: shareKey, lines }).returning();
  return row!;
}

export async function findPublicCart(db: DbOrTx, shareKey: string): Promise<PublicCartRow | null> {
  const [row] = await db.select().from(publicCarts).where(eq(publicCarts.share_key, shareKey)).limit(1);
  return row ?? null;
}

export async function lockPublicCart(db: DbOrTx, shareKey: string): Promise<PublicCartRow | null> {
  const [row] = await db.select().from(publicCarts).where(eq(publicCarts.share_key, shareKey)).limit(1).for('update');
  return row ?? null;
}

export async function updatePublicCartLines(db: DbOrTx, id: number, lines: PublicCartLineValue[]): Promise<PublicCartRow> {
  const [row] = await db.update(publicCarts).set({ lines, updated_at: sql`now()` }).where(eq(publicCarts.id, id)).returning();
  return row!;
}

/** The impact levels of these ids with their project and partner, for pricing a public cart. */
export function findLevelsWithProjects(db: DbOrTx, levelIds: number[]) {
  if (!levelIds.length) return Promise.resolve([]);
  return db
    .select({
      level_id: impactLevels.id,
      level_project_id: impactLevels.project_id,
      price_cents: impactLevels.price_cents,
      currency: impactLevels.currency,
      impact_unit: impactLevels.impact_unit,
      beneficiaries_per_unit: impactLevels.beneficiaries_per_unit,
      is_active: impactLevels.is_active,
      project_title: projects.title,
      project_status: projects.status,
      is_bundle: projects.is_bundle,
      partner_name: partners.worthy_cause_name,
    })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(inArray(impactLevels.id, levelIds));
}

/** A country's ISO code, or null for an unknown id. */
export async function findCountryCode(db: DbOrTx, countryId: number): Promise<string | null> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return row?.code ?? null;
}
