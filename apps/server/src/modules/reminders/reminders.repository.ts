import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { impactReminders, users } from '../../db/schema/index.js';

export type ReminderRow = typeof impactReminders.$inferSelect;
export type ReminderFields = Pick<ReminderRow, 'name' | 'note' | 'frequency' | 'day' | 'next_date' | 'is_active'>;

/** A member's reminders, oldest first. */
export function findRemindersOf(db: DbOrTx, userId: number): Promise<ReminderRow[]> {
  return db.select().from(impactReminders).where(eq(impactReminders.user_id, userId)).orderBy(asc(impactReminders.id));
}

export async function countRemindersOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(impactReminders).where(eq(impactReminders.user_id, userId));
  return Number(row?.n ?? 0);
}

/** One of the member's reminders, or undefined (another member's reminder is not found either). */
export async function findOwnReminder(db: DbOrTx, userId: number, id: number): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(impactReminders)
    .where(and(eq(impactReminders.id, id), eq(impactReminders.user_id, userId)))
    .for('update');
  return row;
}

export async function insertReminder(db: DbOrTx, userId: number, fields: ReminderFields): Promise<ReminderRow> {
  const [row] = await db
    .insert(impactReminders)
    .values({ user_id: userId, ...fields })
    .returning();
  return row;
}

export async function updateReminder(db: DbOrTx, id: number, fields: ReminderFields): Promise<ReminderRow> {
  const [row] = await db
    .update(impactReminders)
    .set({ ...fields, updated_at: sql`now()` })
    .where(eq(impactReminders.id, id))
    .returning();
  return row;
}

/** Deletes one of the member's reminders; answers whether there was one. */
export async function deleteOwnReminder(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(impactReminders)
    .where(and(eq(impactReminders.id, id), eq(impactReminders.user_id, userId)))
    .returning({ id: impactReminders.id });
  return rows.length > 0;
}

export type DueReminder = { id: number; frequency: string; day: number; next_date: string; role_id: number; user_live: boolean };

/** Active reminders whose date has come (on or before `today`), with their member's role, a batch at a time. */
export function findDueReminders(db: DbOrTx, today: string, limit: number): Promise<DueReminder[]> {
  return db
    .select({
      id: impactReminders.id,
      frequency: impactReminders.frequency,
      day: impactReminders.day,
      next_date: impactReminders.next_date,
      role_id: users.role_id,
      user_live: sql<boolean>`(${users.status} = 0 and ${users.is_active})`,
    })
    .from(impactReminders)
    .innerJoin(users, eq(users.id, impactReminders.user_id))
    .where(and(eq(impactReminders.is_active, true), lte(impactReminders.next_date, today)))
    .orderBy(asc(impactReminders.next_date), asc(impactReminders.id))
    .limit(limit);
}

/**
 * Moves a reminder from the date `from` to `next`, noting `sentOn` when a mail was queued. Only when it still is
 * at `from`: a reminder edited meanwhile keeps its new date. Answers whether it moved.
 */
export async function advanceReminder(db: DbOrTx, id: number, from: string, next: string, sentOn: string | null): Promise<boolean> {
  const rows = await db
    .update(impactReminders)
    .set({ next_date: next, ...(sentOn ? { last_sent_on: sentOn } : {}), updated_at: sql`now()` })
    .where(and(eq(impactReminders.id, id), eq(impactReminders.next_date, from)))
    .returning({ id: impactReminders.id });
  return rows.length > 0;
}

/** A reminder with what its e-mail needs of its member. */
export async function findReminderForMail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      reminder: impactReminders,
      email: users.email,
      first_name: users.first_name,
      role_id: users.role_id,
      user_live: sql<boolean>`(${users.status} = 0 and ${users.is_active})`,
    })
    .from(impactReminders)
    .innerJoin(users, eq(users.id, impactReminders.user_id))
    .where(eq(impactReminders.id, id));
  return row;
}
