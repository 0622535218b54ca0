import { formatAmount } from '@goodhive/contract';

/**
 * Amounts as the product shows them: 2 decimals, comma thousands (business-and-public §9), with the
 * currency in front. The server prices everything; these only format what it answered.
 */
export const formatUsd = (amount: number) => `US $${formatAmount(amount)}`;
export const formatSgd = (amount: number) => `S$${formatAmount(amount)}`;

/**
 * A line's price before it is in the cart, for display only (the server prices the cart): in whole
 * cents, so 0.02 × 50 shows 1.00.
 */
export const displayTotal = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

/** A count with its noun, singular or plural ('1 impact', '3 impacts'). */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
