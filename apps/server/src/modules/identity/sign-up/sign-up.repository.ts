import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { companies, contributionGroups, contributions, countries, exchangeRates, impactLevels, industries, projects, userBusiness, users } from '../../../db/schema/index.js';

/** The newest USD→SGD rate in force now, or undefined when none is. */
export async function findCurrentSgdRateRow(db: DbOrTx) {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, 'SGD'), sql`${exchangeRates.effective_from} <= now()`))
    .orderBy(sql`${exchangeRates.effective_from} desc`)
    .limit(1);
  return row;
}

/** A country, or undefined. */
export async function findCountry(tx: DbOrTx, countryId: number) {
  const [row] = await tx.select().from(countries).where(eq(countries.id, countryId));
  return row;
}

/** The industry's id, as a list (empty when unknown). */
export function findIndustryIds(tx: DbOrTx, industryId: number) {
  return tx.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId));
}

/** An impact level of a project, with the project's status, or undefined. */
export async function findImpactLevelOfProject(tx: DbOrTx, levelId: number, projectId: number) {
  const [level] = await tx
    .select({ level: impactLevels, project_status: projects.status })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(and(eq(impactLevels.id, levelId), eq(impactLevels.project_id, projectId)));
  return level;
}

/** Inserts a user; answers its id. */
export async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user;
}

/** Inserts a company; answers its id. */
export async function insertCompany(tx: DbOrTx, values: typeof companies.$inferInsert) {
  const [company] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return company;
}

/** Links a user to a company. */
export async function insertCompanyLink(tx: DbOrTx, values: typeof userBusiness.$inferInsert) {
  await tx.insert(userBusiness).values(values);
}

/** Inserts a contribution group; answers its id. */
export async function insertContributionGroup(tx: DbOrTx, values: typeof contributionGroups.$inferInsert) {
  const [group] = await tx.insert(contributionGroups).values(values).returning({ id: contributionGroups.id });
  return group;
}

/** Inserts a contribution. */
export async function insertContribution(tx: DbOrTx, values: typeof contributions.$inferInsert) {
  await tx.insert(contributions).values(values);
}
