import { IMPACT_HISTORY_PAGE_SIZE, isRealDay } from '@goodhive/contract/texts';
import { positiveIntOf } from './address-filters';
import type { AddressFilterCodec } from './hooks/use-address-filters';

/**
 * The impact history's filters as they live in the address of /impact-history, so a filtered view can be
 * bookmarked and reached again with the back button. Days are UTC days (YYYY-MM-DD), inclusive of both
 * ends. Parsing is forgiving: a hand-edited address never breaks the screen.
 */
export type HistoryFilters = {
  /** First day counted, inclusive. */
  begin: string | null;
  /** Last day counted, inclusive. */
  end: string | null;
  search: string;
  categoryId: number | null;
  page: number;
};

export const EMPTY_HISTORY_FILTERS: HistoryFilters = { begin: null, end: null, search: '', categoryId: null, page: 1 };

/** The address's query parameters: the API's own names, so both read alike. */
export const HISTORY_PARAMS = { begin: 'begin_date', end: 'end_date', search: 'search', category: 'category_id', page: 'page' } as const;

/** The longest search the API accepts. */
export const HISTORY_SEARCH_MAX = 100;

const dayOf = (raw: string | null): string | null => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && isRealDay(raw) ? raw : null);

/** Reads the filters from the address's query. */
export function historyFiltersFromSearchParams(params: URLSearchParams): HistoryFilters {
  return {
    begin: dayOf(params.get(HISTORY_PARAMS.begin)),
    end: dayOf(params.get(HISTORY_PARAMS.end)),
    search: (params.get(HISTORY_PARAMS.search) ?? '').trim().slice(0, HISTORY_SEARCH_MAX),
    categoryId: positiveIntOf(params.get(HISTORY_PARAMS.category)),
    page: positiveIntOf(params.get(HISTORY_PARAMS.page)) ?? 1,
  };
}

/** Writes the filters as an address query, leaving out what is at its default so addresses stay short. */
export function historyFiltersToSearchParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.begin) params.set(HISTORY_PARAMS.begin, filters.begin);
  if (filters.end) params.set(HISTORY_PARAMS.end, filters.end);
  const search = filters.search.trim();
  if (search) params.set(HISTORY_PARAMS.search, search);
  if (filters.categoryId !== null) params.set(HISTORY_PARAMS.category, String(filters.categoryId));
  if (filters.page > 1) params.set(HISTORY_PARAMS.page, String(filters.page));
  return params;
}

/** How the history's filters live in the address. */
export const HISTORY_FILTER_CODEC: AddressFilterCodec<HistoryFilters> = { read: historyFiltersFromSearchParams, write: historyFiltersToSearchParams };

/** A range that ends before it starts: the API refuses it, so the screen says so instead of asking. */
export function isRangeReversed(filters: Pick<HistoryFilters, 'begin' | 'end'>): boolean {
  return filters.begin !== null && filters.end !== null && filters.begin > filters.end;
}

/** Whether anything narrows the history. */
export function hasHistoryFilters(filters: HistoryFilters): boolean {
  return filters.begin !== null || filters.end !== null || filters.search.trim() !== '' || filters.categoryId !== null;
}

export type GivingAccount = 'user' | 'company';

/** The filter part shared by the list, its CSV and the totals (blank values are left out of the request). */
function filterQuery(filters: HistoryFilters) {
  return {
    begin_date: filters.begin ?? undefined,
    end_date: filters.end ?? undefined,
    search: filters.search.trim() || undefined,
    category_id: filters.categoryId ?? undefined,
  };
}

/** The query of GET /api/v2/impact-history for these filters and the account the user acts as. */
export function historyApiQuery(filters: HistoryFilters, account: GivingAccount) {
  return { ...filterQuery(filters), account, limit: IMPACT_HISTORY_PAGE_SIZE, page: filters.page };
}

/** The query of GET /api/v2/impact-history-csv: the same filters, every row. */
export function historyCsvQuery(filters: HistoryFilters, account: GivingAccount) {
  return { ...filterQuery(filters), account };
}

/** The query of GET /api/user/contribution/statement: the filters nested as filters[name]. */
export function statementQuery(filters: HistoryFilters, user: { id: number; account: GivingAccount }): Record<string, string | number | undefined> {
  const nested: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(filterQuery(filters))) nested[`filters[${key}]`] = value;
  return { user_id: user.id, type: user.account, ...nested };
}
