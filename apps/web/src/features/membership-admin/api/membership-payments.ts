import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMembershipPayment, AdminMembershipPaymentCorrection, AdminMembershipPaymentCreate, MembershipPackage } from '@goodhive/contract';
import { MEMBERSHIP_PAYMENTS_PAGE_SIZE } from '@goodhive/contract/texts';
import { api, apiFile, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

export const MEMBERSHIP_PAYMENTS_KEY = ['admin', 'membership-payments'] as const;

/** GET /api/admin/membership-payments: one page, newest first; one company's with companyId. */
export const membershipPaymentsQuery = (q: { page: number; companyId: number | null; status: 'complete' | 'incomplete' | null }) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_PAYMENTS_KEY, 'list', q],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<AdminMembershipPayment[]>('/admin/membership-payments', {
        query: { page: q.page, limit: MEMBERSHIP_PAYMENTS_PAGE_SIZE, company_id: q.companyId ?? undefined, status: q.status ?? undefined },
        signal,
      });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const membershipPaymentQuery = (id: number) =>
  queryOptions({ queryKey: [...MEMBERSHIP_PAYMENTS_KEY, 'one', id], queryFn: () => api.get<AdminMembershipPayment>(`/admin/membership-payments/${id}`), staleTime: 0 });

/** POST /api/admin/membership-payments/{id}: a correction with its reason. */
export function useCorrectMembershipPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMembershipPaymentCorrection) => apiRequest<AdminMembershipPayment>(`/admin/membership-payments/${id}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_PAYMENTS_KEY }),
  });
}

/** POST /api/admin/membership-payments: a manual payment for a company. */
export function useRecordMembershipPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMembershipPaymentCreate) => apiRequest<AdminMembershipPayment>('/admin/membership-payments', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_PAYMENTS_KEY }),
  });
}

/** GET /api/app/packages: the packages with their price per period, to choose from. */
export const packagesQuery = () => queryOptions({ queryKey: ['admin', 'membership-packages'], queryFn: () => api.get<MembershipPackage[]>('/app/packages'), staleTime: 300_000 });

/** GET /api/admin/membership-payments/{id}/receipt: saved as membership_receipt_{id}.pdf. */
export async function downloadMembershipReceipt(id: number): Promise<void> {
  const file = await apiFile(`/admin/membership-payments/${id}/receipt`);
  saveFile(file.blob, file.filename ?? `membership_receipt_${id}.pdf`);
}
