import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sqlList } from '../../db/lists.js';
import {
  categories,
  contributions,
  countries,
  impactLevels,
  partners,
  projectDisplayCountries,
  projectImages,
  projectLocations,
  projects,
  states,
} from '../../db/schema/index.js';

/** A project with the partner it belongs to, or null. */
export async function findProjectWithPartner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ project: projects, partner: { id: partners.id, user_id: partners.user_id, worthy_cause_name: partners.worthy_cause_name } })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
}
export type ProjectWithPartner = NonNullable<Awaited<ReturnType<typeof findProjectWithPartner>>>;
export type ProjectRow = ProjectWithPartner['project'];

/** Locks a project's row until the transaction ends, so saves and reviews of one project take turns; answers its current row. */
export async function lockProject(tx: DbOrTx, id: number): Promise<ProjectRow | null> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row ?? null;
}

/** Where the projects work, in their order, with country and region names. */
export function findLocations(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({
      project_id: projectLocations.project_id,
      country: { id: countries.id, name: countries.name, code: countries.code },
      state_id: states.id,
      state_name: states.name,
    })
    .from(projectLocations)
    .innerJoin(countries, eq(countries.id, projectLocations.country_id))
    .leftJoin(states, eq(states.id, projectLocations.state_id))
    .where(inArray(projectLocations.project_id, projectIds))
    .orderBy(asc(projectLocations.project_id), asc(projectLocations.sort_order), asc(projectLocations.id));
}
export type LocationRow = Awaited<ReturnType<typeof findLocations>>[number];

/** The projects' images in display order (the first is the cover). */
export function findImages(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({ id: projectImages.id, project_id: projectImages.project_id, url: projectImages.url, file_id: projectImages.file_id })
    .from(projectImages)
    .where(inArray(projectImages.project_id, projectIds))
    .orderBy(asc(projectImages.project_id), asc(projectImages.sort_order), asc(projectImages.id));
}

/** Every impact level of a project, active ones first, with the number of paid contributions made to each. */
export function findLevelsWithUse(db: DbOrTx, projectId: number) {
  return db
    .select({
      level: impactLevels,
      // Written out: drizzle leaves a column unqualified in the select list of a one-table query, and here it must name the outer row.
      contributions: sql<number>`(select count(*)::int from contributions c where c.impact_level_id = "impact_levels"."id" and c.payment_received = 1 and c.contribution_date is not null)`,
    })
    .from(impactLevels)
    .where(eq(impactLevels.project_id, projectId))
    .orderBy(desc(impactLevels.is_active), asc(impactLevels.price_cents), asc(impactLevels.id));
}

/** The countries a project is restricted to (display conditions), by name. */
export function findDisplayCountries(db: DbOrTx, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({ project_id: projectDisplayCountries.project_id, id: countries.id, name: countries.name, code: countries.code })
    .from(projectDisplayCountries)
    .innerJoin(countries, eq(countries.id, projectDisplayCountries.country_id))
    .where(inArray(projectDisplayCountries.project_id, projectIds))
    .orderBy(asc(countries.name));
}

export type ProjectTotals = { contributions: number; amount_cents: number; beneficiaries: number };

/** Paid contributions per project: how many, the USD amount in cents and the beneficiaries reached. */
export async function findTotals(db: DbOrTx, projectIds: number[]): Promise<Map<number, ProjectTotals>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .select({
      project_id: contributions.project_id,
      contributions: sql<number>`count(*)::int`,
      amount_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)::bigint`,
      beneficiaries: sql<number>`coalesce(sum(${contributions.beneficiaries}), 0)::bigint`,
    })
    .from(contributions)
    .where(and(inArray(contributions.project_id, projectIds), eq(contributions.payment_received, 1), isNotNull(contributions.contribution_date)))
    .groupBy(contributions.project_id);
  return new Map(rows.map((r) => [r.project_id, { contributions: Number(r.contributions), amount_cents: Number(r.amount_cents), beneficiaries: Number(r.beneficiaries) }]));
}

/** What ties a project down: contributions of any status, cart lines, updates and bundles it is a part of. */
export async function findProjectUse(db: DbOrTx, projectId: number) {
  const result = await db.execute<{ contributions: number; cart_lines: number; updates: number; bundle_parts: number }>(sql`select
    (select count(*)::int from contributions where project_id = ${projectId}) as contributions,
    (select count(*)::int from cart_items where project_id = ${projectId}) as cart_lines,
    (select count(*)::int from project_updates where project_id = ${projectId}) as updates,
    (select count(*)::int from bundle_items where project_id = ${projectId}) as bundle_parts`);
  const row = result.rows[0];
  return { contributions: Number(row.contributions), cartLines: Number(row.cart_lines), updates: Number(row.updates), bundleParts: Number(row.bundle_parts) };
}

/** Which of the impact levels are referenced by a contribution, a cart line or a bundle (those are never deleted). */
export async function findUsedLevelIds(db: DbOrTx, levelIds: number[]): Promise<Set<number>> {
  if (!levelIds.length) return new Set();
  const ids = sqlList(levelIds);
  const result = await db.execute<{ id: number }>(sql`
    select impact_level_id as id from contributions where impact_level_id in (${ids})
    union select impact_level_id from cart_items where impact_level_id in (${ids})
    union select impact_level_id from bundle_items where impact_level_id in (${ids})`);
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** Names of categories, countries and regions by id (to describe a project's lists in words). */
export async function findNames(db: DbOrTx, ids: { categories: number[]; countries: number[]; states: number[] }) {
  // One after another: on a transaction's single connection, reads cannot overlap.
  const cats = await (ids.categories.length ? db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids.categories)) : []);
  const ctrs = await (ids.countries.length ? db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, ids.countries)) : []);
  const sts = await (ids.states.length ? db.select({ id: states.id, name: states.name, country_id: states.country_id }).from(states).where(inArray(states.id, ids.states)) : []);
  return {
    categories: new Map(cats.map((c) => [c.id, c.name])),
    countries: new Map(ctrs.map((c) => [c.id, c.name])),
    states: new Map(sts.map((s) => [s.id, { name: s.name, country_id: s.country_id }])),
  };
}

/** The ids among these that are known countries. */
export function findKnownCountryIds(db: DbOrTx, countryIds: number[]) {
  return db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds));
}
