/**
 * Helpers for list filters that live in the address (so a filtered view can be bookmarked, shared and reached
 * again with the back button). Parsing is forgiving: a hand-edited address never breaks a screen.
 */

/** A whole number of 1 or more written plainly in the address (digits only), or null. */
export function positiveIntOf(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** Applies a change of filters; any change other than the page itself starts again at page 1. */
export function changeListFilters<F extends { page: number }>(filters: F, patch: Partial<F>): F {
  const next = { ...filters, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}
