import { formatAmount, projectMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { validationError } from '../../lib/errors.js';
import { findProjectCategories } from '../catalogue/index.js';
import { findImages, findLevelsWithUse, findLocations, findNames, type ProjectRow } from './project-reads.repository.js';

/** An impact level as the form holds it; `id` null for a new level. */
export type LevelState = { id: number | null; price_cents: number; impact_unit: string; beneficiaries_per_unit: number };
export type LocationState = { country_id: number; state_id: number | null };
export type ImageState = { url: string; file_id: number | null };

/**
 * The editable content of a project in canonical form (ids, cents): what a save proposes and what the
 * database holds. A change request keeps one of these to apply on approval.
 */
export type ProjectState = {
  title: string;
  summary: string | null;
  description: string | null;
  story: string | null;
  location: string | null;
  category_ids: number[];
  locations: LocationState[];
  images: ImageState[];
  impact_levels: LevelState[];
};

/** The fields of the change log, each compared and applied as a whole (lists included). */
export const EDITABLE_FIELDS = ['title', 'summary', 'description', 'story', 'location', 'categories', 'locations', 'images', 'impact_levels'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

const byPrice = (a: LevelState, b: LevelState) => a.price_cents - b.price_cents || (a.id ?? Infinity) - (b.id ?? Infinity) || a.impact_unit.localeCompare(b.impact_unit);

/** The project as it is now: its text, categories, places, images and active impact levels. */
export async function loadProjectState(db: DbOrTx, project: ProjectRow): Promise<ProjectState> {
  const [cats, locations, images, levels] = await Promise.all([
    findProjectCategories(db, [project.id]),
    findLocations(db, [project.id]),
    findImages(db, [project.id]),
    findLevelsWithUse(db, project.id),
  ]);
  return {
    title: project.title,
    summary: project.summary,
    description: project.description,
    story: project.story,
    location: project.location,
    category_ids: cats.map((c) => c.id),
    locations: locations.map((l) => ({ country_id: l.country.id, state_id: l.state_id })),
    images: images.map((i) => ({ url: i.url, file_id: i.file_id })),
    impact_levels: levels
      .filter((l) => l.level.is_active)
      .map(({ level }) => ({ id: level.id, price_cents: level.price_cents, impact_unit: level.impact_unit, beneficiaries_per_unit: level.beneficiaries_per_unit }))
      .sort(byPrice),
  };
}

/** An impact level in words, e.g. "tree planted: US $1.00, 1 beneficiary per unit". */
export const describeLevel = (l: Pick<LevelState, 'price_cents' | 'impact_unit' | 'beneficiaries_per_unit'>) =>
  `${l.impact_unit}: US $${formatAmount(l.price_cents / 100)}, ${l.beneficiaries_per_unit.toLocaleString('en-US')} ${l.beneficiaries_per_unit === 1 ? 'beneficiary' : 'beneficiaries'} per unit`;

/** The state field by field in readable form (names instead of ids, amounts in dollars): the change log's values. */
export async function describeState(db: DbOrTx, state: ProjectState): Promise<Record<EditableField, unknown>> {
  const names = await findNames(db, {
    categories: state.category_ids,
    countries: state.locations.map((l) => l.country_id),
    states: state.locations.flatMap((l) => (l.state_id ? [l.state_id] : [])),
  });
  return {
    title: state.title,
    summary: state.summary,
    description: state.description,
    story: state.story,
    location: state.location,
    categories: state.category_ids.map((id) => names.categories.get(id) ?? `#${id}`).sort((a, b) => a.localeCompare(b)),
    locations: state.locations.map((l) => {
      const country = names.countries.get(l.country_id) ?? `#${l.country_id}`;
      return l.state_id ? `${names.states.get(l.state_id)?.name ?? `#${l.state_id}`}, ${country}` : country;
    }),
    images: state.images.map((i) => i.url),
    impact_levels: [...state.impact_levels].sort(byPrice).map(describeLevel),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose readable values differ. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): EditableField[] {
  return EDITABLE_FIELDS.filter((f) => !same(before[f], after[f]));
}

/** The fields that hold a value (a new project's 'created' entry leaves the empty ones out). */
export const onlyFilled = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));

/** Only the named fields of a record. */
export const pick = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, values[f] ?? null]));

/** `base` with the named fields taken from `from`. */
export function overlay(base: ProjectState, from: ProjectState, fields: readonly string[]): ProjectState {
  const next = { ...base };
  for (const f of fields) {
    if (f === 'categories') next.category_ids = from.category_ids;
    else if (f in from) (next as Record<string, unknown>)[f] = from[f as keyof ProjectState];
  }
  return next;
}

/** Refuses a project that is not complete enough to be reviewed or shown (422 with the missing fields). */
export function assertComplete(state: ProjectState) {
  const errors: Record<string, string[]> = {};
  if (!state.description) errors.description = [projectMessages.descriptionRequired];
  if (!state.category_ids.length) errors.category_ids = [projectMessages.categoryRequired];
  if (!state.locations.length) errors.locations = [projectMessages.locationRequired];
  if (!state.impact_levels.length) errors.impact_levels = [projectMessages.levelRequired];
  if (Object.keys(errors).length) throw validationError(errors, projectMessages.incompleteForReview);
}
