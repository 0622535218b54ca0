import { PROJECT_UPDATE_STATUSES, type ProjectUpdateStatus } from '@goodhive/contract/texts';
import type { AddressFilterCodec } from '../../lib/hooks/use-address-filters';
import type { UpdateListFilters } from './api/update-reads';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The list filters kept in the address (?page, project, status, search, partner), so a view can be bookmarked. */
export function updateFiltersFromSearchParams(params: URLSearchParams): UpdateListFilters {
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    projectId: positiveInt(params.get('project')),
    status: (PROJECT_UPDATE_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProjectUpdateStatus) : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    partnerId: positiveInt(params.get('partner')),
  };
}

/** The address form of the filters; defaults are left out. */
export function updateFiltersToSearchParams(f: UpdateListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.partnerId) params.set('partner', String(f.partnerId));
  if (f.projectId) params.set('project', String(f.projectId));
  if (f.status) params.set('status', f.status);
  if (f.search) params.set('search', f.search);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** How the update lists' filters live in the address. */
export const UPDATE_FILTER_CODEC: AddressFilterCodec<UpdateListFilters> = { read: updateFiltersFromSearchParams, write: updateFiltersToSearchParams };

export const hasUpdateFilters = (f: UpdateListFilters) => Boolean(f.projectId || f.status || f.search || f.partnerId);
