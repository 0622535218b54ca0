import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GuestReferralInput, Referral, ReferralInput, ReferralStatus, ReferralUpdate } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** Suggestions per page on the staff list. */
export const REFERRALS_PAGE_SIZE = 20;
export const REFERRALS_KEY = ['referrals'] as const;


/** POST /api/v2/user/refer-worthy-cause (members: the account is the referrer) or the guest variant (visitors name themselves). */
export function submitReferral(input: { signedIn: true; body: ReferralInput } | { signedIn: false; body: GuestReferralInput }) {
  return input.signedIn
    ? apiRequest<{ id: number }>('/v2/user/refer-worthy-cause', { method: 'POST', body: input.body })
    : apiRequest<{ id: number }>('/v2/guest/user/refer-worthy-cause', { method: 'POST', body: input.body, auth: false });
}

export type ReferralFilters = { page: number; status: ReferralStatus | null; search: string };

/** GET /api/admin/worthy-cause-referrals. */
export const referralsQuery = (f: ReferralFilters) =>
  queryOptions({
    queryKey: [...REFERRALS_KEY, f],
    queryFn: async () => {
      const result = await apiRequest<Referral[]>('/admin/worthy-cause-referrals', { query: { limit: REFERRALS_PAGE_SIZE, page: f.page, status: f.status ?? undefined, search: f.search || undefined } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

export const updateReferral = (id: number, body: ReferralUpdate) => apiRequest<Referral>(`/admin/worthy-cause-referrals/${id}`, { method: 'PUT', body });
