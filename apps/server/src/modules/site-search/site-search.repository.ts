import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/lists.js';
import { partners, projects, userBusiness, users } from '../../db/schema/index.js';

/** Partners with a public page (an active partner user) whose name holds the keyword, by name. */
export function findPartnersNamed(db: DbOrTx, keyword: string, limit: number) {
  return db
    .select({ id: partners.id, name: partners.worthy_cause_name })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(and(ilike(partners.worthy_cause_name, containing(keyword)), eq(users.user_type, 'partner'), eq(users.status, 0), eq(users.is_active, true)))
    .orderBy(asc(partners.worthy_cause_name), asc(partners.id))
    .limit(limit);
}

/** Whether the member administers a company as its admin or owner with is_business 0 (who manages tokens and the team). */
export async function isCompanyAdmin(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner, is_business: userBusiness.is_business })
    .from(userBusiness)
    .where(eq(userBusiness.user_id, userId));
  return rows.some((r) => (r.is_admin === 1 || r.is_owner) && r.is_business === 0);
}

/**
 * Live projects with something to give whose title holds the keyword and that `visible` (the display conditions
 * for the caller; null for staff, who see every one) lets through, by title: a lean read for the header, without the catalogue's counts and prices.
 */
export function findProjectsTitled(db: DbOrTx, keyword: string, visible: SQL | null, limit: number) {
  return db
    .select({ id: projects.id, title: projects.title, is_bundle: projects.is_bundle, partner_name: partners.worthy_cause_name })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(
      and(
        eq(projects.status, 'live'),
        ilike(projects.title, containing(keyword)),
        sql`exists (select 1 from impact_levels il where il.project_id = ${projects.id} and il.is_active and il.currency = 'USD')`,
        ...(visible ? [visible] : []),
      ),
    )
    .orderBy(asc(projects.title), asc(projects.id))
    .limit(limit);
}
