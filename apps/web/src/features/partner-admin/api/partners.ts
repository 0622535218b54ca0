import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerCreate, AdminPartnerCreated, AdminPartnerRow } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { ADMIN_PARTNERS_PAGE_SIZE, type PartnerFilters } from '../partner-filters';

export const ADMIN_PARTNERS_KEY = ['admin', 'partners'] as const;

export type PartnerPage = { rows: AdminPartnerRow[]; total: number };

/**
 * GET /api/admin/partners with the list's filters. Always refetched on opening: staff edit profiles and
 * projects on other screens, and the scores and counts here must follow at once.
 */
export const adminPartnersQuery = (filters: PartnerFilters) =>
  queryOptions({
    queryKey: [...ADMIN_PARTNERS_KEY, filters],
    queryFn: async (): Promise<PartnerPage> => {
      const result = await apiRequest<AdminPartnerRow[]>('/admin/partners', {
        query: { search: filters.search, status: filters.status, sort: filters.sort, page: filters.page, limit: ADMIN_PARTNERS_PAGE_SIZE },
      });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });


/** POST /api/admin/partners: the new partner user; the lists refresh. */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPartnerCreate) => apiRequest<AdminPartnerCreated>('/admin/partners', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PARTNERS_KEY }),
  });
}
