import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { users } from './users.js';

/**
 * One message shown in members' notification bells: a staff broadcast (kind 'broadcast', with the audience staff
 * chose) or one of the platform's own events (credit granted, tokens received...). Its text is kept once here;
 * each recipient has a `notifications` row pointing at it, so a broadcast to 100,000 members stores its text once.
 */
export const broadcastNotifications = pgTable(
  'broadcast_notifications',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 150 }).notNull(),
    message_body: text('message_body').notNull(),
    external_link: text('external_link'),
    /** 'broadcast' for staff messages, else the platform event that raised it (the contract's NOTIFICATION_EVENT_KINDS). */
    kind: varchar('kind', { length: 40 }).notNull().default('broadcast'),
    /** The staff member who sent it (null for the platform's own events). */
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whom staff chose (user ids, a group, one company or user, a filter), as sent. */
    audience: jsonb('audience'),
    /** When it is to go out; the delivery job runs at this time. */
    send_at: utc('send_at').notNull().defaultNow(),
    /** scheduled (waiting for send_at), sending, sent, or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('sent'),
    recipient_count: integer('recipient_count').notNull().default(0),
    /** Recipients e-mailed so far (broadcasts are also e-mailed, in batches, to members who did not turn platform news off). */
    emailed_count: integer('emailed_count').notNull().default(0),
    sent_at: utc('sent_at'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('broadcast_notifications_kind_idx').on(t.kind, t.id),
    check('broadcast_notifications_status_ck', sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
);

/**
 * One notification in one recipient's bell: a company (recipient_type 'company', recipient_id the company id),
 * seen by each of its members while they act as it, or a person (recipient_type 'personal', recipient_id the user
 * id). status '0' unread, '1' read (business-and-public.md §3).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    broadcast_notification_id: integer('broadcast_notification_id')
      .notNull()
      .references(() => broadcastNotifications.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id').notNull(),
    recipient_type: varchar('recipient_type', { length: 16 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    notification_date: utc('notification_date').notNull().defaultNow(),
    read_at: utc('read_at'),
  },
  (t) => [
    // A recipient gets a message once, however often its delivery is retried.
    uniqueIndex('notifications_message_recipient_uq').on(t.broadcast_notification_id, t.recipient_type, t.recipient_id),
    // The bell's page (newest first) and its unread count, for one recipient.
    index('notifications_recipient_idx').on(t.recipient_type, t.recipient_id, t.id),
    index('notifications_unread_idx').on(t.recipient_type, t.recipient_id).where(sql`${t.status} = '0'`),
    check('notifications_recipient_type_ck', sql`${t.recipient_type} in ('company', 'personal')`),
    check('notifications_status_ck', sql`${t.status} in ('0', '1')`),
  ],
);
