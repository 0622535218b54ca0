import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

export async function insertGuestUser(tx: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function updateGuestNames(tx: DbOrTx, userId: number, values: { first_name: string; last_name: string; country_id: number }) {
  await tx.update(users).set({ ...values, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** The guest becomes a personal member: their password and role. */
export async function promoteGuest(tx: DbOrTx, userId: number, passwordHash: string, roleId: number) {
  await tx.update(users).set({ password_hash: passwordHash, role_id: roleId, account: 'user', updated_at: sql`now()` }).where(eq(users.id, userId));
}
