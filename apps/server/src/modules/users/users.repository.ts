import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
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

const companyOwnerRole = preparedFor((db) =>
  db
    .select({ role_id: users.role_id })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(and(eq(userBusiness.company_id, sql.placeholder('companyId')), eq(userBusiness.is_owner, true)))
    .limit(1)
    .prepare('users_company_owner_role'),
);

/** The role of a company's owner: team members of a downgraded owner (role 1) lose access. */
export async function findCompanyOwnerRoleId(db: DbOrTx, companyId: number) {
  const [row] = await companyOwnerRole(db).execute({ companyId });
  return row?.role_id ?? null;
}

/** The worthy-cause name of a partner user, or null when the user is not a partner. */
export async function findWorthyCauseName(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: partners.worthy_cause_name }).from(partners).where(eq(partners.user_id, userId)).limit(1);
  return row?.name ?? null;
}

/** Staff quick search: a numeric keyword matches a user id (UID) or company id (CID); text matches names, e-mail and business name. */
export async function searchUsers(db: DbOrTx, keyword: string, limit: number) {
  const pattern = containing(keyword);
  const asNumber = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  return db
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
    .where(
      or(
        asNumber !== null ? eq(users.id, asNumber) : undefined,
        asNumber !== null ? eq(companies.id, asNumber) : undefined,
        ilike(users.email, pattern),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
        ilike(companies.company_name, pattern),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}
