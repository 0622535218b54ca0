let amountFormat: Intl.NumberFormat | undefined;

/**
 * Formats an amount with 2 decimals and comma thousands separators (e.g. 1,234.50). One formatter serves every
 * call: `toLocaleString` with a locale builds a new one each time, which a list of figures pays for on a phone.
 */
export function formatAmount(value: number): string {
  amountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amountFormat.format(value);
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
