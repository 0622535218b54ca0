import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MembershipSignUpAnswer, MembershipSignUpStatus, SignUpAccountType, SignUpSource } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type MembershipSignUpBody = {
  account_type: SignUpAccountType;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  country_id: number | null;
  industry_1: number | null;
  password: string;
  retype_password: string;
  terms: boolean;
  package_id: number | null;
  membership_period_id: number;
  register_source: SignUpSource;
};

/** POST /api/sign-up/membership, then the browser goes to the payment provider's page. */
export function useStartMembershipSignUp() {
  return useMutation({
    mutationFn: (body: MembershipSignUpBody) => api.post<MembershipSignUpAnswer>('/sign-up/membership', body, { auth: false }),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
}

/** GET /api/sign-up/membership/{key}: the sign-up's state on the result page, asked again while the payment is pending. */
export const membershipSignUpQuery = (key: string) =>
  queryOptions({
    queryKey: ['membership', 'sign-up', key],
    queryFn: () => api.get<MembershipSignUpStatus>(`/sign-up/membership/${encodeURIComponent(key)}`, { auth: false }),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });
