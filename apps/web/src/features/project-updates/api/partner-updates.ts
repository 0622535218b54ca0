import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProjectUpdate, ProjectUpdateCreate, ProjectUpdateEdit, ProjectUpdateStatus, UpdatableProject } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** Updates per page on the partner's and the staff lists. */
export const UPDATES_PAGE_SIZE = 20;

export type UpdateListFilters = { page: number; projectId: number | null; status: ProjectUpdateStatus | null; search: string; partnerId?: number | null };

export const PARTNER_UPDATES_KEY = ['project-updates', 'partner'] as const;

const listQuery = (f: UpdateListFilters) => ({
  limit: UPDATES_PAGE_SIZE,
  page: f.page,
  project_id: f.projectId ?? undefined,
  status: f.status ?? undefined,
  search: f.search || undefined,
  partner_id: f.partnerId ?? undefined,
});

/** GET /api/partner/project-updates: the partner's own updates, one page. */
export const partnerUpdatesQuery = (filters: UpdateListFilters) =>
  queryOptions({
    queryKey: [...PARTNER_UPDATES_KEY, 'list', filters],
    queryFn: async () => {
      const result = await apiRequest<ProjectUpdate[]>('/partner/project-updates', { query: listQuery(filters) });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/partner/project-updates/projects: the projects an update can be posted for. */
export const updatableProjectsQuery = () =>
  queryOptions({ queryKey: [...PARTNER_UPDATES_KEY, 'projects'], queryFn: async () => (await apiRequest<UpdatableProject[]>('/partner/project-updates/projects')).data });

/** GET /api/partner/project-updates/{id}. */
export const partnerUpdateQuery = (id: number) =>
  queryOptions({ queryKey: [...PARTNER_UPDATES_KEY, 'one', id], queryFn: async () => (await apiRequest<ProjectUpdate>(`/partner/project-updates/${id}`)).data });

export const createUpdate = (body: ProjectUpdateCreate) => apiRequest<ProjectUpdate>('/partner/project-updates', { method: 'POST', body });
export const editUpdate = (id: number, body: ProjectUpdateEdit) => apiRequest<ProjectUpdate>(`/partner/project-updates/${id}`, { method: 'PUT', body });
export const deleteUpdate = (id: number) => apiRequest<{ id: number }>(`/partner/project-updates/${id}`, { method: 'DELETE' });
