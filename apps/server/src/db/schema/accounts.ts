import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { users } from './users.js';

/**
 * E-mailed one-time sign-in codes. A verified code yields a one-time ticket that the password grant
 * must present, so a client cannot skip the code step. Codes and tickets are stored as hashes.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    expires_at: utc('expires_at').notNull(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    verified_at: utc('verified_at'),
    ticket_hash: varchar('ticket_hash', { length: 64 }),
    ticket_expires_at: utc('ticket_expires_at'),
    ticket_used_at: utc('ticket_used_at'),
    /** Set when a newer code replaced this one or it died after too many wrong tries. */
    invalidated_at: utc('invalidated_at'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_user_idx').on(t.user_id), uniqueIndex('otp_challenges_ticket_uq').on(t.ticket_hash)],
);

/** One-time links sent by e-mail: e-mail verification and password reset. Stored as hashes. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    expires_at: utc('expires_at').notNull(),
    used_at: utc('used_at'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_keys_hash_uq').on(t.key_hash), index('user_keys_user_idx').on(t.user_id, t.purpose)],
);

/** Fixed-window counters for abuse limits; kept in the database so every server process shares them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).notNull(),
    window_start: utc('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limits_key_window_uq').on(t.key, t.window_start), index('rate_limits_window_idx').on(t.window_start)],
);

/**
 * Who did what to whom, when and why: impersonation, switches and every staff action, with the subject's state
 * before and after. Append-only: a trigger (migration 0017) refuses any update or delete of a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 64 }).notNull(),
    subject_type: varchar('subject_type', { length: 32 }).notNull(),
    subject_id: integer('subject_id'),
    details: jsonb('details'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: varchar('ip', { length: 64 }),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actor_id),
    index('audit_log_subject_idx').on(t.subject_type, t.subject_id),
    index('audit_log_created_idx').on(t.created_at, t.id),
    index('audit_log_action_idx').on(t.action, t.created_at),
  ],
);

/** Every e-mail the platform sends, kept for the development mailbox and for support. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    /**
     * 'sent' when the SMTP server accepted it, 'stored' when no SMTP server is configured, 'failed' otherwise;
     * 'skipped' when the recipient turned that kind of e-mail off (the reason in `error`).
     */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    /** When the recipient first opened it (the tracking pixel, for mails whose kind they allow). */
    opened_at: utc('opened_at'),
    /** The random key of its tracking pixel (/api/mail/open/{key}.gif); null when the mail carries none. */
    open_key: varchar('open_key', { length: 64 }),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to_address, t.created_at), uniqueIndex('mail_outbox_open_key_uq').on(t.open_key)],
);
