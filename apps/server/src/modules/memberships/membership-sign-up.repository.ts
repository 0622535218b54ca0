import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, countries, industries, membershipSignUps, userBusiness, users } from '../../db/schema/index.js';

export type MembershipSignUpRow = typeof membershipSignUps.$inferSelect;

export async function insertSignUp(tx: DbOrTx, values: typeof membershipSignUps.$inferInsert) {
  const [row] = await tx.insert(membershipSignUps).values(values).returning();
  return row;
}

export async function setSignUpSession(tx: DbOrTx, id: number, values: { provider: string; provider_session_id: string; redirect_url: string }) {
  await tx.update(membershipSignUps).set({ ...values, updated_at: new Date() }).where(eq(membershipSignUps.id, id));
}

export async function findSignUpByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(membershipSignUps).where(eq(membershipSignUps.sign_up_key, key));
  return row;
}

export async function findSignUpBySession(db: DbOrTx, provider: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(membershipSignUps)
    .where(and(eq(membershipSignUps.provider, provider), eq(membershipSignUps.provider_session_id, sessionId)));
  return row;
}

/** The sign-up behind a provider session, locked for the confirm path (two events never both complete it). */
export async function lockSignUpBySession(tx: DbOrTx, provider: string, sessionId: string) {
  const result = await tx.execute<{ id: number }>(
    sql`select id from membership_sign_ups where provider = ${provider} and provider_session_id = ${sessionId} for update`,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await tx.select().from(membershipSignUps).where(eq(membershipSignUps.id, Number(id)));
  return row;
}

/** pending → completed (with the account it made), failed or cancelled, at most once. */
export async function closeSignUp(
  tx: DbOrTx,
  id: number,
  values: { status: 'completed' | 'failed' | 'cancelled'; failure_reason?: string | null; user_id?: number; company_id?: number; membership_payment_id?: number },
) {
  const [row] = await tx
    .update(membershipSignUps)
    .set({ ...values, completed_at: values.status === 'completed' ? new Date() : null, updated_at: new Date() })
    .where(and(eq(membershipSignUps.id, id), eq(membershipSignUps.status, 'pending')))
    .returning({ id: membershipSignUps.id });
  return Boolean(row);
}

export async function countryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

export async function industryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id));
  return Boolean(row);
}

/** The member, the company that holds the membership and the owner's link to it. */
export async function insertMemberAccount(
  tx: DbOrTx,
  values: {
    user: typeof users.$inferInsert;
    company: Omit<typeof companies.$inferInsert, 'created_by'>;
    link: Pick<typeof userBusiness.$inferInsert, 'is_admin' | 'is_business' | 'type_reg'>;
  },
) {
  const [user] = await tx.insert(users).values(values.user).returning({ id: users.id });
  const [company] = await tx
    .insert(companies)
    .values({ ...values.company, created_by: user.id, updated_by: user.id })
    .returning({ id: companies.id });
  await tx.insert(userBusiness).values({
    ...values.link,
    user_id: user.id,
    company_id: company.id,
    is_owner: true,
    country_id: values.company.country_id,
    created_by: user.id,
    updated_by: user.id,
  });
  return { userId: user.id, companyId: company.id };
}
