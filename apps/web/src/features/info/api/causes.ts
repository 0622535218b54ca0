import { queryOptions } from '@tanstack/react-query';
import type { Category, ImpactCategory } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** Public reference lists change rarely, so they stay fresh for a while. */
const LOOKUP_STALE_MS = 10 * 60_000;

export type Cause = ImpactCategory & { categories: Category[] };

/** Impact categories with the project categories under each, both alphabetical. */
export function groupCauses(impactCategories: readonly ImpactCategory[], categories: readonly Category[]): Cause[] {
  return impactCategories
    .map((impact) => ({
      ...impact,
      categories: categories.filter((c) => c.impact_category_id === impact.id).sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/app/impact-categories and /api/app/categories, as one result with one loading and error state. */
export const causesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'causes'],
    queryFn: async () => {
      const [impactCategories, categories] = await Promise.all([
        api.get<ImpactCategory[]>('/app/impact-categories', { auth: false }),
        api.get<Category[]>('/app/categories', { auth: false }),
      ]);
      return groupCauses(impactCategories, categories);
    },
    staleTime: LOOKUP_STALE_MS,
  });
