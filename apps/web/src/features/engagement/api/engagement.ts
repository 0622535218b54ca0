import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionEngagementInput, ContributionEngagementResult, Engagement, EngagementChoices, EngagementInput, ProjectCard, SharedEngagement } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

const engagementKey = ['engagement'] as const;

/** GET /api/v2/engagement: a page of the company's engagements, with meta.total. */
export const engagementsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...engagementKey, 'list', page, limit],
    queryFn: async () => {
      const result = await apiRequest<Engagement[]>('/v2/engagement', { query: { page: String(page), limit: String(limit) } });
      return { engagements: result.data, total: result.meta?.total ?? result.data.length };
    },
  });

/** GET /api/v2/engagement/{key}. */
export const engagementQuery = (key: string) =>
  queryOptions({ queryKey: [...engagementKey, 'one', key], queryFn: () => apiRequest<Engagement>(`/v2/engagement/${encodeURIComponent(key)}`).then((r) => r.data), retry: false });

/** GET /api/v2/engagement/{key}/choices: the choices made (engagementdata). */
export const engagementChoicesQuery = (key: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...engagementKey, 'choices', key, page, limit],
    queryFn: async () => {
      const result = await apiRequest<EngagementChoices>(`/v2/engagement/${encodeURIComponent(key)}/choices`, { query: { page: String(page), limit: String(limit) } });
      return { ...result.data, total: result.meta?.total ?? result.data.choices.length };
    },
    retry: false,
  });

/** POST /api/v2/engagement (no key) or PUT /api/v2/engagement/{key}. */
export function useSaveEngagement(key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EngagementInput) =>
      key ? apiRequest<Engagement>(`/v2/engagement/${encodeURIComponent(key)}`, { method: 'PUT', body }) : apiRequest<Engagement>('/v2/engagement', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engagementKey }),
  });
}

/** GET /api/v2/engagement/shared/{key}: the shared page, for everyone. */
export const sharedEngagementQuery = (key: string) =>
  queryOptions({
    queryKey: ['engagement-shared', key],
    queryFn: () => apiRequest<SharedEngagement>(`/v2/engagement/shared/${encodeURIComponent(key)}`, { auth: false }).then((r) => r.data),
    retry: false,
  });

/** POST /api/v2/engagement/contribution-engagement: the visitor's choice. */
export function useChooseImpact(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContributionEngagementInput) => apiRequest<ContributionEngagementResult>('/v2/engagement/contribution-engagement', { method: 'POST', body, auth: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['engagement-shared', key] }),
  });
}

/** GET /api/projects?limit=-1: the live projects and impact levels an engagement may offer (the catalogue's cache). */
export const offerableProjectsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'all-for-stories'], queryFn: () => apiRequest<ProjectCard[]>('/projects', { query: { limit: '-1', sort: 'name' } }).then((r) => r.data) });
