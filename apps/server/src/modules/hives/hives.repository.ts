import { and, asc, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing, pageOf } from '../../db/lists.js';
import { companies, contributions, hiveMembers, hives, referrals, userBusiness } from '../../db/schema/index.js';

export type HiveRow = typeof hives.$inferSelect;

const memberCount = sql<number>`(select count(*)::int from ${hiveMembers} where ${hiveMembers.hive_id} = ${hives.id})`;
const hiveCols = { hive: hives, partner_name: companies.company_name, partner_logo: companies.company_logo, member_count: memberCount };

const hiveQuery = (db: DbOrTx, where: SQL | undefined) => db.select(hiveCols).from(hives).innerJoin(companies, eq(companies.id, hives.company_id)).where(where);
export type HiveWithPartner = Awaited<ReturnType<typeof hiveQuery>>[number];

export async function findHiveByCompany(db: DbOrTx, companyId: number) {
  const [row] = await hiveQuery(db, eq(hives.company_id, companyId));
  return row;
}

export async function findHiveByPageUrl(db: DbOrTx, pageUrl: string) {
  const [row] = await hiveQuery(db, sql`lower(${hives.page_url}) = lower(${pageUrl})`);
  return row;
}

export async function findHiveById(db: DbOrTx, id: number) {
  const [row] = await hiveQuery(db, eq(hives.id, id));
  return row;
}

/** The hive a company is a member of. */
export async function findHiveOfMember(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select(hiveCols)
    .from(hiveMembers)
    .innerJoin(hives, eq(hives.id, hiveMembers.hive_id))
    .innerJoin(companies, eq(companies.id, hives.company_id))
    .where(eq(hiveMembers.company_id, companyId));
  return row;
}

export async function isPageUrlTaken(db: DbOrTx, pageUrl: string, exceptHiveId: number | null) {
  const [row] = await db
    .select({ id: hives.id })
    .from(hives)
    .where(and(sql`lower(${hives.page_url}) = lower(${pageUrl})`, exceptHiveId === null ? undefined : ne(hives.id, exceptHiveId)));
  return !!row;
}

/** Inserts a hive; null when its page URL (or the company's hive) exists already. */
export async function insertHive(db: DbOrTx, values: typeof hives.$inferInsert) {
  const [row] = await db.insert(hives).values(values).onConflictDoNothing().returning({ id: hives.id });
  return row?.id ?? null;
}

export async function updateHive(db: DbOrTx, id: number, values: Partial<typeof hives.$inferInsert>) {
  await db
    .update(hives)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(hives.id, id));
}

/** The hive's member companies, by joining date, with the referral status of those that came through the partner's link. */
export async function findMembers(db: DbOrTx, hiveId: number, partnerCompanyId: number, limit: number) {
  const status = sql<string | null>`(select ${referrals.status} from ${referrals} where ${referrals.referred_company_id} = ${hiveMembers.company_id} and ${referrals.referrer_company_id} = ${partnerCompanyId})`;
  return db
    .select({ company_id: hiveMembers.company_id, company_name: companies.company_name, logo: companies.company_logo, joined_at: hiveMembers.created_at, status })
    .from(hiveMembers)
    .innerJoin(companies, eq(companies.id, hiveMembers.company_id))
    .where(eq(hiveMembers.hive_id, hiveId))
    .orderBy(asc(hiveMembers.created_at), asc(hiveMembers.id))
    .limit(limit);
}

/** Adds a company to a hive; null when the company belongs to a hive already. */
export async function insertMember(db: DbOrTx, values: typeof hiveMembers.$inferInsert) {
  const [row] = await db.insert(hiveMembers).values(values).onConflictDoNothing().returning({ id: hiveMembers.id });
  return row?.id ?? null;
}

export async function deleteMember(db: DbOrTx, hiveId: number, companyId: number) {
  const rows = await db
    .delete(hiveMembers)
    .where(and(eq(hiveMembers.hive_id, hiveId), eq(hiveMembers.company_id, companyId)))
    .returning({ id: hiveMembers.id });
  return rows.length > 0;
}

/** The companies whose giving counts for a hive: the hive partner and every member. */
export async function findHiveCompanyIds(db: DbOrTx, hiveId: number) {
  const rows = await db.select({ id: hiveMembers.company_id }).from(hiveMembers).where(eq(hiveMembers.hive_id, hiveId));
  return rows.map((r) => r.id);
}

/**
 * The combined paid impact of companies, by the rule of every impact view (paid, dated, given by the company
 * account): one pass over the partial index of companies' paid contributions.
 */
export async function sumCompaniesImpact(db: DbOrTx, companyIds: number[]) {
  const [row] = await db
    .select({
      total_impacts: sql<string>`coalesce(sum(${contributions.quantity}), 0)`,
      beneficiaries: sql<string>`coalesce(sum(${contributions.beneficiaries}), 0)`,
      amount_usd_cents: sql<string>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)`,
      projects_supported: sql<string>`count(distinct ${contributions.project_id})`,
    })
    .from(contributions)
    .where(
      and(
        sql`${contributions.company_id} = any(${sql.param(companyIds)}::int[])`,
        eq(contributions.payment_received, 1),
        isNotNull(contributions.contribution_date),
        eq(contributions.account, 'company'),
      ),
    );
  return {
    total_impacts: Number(row.total_impacts),
    beneficiaries: Number(row.beneficiaries),
    amount_usd_cents: Number(row.amount_usd_cents),
    projects_supported: Number(row.projects_supported),
  };
}

/** A company with its hive-partner flag, and whether the user is one of its admins. */
export async function findCompanyForUser(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.company_name,
      is_hive_partner: companies.is_hive_partner,
      is_admin: userBusiness.is_admin,
      is_owner: userBusiness.is_owner,
    })
    .from(companies)
    .leftJoin(userBusiness, and(eq(userBusiness.company_id, companies.id), eq(userBusiness.user_id, userId)))
    .where(eq(companies.id, companyId));
  return row ? { id: row.id, name: row.name, is_hive_partner: row.is_hive_partner, is_admin: row.is_admin === 1 || row.is_owner === true } : undefined;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ id: companies.id, name: companies.company_name, is_hive_partner: companies.is_hive_partner }).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function setHivePartner(db: DbOrTx, companyId: number, flag: 0 | 1, userId: number) {
  await db.update(companies).set({ is_hive_partner: flag, updated_at: sql`now()`, updated_by: userId }).where(eq(companies.id, companyId));
}

export async function findHives(db: DbOrTx, search: string | undefined, limit: number, page: number) {
  const where = search ? or(ilike(hives.title, containing(search)), ilike(hives.page_url, containing(search)), ilike(companies.company_name, containing(search))) : undefined;
  const base = hiveQuery(db, where).orderBy(desc(hives.id)).$dynamic();
  const [rows, [{ total }]] = await Promise.all([
    pageOf(base, limit, page),
    db.select({ total: sql<number>`count(*)::int` }).from(hives).innerJoin(companies, eq(companies.id, hives.company_id)).where(where),
  ]);
  return { rows, total: Number(total) };
}
