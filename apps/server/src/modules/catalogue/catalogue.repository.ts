import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing, pageOf, sqlList } from '../../db/lists.js';
import {
  bundleItems,
  categories,
  countries,
  favouriteProjects,
  impactLevels,
  partners,
  projectCategories,
  projectLocations,
  projects,
  states,
} from '../../db/schema/index.js';
import type { ProjectSort } from '@goodhive/contract';
import { priceFromCents } from './project-price.js';
import { countProjects } from './project-count.js';
import { visibleTo, type CatalogueViewer } from './visibility.js';

/** Beneficiaries reached by paid contributions to a project: the "popular" order. */
const paidBeneficiaries = sql<number>`(select coalesce(sum(c.beneficiaries), 0) from contributions c where c.project_id = ${projects.id} and c.payment_received = 1 and c.contribution_date is not null)`;

/** Conditions a project must meet to be shown to givers: live, with something to give. */
export const isGivable = and(eq(projects.status, 'live'), sql`${priceFromCents} is not null`)!;

export type CatalogueFilter = {
  search?: string;
  categoryIds: number[];
  categorySlugs: string[];
  countryIds: number[];
  countryCodes: string[];
  priceMinCents?: number;
  priceMaxCents?: number;
  isBundle?: boolean;
  onlyIds?: SQL;
  /** Who looks: projects the display conditions hide from this viewer are left out (null: a visitor). */
  viewer: CatalogueViewer;
};

function whereOf(f: CatalogueFilter): SQL {
  const conditions: SQL[] = [isGivable, visibleTo(f.viewer)];
  if (f.search) {
    const like = containing(f.search);
    conditions.push(
      sql`(${projects.title} ilike ${like} or ${projects.summary} ilike ${like} or ${partners.worthy_cause_name} ilike ${like}
        or exists (select 1 from impact_levels il where il.project_id = ${projects.id} and il.is_active and il.impact_unit ilike ${like}))`,
    );
  }
  if (f.categoryIds.length || f.categorySlugs.length) {
    const ids = f.categoryIds.length ? sql`c.id in (${sqlList(f.categoryIds)})` : sql`false`;
    const slugs = f.categorySlugs.length ? sql`c.slug in (${sqlList(f.categorySlugs)})` : sql`false`;
    conditions.push(
      sql`exists (select 1 from project_categories pc join categories c on c.id = pc.category_id where pc.project_id = ${projects.id} and (${ids} or ${slugs}))`,
    );
  }
  if (f.countryIds.length || f.countryCodes.length) {
    // Any of the project's places counts, not only the first (project_locations_country_idx finds them).
    const wanted: SQL[] = [];
    if (f.countryIds.length) wanted.push(sql`pl.country_id in (${sqlList(f.countryIds)})`);
    if (f.countryCodes.length) wanted.push(sql`pl.country_id in (select c.id from countries c where c.code in (${sqlList(f.countryCodes)}))`);
    conditions.push(sql`${projects.id} in (select pl.project_id from project_locations pl where ${sql.join(wanted, sql` or `)})`);
  }
  if (f.priceMinCents !== undefined) conditions.push(sql`${priceFromCents} >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined) conditions.push(sql`${priceFromCents} <= ${f.priceMaxCents}`);
  if (f.isBundle !== undefined) conditions.push(eq(projects.is_bundle, f.isBundle));
  if (f.onlyIds) conditions.push(f.onlyIds);
  return and(...conditions)!;
}

const orderOf = (sort: ProjectSort): SQL[] => {
  switch (sort) {
    case 'newest':
      return [desc(projects.created_at), desc(projects.id)];
    case 'price_asc':
      return [sql`${priceFromCents} asc`, asc(projects.id)];
    case 'price_desc':
      return [sql`${priceFromCents} desc`, asc(projects.id)];
    case 'name':
      return [asc(projects.title), asc(projects.id)];
    case 'popular':
      return [sql`${paidBeneficiaries} desc`, asc(projects.id)];
    default:
      return [asc(projects.id)];
  }
};

const cardColumns = {
  id: projects.id,
  title: projects.title,
  summary: projects.summary,
  is_bundle: projects.is_bundle,
  image_square: projects.image_square,
  image_rectangle: projects.image_rectangle,
  partner_id: partners.id,
  worthy_cause_name: partners.worthy_cause_name,
  country_id: countries.id,
  country_name: countries.name,
  country_code: countries.code,
  price_from_cents: priceFromCents,
};

/** One page of givable projects and the number of all that match. */
export async function findProjectCards(db: DbOrTx, f: CatalogueFilter, sort: ProjectSort, limit: number, page: number) {
  const where = whereOf(f);
  const base = db
    .select(cardColumns)
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .leftJoin(countries, eq(countries.id, projects.country_id))
    .where(where)
    .orderBy(...orderOf(sort));
  const rows = await pageOf(base.$dynamic(), limit, page);
  return { rows, total: await countProjects(db, where) };
}
export type ProjectCardRow = Awaited<ReturnType<typeof findProjectCards>>['rows'][number];

/** A project with partner, country and state, whatever its status. */
export async function findProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      status: projects.status,
      description: projects.description,
      story: projects.story,
      location: projects.location,
      partner_user_id: partners.user_id,
      org_aboutus: partners.org_aboutus,
      org_image: partners.org_image,
      state_id: states.id,
      state_name: states.name,
    })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .leftJoin(countries, eq(countries.id, projects.country_id))
    .leftJoin(states, eq(states.id, projects.state_id))
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
}

/** Active USD impact levels of the projects, cheapest first. */
export function findActiveLevels(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(impactLevels)
    .where(and(inArray(impactLevels.project_id, projectIds), eq(impactLevels.is_active, true), eq(impactLevels.currency, 'USD')))
    .orderBy(asc(impactLevels.price_cents), asc(impactLevels.id));
}

/** Categories of the projects. */
export function findProjectCategories(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({ project_id: projectCategories.project_id, id: categories.id, name: categories.name, slug: categories.slug })
    .from(projectCategories)
    .innerJoin(categories, eq(categories.id, projectCategories.category_id))
    .where(inArray(projectCategories.project_id, projectIds))
    .orderBy(asc(categories.name));
}

/** Which of the projects the user marked as favourite. */
export async function findFavouriteIds(db: DbOrTx, userId: number, projectIds: number[]): Promise<Set<number>> {
  if (!projectIds.length) return new Set();
  const rows = await db
    .select({ project_id: favouriteProjects.project_id })
    .from(favouriteProjects)
    .where(and(eq(favouriteProjects.user_id, userId), inArray(favouriteProjects.project_id, projectIds)));
  return new Set(rows.map((r) => r.project_id));
}

/** Only the user's favourite projects (a catalogue filter). */
export const favouritesOf = (userId: number) =>
  sql`exists (select 1 from favourite_projects f where f.project_id = ${projects.id} and f.user_id = ${userId})`;

/** The components of a bundle project, in display order. */
export function findBundleItems(db: DbOrTx, bundleProjectId: number) {
  return db
    .select({ item: bundleItems, level: impactLevels, project: { id: projects.id, title: projects.title, image_square: projects.image_square } })
    .from(bundleItems)
    .innerJoin(impactLevels, eq(impactLevels.id, bundleItems.impact_level_id))
    .innerJoin(projects, eq(projects.id, bundleItems.project_id))
    .where(eq(bundleItems.bundle_project_id, bundleProjectId))
    .orderBy(asc(bundleItems.sort_order), asc(bundleItems.impact_level_id));
}

export async function addFavourite(db: DbOrTx, userId: number, projectId: number) {
  await db.insert(favouriteProjects).values({ user_id: userId, project_id: projectId }).onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, userId: number, projectId: number) {
  await db.delete(favouriteProjects).where(and(eq(favouriteProjects.user_id, userId), eq(favouriteProjects.project_id, projectId)));
}

/** Filter options: categories and countries of the projects the viewer can give to, with counts, and the price range. */
export async function findFilterOptions(db: DbOrTx, viewer: CatalogueViewer) {
  const shown = and(isGivable, visibleTo(viewer));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, count: sql<number>`count(distinct ${projects.id})::int` })
    .from(categories)
    .innerJoin(projectCategories, eq(projectCategories.category_id, categories.id))
    .innerJoin(projects, eq(projects.id, projectCategories.project_id))
    .where(shown)
    .groupBy(categories.id, categories.name, categories.slug)
    .orderBy(asc(categories.name));
  // A project counts once in every country it works in (any of its places).
  const countryRows = await db
    .select({ id: countries.id, name: countries.name, code: countries.code, count: sql<number>`count(distinct ${projects.id})::int` })
    .from(projects)
    .innerJoin(projectLocations, eq(projectLocations.project_id, projects.id))
    .innerJoin(countries, eq(countries.id, projectLocations.country_id))
    .where(shown)
    .groupBy(countries.id, countries.name, countries.code)
    .orderBy(asc(countries.name));
  const [range] = await db
    .select({ min: sql<number | null>`min(${priceFromCents})`, max: sql<number | null>`max(${priceFromCents})` })
    .from(projects)
    .where(shown);
  return { categoryRows, countryRows, range };
}
