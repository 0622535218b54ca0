import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  PartnerProject,
  PartnerProjectRow,
  ProjectChange,
  ProjectInput,
  ProjectStatus,
} from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** Every cached project read starts with this key, so one invalidation refreshes lists, forms and logs. */
export const PROJECTS_KEY = ['projects'] as const;

/** A page of rows and the total the server counted. */
export type Page<T> = { rows: T[]; total: number };

/** Rows per page of the project lists, and entries per page of one project's change log. */
export const PAGE_SIZE = 20;
export const CHANGELOG_PAGE_SIZE = 10;

const toPage = <T>(result: { data: T[]; meta?: { total: number } }): Page<T> => ({ rows: result.data, total: result.meta?.total ?? result.data.length });

/** The filters of GET /partner/projects and GET /admin/projects (projectListQuerySchemaForPartners). */
export type ProjectListParams = {
  page: number;
  status?: ProjectStatus;
  search?: string;
  partner_id?: number;
  pending_change?: '0' | '1';
  is_bundle?: '0' | '1';
  limit?: number;
};

/** GET /api/partner/projects: the partner's projects (staff: every project, or one worthy cause's). */
export const partnerProjectsQuery = (query: ProjectListParams) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'partner-list', query],
    queryFn: async () => toPage(await apiRequest<PartnerProjectRow[]>('/partner/projects', { query: { limit: PAGE_SIZE, ...query } })),
    placeholderData: keepPreviousData,
  });

/** GET /api/partner/projects/{id}: one project with what the caller may do with it. */
export const partnerProjectQuery = (id: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', id],
    queryFn: async () => (await apiRequest<PartnerProject>(`/partner/projects/${id}`)).data,
  });

/** GET /api/partner/projects/{id}/changelog: the project's change log, newest first. */
export const projectChangelogQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'changelog', id, page],
    queryFn: async () => toPage(await apiRequest<ProjectChange[]>(`/partner/projects/${id}/changelog`, { query: { limit: CHANGELOG_PAGE_SIZE, page } })),
    placeholderData: keepPreviousData,
  });

/** POST /api/partner/projects: a new project (a draft for partners). */
export const createProject = (body: ProjectInput) => apiRequest<PartnerProject>('/partner/projects', { method: 'POST', body });

/** PUT /api/partner/projects/{id}: saves the form; a partner's change to a live project waits for review. */
export const saveProject = (id: number, body: ProjectInput) => apiRequest<PartnerProject>(`/partner/projects/${id}`, { method: 'PUT', body });

/** DELETE /api/partner/projects/{id}: only projects without contributions. */
export const deleteProject = (id: number) => apiRequest<unknown>(`/partner/projects/${id}`, { method: 'DELETE' });

/** POST /api/partner/projects/{id}/submit: draft → submitted for review. */
export const submitProject = (id: number) => apiRequest<PartnerProject>(`/partner/projects/${id}/submit`, { method: 'POST' });

/** POST /api/partner/projects/{id}/status: withdraw, pause, resume or close (staff: any status). */
export const changeProjectStatus = (id: number, status: ProjectStatus, note?: string | null) =>
  apiRequest<PartnerProject>(`/partner/projects/${id}/status`, { method: 'POST', body: { status, note: note ?? null } });
