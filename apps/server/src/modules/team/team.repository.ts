import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, teamInvites, userBusiness, users } from '../../db/schema/index.js';

export type InviteRow = typeof teamInvites.$inferSelect;

export async function findLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db.select().from(userBusiness).where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return row ?? null;
}

export async function findAdministeredCompanyId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), sql`(${userBusiness.is_admin} = 1 or ${userBusiness.is_owner})`))
    .orderBy(desc(userBusiness.is_owner), asc(userBusiness.id))
    .limit(1);
  return row?.company_id ?? null;
}

/** The company with a lock on its row: invitations and joins of one company queue on it (the employee limit). */
export async function lockCompany(tx: DbOrTx, companyId: number) {
  const [row] = await tx.select({ id: companies.id, company_name: companies.company_name, employee_limit: companies.employee_limit }).from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ id: companies.id, company_name: companies.company_name, employee_limit: companies.employee_limit }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function setEmployeeLimit(tx: DbOrTx, companyId: number, limit: number, by: number) {
  await tx.update(companies).set({ employee_limit: limit, updated_at: sql`now()`, updated_by: by }).where(eq(companies.id, companyId));
}

export async function findMembers(db: DbOrTx, companyId: number) {
  return db
    .select({ user_id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name, is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner, joined_at: userBusiness.created_at })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_owner), asc(users.first_name), asc(users.id));
}

/** Members other than the owner, plus open invitations not yet expired: what the employee limit caps. */
export async function seatsUsed(db: DbOrTx, companyId: number, now: Date) {
  const res = await db.execute<{ n: number }>(sql`
    select (select count(*) from user_business where company_id = ${companyId} and not is_owner)
      + (select count(*) from team_invites where company_id = ${companyId} and status = 'open' and expires_at > ${now}) as n`);
  return Number(res.rows[0]?.n ?? 0);
}

export async function findOpenInvites(db: DbOrTx, companyId: number) {
  return db.select().from(teamInvites).where(and(eq(teamInvites.company_id, companyId), eq(teamInvites.status, 'open'))).orderBy(desc(teamInvites.id));
}

export async function findInvite(db: DbOrTx, id: number) {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.id, id));
  return row ?? null;
}

export async function findInviteByKey(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ invite: teamInvites, company_name: companies.company_name })
    .from(teamInvites)
    .innerJoin(companies, eq(companies.id, teamInvites.company_id))
    .where(eq(teamInvites.key_hash, keyHash));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id, email: users.email, first_name: users.first_name }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether an e-mail has an open invitation to the company (expired ones are replaced). */
export async function findOpenInviteFor(db: DbOrTx, companyId: number, email: string) {
  const [row] = await db.select().from(teamInvites).where(and(eq(teamInvites.company_id, companyId), eq(teamInvites.status, 'open'), sql`lower(${teamInvites.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

export async function insertInvite(tx: DbOrTx, row: typeof teamInvites.$inferInsert) {
  const [r] = await tx.insert(teamInvites).values(row).returning();
  return r!;
}

export async function updateInvite(tx: DbOrTx, id: number, set: Partial<typeof teamInvites.$inferInsert>, fromStatus = 'open') {
  const rows = await tx
    .update(teamInvites)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(teamInvites.id, id), eq(teamInvites.status, fromStatus)))
    .returning();
  return rows[0] ?? null;
}

export async function insertUser(tx: DbOrTx, row: typeof users.$inferInsert) {
  const [u] = await tx.insert(users).values(row).returning({ id: users.id });
  return u!.id;
}

export async function linkMember(tx: DbOrTx, userId: number, companyId: number, by: number) {
  await tx.insert(userBusiness).values({ user_id: userId, company_id: companyId, is_admin: 0, is_business: 0, type_reg: 'invite', created_by: by, updated_by: by }).onConflictDoNothing();
}

export async function removeLink(tx: DbOrTx, userId: number, companyId: number) {
  const rows = await tx.delete(userBusiness).where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId), eq(userBusiness.is_owner, false))).returning({ id: userBusiness.id });
  return rows.length > 0;
}

export async function setAdmin(tx: DbOrTx, userId: number, companyId: number, isAdmin: boolean, by: number) {
  const rows = await tx
    .update(userBusiness)
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: sql`now()`, updated_by: by })
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)))
    .returning({ id: userBusiness.id });
  return rows.length > 0;
}
