import { PROJECT_SORTS, type ProjectSort } from '@goodhive/contract/texts';

/**
 * The catalogue's filters as they live in the address of /view-all-projects, so a filtered list can be
 * bookmarked, shared and reached again with the back button. Parsing is forgiving: a hand-edited or old
 * address never breaks the screen, values the API would refuse are simply dropped.
 */
export type CatalogueFilters = {
  search: string;
  /** Category slugs (or ids). */
  categories: string[];
  /** Two-letter country codes (or ids). */
  countries: string[];
  /** Price per impact in USD, inclusive. */
  priceMin: number | null;
  priceMax: number | null;
  sort: ProjectSort;
  page: number;
};

/** Projects per page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 12;
/** The longest search the API accepts. */
export const SEARCH_MAX = 100;

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  categories: [],
  countries: [],
  priceMin: null,
  priceMax: null,
  sort: 'recommended',
  page: 1,
};

/** The names of the address's query parameters (the API's own names, so both read alike). */
export const FILTER_PARAMS = {
  search: 'search',
  category: 'category',
  country: 'country',
  priceMin: 'price_min',
  priceMax: 'price_max',
  sort: 'sort',
  page: 'page',
} as const;

const CATEGORY_PATTERN = /^[a-z0-9-]+$/i;
const COUNTRY_PATTERN = /^(\d+|[A-Za-z]{2})$/;

/** Every value of a repeated parameter, also split on commas (the API's own list form). */
function listOf(params: URLSearchParams, name: string, pattern: RegExp, normalise: (value: string) => string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => pattern.test(value))
    .map(normalise);
  return [...new Set(values)];
}

function priceOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function pageOf(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

const isSort = (value: string | null): value is ProjectSort => value !== null && (PROJECT_SORTS as readonly string[]).includes(value);

/** Reads the filters from the address's query. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const priceMin = priceOf(params.get(FILTER_PARAMS.priceMin));
  let priceMax = priceOf(params.get(FILTER_PARAMS.priceMax));
  // A range that ends before it starts would be refused by the API: keep the lower bound only.
  if (priceMin !== null && priceMax !== null && priceMax < priceMin) priceMax = null;
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    search: (params.get(FILTER_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX),
    categories: listOf(params, FILTER_PARAMS.category, CATEGORY_PATTERN, (v) => v.toLowerCase()),
    countries: listOf(params, FILTER_PARAMS.country, COUNTRY_PATTERN, (v) => v.toUpperCase()),
    priceMin,
    priceMax,
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: pageOf(params.get(FILTER_PARAMS.page)),
  };
}

/** Writes the filters as an address query, leaving out what is at its default so addresses stay short. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(FILTER_PARAMS.search, search);
  for (const category of filters.categories) params.append(FILTER_PARAMS.category, category);
  for (const country of filters.countries) params.append(FILTER_PARAMS.country, country);
  if (filters.priceMin !== null) params.set(FILTER_PARAMS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(FILTER_PARAMS.priceMax, String(filters.priceMax));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(FILTER_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page));
  return params;
}

/** The query of GET /api/projects for these filters (lists comma-separated, as the API takes them). */
export function filtersToApiQuery(filters: CatalogueFilters): Record<string, string | number | undefined> {
  return {
    search: filters.search.trim() || undefined,
    category: filters.categories.join(',') || undefined,
    country: filters.countries.join(',') || undefined,
    price_min: filters.priceMin ?? undefined,
    price_max: filters.priceMax ?? undefined,
    sort: filters.sort,
    limit: CATALOGUE_PAGE_SIZE,
    page: filters.page,
  };
}

/** Applies a change of filters; any change other than the page itself starts again at page 1. */
export function changeFilters(filters: CatalogueFilters, patch: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...filters, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}

/** How many filters narrow the list (search and sort aside): the count on the phone's Filters button. */
export function countActiveFilters(filters: CatalogueFilters): number {
  return filters.categories.length + filters.countries.length + (filters.priceMin !== null ? 1 : 0) + (filters.priceMax !== null ? 1 : 0);
}

/** Whether anything narrows the list at all (search included). */
export function hasNarrowingFilters(filters: CatalogueFilters): boolean {
  return filters.search.trim() !== '' || countActiveFilters(filters) > 0;
}

/** Labels of the sort orders the API offers. */
export const SORT_LABELS: Record<ProjectSort, string> = {
  recommended: 'Recommended',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name (A to Z)',
  popular: 'Most popular',
};
