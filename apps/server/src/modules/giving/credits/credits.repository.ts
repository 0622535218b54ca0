import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { pageOf } from '../../../db/lists.js';
import { companies, credits, users } from '../../../db/schema/index.js';
import type { GivingAccount } from '../../accounts/index.js';

export type CreditRow = typeof credits.$inferSelect;

/** A credit's account on the value ledger. */
export const creditAccount = (id: number) => `credit:${id}`;

/** Today's date in UTC, as the database sees it: a credit is usable through its expiry day. */
const todayUtc = sql`(now() at time zone 'UTC')::date`;
export const isUnexpired = sql`(${credits.expiry_date} is null or ${credits.expiry_date} >= ${todayUtc})`;

/**
 * The credit's entries on the ledger (its account 'credit:{id}'), summed; `kinds` keeps only those transfer kinds.
 * The subqueries name `credits.id` with its table: drizzle writes a bare "id" for a top-level field of a one-table
 * select, which a subquery would read as its own ledger row's id; named, they are right wherever they are used.
 */
const ledgerSum = (kinds?: string[]) =>
  kinds
    ? sql<number>`(select coalesce(sum(e.amount_cents), 0)::int8 from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.asset = 'credit' and e.account = 'credit:' || credits.id and t.kind = any(${sql.param(kinds)}::text[]))`.mapWith(Number)
    : sql<number>`(select coalesce(sum(e.amount_cents), 0)::int8 from ledger_entries e where e.asset = 'credit' and e.account = 'credit:' || credits.id)`.mapWith(Number);

/** Whether staff expired or revoked the credit (a closing transfer exists). */
const isClosed = sql`exists (select 1 from ledger_transfers t where t.asset = 'credit' and t.kind in ('credit.expire', 'credit.revoke') and t.reference_type = 'credit' and t.reference_id = credits.id)`;

export const ownedBy = (account: Pick<GivingAccount, 'account' | 'userId' | 'companyId'>): SQL =>
  account.account === 'company'
    ? and(eq(credits.account, 'company'), eq(credits.company_id, account.companyId ?? -1))!
    : and(eq(credits.account, 'user'), eq(credits.user_id, account.userId))!;

/** The account's usable balance in cents: the ledger balances of its unexpired credits. */
export async function creditBalanceCents(db: DbOrTx, account: GivingAccount): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerSum()}), 0)::int8`.mapWith(Number) })
    .from(credits)
    .where(and(ownedBy(account), isUnexpired));
  return Number(row?.balance ?? 0);
}

/**
 * Locks the account's usable credits (FOR UPDATE, soonest expiry first), so two checkouts of the same account
 * take them one after the other. Answers their ids in the order they should be spent.
 */
export async function lockUsableCredits(tx: DbOrTx, account: GivingAccount) {
  const rows = await tx
    .select({ id: credits.id })
    .from(credits)
    .where(and(ownedBy(account), isUnexpired, sql`not ${isClosed}`))
    .orderBy(sql`${credits.expiry_date} asc nulls last`, asc(credits.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Locks one credit row (staff expire or revoke it). */
export async function lockCredit(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(credits).where(eq(credits.id, id)).for('update');
  return row;
}

/** What a contribution group holds of each credit now (redeemed minus given back), in cents, per credit id. */
export async function creditHeldByGroup(db: DbOrTx, groupId: number) {
  const res = await db.execute<{ account: string; held: string }>(sql`
    select e.account, (-sum(e.amount_cents))::text as held
    from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    where t.asset = 'credit' and t.reference_type = 'contribution_group' and t.reference_id = ${groupId} and e.account like 'credit:%'
    group by e.account having sum(e.amount_cents) <> 0`);
  return res.rows.map((r) => ({ creditId: Number(r.account.slice('credit:'.length)), cents: Number(r.held) }));
}

/** Credit reserved for a group and not given back, in cents. */
export async function reservedCreditCents(db: DbOrTx, groupId: number): Promise<number> {
  return (await creditHeldByGroup(db, groupId)).reduce((n, r) => n + r.cents, 0);
}

/** Of these credits, the ids staff expired or revoked, with how. */
export async function closedKinds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const res = await db.execute<{ id: number; kind: string }>(sql`
    select distinct on (reference_id) reference_id as id, kind from ledger_transfers
    where asset = 'credit' and kind in ('credit.expire', 'credit.revoke') and reference_type = 'credit' and reference_id = any(${sql.param(ids)}::int[])
    order by reference_id, id`);
  return new Map(res.rows.map((r) => [Number(r.id), r.kind]));
}

const creditColumns = {
  credit: credits,
  is_expired: sql<boolean>`not ${isUnexpired}`,
  balance_cents: ledgerSum(),
  redeemed_cents: ledgerSum(['credit.redeem', 'credit.release']),
  expired_cents: ledgerSum(['credit.expire']),
  revoked_cents: ledgerSum(['credit.revoke']),
  first_name: users.first_name,
  last_name: users.last_name,
  company_name: companies.company_name,
};

export async function findCredits(db: DbOrTx, where: SQL | undefined, limit: number, page: number) {
  const base = db
    .select(creditColumns)
    .from(credits)
    .leftJoin(users, eq(users.id, credits.user_id))
    .leftJoin(companies, eq(companies.id, credits.company_id))
    .where(where)
    .orderBy(desc(credits.created_at), desc(credits.id));
  const rows = await pageOf(base.$dynamic(), limit, page);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(credits).where(where);
  return { rows, total: Number(total) };
}
export type CreditListRow = Awaited<ReturnType<typeof findCredits>>['rows'][number];

export async function insertCredit(db: DbOrTx, values: typeof credits.$inferInsert) {
  const [row] = await db.insert(credits).values(values).returning({ id: credits.id });
  return row.id;
}

/** Marks the account's credits as announced (the gift dialog was shown). */
export async function markNotified(db: DbOrTx, account: GivingAccount) {
  const rows = await db
    .update(credits)
    .set({ is_notified: true, updated_at: sql`now()` })
    .where(and(ownedBy(account), eq(credits.is_notified, false)))
    .returning({ id: credits.id });
  return rows.length;
}

/** One credit. */
export const creditIs = (id: number): SQL => eq(credits.id, id);

/** The credits of a user, of a company, of both, or (neither given) every credit. */
export function creditsOf(f: { userId?: number; companyId?: number }): SQL | undefined {
  const conditions = [];
  if (f.userId) conditions.push(eq(credits.user_id, f.userId));
  if (f.companyId) conditions.push(eq(credits.company_id, f.companyId));
  return conditions.length ? and(...conditions) : undefined;
}

/** The user's id when the user exists, else undefined. */
export async function findUserId(db: DbOrTx, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The company's id when it exists, else undefined. */
export async function findCompanyId(db: DbOrTx, companyId: number) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company;
}
