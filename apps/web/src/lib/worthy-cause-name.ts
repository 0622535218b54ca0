import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';

/** GET /api/user/get-wc-name/:id: the organisation name of a worthy-cause user. */
export const worthyCauseNameQuery = (userId: number) =>
  queryOptions({
    queryKey: ['partner', 'worthy-cause-name', userId],
    queryFn: async () => (await api.get<{ worthy_cause_name: string }>(`/user/get-wc-name/${userId}`)).worthy_cause_name,
    staleTime: 10 * 60_000,
    retry: 1,
  });

/** The worthy cause name; a failed fetch is only logged, never shown; callers fall back to the person's name. */
export function useWorthyCauseName(userId: number) {
  const query = useQuery(worthyCauseNameQuery(userId));
  useEffect(() => {
    if (query.error) console.warn('The worthy cause name could not be loaded', query.error);
  }, [query.error]);
  return query;
}
