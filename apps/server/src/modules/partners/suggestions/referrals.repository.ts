import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReferralStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { containing, pageOf } from '../../../db/lists.js';
import { countries, users, worthyCauseReferrals } from '../../../db/schema/index.js';

/** The conditions of the staff list: a status, and words in the cause, its contact or the referrer. */
export function whereOfReferrals(f: { status?: ReferralStatus; search?: string }): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(worthyCauseReferrals.status, f.status));
  if (f.search) {
    const like = containing(f.search);
    const r = worthyCauseReferrals;
    parts.push(
      sql`(${r.cause_name} ilike ${like} or ${r.website} ilike ${like} or ${r.contact_name} ilike ${like} or ${r.contact_email} ilike ${like}
        or ${r.referrer_name} ilike ${like} or ${r.referrer_email} ilike ${like} or ${r.description} ilike ${like})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const selectReferrals = (db: DbOrTx) =>
  db
    .select({ referral: worthyCauseReferrals, country: { id: countries.id, name: countries.name, code: countries.code } })
    .from(worthyCauseReferrals)
    .leftJoin(countries, eq(countries.id, worthyCauseReferrals.country_id));

/** One page of suggestions, newest first, and how many match. */
export async function findReferrals(db: DbOrTx, where: SQL | undefined, limit: number, page: number) {
  const base = selectReferrals(db).where(where).orderBy(desc(worthyCauseReferrals.created_at), desc(worthyCauseReferrals.id));
  const rows = await pageOf(base.$dynamic(), limit, page);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(worthyCauseReferrals).where(where);
  return { rows, total: Number(total) };
}
export type ReferralRow = Awaited<ReturnType<typeof findReferrals>>['rows'][number];

export async function findReferral(db: DbOrTx, id: number) {
  const [row] = await selectReferrals(db).where(eq(worthyCauseReferrals.id, id)).limit(1);
  return row ?? null;
}

export async function insertReferral(db: DbOrTx, values: typeof worthyCauseReferrals.$inferInsert) {
  const [row] = await db.insert(worthyCauseReferrals).values(values).returning({ id: worthyCauseReferrals.id });
  return row.id;
}

export async function saveReferralStatus(db: DbOrTx, id: number, values: { status: ReferralStatus; admin_note: string | null }, actorId: number) {
  await db.update(worthyCauseReferrals).set({ ...values, updated_at: new Date(), updated_by: actorId }).where(eq(worthyCauseReferrals.id, id));
}

export async function countryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}

/** A signed-in referrer's name and e-mail. */
export async function findReferrer(db: DbOrTx, userId: number) {
  const [row] = await db.select({ first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Staff who receive the platform's notices: active, unblocked admin users. */
export function findActiveAdmins(db: DbOrTx) {
  return db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.user_type, 'admin'), eq(users.is_active, true), eq(users.status, 0)))
    .orderBy(users.id);
}
