import { queryOptions } from '@tanstack/react-query';
import type { AdminUserRow, AdminUserSort, FavouriteFilter } from '@goodhive/contract';
import { apiFile, apiRequest, api } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { filterBody, type FilterKind, type FilterValues } from '../filter-values';

export type UserListControls = { page: number; limit: number; sort: AdminUserSort; order: 'asc' | 'desc' };
export type UserPage = { rows: AdminUserRow[]; total: number };

/** POST /api/user/filtersearch: one page of the users a filter finds (the same list shape as /admin/users). */
export const userFilterSearchQuery = (values: FilterValues, controls: UserListControls) =>
  queryOptions({
    queryKey: ['admin', 'users', 'filtersearch', filterBody(values), controls],
    queryFn: async ({ signal }): Promise<UserPage> => {
      const result = await apiRequest<AdminUserRow[]>('/user/filtersearch', { method: 'POST', body: { ...filterBody(values), ...controls }, signal });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
  });

/** POST /api/user/filtersearch/csv: the whole result as CSV, saved under the server's file name. */
export async function downloadUsersCsv(values: FilterValues, controls: Pick<UserListControls, 'sort' | 'order'>): Promise<void> {
  const file = await apiFile('/user/filtersearch/csv', { method: 'POST', body: { ...filterBody(values), ...controls } });
  saveFile(file.blob, file.filename ?? 'users.csv');
}

export const FAVOURITES_KEY = ['admin', 'favourite-filters'] as const;

/** GET /api/user/favourite-filters: the staff member's saved filters. */
export const favouriteFiltersQuery = () => queryOptions({ queryKey: FAVOURITES_KEY, queryFn: () => api.get<FavouriteFilter[]>('/user/favourite-filters') });

export const saveFavouriteFilter = (name: string, kind: FilterKind, values: FilterValues) =>
  apiRequest<FavouriteFilter>('/user/favourite-filters', { method: 'POST', body: { name, kind, filters: filterBody(values) } });

export const deleteFavouriteFilter = (id: number) => apiRequest<FavouriteFilter[]>(`/user/favourite-filters/${id}`, { method: 'DELETE' });
