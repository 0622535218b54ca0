import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { projectMessages, type projectInputSchema } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { categories, countries, files, impactLevels, projectImages, states } from '../../db/schema/index.js';
import { validationError } from '../../lib/errors.js';
import { fileUrl } from '../files/index.js';
import type { ImageState, LevelState, LocationState, ProjectState } from './project-state.js';

export type ProjectFormInput = z.output<typeof projectInputSchema>;
type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message);

/** Keeps the categories that exist (each once); reports the others under `category_ids`. */
export async function checkCategories(db: DbOrTx, ids: number[], errors: Errors) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const known = new Set((await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique))).map((c) => c.id));
  if (unique.some((id) => !known.has(id))) add(errors, 'category_ids', projectMessages.unknownCategory);
  return unique;
}

/** Checks each country, and that each region lies in its country; repeated places count once. */
async function checkLocations(db: DbOrTx, input: { country_id: number; state_id?: number | null }[], errors: Errors): Promise<LocationState[]> {
  const countryIds = [...new Set(input.map((l) => l.country_id))];
  const stateIds = [...new Set(input.flatMap((l) => (l.state_id ? [l.state_id] : [])))];
  const [knownCountries, knownStates] = await Promise.all([
    countryIds.length ? db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds)) : [],
    stateIds.length ? db.select({ id: states.id, country_id: states.country_id }).from(states).where(inArray(states.id, stateIds)) : [],
  ]);
  const countrySet = new Set(knownCountries.map((c) => c.id));
  const stateCountry = new Map(knownStates.map((s) => [s.id, s.country_id]));
  const out: LocationState[] = [];
  input.forEach((l, i) => {
    const stateId = l.state_id ?? null;
    if (!countrySet.has(l.country_id)) return add(errors, `locations.${i}.country_id`, projectMessages.unknownCountry);
    if (stateId !== null && stateCountry.get(stateId) !== l.country_id) return add(errors, `locations.${i}.state_id`, projectMessages.unknownRegion);
    if (!out.some((o) => o.country_id === l.country_id && o.state_id === stateId)) out.push({ country_id: l.country_id, state_id: stateId });
  });
  return out;
}

const FILE_URL = /^\/api\/files\/(\d+)(?:\/[^/?#]*)?$/;

/**
 * Images are the project's own, or project images uploaded (POST /api/files, purpose project-image) by one
 * of `ownerIds`. Anything else (another user's file, a document, an outside address) is refused.
 */
export async function checkImages(db: DbOrTx, urls: string[], projectId: number | null, ownerIds: number[], errors: Errors): Promise<ImageState[]> {
  const existing = projectId ? await db.select({ url: projectImages.url, file_id: projectImages.file_id }).from(projectImages).where(eq(projectImages.project_id, projectId)) : [];
  const fileIds = [...new Set(urls.flatMap((u) => (FILE_URL.exec(u) ? [Number(FILE_URL.exec(u)![1])] : [])))].filter((id) => id <= 2_147_483_647);
  const uploaded = fileIds.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.id, fileIds), eq(files.purpose, 'project-image'), inArray(files.owner_user_id, ownerIds)))
    : [];
  const out: ImageState[] = [];
  urls.forEach((url, i) => {
    const own = existing.find((e) => e.url === url);
    const file = uploaded.find((f) => f.id === Number(FILE_URL.exec(url)?.[1]));
    const image = own ?? (file ? { url: fileUrl(file), file_id: file.id } : null);
    if (!image) return add(errors, `images.${i}`, projectMessages.unknownImage);
    if (!out.some((o) => o.url === image.url)) out.push(image);
  });
  return out;
}

/** Levels with an id must be this project's (each once); the others are new. Prices become cents. */
async function checkLevels(db: DbOrTx, input: ProjectFormInput['impact_levels'], projectId: number | null, errors: Errors): Promise<LevelState[]> {
  const own = projectId ? new Set((await db.select({ id: impactLevels.id }).from(impactLevels).where(eq(impactLevels.project_id, projectId))).map((l) => l.id)) : new Set<number>();
  const seen = new Set<number>();
  return input.map((l, i) => {
    if (l.id !== undefined) {
      if (!own.has(l.id)) add(errors, `impact_levels.${i}.id`, projectMessages.unknownLevel);
      else if (seen.has(l.id)) add(errors, `impact_levels.${i}.id`, projectMessages.duplicateLevel);
      seen.add(l.id);
    }
    return { id: l.id ?? null, price_cents: Math.round(l.price * 100), impact_unit: l.impact_unit, beneficiaries_per_unit: l.beneficiaries_per_unit };
  });
}

/**
 * Checks what a project form refers to (categories, countries and regions, images, impact levels) and
 * returns the canonical state, or throws one 422 naming every bad field.
 */
export async function resolveProjectInput(db: DbOrTx, input: ProjectFormInput, opts: { projectId: number | null; imageOwnerIds: number[] }): Promise<ProjectState> {
  const errors: Errors = {};
  const [categoryIds, locations, images, levels] = await Promise.all([
    checkCategories(db, input.category_ids, errors),
    checkLocations(db, input.locations, errors),
    checkImages(db, input.images, opts.projectId, opts.imageOwnerIds, errors),
    checkLevels(db, input.impact_levels, opts.projectId, errors),
  ]);
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    story: input.story,
    location: input.location,
    category_ids: categoryIds,
    locations,
    images,
    impact_levels: levels,
  };
}
