import type { UserFilterSearchInput } from '@goodhive/contract';

/**
 * The state of a staff user filter form: every field by its name as sent (admin-and-partner.md §3), a text
 * or a list of texts. An empty text or list means "not set" and is never sent.
 */
export type FilterValues = Record<string, string | string[]>;
export type FilterKind = 'user' | 'email';

export const emptyFilter = (): FilterValues => ({});

/** The body of POST /api/user/filtersearch (and of a favourite): only the fields that are set. */
export function filterBody(values: FilterValues): UserFilterSearchInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) ? value.length > 0 : value.trim() !== '') out[key] = value;
  }
  return out as UserFilterSearchInput;
}

/** A saved favourite's fields as form values. */
export function valuesOf(filters: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

/** How many fields are set (the filter button's count). */
export const activeFilterCount = (values: FilterValues) => Object.keys(filterBody(values)).filter((k) => k !== 'favorite_filter').length;
