import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProjectUpdate, ProjectUpdateStatus } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** Updates per page on the partner's and the staff lists. */
export const UPDATES_PAGE_SIZE = 20;

export type UpdateListFilters = { page: number; projectId: number | null; status: ProjectUpdateStatus | null; search: string; partnerId?: number | null };

/** One page of an update list and how many updates the list holds in all. */
export type UpdatePage = { rows: ProjectUpdate[]; total: number };

const listQuery = (f: UpdateListFilters) => ({
  limit: UPDATES_PAGE_SIZE,
  page: f.page,
  project_id: f.projectId ?? undefined,
  status: f.status ?? undefined,
  search: f.search || undefined,
  partner_id: f.partnerId ?? undefined,
});

/**
 * The reads of one side's updates: the partner's own under /api/partner/project-updates, every partner's
 * for staff under /api/admin/project-updates. Both answer the same shapes, so the list and edit screens
 * serve either side with the side's reads.
 */
export function updateReads(key: readonly ['project-updates', 'partner' | 'admin'], basePath: string) {
  return {
    /** The cache key of all this side reads. */
    key,
    /** GET {basePath}: one page of updates. */
    list: (filters: UpdateListFilters) =>
      queryOptions({
        queryKey: [...key, 'list', filters],
        queryFn: async (): Promise<UpdatePage> => {
          const result = await apiRequest<ProjectUpdate[]>(basePath, { query: listQuery(filters) });
          return { rows: result.data, total: result.meta?.total ?? result.data.length };
        },
        placeholderData: keepPreviousData,
      }),
    /** GET {basePath}/{id}. */
    one: (id: number) => queryOptions({ queryKey: [...key, 'one', id], queryFn: async () => (await apiRequest<ProjectUpdate>(`${basePath}/${id}`)).data }),
  };
}

export type UpdateReads = ReturnType<typeof updateReads>;
