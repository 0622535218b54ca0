import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_POLL_MS, type Notification } from '@goodhive/contract';
import { apiRequest, api } from '../../../lib/api';

/** Query keys of the bell: per user and the account they act as, so a switch of account shows the other bell. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: (userId: number, companyId: number | null) => ['notifications', 'count', userId, companyId ?? 'personal'] as const,
  list: (userId: number, companyId: number | null) => ['notifications', 'list', userId, companyId ?? 'personal'] as const,
};

type Page = { data: Notification[]; total: number; page: number };

/** GET /api/user/get-broadcast-notification-count, asked again every NOTIFICATION_POLL_MS while the page is open. */
export function useUnreadCount(userId: number, companyId: number | null) {
  return useQuery({
    queryKey: notificationKeys.count(userId, companyId),
    queryFn: () => api.get<{ count: number }>('/user/get-broadcast-notification-count').then((d) => d.count),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/user/get-broadcast-notification, NOTIFICATION_PAGE_SIZE at a time; the next page comes on demand. */
export function useNotificationPages(userId: number, companyId: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId, companyId),
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const res = await apiRequest<Notification[]>('/user/get-broadcast-notification', { query: { page: pageParam, limit: NOTIFICATION_PAGE_SIZE } });
      return { data: res.data, total: res.meta?.total ?? res.data.length, page: pageParam };
    },
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.data.length, 0) < last.total && last.data.length > 0 ? last.page + 1 : undefined),
  });
}

/** Marks one notification read (its id) or all of them (id 0); the count and list refresh. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ updated: number; count: number }>('/user/read-broadcast-notification', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/user/delete-broadcast-notification; the list reloads. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ id: number; count: number }>('/user/delete-broadcast-notification', { method: 'POST', body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
