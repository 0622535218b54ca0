import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, countries, impactCategories, industries, roleGroups, roles, states } from '../../db/schema/index.js';

/** Every country, by name. */
export const findCountries = (db: DbOrTx) => db.select().from(countries).orderBy(asc(countries.name));
/** A country by id, or undefined. */
export const findCountry = async (db: DbOrTx, id: number) =>
  (await db.select().from(countries).where(eq(countries.id, id)).limit(1))[0] ?? null;
/** A country by its ISO code, or undefined. */
export const findCountryByCode = async (db: DbOrTx, code: string) =>
  (await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1))[0] ?? null;
/** A country's states. */
export const findStatesOfCountry = (db: DbOrTx, countryId: number) =>
  db.select().from(states).where(eq(states.country_id, countryId)).orderBy(asc(states.name));
/** The industries, by name. */
export const findIndustries = (db: DbOrTx) => db.select().from(industries).orderBy(asc(industries.name));
/** The project categories, by name. */
export const findCategories = (db: DbOrTx) => db.select().from(categories).orderBy(asc(categories.name));
/** The impact categories, in their order. */
export const findImpactCategories = (db: DbOrTx) => db.select().from(impactCategories).orderBy(asc(impactCategories.id));

/** The roles, each with its role group. */
export async function findRolesWithGroups(db: DbOrTx) {
  const rows = await db
    .select({ role: roles, group: roleGroups })
    .from(roles)
    .innerJoin(roleGroups, eq(roleGroups.id, roles.group_id))
    .orderBy(asc(roles.id));
  return rows.map(({ role, group }) => ({ id: role.id, name: role.name, slug: role.slug, group }));
}
