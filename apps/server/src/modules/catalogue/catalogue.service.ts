import type { ProjectDetail, ProjectSort } from '@goodhive/contract';
import { PROJECT_SORTS } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './catalogue.repository.js';
import { placeholderSvg, presentDetail } from './catalogue.presenter.js';
import { presentProjectCards } from './catalogue-shared.service.js';
import { findViewer, isVisibleTo, type CatalogueViewer } from './visibility.js';

type ListInput = {
  search?: string;
  category: string[];
  country: string[];
  price_min?: number;
  price_max?: number;
  is_bundle?: 'true' | 'false' | '1' | '0';
  sort: ProjectSort;
  limit: number;
  page: number;
};

/** Prices are kept as integer cents, at most 2147483647: a larger bound filters as that one does. */
const LARGEST_CENTS = 2_147_483_647;
const cents = (amount?: number) => (amount === undefined ? undefined : Math.min(Math.round(amount * 100), LARGEST_CENTS));

/** Turns the catalogue query into repository filters (ids or slugs, ids or ISO codes) for this viewer. */
function filterOf(q: ListInput, viewer: CatalogueViewer): repo.CatalogueFilter {
  const isId = (s: string) => /^\d+$/.test(s);
  return {
    search: q.search || undefined,
    categoryIds: q.category.filter(isId).map(Number),
    categorySlugs: q.category.filter((s) => !isId(s)).map((s) => s.toLowerCase()),
    countryIds: q.country.filter(isId).map(Number),
    countryCodes: q.country.filter((s) => !isId(s)).map((s) => s.toUpperCase()),
    priceMinCents: cents(q.price_min),
    priceMaxCents: cents(q.price_max),
    isBundle: q.is_bundle === undefined ? undefined : q.is_bundle === 'true' || q.is_bundle === '1',
    viewer,
  };
}

/** GET /api/projects: live projects that can be given to and that the display conditions show the caller, filtered, sorted and paged. */
export async function listProjects(db: DbOrTx, q: ListInput, auth: AuthContext | null) {
  const { rows, total } = await repo.findProjectCards(db, filterOf(q, await findViewer(db, auth)), q.sort, q.limit, q.page);
  return { data: await presentProjectCards(db, rows, auth?.userId ?? null), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/user/favourite-projects: the caller's favourite projects that are still live. */
export async function listFavouriteProjects(db: DbOrTx, auth: AuthContext, limit: number, page: number) {
  const viewer = await findViewer(db, auth);
  const filter: repo.CatalogueFilter = { categoryIds: [], categorySlugs: [], countryIds: [], countryCodes: [], onlyIds: repo.favouritesOf(auth.userId), viewer };
  const { rows, total } = await repo.findProjectCards(db, filter, 'name', limit, page);
  return { data: await presentProjectCards(db, rows, auth.userId), meta: { total, page, limit } };
}

/**
 * GET /api/projects/{id} and /api/bundles/{id}. Live projects are public unless their display conditions hide
 * them from the caller; admins and the partner who runs a project always see it. The bundle call answers 404
 * for projects that are not bundles.
 */
export async function getProjectDetail(db: DbOrTx, id: number, auth: AuthContext | null, opts: { bundleOnly: boolean }): Promise<ProjectDetail> {
  const row = await repo.findProject(db, id);
  const isInsider = isAdmin(auth) || Boolean(auth && row && auth.userId === row.partner_user_id);
  const visible = row && (isInsider || (row.status === 'live' && (await isVisibleTo(db, id, await findViewer(db, auth)))));
  if (!row || !visible) throw notFound(opts.bundleOnly ? 'Bundle not found.' : 'Project not found.');
  if (opts.bundleOnly && !row.is_bundle) throw notFound('Bundle not found.');
  const [levels, cats, favourites, bundle] = await Promise.all([
    repo.findActiveLevels(db, [id]),
    repo.findProjectCategories(db, [id]),
    auth ? repo.findFavouriteIds(db, auth.userId, [id]) : Promise.resolve(new Set<number>()),
    row.is_bundle ? repo.findBundleItems(db, id) : Promise.resolve([]),
  ]);
  return presentDetail(row, levels, cats, favourites.has(id), bundle);
}

/** Marks or unmarks a favourite. Only live projects the caller may see can become favourites; unmarking is always allowed. */
export async function setFavourite(db: DbOrTx, auth: AuthContext, projectId: number, isFavourite: boolean) {
  const row = await repo.findProject(db, projectId);
  const canMark = row && row.status === 'live' && (await isVisibleTo(db, projectId, await findViewer(db, auth)));
  if (!row || (isFavourite && !canMark)) throw notFound('Project not found.');
  if (isFavourite) await repo.addFavourite(db, auth.userId, projectId);
  else await repo.removeFavourite(db, auth.userId, projectId);
  return { project_id: projectId, is_favourite: isFavourite };
}

/** GET /api/projects/filters: the options of the projects the caller may see. */
export async function getFilterOptions(db: DbOrTx, auth: AuthContext | null) {
  const { categoryRows, countryRows, range } = await repo.findFilterOptions(db, await findViewer(db, auth));
  return {
    categories: categoryRows.map((c) => ({ ...c, count: Number(c.count) })),
    countries: countryRows.map((c) => ({ ...c, count: Number(c.count) })),
    price: { min: (Number(range?.min ?? 0) || 0) / 100, max: (Number(range?.max ?? 0) || 0) / 100 },
    sorts: [...PROJECT_SORTS],
  };
}

/** The placeholder image of an existing project. */
export async function getProjectImage(db: DbOrTx, id: number, variant: 'square' | 'rectangle') {
  const row = await repo.findProject(db, id);
  if (!row) throw notFound('Project not found.');
  return placeholderSvg(row.id, row.title, variant);
}
