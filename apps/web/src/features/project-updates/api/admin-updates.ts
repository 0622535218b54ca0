import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PartnerOption, ProjectUpdate, ProjectUpdateModeration } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { UPDATES_PAGE_SIZE, type UpdateListFilters } from './partner-updates';

export const ADMIN_UPDATES_KEY = ['project-updates', 'admin'] as const;

/** GET /api/admin/project-updates: every update, one page. */
export const adminUpdatesQuery = (f: UpdateListFilters) =>
  queryOptions({
    queryKey: [...ADMIN_UPDATES_KEY, 'list', f],
    queryFn: async () => {
      const result = await apiRequest<ProjectUpdate[]>('/admin/project-updates', {
        query: { limit: UPDATES_PAGE_SIZE, page: f.page, partner_id: f.partnerId ?? undefined, project_id: f.projectId ?? undefined, status: f.status ?? undefined, search: f.search || undefined },
      });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/project-updates/{id}. */
export const adminUpdateQuery = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_UPDATES_KEY, 'one', id], queryFn: async () => (await apiRequest<ProjectUpdate>(`/admin/project-updates/${id}`)).data });

export const moderateUpdate = (id: number, body: ProjectUpdateModeration) => apiRequest<ProjectUpdate>(`/admin/project-updates/${id}`, { method: 'PUT', body });

/** GET /api/admin/partner-options: the worthy causes for the partner filter. */
export const partnerOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'partner-options'], queryFn: async () => (await apiRequest<PartnerOption[]>('/admin/partner-options')).data, staleTime: 60_000 });
