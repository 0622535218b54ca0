import { formatAmount } from '@goodhive/contract';

/**
 * Figures as the impact screens show them. Amounts use the contract's one formatter (2 decimals, comma
 * thousands separators, business-and-public §9) with the currency in front; the server computed them.
 */
export function formatUsd(amount: number): string {
  return `US $${formatAmount(Number.isFinite(amount) ? amount : 0)}`;
}

/** Singapore dollars; older contributions may have none recorded (shown as a dash). */
export function formatSgd(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return '—';
  return `S$${formatAmount(amount)}`;
}

/** A whole number with comma thousands separators (impacts, beneficiaries, quantities). */
export function formatCount(value: number): string {
  return Math.round(Number.isFinite(value) ? value : 0).toLocaleString('en-US');
}

/** A count with its noun, singular or plural ('1 beneficiary', '2,979 beneficiaries'). */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
