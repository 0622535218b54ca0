import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userKeys, users } from '../../db/schema/index.js';
import { randomSecret, sha256 } from '../../lib/secrets.js';

/** The purpose of the one-time links that confirm a new login e-mail (kept in user_keys beside the sign-up links). */
const CHANGE_EMAIL = 'change_email';

export type PersonalProfileValues = Partial<
  Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'about_you' | 'facebook_url' | 'googleplus_url' | 'linkedin_url' | 'twitter_url' | 'image' | 'pending_email'>
>;

/** Writes personal profile fields of a user. */
export async function updatePersonalProfile(db: DbOrTx, userId: number, values: PersonalProfileValues) {
  await db
    .update(users)
    .set({ ...values, updated_at: sql`now()`, updated_by: userId })
    .where(eq(users.id, userId));
}

/** Whether another user already signs in with this e-mail (compared without case). */
export async function isEmailUsedByOther(db: DbOrTx, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** Retires the open change links of a user and creates a new one; only its hash is stored. Returns the raw key for the e-mail. */
export async function createEmailChangeKey(db: DbOrTx, userId: number, ttlSeconds: number): Promise<string> {
  await db
    .update(userKeys)
    .set({ used_at: sql`now()` })
    .where(and(eq(userKeys.user_id, userId), eq(userKeys.purpose, CHANGE_EMAIL), isNull(userKeys.used_at)));
  const key = randomSecret(24);
  await db.insert(userKeys).values({ user_id: userId, purpose: CHANGE_EMAIL, key_hash: sha256(key), expires_at: new Date(Date.now() + ttlSeconds * 1000) });
  return key;
}

/** Marks an unused, unexpired change link used; its user, or null when the link is unknown, used or expired. */
export async function consumeEmailChangeKey(db: DbOrTx, key: string): Promise<number | null> {
  const rows = await db
    .update(userKeys)
    .set({ used_at: sql`now()` })
    .where(and(eq(userKeys.key_hash, sha256(key)), eq(userKeys.purpose, CHANGE_EMAIL), isNull(userKeys.used_at), sql`${userKeys.expires_at} > now()`))
    .returning({ user_id: userKeys.user_id });
  return rows[0]?.user_id ?? null;
}

/** The user's names and e-mails, locked for the change. */
export async function findUserForEmailChange(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, first_name: users.first_name, email: users.email, pending_email: users.pending_email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Makes the pending e-mail the login e-mail: it is verified, since its owner opened the link sent to it. */
export async function applyPendingEmail(db: DbOrTx, userId: number, email: string) {
  await db
    .update(users)
    .set({ email, pending_email: null, email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: sql`now()`, updated_by: userId })
    .where(eq(users.id, userId));
}
