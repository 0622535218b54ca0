import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/index.js';

export type NewTransfer = typeof ledgerTransfers.$inferInsert;
export type NewEntry = { asset: string; account: string; amount_cents: number };

/**
 * Takes the transaction-scoped locks that serialise movements of the given keys (accounts, idempotency keys),
 * in one sorted order so that two transfers over the same accounts can never wait on each other in a circle.
 */
export async function lockKeys(tx: DbOrTx, keys: string[]) {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 7011)) from unnest(${sql.param(sorted)}::text[]) with ordinality as u(k, n) order by n`);
}

/** The transfers already recorded under these idempotency keys. */
export async function findTransfersByKeys(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select({ id: ledgerTransfers.id, idempotency_key: ledgerTransfers.idempotency_key }).from(ledgerTransfers).where(inArray(ledgerTransfers.idempotency_key, keys));
}

/** Balances (sum of entries, in cents) of some accounts of one asset; accounts without entries are absent. */
export async function sumBalances(db: DbOrTx, asset: string, accounts: string[]) {
  if (accounts.length === 0) return [];
  return db
    .select({ account: ledgerEntries.account, balance: sql<number>`coalesce(sum(${ledgerEntries.amount_cents}), 0)::int8`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.asset, asset), inArray(ledgerEntries.account, accounts)))
    .groupBy(ledgerEntries.account);
}

/** Inserts transfers (one statement) and answers their ids in the same order. */
export async function insertTransfers(tx: DbOrTx, rows: NewTransfer[]) {
  const inserted = await tx.insert(ledgerTransfers).values(rows).returning({ id: ledgerTransfers.id });
  return inserted.map((r) => r.id);
}

/** Inserts entries of one or more transfers in ONE statement (the database checks each transfer adds up to zero). */
export async function insertEntries(tx: DbOrTx, rows: (NewEntry & { transfer_id: number })[]) {
  await tx.insert(ledgerEntries).values(rows);
}

/** The entries of an account, newest first, with their transfer's kind and reference. */
export async function findAccountEntries(db: DbOrTx, asset: string, account: string, limit: number, offset: number) {
  return db
    .select({
      entry_id: ledgerEntries.id,
      transfer_id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      amount_cents: ledgerEntries.amount_cents,
      reference_type: ledgerTransfers.reference_type,
      reference_id: ledgerTransfers.reference_id,
      memo: ledgerTransfers.memo,
      created_at: ledgerEntries.created_at,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transfer_id))
    .where(and(eq(ledgerEntries.asset, asset), eq(ledgerEntries.account, account)))
    .orderBy(sql`${ledgerEntries.id} desc`)
    .limit(limit)
    .offset(offset);
}
