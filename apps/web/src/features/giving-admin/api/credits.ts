import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credit, CreditCreate } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

export const CREDITS_KEY = ['admin', 'credits'] as const;
export const CREDITS_PAGE_SIZE = 25;

/** GET /api/admin/giving/credits: giving credits, one user's or company's when named. */
export const creditsQuery = (q: { page: number; userId: number | null; companyId: number | null }) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, q],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<Credit[]>('/admin/giving/credits', { query: { page: q.page, limit: CREDITS_PAGE_SIZE, user_id: q.userId ?? undefined, company_id: q.companyId ?? undefined }, signal });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/admin/giving/credits: a credit for a user or a company. */
export function useGrantCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditCreate) => apiRequest<Credit>('/admin/giving/credits', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}

/** POST /api/admin/giving/credits/{id}/expire or /revoke: ends what is left of a credit, with a reason. */
export function useEndCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; how: 'expire' | 'revoke'; reason: string }) => apiRequest<Credit>(`/admin/giving/credits/${v.id}/${v.how}`, { method: 'POST', body: { reason: v.reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  });
}
