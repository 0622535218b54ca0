import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** Integer cents to the API's decimal amount with 2 places. */
export function toAmount(cents: number | null | undefined): number {
  return Math.round(Number(cents ?? 0)) / 100;
}

/** Like toAmount, but keeps null (an amount not fixed yet). */
export function toAmountOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : toAmount(cents);
}

/**
 * Converts USD cents at a rate such as '1.350000' (units per USD), rounding half away from zero, in exact
 * integer arithmetic (the same result as PostgreSQL's round(numeric)).
 */
export function convertCents(usdCents: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const micro = BigInt(whole) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
  const scaled = BigInt(usdCents) * micro;
  return Number((scaled + 500_000n) / 1_000_000n);
}

/** The USD→currency rate in force now (the newest one already effective), as a numeric string; null if none. */
export async function findCurrentRate(db: DbOrTx, currency = 'SGD'): Promise<string | null> {
  const result = await db.execute<{ rate: string | number }>(
    sql`select rate::text as rate from exchange_rates where currency = ${currency} and effective_from <= now() order by effective_from desc, id desc limit 1`,
  );
  const row = result.rows[0];
  return row ? String(row.rate) : null;
}
