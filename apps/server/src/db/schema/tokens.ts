import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { companies, users } from './users.js';

/**
 * One issue of impact tokens to one person: by a company (kind 'company') or by staff to someone outside any
 * company (kind 'external'). The value itself lives on the ledger, in the token's own account `token:{id}` (each
 * token has its own expiry); this row says whose it is, until when, and its status. A recipient without an account
 * has user_id null until they follow the e-mail link (claim_key_hash) and set one up.
 */
export const impactTokens = pgTable(
  'impact_tokens',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull().default('company'),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    first_name: varchar('first_name', { length: 40 }).notNull().default(''),
    last_name: varchar('last_name', { length: 40 }).notNull().default(''),
    /** What was issued, in cents (the ledger holds what is left). */
    amount_cents: integer('amount_cents').notNull(),
    /** active, paused, revoked, expired or deleted. */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    expires_at: utc('expires_at').notNull(),
    /** SHA-256 of the key in the e-mail link; null once used. */
    claim_key_hash: varchar('claim_key_hash', { length: 64 }),
    /** When the holder saw the gift dialog for this token. */
    gift_shown_at: utc('gift_shown_at'),
    /** When the holder and company were told it expires soon. */
    expiry_notice_sent_at: utc('expiry_notice_sent_at'),
    closed_at: utc('closed_at'),
    ...auditColumns,
  },
  (t) => [
    index('impact_tokens_company_idx').on(t.company_id, t.status, t.id),
    index('impact_tokens_user_idx').on(t.user_id),
    index('impact_tokens_email_idx').on(sql`lower(${t.email})`),
    index('impact_tokens_expiry_idx').on(t.expires_at).where(sql`${t.status} in ('active', 'paused')`),
    // The people holding a company's live tokens, counted from the index alone.
    // The holder list, newest first: a company's live rows walked backwards, whatever other companies hold.
    index('impact_tokens_company_list_idx').on(t.company_id, t.id).where(sql`${t.status} <> 'deleted'`),
    // The holder list's search: one text of e-mail and name, found by any part of it.
    index('impact_tokens_search_trgm_idx').using('gin', sql`(${t.email} || ' ' || ${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`),
    index('impact_tokens_holders_idx').on(t.company_id, sql`lower(${t.email})`).where(sql`${t.kind} = 'company' and ${t.status} in ('active', 'paused')`),
    uniqueIndex('impact_tokens_claim_uq').on(t.claim_key_hash),
    check('impact_tokens_status_ck', sql`${t.status} in ('active', 'paused', 'revoked', 'expired', 'deleted')`),
    check('impact_tokens_kind_ck', sql`${t.kind} in ('company', 'external') and (${t.kind} = 'external' or ${t.company_id} is not null)`),
    check('impact_tokens_amount_ck', sql`${t.amount_cents} > 0`),
  ],
);
