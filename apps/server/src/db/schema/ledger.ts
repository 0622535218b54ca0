import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';

/**
 * The one ledger of value held on the platform (impact tokens, giving credits and whatever comes next). Value
 * moves only by transfers; a transfer is two or more entries of one asset whose amounts add up to zero, so
 * value is never made or lost on the way. A balance is the sum of an account's entries, never a column updated
 * in place. Rows are never changed or deleted (a trigger refuses it); a mistake is undone by a new transfer.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: serial('id').primaryKey(),
    /** What moves: 'token', 'credit', ... (one asset per transfer). */
    asset: varchar('asset', { length: 16 }).notNull(),
    /** Why it moved, in the owning domain's words: 'token.purchase', 'token.issue', 'credit.redeem', ... */
    kind: varchar('kind', { length: 48 }).notNull(),
    /** The record the transfer belongs to (a purchase, a contribution group, a grant ...). */
    reference_type: varchar('reference_type', { length: 32 }),
    reference_id: integer('reference_id'),
    /** Asking twice with the same key moves value once: the second ask answers the first transfer. */
    idempotency_key: varchar('idempotency_key', { length: 160 }),
    memo: jsonb('memo'),
    created_by: integer('created_by'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotency_key),
    index('ledger_transfers_reference_idx').on(t.reference_type, t.reference_id),
    index('ledger_transfers_kind_idx').on(t.asset, t.kind, t.created_at),
  ],
);

/** One leg of a transfer: an amount (in cents, signed) into or out of one account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transfer_id: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    asset: varchar('asset', { length: 16 }).notNull(),
    /** 'company:12', 'user:34', 'credit:7', or a system account such as 'system:payments'. */
    account: varchar('account', { length: 64 }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.asset, t.account, t.amount_cents),
    index('ledger_entries_transfer_idx').on(t.transfer_id),
    check('ledger_entries_amount_ck', sql`${t.amount_cents} <> 0`),
  ],
);
