import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PartnerProject, PartnerProjectRow, ProjectChange, ProjectChangeAction, ProjectChangeStatus } from '@goodhive/contract';
import { apiRequest } from '../../../../lib/api';
import { PAGE_SIZE, PROJECTS_KEY, type Page, type ProjectListParams } from '../../api/partner-projects';

const toPage = <T>(result: { data: T[]; meta?: { total: number } }): Page<T> => ({ rows: result.data, total: result.meta?.total ?? result.data.length });

/** GET /api/admin/projects: every project, what waits for review first. */
export const adminProjectsQuery = (query: ProjectListParams) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'admin-list', query],
    queryFn: async () => toPage(await apiRequest<PartnerProjectRow[]>('/admin/projects', { query: { limit: PAGE_SIZE, ...query } })),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/projects/{id}/approve: a submitted project goes live. */
export const approveProject = (id: number, note: string | null) => apiRequest<PartnerProject>(`/admin/projects/${id}/approve`, { method: 'POST', body: { note } });

/** POST /api/admin/projects/{id}/reject: back to draft with a note for the partner. */
export const rejectProject = (id: number, note: string) => apiRequest<PartnerProject>(`/admin/projects/${id}/reject`, { method: 'POST', body: { note } });

/** POST /api/admin/project-changes/{id}/approve: a partner's pending change is applied to the live project. */
export const approveChange = (changeId: number, note: string | null) =>
  apiRequest<PartnerProject>(`/admin/project-changes/${changeId}/approve`, { method: 'POST', body: { note } });

/** POST /api/admin/project-changes/{id}/reject: the pending change is dropped, with a note. */
export const rejectChange = (changeId: number, note: string) => apiRequest<PartnerProject>(`/admin/project-changes/${changeId}/reject`, { method: 'POST', body: { note } });

/** The filters of the staff change log (changelogQuerySchema). */
export type ChangelogParams = {
  page: number;
  partner_id?: number;
  project_id?: number;
  action?: ProjectChangeAction;
  status?: ProjectChangeStatus;
  begin_date?: string;
  end_date?: string;
};

/** GET /api/admin/project-changelog: the change log of every project, newest first. */
export const adminChangelogQuery = (query: ChangelogParams) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'admin-changelog', query],
    queryFn: async () => toPage(await apiRequest<ProjectChange[]>('/admin/project-changelog', { query: { limit: PAGE_SIZE, ...query } })),
    placeholderData: keepPreviousData,
  });
