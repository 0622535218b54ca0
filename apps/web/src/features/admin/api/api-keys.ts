import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApiKey } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/admin/users/{id}/api-keys: the Giving API keys of every company the user belongs to. */
export const userApiKeysQuery = (userId: number) =>
  queryOptions({ queryKey: ['admin', 'user-api-keys', userId], queryFn: () => apiRequest<AdminApiKey[]>(`/admin/users/${userId}/api-keys`).then((r) => r.data) });

/** POST /api/admin/api-keys/{id}/revoke with the staff's reason (audited). */
export function useRevokeUserApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiRequest<AdminApiKey>(`/admin/api-keys/${id}/revoke`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'user-api-keys', userId] }),
  });
}
