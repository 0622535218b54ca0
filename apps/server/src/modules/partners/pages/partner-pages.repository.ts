import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { countries, partnerCountries, partners, projects, projectUpdates, users } from '../../../db/schema/index.js';

/**
 * A partner whose page anyone may open: its panel user is a live, active partner. Only the public fields are
 * read, so bank and tax details never reach this page.
 */
export async function findPublicPartner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: partners.id,
      worthy_cause_name: partners.worthy_cause_name,
      org_aboutus: partners.org_aboutus,
      org_mission: partners.org_mission,
      org_story: partners.org_story,
      org_image: partners.org_image,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(and(eq(partners.id, id), eq(users.user_type, 'partner'), eq(users.status, 0), eq(users.is_active, true)))
    .limit(1);
  return row ?? null;
}

/** The countries the partner operates in, by name. */
export function findOperatingCountries(db: DbOrTx, partnerId: number) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(partnerCountries)
    .innerJoin(countries, eq(countries.id, partnerCountries.country_id))
    .where(and(eq(partnerCountries.partner_id, partnerId), eq(partnerCountries.info_type, 'ope')))
    .orderBy(asc(countries.name));
}

/** The condition on projects that keeps the partner's own. */
export const partnerProjectsOnly = (partnerId: number): SQL => sql`${projects.partner_id} = ${partnerId}`;

/** The condition on project updates that keeps the partner's own. */
export const partnerUpdatesOnly = (partnerId: number) => eq(projectUpdates.partner_id, partnerId);
