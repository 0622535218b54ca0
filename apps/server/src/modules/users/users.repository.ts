import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { containing } from '../../db/lists.js';
import { companies, countries, partners, roleGroups, roles, userBusiness, users } from '../../db/schema/index.js';

const userWithRole = preparedFor((db) =>
  db
    .select({ user: users, role: { id: roles.id, name: roles.name }, group: roleGroups.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(roleGroups, eq(roleGroups.id, roles.group_id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_with_role'),
);

/** A user with role and role group, or null. */
export async function findUserWithRole(db: DbOrTx, userId: number) {
  const [row] = await userWithRole(db).execute({ userId });
  return row ?? null;
}

const primaryCompanyLink = preparedFor((db) =>
  db
    .select({ link: userBusiness, company: companies, country_name: countries.name })
    .from(userBusiness)
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .where(eq(userBusiness.user_id, sql.placeholder('userId')))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1)
    .prepare('users_primary_company_link'),
);

/** The company link a user acts through: the one they own or administer first, then the oldest. */
export async function findPrimaryCompanyLink(db: DbOrTx, userId: number) {
  const [row] = await primaryCompanyLink(db).execute({ userId });
  return row ?? null;
}

/** The user a company link names: the primary link (owned or administered first, then the oldest) of `userId`. */
const primaryLinkOf = (userId: AnyColumn) =>
  sql`${userBusiness.id} = (select ub.id from user_business ub where ub.user_id = ${userId} order by ub.is_owner desc, ub.is_admin desc, ub.id asc limit 1)`;

const currentUserRow = preparedFor((db) =>
  db
    .select({
      user: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        role_id: users.role_id,
        account: users.account,
        register_source: users.register_source,
        campaign_access_flag: users.campaign_access_flag,
        change_type: users.change_type,
        user_type: users.user_type,
        email_verified_at: users.email_verified_at,
      },
      role: { id: roles.id, name: roles.name },
      group: roleGroups.slug,
      link: { is_owner: userBusiness.is_owner, is_admin: userBusiness.is_admin, is_business: userBusiness.is_business },
      company: {
        id: companies.id,
        company_name: companies.company_name,
        is_hive_partner: companies.is_hive_partner,
        latest_impact_partner_level: companies.latest_impact_partner_level,
        engagement_access: companies.engagement_access,
        token_management_access: companies.token_management_access,
        membership_end_date: companies.membership_end_date,
      },
      country_name: countries.name,
      owner_role_id: sql<number | null>`(select ou.role_id from user_business ob join users ou on ou.id = ob.user_id where ob.company_id = ${companies.id} and ob.is_owner limit 1)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(roleGroups, eq(roleGroups.id, roles.group_id))
    .leftJoin(userBusiness, primaryLinkOf(users.id))
    .leftJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_current'),
);

/**
 * The signed-in user in one statement, only the columns the answer shows: the user with role and role group, the primary company link with its
 * company and country, and the role of that company's owner (team members of a downgraded owner lose access).
 */
export async function findCurrentUserRow(db: DbOrTx, userId: number) {
  const [row] = await currentUserRow(db).execute({ userId });
  if (!row) return null;
  const { user, role, group, link, company, country_name, owner_role_id } = row;
  return {
    user: { user, role, group },
    link: link && company ? { link, company, country_name } : null,
    ownerRoleId: link && company ? owner_role_id : null,
  };
}

/** The worthy-cause name of a partner user, or null when the user is not a partner. */
export async function findWorthyCauseName(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: partners.worthy_cause_name }).from(partners).where(eq(partners.user_id, userId)).limit(1);
  return row?.name ?? null;
}

/** The shortest keyword a trigram index can look up. */
const TRIGRAM = 3;
/** How many users, in UID order, the quick search reads before it looks the keyword up in the indexes. */
const FIRST_USERS = 500;

/**
 * Staff quick search: a numeric keyword matches a user id (UID) or company id (CID); text matches names, e-mail and
 * business name; the first `limit` matches in UID order. A keyword many users have fills the page within the first
 * users in UID order, so those are read first (a few ms). Otherwise the users are found by each match on its own index (the trigram indexes on e-mail, name
 * and company name, the keys for ids), so the search never reads every user; an OR across the joined tables alone
 * would. Both ways answer the same rows: matches past the first users all have greater UIDs.
 */
export async function searchUsers(db: DbOrTx, keyword: string, limit: number) {
  const pattern = containing(keyword);
  const asNumber = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  // The same test row by row: a user's company link is listed when the user or that company matches.
  const matches = or(
    asNumber !== null ? eq(users.id, asNumber) : undefined,
    asNumber !== null ? eq(companies.id, asNumber) : undefined,
    ilike(users.email, pattern),
    ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
    ilike(companies.company_name, pattern),
  );
  const search = (where: SQL | undefined) =>
    db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        user_type: users.user_type,
        company_id: companies.id,
        company_name: companies.company_name,
      })
      .from(users)
      .leftJoin(userBusiness, eq(userBusiness.user_id, users.id))
      .leftJoin(companies, eq(companies.id, userBusiness.company_id))
      .where(and(where, matches))
      .orderBy(asc(users.id))
      .limit(limit);
  const lastOfFirst = sql`(select u.id from ${users} u order by u.id offset ${FIRST_USERS - 1} limit 1)`;
  const first = await search(sql`${users.id} <= coalesce(${lastOfFirst}, ${2 ** 31 - 1})`);
  if (first.length === limit) return first;
  // One or two characters have no trigram to look up: the other users are read in UID order.
  if (keyword.length < TRIGRAM) return search(undefined);
  const candidates = sql.join(
    [
      sql`select u.id from ${users} u where u.email ilike ${pattern}`,
      sql`select u.id from ${users} u where (u.first_name || ' ' || u.last_name) ilike ${pattern}`,
      sql`select ub.user_id from ${userBusiness} ub join ${companies} c on c.id = ub.company_id where c.company_name ilike ${pattern}`,
      ...(asNumber !== null ? [sql`select ${asNumber}::int`, sql`select ub.user_id from ${userBusiness} ub where ub.company_id = ${asNumber}`] : []),
    ],
    sql` union `,
  );
  return search(inArray(users.id, sql`(${candidates})`));
}
export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;
