import { queryOptions } from '@tanstack/react-query';
import type { State } from '@goodhive/contract';
import { api } from '../../../lib/api';

/*
 * The pickers of the project forms. The cache keys are the ones other screens use for the same lookups,
 * so a list loads once per visit.
 */

/** GET /api/app/states/{countryId}: the regions of one country. */
export const statesQuery = (countryId: number) =>
  queryOptions({
    queryKey: ['lookups', 'states', countryId],
    queryFn: () => api.get<State[]>(`/app/states/${countryId}`, { auth: false }),
    staleTime: Infinity,
  });
