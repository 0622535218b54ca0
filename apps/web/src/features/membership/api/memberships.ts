import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentPackage, MembershipPackage, MembershipPayment, UpgradeAnswer, UpgradeRequest } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/auth';

/** GET /api/app/packages: the four packages with their prices. */
export const packagesQuery = () => queryOptions({ queryKey: ['membership', 'packages'], queryFn: () => api.get<MembershipPackage[]>('/app/packages'), staleTime: 300_000 });

/** GET /api/app/current-package/package: the company's package, period, end date and auto-renewal. */
export const currentPackageQuery = (userId: number) =>
  queryOptions({ queryKey: ['membership', 'current', userId], queryFn: () => api.get<CurrentPackage>('/app/current-package/package'), retry: false });

/** GET /api/user/upgrade/{id}: one membership payment (the result page after the payment page). */
export const membershipPaymentQuery = (id: number) =>
  queryOptions({ queryKey: ['membership', 'payment', id], queryFn: () => api.get<MembershipPayment>(`/user/upgrade/${id}`), retry: false });

/** POST /api/user/upgrade, then the browser goes to the payment provider's page. */
export function useStartUpgrade() {
  return useMutation({
    mutationFn: (body: UpgradeRequest) => api.post<UpgradeAnswer>('/user/upgrade', body),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
}

/** POST /api/user/upgrade/cancel: auto-renewal off. */
export function useCancelAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CurrentPackage>('/user/upgrade/cancel', { method: 'POST' }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['membership', 'current'] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return result;
    },
  });
}
