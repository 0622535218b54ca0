import { queryOptions } from '@tanstack/react-query';
import type { ProjectUpdate, ProjectUpdateCreate, ProjectUpdateEdit, UpdatableProject } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { updateReads } from './update-reads';

export const PARTNER_UPDATES_KEY = ['project-updates', 'partner'] as const;

/** GET /api/partner/project-updates and /{id}: the partner's own updates. */
export const partnerUpdates = updateReads(PARTNER_UPDATES_KEY, '/partner/project-updates');

/** GET /api/partner/project-updates/projects: the projects an update can be posted for. */
export const updatableProjectsQuery = () =>
  queryOptions({ queryKey: [...PARTNER_UPDATES_KEY, 'projects'], queryFn: async () => (await apiRequest<UpdatableProject[]>('/partner/project-updates/projects')).data });

export const createUpdate = (body: ProjectUpdateCreate) => apiRequest<ProjectUpdate>('/partner/project-updates', { method: 'POST', body });
export const editUpdate = (id: number, body: ProjectUpdateEdit) => apiRequest<ProjectUpdate>(`/partner/project-updates/${id}`, { method: 'PUT', body });
export const deleteUpdate = (id: number) => apiRequest<{ id: number }>(`/partner/project-updates/${id}`, { method: 'DELETE' });
