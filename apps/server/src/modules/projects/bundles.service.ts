import type { z } from 'zod';
import { formatAmount, PROJECT_STATUS_LABELS, projectMessages, type bundleInputSchema, type PartnerProject, type ProjectStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { findPartner } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findBundleItems, findProjectCategories } from '../catalogue/index.js';
import { pauseLiveBundlesHolding, replaceBundleItems, setBundleLevel, type BundleItemState } from './bundles.repository.js';
import { insertChange } from './changelog.repository.js';
import { statusValues } from './changelog.service.js';
import { actorOf, loadPartnerProject, type ProjectDeps } from './project-access.js';
import { checkCategories, checkImages } from './project-form.js';
import { findBundleParts } from './project-lists.repository.js';
import { findImages, findLevelsWithUse, findLocations, findNames, findProjectWithPartner, lockProject, type ProjectRow } from './project-reads.repository.js';
import { changedFields, pick } from './project-state.js';
import { applyState, insertProject, updateProject } from './project-writes.repository.js';

type BundleInput = z.output<typeof bundleInputSchema>;
type Part = { item: BundleItemState; impact_unit: string; project_title: string; price_cents: number; beneficiaries_per_unit: number };
type Result = { message: string; project: PartnerProject };

/** Every part must be an active level of a live, non-bundle project of the partner, each once. */
async function resolveParts(db: DbOrTx, partnerId: number, items: BundleInput['items'], errors: Record<string, string[]>): Promise<Part[]> {
  const givable = await findBundleParts(db, partnerId, items.map((i) => i.impact_level_id));
  const seen = new Set<number>();
  const parts: Part[] = [];
  items.forEach((item, i) => {
    const found = givable.find((g) => g.level.id === item.impact_level_id);
    if (!found) return ((errors[`items.${i}.impact_level_id`] ??= []).push(projectMessages.bundleLevelNotGivable), undefined);
    if (seen.has(item.impact_level_id)) return ((errors[`items.${i}.impact_level_id`] ??= []).push(projectMessages.duplicateBundlePart), undefined);
    seen.add(item.impact_level_id);
    const { level, project_title } = found;
    parts.push({ item: { impact_level_id: level.id, project_id: level.project_id, quantity: item.quantity }, impact_unit: level.impact_unit, project_title, price_cents: level.price_cents, beneficiaries_per_unit: level.beneficiaries_per_unit });
  });
  return parts;
}

/** The bundle in words, for the change log. */
async function describeBundle(db: DbOrTx, b: { title: string; summary: string | null; description: string | null; impact_unit: string; category_ids: number[]; images: string[]; parts: Omit<Part, 'beneficiaries_per_unit'>[]; status: string }) {
  const names = await findNames(db, { categories: b.category_ids, countries: [], states: [] });
  const price = b.parts.reduce((n, p) => n + p.item.quantity * p.price_cents, 0);
  return {
    title: b.title,
    summary: b.summary,
    description: b.description,
    impact_unit: b.impact_unit,
    categories: b.category_ids.map((id) => names.categories.get(id) ?? `#${id}`).sort((x, y) => x.localeCompare(y)),
    images: b.images,
    items: b.parts.map((p) => `${p.item.quantity.toLocaleString('en-US')} × ${p.impact_unit} (${p.project_title})`),
    price: `US $${formatAmount(price / 100)}`,
    status: PROJECT_STATUS_LABELS[b.status as ProjectStatus] ?? b.status,
  };
}

/** Checks a bundle form against the partner: parts, categories and images (the caller's or the partner's uploads). */
async function resolveBundle(db: DbOrTx, auth: AuthContext, input: BundleInput, bundleId: number | null) {
  const partner = await findPartner(db, 'partner', input.partner_id);
  if (!partner) throw validationError({ partner_id: [projectMessages.unknownPartner] });
  const errors: Record<string, string[]> = {};
  // One after another: on a transaction's single connection, reads cannot overlap.
  const parts = await resolveParts(db, partner.id, input.items, errors);
  const categoryIds = await checkCategories(db, input.category_ids, errors);
  const images = await checkImages(db, input.images, bundleId, [auth.userId, partner.user_id], errors);
  if (Object.keys(errors).length) throw validationError(errors);
  // The bundle works where its parts do, in the parts' order (findLocations keeps each project's own order).
  const locationRows = await findLocations(db, [...new Set(parts.map((p) => p.item.project_id))]);
  const locations = parts
    .flatMap((p) => locationRows.filter((l) => l.project_id === p.item.project_id))
    .map((l) => ({ country_id: l.country.id, state_id: l.state_id }))
    .filter((l, i, all) => all.findIndex((o) => o.country_id === l.country_id && o.state_id === l.state_id) === i);
  const level = {
    price_cents: parts.reduce((n, p) => n + p.item.quantity * p.price_cents, 0),
    impact_unit: input.impact_unit,
    beneficiaries_per_unit: parts.reduce((n, p) => n + p.item.quantity * p.beneficiaries_per_unit, 0),
  };
  const state = { title: input.title, summary: input.summary, description: input.description, story: null, location: null, category_ids: categoryIds, locations, images, impact_levels: [] };
  return { partner, parts, level, state };
}

/** The dates a bundle gets when its status moves. */
function stampsFor(project: Pick<ProjectRow, 'status' | 'approved_at'> | null, status: string, actorId: number) {
  if (project?.status === status) return {};
  if (status === 'live' && !project?.approved_at) return { approved_at: new Date(), approved_by: actorId };
  if (status === 'closed') return { closed_at: new Date() };
  return {};
}

/** POST /admin/bundles: a bundle project of a partner, priced at the sum of its parts. */
export async function createBundle(deps: ProjectDeps, auth: AuthContext, input: BundleInput): Promise<Result> {
  const { partner, parts, level, state } = await resolveBundle(deps.db, auth, input, null);
  const id = await deps.db.transaction(async (tx) => {
    const project = await insertProject(tx, { partner_id: partner.id, title: input.title, status: input.status, is_bundle: true, ...stampsFor(null, input.status, auth.userId), created_by: auth.userId, updated_by: auth.userId });
    await applyState(tx, project.id, state, ['summary', 'description', 'categories', 'locations', 'images'], auth.userId);
    await setBundleLevel(tx, project.id, level, auth.userId);
    await replaceBundleItems(tx, project.id, parts.map((p) => p.item));
    const after = await describeBundle(tx, { ...input, category_ids: state.category_ids, images: state.images.map((i) => i.url), parts });
    await insertChange(tx, { project_id: project.id, partner_id: partner.id, ...actorOf(auth), action: 'created', after });
    return project.id;
  });
  return { message: projectMessages.bundleSaved, project: await loadPartnerProject(deps.db, auth, id) };
}

/** GET /admin/bundles/{id}: a bundle with its parts (404 for a project that is not a bundle). */
export async function getBundle(db: DbOrTx, auth: AuthContext, id: number): Promise<PartnerProject> {
  const found = await findProjectWithPartner(db, id);
  if (!found) throw notFound(projectMessages.notFound);
  if (!found.project.is_bundle) throw notFound(projectMessages.bundleOnly);
  return loadPartnerProject(db, auth, id);
}

/** PUT /admin/bundles/{id}: new details, parts and status; the price follows the parts. Logged field by field. */
export async function updateBundle(deps: ProjectDeps, auth: AuthContext, id: number, input: BundleInput): Promise<Result> {
  const existing = await getBundle(deps.db, auth, id);
  if (existing.partner.id !== input.partner_id) throw validationError({ partner_id: [projectMessages.bundlePartnerFixed] });
  const { parts, level, state } = await resolveBundle(deps.db, auth, input, id);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    if (project.status === 'closed') throw conflict(projectMessages.closedIsFinal);
    // One after another: on a transaction's single connection, reads cannot overlap.
    const oldItems = await findBundleItems(tx, id);
    const oldCats = await findProjectCategories(tx, [id]);
    const oldImages = await findImages(tx, [id]);
    const oldLevels = await findLevelsWithUse(tx, id);
    const before = await describeBundle(tx, {
      ...project,
      impact_unit: oldLevels.find((l) => l.level.is_active)?.level.impact_unit ?? '',
      category_ids: oldCats.map((c) => c.id),
      images: oldImages.map((i) => i.url),
      parts: oldItems.map((b) => ({ item: { impact_level_id: b.level.id, project_id: b.project.id, quantity: b.item.quantity }, impact_unit: b.level.impact_unit, project_title: b.project.title, price_cents: b.level.price_cents })),
    });
    const after = await describeBundle(tx, { ...input, category_ids: state.category_ids, images: state.images.map((i) => i.url), parts });
    const changed = [...changedFields(before, after), ...(['impact_unit', 'items', 'price', 'status'] as const).filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))];
    if (!changed.length) return;
    await updateProject(tx, id, { title: input.title, status: input.status, ...stampsFor(project, input.status, auth.userId) }, auth.userId);
    await applyState(tx, id, state, ['summary', 'description', 'categories', 'locations', 'images'], auth.userId);
    await setBundleLevel(tx, id, level, auth.userId);
    await replaceBundleItems(tx, id, parts.map((p) => p.item));
    await insertChange(tx, { project_id: id, partner_id: project.partner_id, ...actorOf(auth), action: 'updated', before: pick(before, changed), after: pick(after, changed) });
  });
  return { message: projectMessages.bundleSaved, project: await loadPartnerProject(deps.db, auth, id) };
}

/**
 * A project was paused or closed: every live bundle holding one of its impact levels is paused in the same
 * transaction, each with a change-log entry by the same actor saying why. Resuming the part leaves them paused:
 * staff decide when a bundle is given again.
 */
export async function pauseBundlesOfPart(tx: DbOrTx, auth: AuthContext, part: Pick<ProjectRow, 'id' | 'title'>, partStatus: 'paused' | 'closed') {
  for (const bundle of await pauseLiveBundlesHolding(tx, part.id, auth.userId)) {
    const note = projectMessages.bundlePausedWithPart(part.title, partStatus);
    await insertChange(tx, { project_id: bundle.id, partner_id: bundle.partner_id, ...actorOf(auth), action: 'paused', ...statusValues('live', 'paused'), note });
  }
}
