import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImpactReminder, ImpactReminderInput } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

const remindersKey = ['impact-reminders'] as const;

/** GET /api/user/impact-reminders: the member's giving reminders. */
export const impactRemindersQuery = () => queryOptions({ queryKey: remindersKey, queryFn: () => api.get<ImpactReminder[]>('/user/impact-reminders') });

/** POST /api/user/impact-reminders (no id) or PUT /api/user/impact-reminders/{id}; the list is read again after. */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ImpactReminderInput }) =>
      id === null
        ? apiRequest<ImpactReminder>('/user/impact-reminders', { method: 'POST', body })
        : apiRequest<ImpactReminder>(`/user/impact-reminders/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}

/** DELETE /api/user/impact-reminders/{id}. */
export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ id: number }>(`/user/impact-reminders/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}
