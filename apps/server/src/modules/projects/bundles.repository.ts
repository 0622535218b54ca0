import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bundleItems, impactLevels, projects } from '../../db/schema/index.js';

export type BundleItemState = { impact_level_id: number; project_id: number; quantity: number };

/** Replaces a bundle's parts, in the given order. */
export async function replaceBundleItems(tx: DbOrTx, bundleId: number, items: BundleItemState[]) {
  await tx.delete(bundleItems).where(eq(bundleItems.bundle_project_id, bundleId));
  if (items.length) await tx.insert(bundleItems).values(items.map((item, i) => ({ bundle_project_id: bundleId, ...item, sort_order: i })));
}

/**
 * Keeps exactly one active impact level on a bundle, priced at the sum of its parts: the existing one is
 * updated (contributions to the bundle stay linked), any other is deactivated.
 */
export async function setBundleLevel(tx: DbOrTx, bundleId: number, level: { price_cents: number; impact_unit: string; beneficiaries_per_unit: number }, actorId: number) {
  const [current] = await tx
    .select({ id: impactLevels.id })
    .from(impactLevels)
    .where(eq(impactLevels.project_id, bundleId))
    .orderBy(desc(impactLevels.is_active), asc(impactLevels.id))
    .limit(1);
  const values = { ...level, currency: 'USD', is_active: true, updated_at: new Date(), updated_by: actorId };
  let id: number;
  if (current) {
    await tx.update(impactLevels).set(values).where(eq(impactLevels.id, current.id));
    id = current.id;
  } else {
    [{ id }] = await tx
      .insert(impactLevels)
      .values({ ...values, project_id: bundleId, created_by: actorId })
      .returning({ id: impactLevels.id });
  }
  await tx
    .update(impactLevels)
    .set({ is_active: false, updated_at: new Date(), updated_by: actorId })
    .where(and(eq(impactLevels.project_id, bundleId), ne(impactLevels.id, id)));
}

/**
 * Pauses every live bundle that holds one of the project's impact levels, stamping who did it; answers the
 * bundles it paused (a bundle paused already, or paused by someone else at the same time, is not among them).
 */
export function pauseLiveBundlesHolding(tx: DbOrTx, projectId: number, actorId: number) {
  const holding = sql`${projects.id} in (select bi.bundle_project_id from bundle_items bi join impact_levels il on il.id = bi.impact_level_id where il.project_id = ${projectId})`;
  return tx
    .update(projects)
    .set({ status: 'paused', updated_at: new Date(), updated_by: actorId })
    .where(and(eq(projects.is_bundle, true), eq(projects.status, 'live'), holding))
    .returning({ id: projects.id, partner_id: projects.partner_id });
}
