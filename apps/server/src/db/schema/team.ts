import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { companies, users } from './users.js';

/**
 * An invitation to join a company's team, sent by e-mail with the link /join-teammember/{key} (only the key's
 * SHA-256 is kept). Open until accepted, cancelled or past expires_at; at most one open invite per company and e-mail.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    first_name: varchar('first_name', { length: 40 }).notNull().default(''),
    last_name: varchar('last_name', { length: 40 }).notNull().default(''),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    /** open, accepted or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    expires_at: utc('expires_at').notNull(),
    accepted_user_id: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: utc('accepted_at'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('team_invites_key_uq').on(t.key_hash),
    uniqueIndex('team_invites_open_uq').on(t.company_id, sql`lower(${t.email})`).where(sql`${t.status} = 'open'`),
    index('team_invites_company_idx').on(t.company_id, t.status),
    check('team_invites_status_ck', sql`${t.status} in ('open', 'accepted', 'cancelled')`),
  ],
);
