import { formatAmount, withThousands } from '@goodhive/contract/texts';

/**
 * Amounts as the product shows them: 2 decimals and comma thousands separators,
 * with the currency in front. The server prices everything; these only format what it answered.
 */
export function formatUsd(amount: number): string {
  return withSign(amount, 'US $');
}

/** Singapore dollars, fixed at the exchange rate of the moment of payment; older contributions may have none (a dash). */
export function formatSgd(amount: number | null): string {
  if (amount === null) return '—';
  return withSign(amount, 'S$');
}

/** '-US $5.00' rather than 'US $-5.00'; an amount that rounds to zero shows unsigned, and a non-number as 0.00. */
function withSign(amount: number, symbol: string): string {
  if (!Number.isFinite(amount)) return `${symbol}${formatAmount(0)}`;
  const digits = formatAmount(Math.abs(amount));
  return amount < 0 && digits !== formatAmount(0) ? `-${symbol}${digits}` : `${symbol}${digits}`;
}

/**
 * A whole number with comma thousands separators (beneficiaries, quantities), as `toLocaleString('en-US')` writes
 * it, without building a number formatter: the first of those costs a phone tens of milliseconds.
 */
export function formatCount(value: number): string {
  return withThousands(String(Math.round(Number.isFinite(value) ? value : 0)));
}

/** A count with its noun, singular or plural ('1 impact', '1,250 impacts'). */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A line's price before it is in the cart, for display only (the server prices the cart): in whole
 * cents, so 0.02 × 50 shows 1.00.
 */
export const displayTotal = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;
