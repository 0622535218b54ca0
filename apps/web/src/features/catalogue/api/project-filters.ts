import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { catalogueFiltersResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type CatalogueFilterOptions = z.infer<typeof catalogueFiltersResponseSchema>['data'];

/** GET /api/projects/filters: the categories, countries and price range the live projects cover. */
export const projectFiltersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'filters'],
    queryFn: () => api.get<CatalogueFilterOptions>('/projects/filters', { auth: false }),
    staleTime: 10 * 60_000,
  });
