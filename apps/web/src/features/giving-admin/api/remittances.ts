import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Remittance, RemittanceCreate, RemittanceOwed } from '@goodhive/contract';
import { REMITTANCE_PAGE_SIZE } from '@goodhive/contract/texts';
import { api, apiFile, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

export const REMITTANCES_KEY = ['admin', 'remittances'] as const;

/** GET /api/admin/remittances: a page of remittances, newest first. */
export const remittancesQuery = (page: number, partnerId: number | null) =>
  queryOptions({
    queryKey: [...REMITTANCES_KEY, 'list', page, partnerId],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<Remittance[]>('/admin/remittances', { query: { page, limit: REMITTANCE_PAGE_SIZE, partner_id: partnerId ?? undefined }, signal });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/remittances/due: what partners (or one) are owed up to the period's last day. */
export const owedQuery = (q: { partnerId: number | null; periodStart: string; periodEnd: string }) =>
  queryOptions({
    queryKey: [...REMITTANCES_KEY, 'owed', q],
    queryFn: ({ signal }) =>
      api.get<RemittanceOwed[]>('/admin/remittances/due', { query: { partner_id: q.partnerId ?? undefined, period_start: q.periodStart, period_end: q.periodEnd }, signal }),
    staleTime: 0,
  });

/** POST /api/admin/remittances. */
export function useCreateRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemittanceCreate) => apiRequest<Remittance>('/admin/remittances', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REMITTANCES_KEY }),
  });
}

/** The advice PDF of a remittance (the partner document it was filed as). */
export async function downloadAdvice(remittance: Pick<Remittance, 'id' | 'document_id'>): Promise<void> {
  const file = await apiFile(`/user/download-remittance-pdf/${remittance.document_id}`);
  saveFile(file.blob, file.filename ?? `remittance_advice_${remittance.id}.pdf`);
}
