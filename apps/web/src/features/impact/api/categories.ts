import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** GET /api/app/categories: the project categories, for the history's category filter. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'categories'],
    queryFn: () => api.get<Category[]>('/app/categories', { auth: false }),
    staleTime: 10 * 60_000,
  });
