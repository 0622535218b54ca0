import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bundleItems, impactLevels } from '../../db/schema/index.js';

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
