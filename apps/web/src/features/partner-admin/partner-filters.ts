import type { AdminPartnerSort } from '@goodhive/contract';
import { ADMIN_PARTNER_PAGE_SIZE, ADMIN_PARTNER_SORTS, PARTNER_USER_STATUSES, type PartnerUserStatus } from '@goodhive/contract/texts';

/** Rows per page of the staff partner lists. */
export const ADMIN_PARTNERS_PAGE_SIZE = ADMIN_PARTNER_PAGE_SIZE;

/** The filters of a staff partner list; they live in the address, so a view can be bookmarked. */
export type PartnerFilters = { search: string; status: PartnerUserStatus | null; sort: AdminPartnerSort; page: number };

/** The filters of an address, with the list's own default order. Unknown values fall back to the defaults. */
export function partnerFiltersFromSearchParams(params: URLSearchParams, defaultSort: AdminPartnerSort): PartnerFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: (PARTNER_USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as PartnerUserStatus) : null,
    sort: (ADMIN_PARTNER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdminPartnerSort) : defaultSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of filters: only what differs from the defaults. */
export function partnerFiltersToSearchParams(filters: PartnerFilters, defaultSort: AdminPartnerSort): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
