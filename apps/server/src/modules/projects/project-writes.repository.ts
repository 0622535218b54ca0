import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { impactLevels, projectCategories, projectDisplayCountries, projectImages, projectLocations, projects } from '../../db/schema/index.js';
import { findUsedLevelIds } from './project-reads.repository.js';
import type { LevelState, ProjectState } from './project-state.js';

type ProjectPatch = Partial<typeof projects.$inferInsert>;

/** Inserts a project row and answers it. */
export async function insertProject(tx: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await tx.insert(projects).values(values).returning();
  return row;
}

/** Changes columns of a project, stamping who changed it and when. */
export async function updateProject(tx: DbOrTx, id: number, patch: ProjectPatch, actorId: number) {
  const [row] = await tx
    .update(projects)
    .set({ ...patch, updated_at: new Date(), updated_by: actorId })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

/**
 * Sets a project's impact levels to `levels`: levels with an id are updated (and made active again), new
 * ones inserted, and levels left out are deleted when nothing refers to them, else only deactivated, so
 * contributions, carts and bundles keep their level.
 */
export async function replaceLevels(tx: DbOrTx, projectId: number, levels: LevelState[], actorId: number) {
  const keep: number[] = [];
  for (const l of levels) {
    const values = { price_cents: l.price_cents, impact_unit: l.impact_unit, beneficiaries_per_unit: l.beneficiaries_per_unit, is_active: true };
    if (l.id !== null) {
      const [updated] = await tx
        .update(impactLevels)
        .set({ ...values, updated_at: new Date(), updated_by: actorId })
        .where(and(eq(impactLevels.id, l.id), eq(impactLevels.project_id, projectId)))
        .returning({ id: impactLevels.id });
      if (updated) {
        keep.push(updated.id);
        continue;
      }
    }
    const [inserted] = await tx
      .insert(impactLevels)
      .values({ ...values, project_id: projectId, currency: 'USD', created_by: actorId, updated_by: actorId })
      .returning({ id: impactLevels.id });
    keep.push(inserted.id);
  }
  const leftOut = await tx
    .select({ id: impactLevels.id })
    .from(impactLevels)
    .where(and(eq(impactLevels.project_id, projectId), keep.length ? notInArray(impactLevels.id, keep) : undefined));
  const used = await findUsedLevelIds(tx, leftOut.map((l) => l.id));
  const unused = leftOut.filter((l) => !used.has(l.id)).map((l) => l.id);
  if (unused.length) await tx.delete(impactLevels).where(inArray(impactLevels.id, unused));
  if (used.size) {
    await tx
      .update(impactLevels)
      .set({ is_active: false, updated_at: new Date(), updated_by: actorId })
      .where(inArray(impactLevels.id, [...used]));
  }
}

/** Writes the named fields of a state; the first place and image also fill the project's own columns (the catalogue reads them). */
export async function applyState(tx: DbOrTx, projectId: number, state: ProjectState, fields: readonly string[], actorId: number) {
  const patch: ProjectPatch = {};
  for (const f of ['title', 'summary', 'description', 'story', 'location'] as const) if (fields.includes(f)) (patch as Record<string, unknown>)[f] = state[f];
  if (fields.includes('categories')) {
    await tx.delete(projectCategories).where(eq(projectCategories.project_id, projectId));
    if (state.category_ids.length) await tx.insert(projectCategories).values(state.category_ids.map((category_id) => ({ project_id: projectId, category_id })));
  }
  if (fields.includes('locations')) {
    await tx.delete(projectLocations).where(eq(projectLocations.project_id, projectId));
    if (state.locations.length) await tx.insert(projectLocations).values(state.locations.map((l, i) => ({ project_id: projectId, country_id: l.country_id, state_id: l.state_id, sort_order: i })));
    patch.country_id = state.locations[0]?.country_id ?? null;
    patch.state_id = state.locations[0]?.state_id ?? null;
  }
  if (fields.includes('images')) {
    await tx.delete(projectImages).where(eq(projectImages.project_id, projectId));
    if (state.images.length) await tx.insert(projectImages).values(state.images.map((img, i) => ({ project_id: projectId, url: img.url, file_id: img.file_id, sort_order: i })));
    patch.image_square = state.images[0]?.url ?? null;
    patch.image_rectangle = state.images[0]?.url ?? null;
  }
  if (fields.includes('impact_levels')) await replaceLevels(tx, projectId, state.impact_levels, actorId);
  await updateProject(tx, projectId, patch, actorId);
}

/** Deletes a project; its levels, places, images, categories, favourites and log go with it (cascades). */
export async function deleteProjectRow(tx: DbOrTx, id: number) {
  await tx.delete(projects).where(eq(projects.id, id));
}

/** Removes every country a project is shown in. */
export async function deleteDisplayCountries(tx: DbOrTx, projectId: number) {
  await tx.delete(projectDisplayCountries).where(eq(projectDisplayCountries.project_id, projectId));
}

/** Shows a project in these countries (besides those it is shown in already). */
export async function insertDisplayCountries(tx: DbOrTx, projectId: number, countryIds: number[]) {
  await tx.insert(projectDisplayCountries).values(countryIds.map((country_id) => ({ project_id: projectId, country_id })));
}
