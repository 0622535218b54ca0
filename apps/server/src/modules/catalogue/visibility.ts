import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, projects, users } from '../../db/schema/index.js';
import type { GivingAccount } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';

/**
 * Who looks at the catalogue, for the display conditions staff set on projects: the account type (personal
 * 'user' or 'company') and the country (the company's for a company account, else the user's). Null is a
 * visitor without a session, who sees only projects shown to everyone.
 */
export type CatalogueViewer = { account: 'user' | 'company'; countryId: number | null } | null;

/**
 * The country of the company a member gives as by default: the one it owns, else administers, else its first.
 * The outer users row is written out: drizzle leaves columns unqualified in the select list of a one-table query.
 */
const defaultCompanyCountry = sql<number | null>`(select c.country_id from user_business ub join companies c on c.id = ub.company_id
  where ub.user_id = "users"."id" order by ub.is_owner desc, ub.is_admin desc, ub.id asc limit 1)`;

/** The viewer behind a session (null without one). */
export async function findViewer(db: DbOrTx, auth: AuthContext | null): Promise<CatalogueViewer> {
  if (!auth) return null;
  const [row] = await db
    .select({ account: users.account, country_id: users.country_id, company_country_id: defaultCompanyCountry })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!row) return null;
  if (row.account === 'company') return { account: 'company', countryId: row.company_country_id ?? null };
  return { account: 'user', countryId: row.country_id };
}

/** The viewer a giving account stands for (a cart adds for the account, not for the member's current view). */
export async function viewerOfAccount(db: DbOrTx, account: GivingAccount): Promise<CatalogueViewer> {
  if (account.account === 'company' && account.companyId) {
    const [company] = await db.select({ country_id: companies.country_id }).from(companies).where(eq(companies.id, account.companyId)).limit(1);
    return { account: 'company', countryId: company?.country_id ?? null };
  }
  const [user] = await db.select({ country_id: users.country_id }).from(users).where(eq(users.id, account.userId)).limit(1);
  return { account: 'user', countryId: user?.country_id ?? null };
}

const noCountryLimit = sql`not exists (select 1 from project_display_countries d where d.project_id = ${projects.id})`;

/** The condition on `projects` that keeps the projects the viewer may see under the display conditions. */
export function visibleTo(viewer: CatalogueViewer): SQL {
  if (!viewer) return sql`(${projects.show_to_personal} and ${projects.show_to_company} and ${noCountryLimit})`;
  const typeShown = viewer.account === 'company' ? projects.show_to_company : projects.show_to_personal;
  const countryShown =
    viewer.countryId === null
      ? noCountryLimit
      : sql`(${noCountryLimit} or exists (select 1 from project_display_countries d where d.project_id = ${projects.id} and d.country_id = ${viewer.countryId}))`;
  return sql`(${typeShown} and ${countryShown})`;
}

/** Whether the display conditions show this project to the viewer. */
export async function isVisibleTo(db: DbOrTx, projectId: number, viewer: CatalogueViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleTo(viewer)))
    .limit(1);
  return Boolean(row);
}

/** Which of the projects the display conditions hide from the viewer, with their titles (by title). */
export function findHiddenFrom(db: DbOrTx, projectIds: number[], viewer: CatalogueViewer) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(inArray(projects.id, projectIds), not(visibleTo(viewer))))
    .orderBy(asc(projects.title), asc(projects.id));
}
