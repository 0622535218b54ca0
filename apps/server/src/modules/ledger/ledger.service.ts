import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './ledger.repository.js';

/**
 * The one ledger of value held on the platform. Value moves only by transfers whose entries add up to zero
 * (the database refuses anything else); a balance is the sum of an account's entries; rows are never changed.
 * Accounts are strings: `company:12`, `user:34`, `credit:7` (one per grant, where each grant has its own
 * expiry) or `system:<name>` for the world outside (payments in, giving out, expiry). Only system accounts may
 * go below zero.
 */
export type LedgerAsset = 'token' | 'credit';

export const ledgerAccount = {
  company: (id: number) => `company:${id}`,
  user: (id: number) => `user:${id}`,
  of: (type: string, id: number | string) => `${type}:${id}`,
  system: (name: string) => `system:${name}`,
};

const isSystem = (account: string) => account.startsWith('system:');

export type TransferLeg = { account: string; amount_cents: number };

export type TransferSpec = {
  asset: LedgerAsset;
  /** Why value moves, in the owning domain's words ('token.issue', 'credit.redeem', ...). */
  kind: string;
  legs: TransferLeg[];
  reference?: { type: string; id: number };
  /** Asking again with the same key answers the first transfer and moves nothing. */
  idempotencyKey?: string;
  memo?: Record<string, unknown>;
  createdBy?: number | null;
};

export type TransferResult = { transferId: number; replayed: boolean };

/** The error a transfer answers when an account would go below zero (409: the balance changed or is too low). */
export class InsufficientBalanceError extends AppError {
  constructor(
    public readonly account: string,
    public readonly balanceCents: number,
    public readonly neededCents: number,
    message = 'There is not enough balance for this.',
  ) {
    super(409, message);
  }
}

function checkSpec(spec: TransferSpec) {
  if (spec.legs.length < 2) throw new Error(`ledger transfer ${spec.kind}: needs at least two legs`);
  let sum = 0;
  for (const leg of spec.legs) {
    if (!Number.isSafeInteger(leg.amount_cents) || leg.amount_cents === 0) throw new Error(`ledger transfer ${spec.kind}: each leg is a non-zero whole number of cents`);
    sum += leg.amount_cents;
  }
  if (sum !== 0) throw new Error(`ledger transfer ${spec.kind}: legs add up to ${sum}, not zero`);
}

/**
 * Moves value: every transfer of `specs` or none. Accounts that lose value are locked (in one order, so
 * concurrent transfers queue instead of deadlocking), their balances read and checked never to go below zero,
 * then all transfers and entries are written in two statements. Safe to call concurrently from any number of
 * processes; a transfer with an idempotency key already recorded is answered as `replayed` and moves nothing.
 * Runs in the caller's transaction when given one, so the caller's own writes stand or fall with it.
 *
 * `message` is the text the caller's user reads when a balance is too low.
 */
export async function transferMany(db: DbOrTx, specs: TransferSpec[], opts: { message?: string } = {}): Promise<TransferResult[]> {
  if (specs.length === 0) return [];
  specs.forEach(checkSpec);
  return db.transaction(async (tx) => {
    const keys = specs.map((s) => s.idempotencyKey).filter((k): k is string => Boolean(k));
    const debited = new Map<string, number>();
    for (const spec of specs) {
      for (const leg of spec.legs) if (leg.amount_cents < 0 && !isSystem(leg.account)) debited.set(`${spec.asset}|${leg.account}`, 0);
    }
    await repo.lockKeys(tx, [...keys.map((k) => `key|${k}`), ...debited.keys()]);

    const existing = new Map((await repo.findTransfersByKeys(tx, keys)).map((t) => [t.idempotency_key!, t.id]));
    const fresh = specs.filter((s) => !s.idempotencyKey || !existing.has(s.idempotencyKey));
    const seenKeys = new Set<string>();
    const todo = fresh.filter((s) => !s.idempotencyKey || (!seenKeys.has(s.idempotencyKey) && seenKeys.add(s.idempotencyKey)));

    // What each debited account would hold after all the transfers asked for now.
    const byAsset = new Map<string, Map<string, number>>();
    for (const spec of todo) {
      for (const leg of spec.legs) {
        if (isSystem(leg.account)) continue;
        const change = byAsset.get(spec.asset) ?? new Map<string, number>();
        change.set(leg.account, (change.get(leg.account) ?? 0) + leg.amount_cents);
        byAsset.set(spec.asset, change);
      }
    }
    for (const [asset, change] of byAsset) {
      const losing = [...change].filter(([, delta]) => delta < 0).map(([account]) => account);
      const balances = new Map((await repo.sumBalances(tx, asset, losing)).map((b) => [b.account, b.balance]));
      for (const account of losing) {
        const balance = balances.get(account) ?? 0;
        const delta = change.get(account)!;
        if (balance + delta < 0) throw new InsufficientBalanceError(account, balance, -delta, opts.message);
      }
    }

    // Written in as few statements as the database's limit of bound parameters allows: each batch holds whole
    // transfers, so the check that every transfer adds up to zero sees all of a transfer's entries at once.
    const ids: number[] = [];
    for (const batch of transferBatches(todo)) {
      const batchIds = await repo.insertTransfers(
        tx,
        batch.map((s) => ({
          asset: s.asset,
          kind: s.kind,
          reference_type: s.reference?.type ?? null,
          reference_id: s.reference?.id ?? null,
          idempotency_key: s.idempotencyKey ?? null,
          memo: s.memo ?? null,
          created_by: s.createdBy ?? null,
        })),
      );
      await repo.insertEntries(
        tx,
        batch.flatMap((s, i) => s.legs.map((leg) => ({ transfer_id: batchIds[i]!, asset: s.asset, account: leg.account, amount_cents: leg.amount_cents }))),
      );
      ids.push(...batchIds);
    }
    const made = new Map(todo.map((s, i) => [s, ids[i]!]));
    const byKey = new Map(todo.filter((s) => s.idempotencyKey).map((s) => [s.idempotencyKey!, made.get(s)!]));
    return specs.map((s) => {
      if (made.has(s)) return { transferId: made.get(s)!, replayed: false };
      const id = existing.get(s.idempotencyKey!) ?? byKey.get(s.idempotencyKey!)!;
      return { transferId: id, replayed: true };
    });
  });
}

/** At most this many transfers, or entries, are written by one statement (PostgreSQL binds at most 65,535 parameters). */
const TRANSFERS_PER_STATEMENT = 5_000;
const ENTRIES_PER_STATEMENT = 10_000;

/** The transfers in order, cut into batches of whole transfers that each fit one insert of transfers and one of entries. */
function transferBatches(specs: TransferSpec[]): TransferSpec[][] {
  const batches: TransferSpec[][] = [];
  let batch: TransferSpec[] = [];
  let entries = 0;
  for (const spec of specs) {
    if (batch.length > 0 && (batch.length === TRANSFERS_PER_STATEMENT || entries + spec.legs.length > ENTRIES_PER_STATEMENT)) {
      batches.push(batch);
      batch = [];
      entries = 0;
    }
    batch.push(spec);
    entries += spec.legs.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Moves value once (see `transferMany`). */
export async function transfer(db: DbOrTx, spec: TransferSpec, opts: { message?: string } = {}): Promise<TransferResult> {
  const [result] = await transferMany(db, [spec], opts);
  return result!;
}

/** An account's balance in cents: the sum of its entries. */
export async function balanceOf(db: DbOrTx, asset: LedgerAsset, account: string): Promise<number> {
  const [row] = await repo.sumBalances(db, asset, [account]);
  return row?.balance ?? 0;
}

/** Balances of several accounts of one asset, in cents (0 for an account without entries). */
export async function balancesOf(db: DbOrTx, asset: LedgerAsset, accounts: string[]): Promise<Map<string, number>> {
  const rows = await repo.sumBalances(db, asset, accounts);
  const found = new Map(rows.map((r) => [r.account, r.balance]));
  return new Map(accounts.map((a) => [a, found.get(a) ?? 0]));
}

/** An account's movements, newest first. */
export async function accountStatement(db: DbOrTx, asset: LedgerAsset, account: string, page = 1, limit = 50) {
  return repo.findAccountEntries(db, asset, account, limit, (page - 1) * limit);
}
