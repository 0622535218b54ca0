import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The public lists sign-up and project forms draw on, and their paths under /api. */
export const REFERENCE_LISTS = [
  { label: 'Countries', path: '/app/countries' },
  { label: 'Industries', path: '/app/industries' },
  { label: 'Project categories', path: '/app/categories' },
  { label: 'Impact categories', path: '/app/impact-categories' },
] as const;

export type ReferenceCount = { label: string; count: number };

/** How many entries each reference list has: a quick health check for staff. */
export const referenceCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reference-counts'],
    queryFn: () =>
      Promise.all(
        REFERENCE_LISTS.map(async ({ label, path }): Promise<ReferenceCount> => {
          const rows = await api.get<unknown[]>(path, { auth: false });
          return { label, count: rows.length };
        }),
      ),
    staleTime: 5 * 60_000,
  });
