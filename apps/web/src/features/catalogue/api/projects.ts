import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProjectCard } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { filtersToApiQuery, type CatalogueFilters } from '../catalogue-filters';

export type ProjectPage = { projects: ProjectCard[]; total: number; page: number; limit: number };

/** GET /api/projects: one page of live projects for the filters (public; is_favourite for signed-in users). */
export async function fetchProjects(filters: CatalogueFilters, signal?: AbortSignal): Promise<ProjectPage> {
  const { data, meta } = await apiRequest<ProjectCard[]>('/projects', { query: filtersToApiQuery(filters), signal });
  return { projects: data, total: meta?.total ?? data.length, page: meta?.page ?? filters.page, limit: meta?.limit ?? data.length };
}

/** `viewer` (the user id, or 0 for visitors) keeps visitors' and users' lists apart: favourites differ. */
export const projectsQuery = (filters: CatalogueFilters, viewer: number) =>
  queryOptions({
    queryKey: ['catalogue', 'projects', viewer, filtersToApiQuery(filters)],
    queryFn: ({ signal }) => fetchProjects(filters, signal),
    // The previous page stays on screen while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
