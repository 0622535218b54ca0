import { describe, expect, it } from 'vitest';
import { PARTNER_CONTRIBUTIONS_PAGE_SIZE } from '@goodhive/contract';
import {
  EMPTY_CONTRIBUTION_FILTERS,
  contributionFilterQuery,
  contributionFiltersFromSearchParams,
  contributionFiltersToSearchParams,
  contributionListQuery,
  contributionsOfProjectSearch,
  hasContributionFilters,
} from '../src/features/partner-contributions/contribution-filters';
import { changeListFilters } from '../src/lib/address-filters';
import { pageCountOf } from '../src/lib/paging';

const parse = (query: string) => contributionFiltersFromSearchParams(new URLSearchParams(query));

describe('partner contribution filters in the address', () => {
  it('reads and writes the same address with the API’s own names, leaving defaults out', () => {
    const query = 'begin_date=2026-03-01&end_date=2026-03-31&search=acme&category_id=6&page=2&project_id=1381&account=company';
    const filters = parse(query);
    expect(filters).toEqual({ begin: '2026-03-01', end: '2026-03-31', search: 'acme', categoryId: 6, page: 2, projectId: 1381, account: 'company' });
    expect(contributionFiltersToSearchParams(filters).toString()).toBe(query);
    expect(contributionFiltersToSearchParams(EMPTY_CONTRIBUTION_FILTERS).toString()).toBe('');
  });

  it('drops what a hand-edited address gets wrong', () => {
    expect(parse('project_id=abc&account=partner&begin_date=2026-02-30&page=0')).toEqual(EMPTY_CONTRIBUTION_FILTERS);
    expect(parse('project_id=-4').projectId).toBeNull();
  });

  it('starts again at page 1 on any change but the page', () => {
    const onPage3 = { ...EMPTY_CONTRIBUTION_FILTERS, page: 3 };
    expect(changeListFilters(onPage3, { account: 'user' })).toMatchObject({ account: 'user', page: 1 });
    expect(changeListFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('knows when the list is narrowed', () => {
    expect(hasContributionFilters(EMPTY_CONTRIBUTION_FILTERS)).toBe(false);
    expect(hasContributionFilters({ ...EMPTY_CONTRIBUTION_FILTERS, projectId: 2 })).toBe(true);
    expect(hasContributionFilters({ ...EMPTY_CONTRIBUTION_FILTERS, account: 'company' })).toBe(true);
    expect(hasContributionFilters({ ...EMPTY_CONTRIBUTION_FILTERS, search: '   ' })).toBe(false);
  });

  it('asks the API for one page, and the CSV for every row of the same filters', () => {
    const filters = parse('begin_date=2026-01-01&project_id=7&page=3&search=%20well%20');
    expect(contributionListQuery(filters)).toEqual({
      begin_date: '2026-01-01',
      end_date: undefined,
      search: 'well',
      category_id: undefined,
      project_id: 7,
      account: undefined,
      limit: PARTNER_CONTRIBUTIONS_PAGE_SIZE,
      page: 3,
    });
    expect(contributionFilterQuery(filters)).not.toHaveProperty('page');
    expect(pageCountOf(0, PARTNER_CONTRIBUTIONS_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(PARTNER_CONTRIBUTIONS_PAGE_SIZE + 1, PARTNER_CONTRIBUTIONS_PAGE_SIZE)).toBe(2);
  });

  it('links the overview to one project’s contributions', () => {
    expect(contributionsOfProjectSearch(1382)).toBe('?project_id=1382');
  });
});
