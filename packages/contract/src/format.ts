let amountFormat: Intl.NumberFormat | undefined;

/** Comma thousands separators in a run of digits (a leading minus sign is left alone). */
export const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats an amount with 2 decimals and comma thousands separators (e.g. 1,234.50), exactly as
 * `Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })` does, without building that
 * formatter for the amounts a page shows: the first one a page builds loads the locale's data, which took a list
 * of project cards 24-37 ms on this machine's Chromium (four times that on a phone). Like the formatter, it rounds
 * the number's shortest decimal form (0.015 is 0.02, though the nearest binary number is a little under it), a tie
 * away from zero; the formatter still writes what it alone can (non-finite, huge and tiny values, -0 as -0.00).
 */
export function formatAmount(value: number): string {
  const decimal = String(value);
  if (!Number.isFinite(value) || decimal.includes('e') || Object.is(value, -0)) {
    amountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return amountFormat.format(value);
  }
  const negative = value < 0;
  const [whole, fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const cents = BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return `${negative ? '-' : ''}${withThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** Converts integer cents to a decimal amount with 2 places. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Converts a decimal amount to integer cents, rounding half away from zero. */
export function amountToCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/** A person's name from its parts (either may be missing); null when there is nothing to show. */
export function personName(first: string | null | undefined, last: string | null | undefined): string | null {
  return `${first ?? ''} ${last ?? ''}`.trim() || null;
}

/** Truncates a display name with an ellipsis after `max` characters. */
export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Turns a route name such as `impact.history` into `Impact History`. */
export function titleCase(name: string): string {
  return name
    .split(/[.\-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
