import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { users } from './users.js';

/**
 * Giving reminders a member sets for themself: weekly on a weekday (day 1 Monday ... 7 Sunday), or monthly or
 * quarterly on a day of the month (1 to 28). The reminders job e-mails each active one on its next_date and moves
 * next_date on.
 */
export const impactReminders = pgTable(
  'impact_reminders',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    note: text('note'),
    /** weekly, monthly or quarterly. */
    frequency: varchar('frequency', { length: 16 }).notNull(),
    day: integer('day').notNull(),
    next_date: date('next_date', { mode: 'string' }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** The last date a reminder e-mail was queued for. */
    last_sent_on: date('last_sent_on', { mode: 'string' }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('impact_reminders_user_idx').on(t.user_id, t.id),
    // The job's search: active reminders whose date has come.
    index('impact_reminders_due_idx').on(t.next_date).where(sql`${t.is_active}`),
    check('impact_reminders_frequency_ck', sql`${t.frequency} in ('weekly', 'monthly', 'quarterly')`),
    check(
      'impact_reminders_day_ck',
      sql`(${t.frequency} = 'weekly' and ${t.day} between 1 and 7) or (${t.frequency} <> 'weekly' and ${t.day} between 1 and 28)`,
    ),
  ],
);
