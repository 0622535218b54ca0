import { describe, expect, it } from 'vitest';
import { IMPACT_HISTORY_PAGE_SIZE } from '@goodhive/contract';
import {
  EMPTY_HISTORY_FILTERS,
  hasHistoryFilters,
  historyApiQuery,
  historyCsvQuery,
  historyFiltersFromSearchParams,
  historyFiltersToSearchParams,
  isRangeReversed,
  statementQuery,
} from '../src/lib/history-filters';
import { changeListFilters } from '../src/lib/address-filters';
import { pageCountOf } from '../src/lib/paging';

const parse = (query: string) => historyFiltersFromSearchParams(new URLSearchParams(query));

describe('impact history filters in the address', () => {
  it('reads and writes the same address, leaving defaults out', () => {
    const query = 'begin_date=2026-03-01&end_date=2026-03-31&search=water&category_id=6&page=2';
    const filters = parse(query);
    expect(filters).toEqual({ begin: '2026-03-01', end: '2026-03-31', search: 'water', categoryId: 6, page: 2 });
    expect(historyFiltersToSearchParams(filters).toString()).toBe(query);
    expect(historyFiltersToSearchParams(EMPTY_HISTORY_FILTERS).toString()).toBe('');
  });

  it('drops what a hand-edited address gets wrong instead of breaking the screen', () => {
    expect(parse('begin_date=2026-02-30&end_date=yesterday&category_id=abc&page=0&search=%20%20')).toEqual(EMPTY_HISTORY_FILTERS);
    expect(parse('page=-3').page).toBe(1);
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('starts again at page 1 when a filter changes, but not when the page does', () => {
    const onPage3 = { ...EMPTY_HISTORY_FILTERS, page: 3 };
    expect(changeListFilters(onPage3, { categoryId: 2 }).page).toBe(1);
    expect(changeListFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('knows a reversed range and whether anything narrows the list', () => {
    expect(isRangeReversed({ begin: '2026-05-02', end: '2026-05-01' })).toBe(true);
    expect(isRangeReversed({ begin: '2026-05-01', end: '2026-05-01' })).toBe(false);
    expect(isRangeReversed({ begin: '2026-05-01', end: null })).toBe(false);
    expect(hasHistoryFilters(EMPTY_HISTORY_FILTERS)).toBe(false);
    expect(hasHistoryFilters({ ...EMPTY_HISTORY_FILTERS, page: 5 })).toBe(false);
    expect(hasHistoryFilters({ ...EMPTY_HISTORY_FILTERS, end: '2026-01-01' })).toBe(true);
  });
});

describe('impact history requests', () => {
  const filters = { begin: '2026-01-01', end: '2026-06-30', search: ' tree ', categoryId: 3, page: 2 };

  it('sends the list, the CSV and the statement the same filters', () => {
    expect(historyApiQuery(filters, 'company')).toEqual({
      begin_date: '2026-01-01',
      end_date: '2026-06-30',
      search: 'tree',
      category_id: 3,
      account: 'company',
      limit: IMPACT_HISTORY_PAGE_SIZE,
      page: 2,
    });
    expect(historyCsvQuery(filters, 'user')).toEqual({ begin_date: '2026-01-01', end_date: '2026-06-30', search: 'tree', category_id: 3, account: 'user' });
    expect(statementQuery(filters, { id: 7, account: 'company' })).toEqual({
      user_id: 7,
      type: 'company',
      'filters[begin_date]': '2026-01-01',
      'filters[end_date]': '2026-06-30',
      'filters[search]': 'tree',
      'filters[category_id]': 3,
    });
  });

  it('leaves blank filters out', () => {
    expect(historyCsvQuery(EMPTY_HISTORY_FILTERS, 'company')).toEqual({ begin_date: undefined, end_date: undefined, search: undefined, category_id: undefined, account: 'company' });
  });

  it('counts pages, one at least', () => {
    expect(pageCountOf(0, IMPACT_HISTORY_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(IMPACT_HISTORY_PAGE_SIZE, IMPACT_HISTORY_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(IMPACT_HISTORY_PAGE_SIZE + 1, IMPACT_HISTORY_PAGE_SIZE)).toBe(2);
  });
});
