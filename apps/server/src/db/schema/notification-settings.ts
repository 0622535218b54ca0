import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { users } from './users.js';

/**
 * A member's choice for one kind of e-mail (the contract's NOTIFICATION_KINDS): email_status 1 on, 0 off. A kind
 * without a row is on, so only the choices a member made are stored.
 */
export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_id: integer('notification_id').notNull(),
    email_status: integer('email_status').notNull(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.notification_id] }), check('user_notification_settings_status_ck', sql`${t.email_status} in (0, 1)`)],
);
