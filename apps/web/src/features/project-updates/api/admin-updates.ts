import { queryOptions } from '@tanstack/react-query';
import type { PartnerOption, ProjectUpdate, ProjectUpdateModeration } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { updateReads } from './update-reads';

export const ADMIN_UPDATES_KEY = ['project-updates', 'admin'] as const;

/** GET /api/admin/project-updates and /{id}: every partner's updates. */
export const adminUpdates = updateReads(ADMIN_UPDATES_KEY, '/admin/project-updates');

export const moderateUpdate = (id: number, body: ProjectUpdateModeration) => apiRequest<ProjectUpdate>(`/admin/project-updates/${id}`, { method: 'PUT', body });

/** GET /api/admin/partner-options: the worthy causes for the partner filter. */
export const partnerOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'partner-options'], queryFn: async () => (await apiRequest<PartnerOption[]>('/admin/partner-options')).data, staleTime: 60_000 });
