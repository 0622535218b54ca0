import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oauthTokens, partners, userBusiness, users } from '../../db/schema/index.js';

/** The user with this e-mail (in any case), or undefined. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

/** The user, or undefined. */
export async function findUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The id of an account (other than `exceptUserId`) using the e-mail, in any case; empty when none. */
export function findUserIdsByEmail(db: DbOrTx, email: string, exceptUserId?: number | null) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
}

/** Sets a user's password hash. */
export async function updatePasswordHash(tx: DbOrTx, userId: number, passwordHash: string) {
  await tx.update(users).set({ password_hash: passwordHash, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** Revokes every live token of the user except the one given. */
export async function revokeOtherTokensOfUser(tx: DbOrTx, userId: number, keepTokenId: number) {
  await tx.execute(sql`update oauth_tokens set revoked_at = now() where user_id = ${userId} and id <> ${keepTokenId} and revoked_at is null`);
}

/** Where a one-time code for the user goes: the address and the name to greet. */
export async function findUserMailAddress(db: DbOrTx, userId: number) {
  const [user] = await db.select({ email: users.email, first_name: users.first_name }).from(users).where(eq(users.id, userId));
  return user;
}

/** When the user verified the e-mail address (null when not yet), or undefined when there is no such user. */
export async function findEmailVerifiedAt(tx: DbOrTx, userId: number) {
  const [user] = await tx.select({ verified: users.email_verified_at }).from(users).where(eq(users.id, userId));
  return user;
}

/** Marks the user's e-mail address verified now. */
export async function markEmailVerified(tx: DbOrTx, userId: number) {
  await tx.update(users).set({ email_verified_at: sql`now()`, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** The worthy-cause profile of a partner user, or undefined. */
export async function findPartnerIdOfUser(db: DbOrTx, userId: number) {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.user_id, userId));
  return partner;
}

/** Every company link of the user. */
export function findCompanyLinks(db: DbOrTx, userId: number) {
  return db.select().from(userBusiness).where(eq(userBusiness.user_id, userId));
}

/** Sets the account a user acts as (personal or company). */
export async function updateUserAccount(db: DbOrTx, userId: number, account: 'user' | 'company') {
  await db.update(users).set({ account, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** Whether the user may switch views (users.change_type), or undefined when there is no such user. */
export async function findChangeType(db: DbOrTx, userId: number) {
  const [user] = await db.select({ change_type: users.change_type }).from(users).where(eq(users.id, userId));
  return user;
}

/** Sets the view (business or partner; null for staff's own) a session shows. */
export async function updateTokenView(db: DbOrTx, tokenId: number, viewType: 'partner' | 'business' | null) {
  await db.update(oauthTokens).set({ view_type: viewType }).where(eq(oauthTokens.id, tokenId));
}

/** The user's id when the user is an admin, else undefined. */
export async function findAdminId(db: DbOrTx, userId: number) {
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.user_type, 'admin')));
  return admin;
}
