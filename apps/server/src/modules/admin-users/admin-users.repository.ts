import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminUserSort } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  companies,
  companyPackages,
  contributions,
  countries,
  credits,
  favouriteFilters,
  industries,
  mailOutbox,
  membershipPackages,
  membershipPackagePrices,
  membershipPayments,
  oauthTokens,
  projects,
  roles,
  userBusiness,
  users,
  userTags,
} from '../../db/schema/index.js';

/** The user's primary company link: owned or administered first, then the oldest. */
const primaryLink = sql`${userBusiness.id} = (select pl.id from user_business pl where pl.user_id = ${users.id} order by pl.is_owner desc, pl.is_admin desc, pl.id asc limit 1)`;

const giving = {
  last_giving_at: sql<string | null>`(select max(g.contribution_date) from contributions g where g.user_id = ${users.id} and g.payment_received = 1)`,
  total_given_usd_cents: sql<number>`(select coalesce(sum(g.amt_total_usd_cents), 0) from contributions g where g.user_id = ${users.id} and g.payment_received = 1)`,
};

const ORDER: Record<AdminUserSort, SQL> = {
  id: sql`${users.id}`,
  name: sql`lower(${users.first_name} || ' ' || ${users.last_name})`,
  email: sql`lower(${users.email})`,
  joined: sql`${users.created_at}`,
  last_giving: sql`last_giving_at`,
  total_given: sql`total_given_usd_cents`,
};

const rowColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  user_type: users.user_type,
  role_id: users.role_id,
  role_name: roles.name,
  company_id: companies.id,
  company_name: companies.company_name,
  package_name: membershipPackages.name,
  status: users.status,
  is_active: users.is_active,
  deleted_at: users.deleted_at,
  created_at: users.created_at,
  last_giving_at: giving.last_giving_at.as('last_giving_at'),
  total_given_usd_cents: giving.total_given_usd_cents.mapWith(Number).as('total_given_usd_cents'),
};

/** The sorts read from the users row alone (never null), whose page is found before anything is joined. */
const PLAIN_SORTS: readonly AdminUserSort[] = ['id', 'name', 'email', 'joined'];

/**
 * One page of users matching `where`, sorted, with their company, package and giving figures. Sorted by a column
 * of the users row, the page's ids are found first (along the key or the e-mail and joining-date indexes) and only
 * those 25 rows are joined and get their giving figures; the giving sorts need the figures of every match.
 */
export async function findUserPage(db: DbOrTx, where: SQL, opts: { sort: AdminUserSort; order: 'asc' | 'desc'; limit: number; offset: number }) {
  const direction = opts.order === 'asc' ? sql`asc` : sql`desc`;
  const plain = PLAIN_SORTS.includes(opts.sort);
  const nulls = plain ? sql`` : opts.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  const orderBy = [sql`${ORDER[opts.sort]} ${direction} ${nulls}`, sql`${users.id} ${direction}`];
  const query = db
    .select(rowColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(userBusiness, primaryLink)
    .leftJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .leftJoin(membershipPackages, eq(membershipPackages.id, companyPackages.package_id));
  if (plain) {
    const page = sql`(select ${users.id} from ${users} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${opts.limit} offset ${opts.offset})`;
    return query.where(sql`${users.id} in ${page}`).orderBy(...orderBy);
  }
  return query
    .where(where)
    .orderBy(...orderBy)
    .limit(opts.limit)
    .offset(opts.offset);
}
export type AdminUserRowData = Awaited<ReturnType<typeof findUserPage>>[number];

export async function countUsers(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
  return row?.n ?? 0;
}

/** The user with the fields the lifecycle actions read and audit. */
export async function findUserState(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      user_type: users.user_type,
      role_id: users.role_id,
      status: users.status,
      is_active: users.is_active,
      deleted_at: users.deleted_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}
export type UserState = NonNullable<Awaited<ReturnType<typeof findUserState>>>;

export async function updateUserState(db: DbOrTx, userId: number, staffId: number, values: Partial<{ status: number; is_active: boolean; role_id: number }>) {
  await db.update(users).set({ ...values, updated_at: sql`now()`, updated_by: staffId }).where(eq(users.id, userId));
}

/** Soft delete: personal details wiped (the e-mail freed), the account switched off; giving rows keep their user id. */
export async function softDeleteUser(db: DbOrTx, userId: number, staffId: number) {
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      first_name: 'Deleted',
      last_name: 'User',
      pending_email: null,
      image: null,
      about_you: null,
      facebook_url: null,
      googleplus_url: null,
      linkedin_url: null,
      twitter_url: null,
      is_public: false,
      is_active: false,
      deleted_at: sql`now()`,
      updated_at: sql`now()`,
      updated_by: staffId,
    })
    .where(eq(users.id, userId));
  await db.delete(userTags).where(eq(userTags.user_id, userId));
}

/** Ends every live session of the user at once (their next call is refused). */
export async function revokeSessions(db: DbOrTx, userId: number): Promise<number> {
  const ended = await db
    .update(oauthTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(oauthTokens.user_id, userId), isNull(oauthTokens.revoked_at)))
    .returning({ id: oauthTokens.id });
  return ended.length;
}

/** How many other admins could still sign in. */
export async function countOtherLiveAdmins(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.user_type, 'admin'), ne(users.id, userId), eq(users.status, 0), eq(users.is_active, true), isNull(users.deleted_at)));
  return row?.n ?? 0;
}

/** The company the user owns or runs (for membership changes). */
export async function findCompanyOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      company_name: companies.company_name,
      membership_period_id: companies.membership_period_id,
      membership_end_date: companies.membership_end_date,
      package_id: companyPackages.package_id,
    })
    .from(userBusiness)
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .where(eq(userBusiness.user_id, userId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), userBusiness.id)
    .limit(1);
  return row ?? null;
}

export async function findPackagePrice(db: DbOrTx, packageId: number, periodId: number) {
  const [row] = await db
    .select({ name: membershipPackages.name, amount_usd_cents: membershipPackagePrices.amount_usd_cents })
    .from(membershipPackages)
    .innerJoin(membershipPackagePrices, eq(membershipPackagePrices.package_id, membershipPackages.id))
    .where(and(eq(membershipPackages.id, packageId), eq(membershipPackagePrices.membership_period_id, periodId)));
  return row ?? null;
}

/** Puts the company on a package and period until `endDate`, and records the complete membership payment. */
export async function applyMembership(db: DbOrTx, input: { companyId: number; userId: number; staffId: number; packageId: number; periodId: number; amountCents: number; endDate: Date }) {
  await db
    .update(companies)
    .set({ membership_period_id: input.periodId, membership_end_date: input.endDate, updated_at: sql`now()`, updated_by: input.staffId })
    .where(eq(companies.id, input.companyId));
  await db
    .insert(companyPackages)
    .values({ company_id: input.companyId, package_id: input.packageId, created_by: input.staffId })
    .onConflictDoUpdate({ target: companyPackages.company_id, set: { package_id: input.packageId, updated_at: sql`now()`, updated_by: input.staffId } });
  const [payment] = await db
    .insert(membershipPayments)
    .values({
      company_id: input.companyId,
      user_id: input.userId,
      package_id: input.packageId,
      membership_period_id: input.periodId,
      amount_usd_cents: input.amountCents,
      status: 'paid',
      payment_status: 1,
      provider: 'manual',
      membership_end_date: input.endDate,
      paid_at: sql`now()`,
      created_by: input.staffId,
    })
    .returning({ id: membershipPayments.id });
  return payment!.id;
}

export async function roleExists(db: DbOrTx, roleId: number) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  return Boolean(row);
}

// ---- the details screen ----

export async function findUserDetailsRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      account: users.account,
      register_source: users.register_source,
      referral_code: users.referral_code,
      last_login_at: users.last_login_at,
      email_verified_at: users.email_verified_at,
      country_name: countries.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(countries, eq(countries.id, users.country_id))
    .leftJoin(userBusiness, primaryLink)
    .leftJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .leftJoin(membershipPackages, eq(membershipPackages.id, companyPackages.package_id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findTags(db: DbOrTx, userId: number) {
  const rows = await db.select({ tag: userTags.tag }).from(userTags).where(eq(userTags.user_id, userId)).orderBy(userTags.tag);
  return rows.map((r) => r.tag);
}

export async function findCompanyDetails(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      company_name: companies.company_name,
      is_owner: userBusiness.is_owner,
      is_admin: userBusiness.is_admin,
      type_reg: userBusiness.type_reg,
      country_name: countries.name,
      city: companies.city,
      state: companies.state,
      industry: industries.name,
      package_id: companyPackages.package_id,
      package_name: membershipPackages.name,
      membership_period_id: companies.membership_period_id,
      membership_end_date: companies.membership_end_date,
      membership_recurring_status: companies.membership_recurring_status,
      trial_ends_at: companies.trial_ends_at,
    })
    .from(userBusiness)
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(countries, eq(countries.id, companies.country_id))
    .leftJoin(industries, eq(industries.id, companies.industry_1))
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .leftJoin(membershipPackages, eq(membershipPackages.id, companyPackages.package_id))
    .where(eq(userBusiness.user_id, userId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), userBusiness.id)
    .limit(1);
  return row ?? null;
}

export async function findTeam(db: DbOrTx, companyId: number) {
  return db
    .select({ user_id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, is_owner: userBusiness.is_owner, is_admin: userBusiness.is_admin })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_owner), userBusiness.id)
    .limit(100);
}

export async function findMembershipPayments(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: membershipPayments.id,
      package_name: membershipPackages.name,
      membership_period_id: membershipPayments.membership_period_id,
      amount_usd_cents: membershipPayments.amount_usd_cents,
      status: membershipPayments.status,
      payment_status: membershipPayments.payment_status,
      created_at: membershipPayments.created_at,
      paid_at: membershipPayments.paid_at,
    })
    .from(membershipPayments)
    .innerJoin(membershipPackages, eq(membershipPackages.id, membershipPayments.package_id))
    .where(eq(membershipPayments.company_id, companyId))
    .orderBy(desc(membershipPayments.id))
    .limit(20);
}

export async function findGivingSummary(db: DbOrTx, userId: number) {
  const [summary] = await db
    .select({
      paid_count: sql<number>`count(distinct ${contributions.contribution_group_id})`.mapWith(Number),
      total_usd_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`.mapWith(Number),
      impacts: sql<number>`coalesce(sum(${contributions.quantity}), 0)`.mapWith(Number),
      last_giving_at: sql<string | null>`max(${contributions.contribution_date})`,
    })
    .from(contributions)
    .where(and(eq(contributions.user_id, userId), eq(contributions.payment_received, 1)));
  const recent = await db
    .select({
      id: contributions.id,
      project_title: projects.title,
      quantity: contributions.quantity,
      amt_total_usd_cents: contributions.amt_total_usd_cents,
      payment_received: contributions.payment_received,
      contribution_date: contributions.contribution_date,
      account: contributions.account,
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .where(eq(contributions.user_id, userId))
    .orderBy(desc(contributions.id))
    .limit(10);
  return { summary: summary!, recent };
}

export async function findCredits(db: DbOrTx, userId: number, companyId: number | null) {
  return db
    .select({
      id: credits.id,
      credit_usd_cents: credits.credit_usd_cents,
      // What checkouts spent of it, read from the value ledger (its account 'credit:{id}'); the table named, as a
      // bare "id" (drizzle's one-table select) would be ambiguous beside the ledger's own ids.
      amount_redeemed_usd_cents: sql<number>`(select coalesce(-sum(e.amount_cents), 0)::int8 from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.asset = 'credit' and e.account = 'credit:' || credits.id and t.kind in ('credit.redeem', 'credit.release'))`.mapWith(Number),
      expiry_date: credits.expiry_date,
    })
    .from(credits)
    .where(companyId ? sql`${credits.user_id} = ${userId} or ${credits.company_id} = ${companyId}` : eq(credits.user_id, userId))
    .orderBy(desc(credits.id))
    .limit(20);
}

export async function findMails(db: DbOrTx, email: string) {
  return db
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, template: mailOutbox.template, status: mailOutbox.status, created_at: mailOutbox.created_at, opened_at: mailOutbox.opened_at })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(20);
}

export async function findSessions(db: DbOrTx, userId: number) {
  return db
    .select({ id: oauthTokens.id, created_at: oauthTokens.created_at, access_expires_at: oauthTokens.access_expires_at, revoked_at: oauthTokens.revoked_at, impersonator_id: oauthTokens.impersonator_id })
    .from(oauthTokens)
    .where(eq(oauthTokens.user_id, userId))
    .orderBy(desc(oauthTokens.id))
    .limit(20);
}

// ---- the audit log ----

export async function findAuditPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      created_at: auditLog.created_at,
      actor_id: auditLog.actor_id,
      actor_name: sql<string | null>`(select au.first_name || ' ' || au.last_name from users au where au.id = ${auditLog.actor_id})`,
      action: auditLog.action,
      subject_type: auditLog.subject_type,
      subject_id: auditLog.subject_id,
      details: auditLog.details,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where);
  return { rows, total: count?.n ?? 0 };
}

export function auditWhere(q: { action?: string; actor_id?: number; subject_type?: string; subject_id?: number; date_from?: string; date_to?: string }) {
  const c: SQL[] = [];
  if (q.action) c.push(eq(auditLog.action, q.action));
  if (q.actor_id) c.push(eq(auditLog.actor_id, q.actor_id));
  if (q.subject_type) c.push(eq(auditLog.subject_type, q.subject_type));
  if (q.subject_id) c.push(eq(auditLog.subject_id, q.subject_id));
  if (q.date_from) c.push(sql`${auditLog.created_at} >= ${q.date_from}::date`);
  if (q.date_to) c.push(sql`${auditLog.created_at} < ${q.date_to}::date + interval '1 day'`);
  return c.length ? and(...c) : undefined;
}

// ---- favourite filters ----

export async function findFavourites(db: DbOrTx, staffId: number) {
  return db.select().from(favouriteFilters).where(eq(favouriteFilters.staff_id, staffId)).orderBy(favouriteFilters.name);
}

export async function findFavourite(db: DbOrTx, staffId: number, id: number) {
  const [row] = await db.select().from(favouriteFilters).where(and(eq(favouriteFilters.staff_id, staffId), eq(favouriteFilters.id, id)));
  return row ?? null;
}

export async function countFavourites(db: DbOrTx, staffId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(favouriteFilters).where(eq(favouriteFilters.staff_id, staffId));
  return row?.n ?? 0;
}

/** Inserts a favourite; null when the staff member already has one of that name. */
export async function insertFavourite(db: DbOrTx, staffId: number, values: { name: string; kind: string; filters: Record<string, unknown> }) {
  const [row] = await db
    .insert(favouriteFilters)
    .values({ staff_id: staffId, ...values, created_by: staffId })
    .onConflictDoNothing({ target: [favouriteFilters.staff_id, favouriteFilters.name] })
    .returning();
  return row ?? null;
}

export async function deleteFavourite(db: DbOrTx, staffId: number, id: number) {
  const rows = await db.delete(favouriteFilters).where(and(eq(favouriteFilters.staff_id, staffId), eq(favouriteFilters.id, id))).returning({ id: favouriteFilters.id });
  return rows.length > 0;
}
