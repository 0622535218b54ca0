import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRecurringAction, AdminRecurringDetail, AdminRecurringRow } from '@goodhive/contract';
import { ADMIN_RECURRING_PAGE_SIZE } from '@goodhive/contract/texts';
import { apiRequest } from '../../../lib/api';

export const RECURRING_KEY = ['admin', 'recurring'] as const;

export type RecurringFilters = { page: number; automationStatus: string | null; failing: boolean; search: string };

/** GET /api/admin/recurring: a page of monthly stories. */
export const recurringQuery = (f: RecurringFilters) =>
  queryOptions({
    queryKey: [...RECURRING_KEY, 'list', f],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<AdminRecurringRow[]>('/admin/recurring', {
        query: { page: f.page, limit: ADMIN_RECURRING_PAGE_SIZE, automation_status: f.automationStatus ?? undefined, failing: f.failing ? '1' : undefined, search: f.search || undefined },
        signal,
      });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/recurring/{sub_id}: one monthly story with its months and audit trail. */
export const recurringDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...RECURRING_KEY, 'detail', id],
    queryFn: async ({ signal }) => (await apiRequest<AdminRecurringDetail>(`/admin/recurring/${id}`, { signal })).data,
    staleTime: 0,
  });

/** POST /api/admin/recurring/{sub_id}/{pause|resume|cancel} with a reason. */
export function useManageRecurring(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: AdminRecurringAction; reason: string }) => apiRequest<AdminRecurringDetail>(`/admin/recurring/${id}/${v.action}`, { method: 'POST', body: { reason: v.reason } }),
    onSuccess: (result) => {
      queryClient.setQueryData([...RECURRING_KEY, 'detail', id], result.data);
      return queryClient.invalidateQueries({ queryKey: [...RECURRING_KEY, 'list'] });
    },
  });
}
