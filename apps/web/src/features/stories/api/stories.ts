import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCard, Story, StoryContribution, StoryLineInput, StoryManageInput, StoryRun, StoryTemplate } from '@goodhive/contract';
import { apiFile, apiRequest } from '../../../lib/api';

const storiesKey = ['stories'] as const;

export type StoryListParams = { page: number; limit: number; status?: string; is_giving_monthly?: string; search?: string };

/** GET /api/v2/story: a page of the account's stories, with meta.total. */
export const storiesQuery = (params: StoryListParams) =>
  queryOptions({
    queryKey: [...storiesKey, 'list', params],
    queryFn: async () => {
      const query: Record<string, string> = { page: String(params.page), limit: String(params.limit), order_by_field: 'updated_at', order_by: 'desc' };
      if (params.status) query.status = params.status;
      if (params.is_giving_monthly) query.is_giving_monthly = params.is_giving_monthly;
      if (params.search) query.search = params.search;
      const result = await apiRequest<Story[]>('/v2/story', { query });
      return { stories: result.data, total: result.meta?.total ?? result.data.length };
    },
  });

/** GET /api/story/{id}. */
export const storyQuery = (id: number) => queryOptions({ queryKey: [...storiesKey, 'one', id], queryFn: () => apiRequest<Story>(`/story/${id}`).then((r) => r.data) });

/** GET /api/v2/story/{id}/history: months of automated giving and paid contributions. */
export const storyHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...storiesKey, 'history', id],
    queryFn: () => apiRequest<{ runs: StoryRun[]; contributions: StoryContribution[] }>(`/v2/story/${id}/history`).then((r) => r.data),
  });

/** GET /api/v2/story/storyNew: templates to start from. */
export const storyNewQuery = () =>
  queryOptions({
    queryKey: [...storiesKey, 'new'],
    queryFn: () => apiRequest<{ industry_templates: StoryTemplate[]; business_templates: StoryTemplate[] }>('/v2/story/storyNew').then((r) => r.data),
  });

/** GET /api/projects?limit=-1: the live projects and their impact levels a story may give. */
export const givableProjectsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'all-for-stories'], queryFn: () => apiRequest<ProjectCard[]>('/projects', { query: { limit: '-1', sort: 'name' } }).then((r) => r.data) });

export type NewStory = { story_text: string; is_giving_monthly: 0 | 1; projects: StoryLineInput[]; giving_story_image?: string | null; destination_link?: string | null; template_id?: number | null };

/** POST /api/v2/story (one project) or /api/v2/story/saveMultiProjectStory; optionally activates it after. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ story, activate }: { story: NewStory; activate: boolean }) => {
      const { projects, ...rest } = story;
      const saved =
        projects.length === 1
          ? await apiRequest<Story>('/v2/story', { method: 'POST', body: { ...rest, ...projects[0] } })
          : await apiRequest<Story>('/v2/story/saveMultiProjectStory', { method: 'POST', body: story });
      return activate ? apiRequest<Story>(`/v2/story/${saved.data.id}/activate`, { method: 'POST' }) : saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKey }),
  });
}

export type StoryAction = 'activate' | 'activate-new' | 'move-draft';

/** POST /api/v2/story/{id}/activate | activate-new | move-draft. */
export function useStoryAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StoryAction) => apiRequest<Story>(`/v2/story/${id}/${action}`, { method: 'POST' }),
    onSuccess: (_r, action) => {
      void queryClient.invalidateQueries({ queryKey: storiesKey });
      if (action === 'activate-new') void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}

/** POST /api/v2/story/{id}/recurring: pause, resume, skip next month, change the quantity or cancel. */
export function useManageStory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryManageInput) => apiRequest<Story>(`/v2/story/${id}/recurring`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKey }),
  });
}

/** DELETE /api/v2/story/{id}?page_title=. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pageTitle }: { id: number; pageTitle: string }) => apiRequest<{ id: number }>(`/v2/story/${id}`, { method: 'DELETE', query: { page_title: pageTitle } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKey }),
  });
}

/** POST /api/v2/story/embed-story: the embed code and LinkedIn post text. */
export function useEmbedStory(id: number) {
  return useMutation({
    mutationFn: () => apiRequest<{ embed_url: string; public_url: string; embed_code: string; share_text: string }>('/v2/story/embed-story', { method: 'POST', body: { id } }).then((r) => r.data),
  });
}

/** POST /api/story/csv-data: the story's contributions as a CSV file. */
export const downloadStoryCsv = (id: number) => apiFile('/story/csv-data', { method: 'POST', body: { id } });

export type ManageView = { story_text: string; quantity: number; is_multi_project: number; automation_status: 'on' | 'paused' | 'off'; next_giving_date: string | null; skip_period: string | null; amt_total_usd: number };

/** GET /api/story/manage/{key}: a story seen through a signed e-mail link, without signing in. */
export const manageViewQuery = (key: string) =>
  queryOptions({ queryKey: ['story-manage', key], queryFn: () => apiRequest<ManageView>(`/story/manage/${encodeURIComponent(key)}`, { auth: false }).then((r) => r.data), retry: false });

/** POST /api/story/manage/{key}. */
export function useManageByKey(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryManageInput) => apiRequest<ManageView>(`/story/manage/${encodeURIComponent(key)}`, { method: 'POST', body, auth: false }),
    onSuccess: (result) => queryClient.setQueryData(['story-manage', key], result.data),
  });
}
