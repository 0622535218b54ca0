import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneEmail, MilestonePreview } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

/** The body the create, save, preview and test calls take. */
export type MilestoneEmailBody = { name: string; kind: string; threshold: number; subject: string; body: string; active: boolean };

export const milestoneKeys = { all: ['milestone-emails'] as const, list: ['milestone-emails', 'list'] as const, one: (id: number) => ['milestone-emails', 'one', id] as const };

/** GET /api/admin/emails (staff). */
export const milestoneEmailsQuery = () => queryOptions({ queryKey: milestoneKeys.list, queryFn: () => api.get<MilestoneEmail[]>('/admin/emails') });
export const milestoneEmailQuery = (id: number) => queryOptions({ queryKey: milestoneKeys.one(id), queryFn: () => api.get<MilestoneEmail>(`/admin/emails/${id}`) });

/** POST /api/admin/emails or /api/admin/emails/{id}. */
export function useSaveMilestoneEmail(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MilestoneEmailBody) => apiRequest<MilestoneEmail>(id ? `/admin/emails/${id}` : '/admin/emails', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
  });
}

export function useDeleteMilestoneEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/admin/emails/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
  });
}

/** POST /api/admin/emails/preview: the e-mail with sample figures. */
export const usePreviewMilestoneEmail = () => useMutation({ mutationFn: (body: MilestoneEmailBody) => api.post<MilestonePreview>('/admin/emails/preview', body) });

/** POST /api/admin/emails/test-send: to the staff member's own address. */
export const useTestMilestoneEmail = () => useMutation({ mutationFn: (body: MilestoneEmailBody) => apiRequest<{ email: string }>('/admin/emails/test-send', { method: 'POST', body }) });
