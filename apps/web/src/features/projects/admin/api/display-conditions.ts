import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DisplayConditionsInput, displayConditionRowSchema } from '@goodhive/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { PAGE_SIZE, PROJECTS_KEY, type Page } from '../../api/partner-projects';

export type DisplayConditionRow = z.infer<typeof displayConditionRowSchema>;
export type DisplayConditionParams = { page: number; search?: string; partner_id?: number; restricted?: '0' | '1' };

/** GET /api/admin/display-conditions: projects with who sees them. */
export const displayConditionsQuery = (query: DisplayConditionParams) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'display-conditions', query],
    queryFn: async (): Promise<Page<DisplayConditionRow>> => {
      const result = await apiRequest<DisplayConditionRow[]>('/admin/display-conditions', { query: { limit: PAGE_SIZE, ...query } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/projects/{id}/display-conditions: which account types and countries see the project. */
export const saveDisplayConditions = (projectId: number, body: DisplayConditionsInput) =>
  apiRequest<DisplayConditionRow>(`/admin/projects/${projectId}/display-conditions`, { method: 'PUT', body });
