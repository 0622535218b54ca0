import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, userBusiness, users } from '../../db/schema/index.js';

/** Accounts by e-mail (lower-cased), with what decides whether they may become employee accounts. */
export async function findAccountsByEmails(db: DbOrTx, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, user_type: users.user_type, role_id: users.role_id })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.param(emails)}::text[])`);
}

/** Which of these users are members of the company already. */
export async function findMemberIds(db: DbOrTx, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db.select({ user_id: userBusiness.user_id }).from(userBusiness).where(and(eq(userBusiness.company_id, companyId), inArray(userBusiness.user_id, userIds)));
  return new Set(rows.map((r) => r.user_id));
}

/** New employee accounts in one set-based insert (the e-mail's unique index refuses a duplicate). */
export async function insertEmployeeUsers(tx: DbOrTx, rows: { email: string; first_name: string; last_name: string }[], passwordHash: string, roleId: number, by: number) {
  if (rows.length === 0) return [];
  const res = await tx.execute<{ id: number; email: string }>(sql`
    insert into users (first_name, last_name, email, password_hash, role_id, account, user_type, register_source, created_by, updated_by)
    select x.f, x.l, x.e, ${passwordHash}, ${roleId}, 'user', 'business', 'employee-account', ${by}, ${by}
    from unnest(${sql.param(rows.map((r) => r.first_name))}::text[], ${sql.param(rows.map((r) => r.last_name))}::text[], ${sql.param(rows.map((r) => r.email))}::text[]) as x(f, l, e)
    returning id, email`);
  return res.rows.map((r) => ({ id: Number(r.id), email: r.email }));
}

/** Makes the users employees of the company in one insert (those already linked stay as they are). */
export async function linkEmployees(tx: DbOrTx, companyId: number, userIds: number[], by: number) {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into user_business (user_id, company_id, is_admin, is_business, type_reg, created_by, updated_by)
    select u, ${companyId}, 0, 1, 'employee', ${by}, ${by} from unnest(${sql.param(userIds)}::int[]) as x(u)
    on conflict (user_id, company_id) do nothing`);
}

/** The company's members for the staff, owners first. */
export async function findCompanyEmployees(db: DbOrTx, companyId: number) {
  return db
    .select({ user_id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name, is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner, role_id: users.role_id, joined_at: userBusiness.created_at })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_owner), asc(users.first_name), asc(users.id))
    .limit(5000);
}

/** Removes members (never the owner) from the company; answers the user ids removed. */
export async function unlinkMembers(tx: DbOrTx, companyId: number, userIds: number[]) {
  const rows = await tx
    .delete(userBusiness)
    .where(and(eq(userBusiness.company_id, companyId), inArray(userBusiness.user_id, userIds), eq(userBusiness.is_owner, false)))
    .returning({ user_id: userBusiness.user_id });
  return rows.map((r) => r.user_id);
}

// Written out in full: inside a subquery a bare column name would be read as the subquery's own table's.
const companyIdColumn = sql.raw('"companies"."id"');
const companyColumns = {
  company_id: companies.id,
  company_name: companies.company_name,
  employee_limit: companies.employee_limit,
  token_management_access: companies.token_management_access,
  engagement_access: companies.engagement_access,
  members: sql<number>`(select count(*) from user_business ub where ub.company_id = ${companyIdColumn} and not ub.is_owner)::int`,
  open_invites: sql<number>`(select count(*) from team_invites ti where ti.company_id = ${companyIdColumn} and ti.status = 'open' and ti.expires_at > now())::int`,
  token_balance_cents: sql<number>`(select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.asset = 'token' and e.account = 'company:' || ${companyIdColumn})::int8`.mapWith(Number),
};

/** Companies for the staff's account screens: by name or CID, newest first. */
export async function listCompanies(db: DbOrTx, q: { search?: string; engagement?: '1' | '0'; page: number; limit: number }) {
  const parts: SQL[] = [];
  if (q.search) {
    const text = q.search.replace(/^cid\s*/i, '');
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(/^\d+$/.test(text) ? sql`(${companies.id} = ${Number(text)} or ${companies.company_name} ilike ${like})` : sql`${companies.company_name} ilike ${like}`);
  }
  if (q.engagement) parts.push(eq(companies.engagement_access, q.engagement));
  const where = parts.length ? and(...parts) : undefined;
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .where(where)
    .orderBy(desc(companies.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where)) as [{ total: number }];
  return { rows, total };
}

export async function findAccountsCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function setEngagementAccess(tx: DbOrTx, companyId: number, value: '1' | '0', by: number) {
  await tx.update(companies).set({ engagement_access: value, updated_at: sql`now()`, updated_by: by }).where(eq(companies.id, companyId));
}
