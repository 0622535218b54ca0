import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGivingDetail, AdminGivingList, AdminPartnerRow, OfflineGiving, ProjectCard } from '@goodhive/contract';
import { ADMIN_GIVING_PAGE_SIZE } from '@goodhive/contract/texts';
import { api, apiFile, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { givingFilterQuery, type GivingFilters } from '../giving-filters';

/** Every key of the staff giving reads starts here, so one invalidation refreshes them all. */
export const ADMIN_GIVING_KEY = ['admin', 'giving'] as const;

export type GivingPage = AdminGivingList & { total: number };

/** GET /api/admin/giving: one page of the filtered giving and the totals of every page. */
export const adminGivingQuery = (filters: GivingFilters) =>
  queryOptions({
    queryKey: [...ADMIN_GIVING_KEY, 'list', filters],
    queryFn: async ({ signal }): Promise<GivingPage> => {
      const result = await apiRequest<AdminGivingList>('/admin/giving', { query: { ...givingFilterQuery(filters), page: filters.page, limit: ADMIN_GIVING_PAGE_SIZE }, signal });
      return { ...result.data, total: result.meta?.total ?? result.data.rows.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/giving/{id}. */
export const adminGivingDetailQuery = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_GIVING_KEY, 'detail', id], queryFn: () => api.get<AdminGivingDetail>(`/admin/giving/${id}`), staleTime: 0 });

/** GET /api/admin/giving/csv with the screen's filters, saved under the server's file name. */
export async function downloadGivingCsv(filters: GivingFilters): Promise<void> {
  const file = await apiFile('/admin/giving/csv', { query: givingFilterQuery(filters) });
  saveFile(file.blob, file.filename ?? 'giving.csv');
}

/** The partners to filter by and pay out to (GET /api/admin/partners, by name). */
export const partnerOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'partners', 'options'],
    queryFn: () => api.get<AdminPartnerRow[]>('/admin/partners', { query: { limit: 100, sort: 'name' } }),
    staleTime: 60_000,
  });

/** The live projects with their impact levels (GET /api/projects?limit=-1), for filters and offline giving. */
export const projectOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'giving', 'projects'], queryFn: () => api.get<ProjectCard[]>('/projects', { query: { limit: -1 } }), staleTime: 60_000 });

/** POST /api/user/contribution/status/change: paid (1) or unpaid (0) for a set of contributions. */
export function useChangeContributionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: 0 | 1; ids: number[] }) => apiRequest<{ status: 0 | 1; updated: number[] }>('/user/contribution/status/change', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_GIVING_KEY }),
  });
}

/** POST /api/admin/giving: offline giving recorded as paid. */
export function useRecordOfflineGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineGiving) => apiRequest<{ id: number; total_usd: number }>('/admin/giving', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_GIVING_KEY }),
  });
}
