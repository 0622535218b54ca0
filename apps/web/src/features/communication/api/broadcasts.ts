import { queryOptions, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { Broadcast, BroadcastCreateInput } from '@goodhive/contract';
import { BROADCAST_LIST_PAGE_SIZE } from '@goodhive/contract/texts';
import { api, apiRequest } from '../../../lib/api';

export const broadcastKeys = { all: ['broadcasts'] as const, page: (page: number) => ['broadcasts', page] as const };

/** GET /api/admin/broadcast-notifications: staff broadcasts, newest first, a page at a time. */
export const broadcastsQuery = (page: number) =>
  queryOptions({
    queryKey: broadcastKeys.page(page),
    queryFn: async () => {
      const res = await apiRequest<Broadcast[]>('/admin/broadcast-notifications', { query: { page, limit: BROADCAST_LIST_PAGE_SIZE } });
      return { rows: res.data, total: res.meta?.total ?? res.data.length };
    },
    placeholderData: keepPreviousData,
    // A broadcast being delivered changes its counts: look again while one is on its way.
    refetchInterval: (q) => (q.state.data?.rows.some((b) => b.status === 'scheduled' || b.status === 'sending') ? 5000 : false),
  });

/** POST /api/user/broadcast-notification. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastCreateInput) => apiRequest<Broadcast>('/user/broadcast-notification', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Broadcast>(`/admin/broadcast-notifications/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}
