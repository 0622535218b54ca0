import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  DEFAULT_FILTERS,
  changeFilters,
  countActiveFilters,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  hasNarrowingFilters,
  type CatalogueFilters,
} from '../src/features/catalogue/catalogue-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('catalogue filters in the address', () => {
  it('reads an empty address as the defaults', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter, lists repeated or comma-separated', () => {
    expect(read('search=%20clean%20water%20&category=water-access&category=Tree-Planting,climate-action&country=ke,PH&price_min=0.5&price_max=20&sort=price_asc&page=3')).toEqual({
      search: 'clean water',
      categories: ['water-access', 'tree-planting', 'climate-action'],
      countries: ['KE', 'PH'],
      priceMin: 0.5,
      priceMax: 20,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of breaking the screen', () => {
    expect(read('category=%3Cscript%3E&country=USA&country=113&price_min=-1&price_max=abc&sort=cheapest&page=0')).toEqual({
      ...DEFAULT_FILTERS,
      countries: ['113'],
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('keeps only the lower bound of a price range that ends before it starts', () => {
    expect(read('price_min=30&price_max=10')).toMatchObject({ priceMin: 30, priceMax: null });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters: CatalogueFilters = {
      search: 'reef',
      categories: ['ocean-conservation', 'climate-action'],
      countries: ['ID'],
      priceMin: 1,
      priceMax: null,
      sort: 'name',
      page: 2,
    };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe('search=reef&category=ocean-conservation&category=climate-action&country=ID&price_min=1&sort=name&page=2');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('asks the API for one page with comma-separated lists', () => {
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, categories: ['a', 'b'], countries: ['KE'], priceMax: 25, page: 2 })).toEqual({
      search: undefined,
      category: 'a,b',
      country: 'KE',
      price_min: undefined,
      price_max: 25,
      sort: 'recommended',
      limit: CATALOGUE_PAGE_SIZE,
      page: 2,
    });
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { sort: 'newest' })).toMatchObject({ sort: 'newest', page: 1 });
    expect(changeFilters(onPage3, { search: 'tree' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts the narrowing filters for the phone’s Filters button', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(hasNarrowingFilters(DEFAULT_FILTERS)).toBe(false);
    const narrowed = { ...DEFAULT_FILTERS, categories: ['a'], countries: ['KE', 'PH'], priceMin: 1 };
    expect(countActiveFilters(narrowed)).toBe(4);
    expect(hasNarrowingFilters({ ...DEFAULT_FILTERS, search: 'tree' })).toBe(true);
    expect(hasNarrowingFilters({ ...DEFAULT_FILTERS, sort: 'newest' })).toBe(false);
  });
});
