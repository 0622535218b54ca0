import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { pageOf } from '../../../db/lists.js';
import { companies, creditRedemptions, credits, users } from '../../../db/schema/index.js';
import type { GivingAccount } from '../../accounts/index.js';

export type CreditRow = typeof credits.$inferSelect;

/** Today's date in UTC, as the database sees it: a credit is usable through its expiry day. */
const todayUtc = sql`(now() at time zone 'UTC')::date`;
export const isUnexpired = sql`(${credits.expiry_date} is null or ${credits.expiry_date} >= ${todayUtc})`;

export const ownedBy = (account: Pick<GivingAccount, 'account' | 'userId' | 'companyId'>): SQL =>
  account.account === 'company'
    ? and(eq(credits.account, 'company'), eq(credits.company_id, account.companyId ?? -1))!
    : and(eq(credits.account, 'user'), eq(credits.user_id, account.userId))!;

/** The account's unexpired balance in cents. */
export async function creditBalanceCents(db: DbOrTx, account: GivingAccount): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${credits.credit_usd_cents} - ${credits.amount_redeemed_usd_cents}), 0)` })
    .from(credits)
    .where(and(ownedBy(account), isUnexpired));
  return Number(row.balance);
}

/**
 * Reserves up to `needCents` of the account's credit for a group: the usable credits are locked (FOR UPDATE,
 * so two checkouts cannot spend the same credit), the soonest-expiring spent first. Returns the amount taken.
 */
export async function reserveCredit(tx: DbOrTx, account: GivingAccount, groupId: number, needCents: number): Promise<number> {
  const rows = await tx
    .select()
    .from(credits)
    .where(and(ownedBy(account), isUnexpired, sql`${credits.amount_redeemed_usd_cents} < ${credits.credit_usd_cents}`))
    .orderBy(sql`${credits.expiry_date} asc nulls last`, asc(credits.id))
    .for('update');
  let remaining = needCents;
  for (const credit of rows) {
    if (remaining <= 0) break;
    const take = Math.min(credit.credit_usd_cents - credit.amount_redeemed_usd_cents, remaining);
    if (take <= 0) continue;
    await tx
      .update(credits)
      .set({ amount_redeemed_usd_cents: sql`${credits.amount_redeemed_usd_cents} + ${take}`, updated_at: sql`now()` })
      .where(eq(credits.id, credit.id));
    await tx.insert(creditRedemptions).values({ credit_id: credit.id, contribution_group_id: groupId, amount_cents: take });
    remaining -= take;
  }
  return needCents - remaining;
}

/** Credit reserved for a group and not released. */
export async function reservedCreditCents(db: DbOrTx, groupId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditRedemptions.amount_cents}), 0)` })
    .from(creditRedemptions)
    .where(and(eq(creditRedemptions.contribution_group_id, groupId), isNull(creditRedemptions.released_at)));
  return Number(row.total);
}

/** Returns a group's reserved credit to its credits, once: each redemption is released by a conditional update. */
export async function releaseCredit(tx: DbOrTx, groupId: number) {
  const released = await tx
    .update(creditRedemptions)
    .set({ released_at: sql`now()` })
    .where(and(eq(creditRedemptions.contribution_group_id, groupId), isNull(creditRedemptions.released_at)))
    .returning({ credit_id: creditRedemptions.credit_id, amount_cents: creditRedemptions.amount_cents });
  for (const r of released) {
    await tx
      .update(credits)
      .set({ amount_redeemed_usd_cents: sql`${credits.amount_redeemed_usd_cents} - ${r.amount_cents}`, updated_at: sql`now()` })
      .where(eq(credits.id, r.credit_id));
  }
}

const creditColumns = {
  credit: credits,
  is_expired: sql<boolean>`not ${isUnexpired}`,
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

