import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { categories, countries, exchangeRates, impactCategories, industries, publicPages, roleGroups, roles, states } from '../db/schema/index.js';
import countryRows from './data/countries.json' with { type: 'json' };
import stateRows from './data/states.json' with { type: 'json' };
import { PUBLIC_PAGE_SEEDS } from './public-pages.js';
import { CATEGORIES, IMPACT_CATEGORIES, INDUSTRIES, ROLE_GROUPS, ROLES } from './reference-data.js';

/** Fixes a serial column's sequence after rows were inserted with explicit ids. */
export async function syncSequence(db: DbOrTx, table: string) {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`));
}

/** Lookup data every installation needs (roles, countries, states, industries, categories). Idempotent. */
export async function seedReferenceData(db: DbOrTx) {
  await db.insert(roleGroups).values([...ROLE_GROUPS]).onConflictDoNothing();
  await db.insert(roles).values([...ROLES]).onConflictDoNothing();
  await db.insert(industries).values(INDUSTRIES.map((name, i) => ({ id: i + 1, name }))).onConflictDoNothing();
  await db.insert(impactCategories).values([...IMPACT_CATEGORIES]).onConflictDoNothing();
  await db.insert(categories).values([...CATEGORIES]).onConflictDoNothing();
  await db
    .insert(countries)
    .values(countryRows.map((c, i) => ({ id: i + 1, ...c })))
    .onConflictDoNothing();
  const countryIds = new Map(countryRows.map((c, i) => [c.code, i + 1]));
  const stateValues = (stateRows as [string, string, string][])
    .filter(([cc]) => countryIds.has(cc))
    .map(([cc, code, name], i) => ({ id: i + 1, country_id: countryIds.get(cc)!, code, name }));
  for (let i = 0; i < stateValues.length; i += 1000) {
    await db.insert(states).values(stateValues.slice(i, i + 1000)).onConflictDoNothing();
  }
  const [rate] = await db.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
  if (!rate) {
    // Starting USD→SGD rate; staff record newer rates as they change.
    await db.insert(exchangeRates).values({ currency: 'SGD', rate: '1.350000', effective_from: new Date('2019-10-15T00:00:00Z') });
  }
  // The public pages' first texts; staff edits are kept (a page that exists is left alone).
  await db.insert(publicPages).values([...PUBLIC_PAGE_SEEDS]).onConflictDoNothing();
  for (const table of ['industries', 'impact_categories', 'categories', 'countries', 'states']) {
    await syncSequence(db, table);
  }
}
