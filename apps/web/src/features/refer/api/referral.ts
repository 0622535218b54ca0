import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, MyReferral } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

export const MY_REFERRAL_KEY = ['my-referral'] as const;

/** GET /api/v2/referral: the company's code, links, reward and the businesses that joined through it. */
export const myReferralQuery = () =>
  queryOptions({
    queryKey: MY_REFERRAL_KEY,
    queryFn: async () => (await apiRequest<MyReferral>('/v2/referral')).data,
  });

/** POST /api/v2/referral/invite: invitation e-mails (within the company's daily limit). */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => apiRequest<{ sent: number; invitations_left_today: number }>('/v2/referral/invite', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REFERRAL_KEY }),
  });
}
