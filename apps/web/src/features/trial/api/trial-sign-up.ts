import { queryOptions } from '@tanstack/react-query';
import type { TrialSignUp } from '@goodhive/contract';
import { DEFAULT_COUNTRY_CODE } from '@goodhive/contract/texts';
import { api } from '../../../lib/api';

export { DEFAULT_COUNTRY_CODE };

/**
 * GET /api/app/visitor-country: the visitor's country when the server preselects it (off by default); the
 * form falls back to DEFAULT_COUNTRY_CODE, also when the call fails.
 */
export const visitorCountryQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'visitor-country'],
    queryFn: async () => (await api.get<{ code: string | null }>('/app/visitor-country', { auth: false })).code,
    staleTime: Infinity,
    retry: false,
  });

/** POST /api/v2/trial-account/create: the trial business, its first impact funded by Goodhive. */
export async function createTrialAccount(body: TrialSignUp): Promise<{ user_id: number; company_id: number; trial_ends_at: string; referral?: { applied: boolean; message: string } | null }> {
  // The stored token goes along: the server refuses members (messages.loggedInAsMember).
  return api.post('/v2/trial-account/create', body);
}

/** POST /api/user/check-email-free: whether nobody uses the address yet. */
export async function isEmailFree(email: string): Promise<boolean> {
  return (await api.post<{ free: boolean }>('/user/check-email-free', { email }, { auth: false })).free;
}
