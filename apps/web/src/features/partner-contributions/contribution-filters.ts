import type { GiverAccount } from '@goodhive/contract';
import { PARTNER_CONTRIBUTIONS_PAGE_SIZE } from '@goodhive/contract/texts';
import { positiveIntOf } from '../../lib/address-filters';
import type { AddressFilterCodec } from '../../lib/hooks/use-address-filters';
import { historyFiltersFromSearchParams, historyFiltersToSearchParams, isRangeReversed, type HistoryFilters } from '../../lib/history-filters';

/**
 * The filters of /contributions-management as they live in the address, so a filtered view can be bookmarked
 * and the overview can link to one project's contributions. They are the impact history's filters (UTC days
 * inclusive of both ends, search, category, page) plus the project and the givers' account type; the query
 * parameters are the API's own names.
 */
export type ContributionFilters = HistoryFilters & { projectId: number | null; account: GiverAccount | null };

export const EMPTY_CONTRIBUTION_FILTERS: ContributionFilters = { begin: null, end: null, search: '', categoryId: null, page: 1, projectId: null, account: null };

export const CONTRIBUTION_PARAMS = { project: 'project_id', account: 'account' } as const;

const ACCOUNTS: readonly GiverAccount[] = ['company', 'user'];

/** Reads the filters from the address; what a hand-edited address gets wrong is dropped. */
export function contributionFiltersFromSearchParams(params: URLSearchParams): ContributionFilters {
  const account = params.get(CONTRIBUTION_PARAMS.account);
  return {
    ...historyFiltersFromSearchParams(params),
    projectId: positiveIntOf(params.get(CONTRIBUTION_PARAMS.project)),
    account: ACCOUNTS.includes(account as GiverAccount) ? (account as GiverAccount) : null,
  };
}

/** Writes the filters as an address query, leaving defaults out. */
export function contributionFiltersToSearchParams(filters: ContributionFilters): URLSearchParams {
  const params = historyFiltersToSearchParams(filters);
  if (filters.projectId !== null) params.set(CONTRIBUTION_PARAMS.project, String(filters.projectId));
  if (filters.account !== null) params.set(CONTRIBUTION_PARAMS.account, filters.account);
  return params;
}

/** How the list's filters live in the address. */
export const CONTRIBUTION_FILTER_CODEC: AddressFilterCodec<ContributionFilters> = { read: contributionFiltersFromSearchParams, write: contributionFiltersToSearchParams };

/** Whether anything narrows the list. */
export function hasContributionFilters(f: ContributionFilters): boolean {
  return f.begin !== null || f.end !== null || f.search.trim() !== '' || f.categoryId !== null || f.projectId !== null || f.account !== null;
}

export { isRangeReversed };

/** The filters of GET /api/partner/contributions and its CSV (blank values are left out). */
export function contributionFilterQuery(f: ContributionFilters) {
  return {
    begin_date: f.begin ?? undefined,
    end_date: f.end ?? undefined,
    search: f.search.trim() || undefined,
    category_id: f.categoryId ?? undefined,
    project_id: f.projectId ?? undefined,
    account: f.account ?? undefined,
  };
}

/** The query of GET /api/partner/contributions: the filters and one page. */
export function contributionListQuery(f: ContributionFilters) {
  return { ...contributionFilterQuery(f), limit: PARTNER_CONTRIBUTIONS_PAGE_SIZE, page: f.page };
}

/** The management list narrowed to one project (the overview's links). */
export function contributionsOfProjectSearch(projectId: number): string {
  return `?${contributionFiltersToSearchParams({ ...EMPTY_CONTRIBUTION_FILTERS, projectId }).toString()}`;
}
