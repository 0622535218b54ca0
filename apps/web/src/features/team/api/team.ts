import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

export const teamKeys = { all: ['team'] as const, team: (userId: number) => ['team', userId] as const };

/** GET /api/user/invitedList: members, open invitations and the employee limit. */
export const teamQuery = (userId: number) => queryOptions({ queryKey: teamKeys.team(userId), queryFn: () => api.get<Team>('/user/invitedList') });

function useTeamChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useInvite = () => useTeamChange((body: { email: string; first_name?: string; last_name?: string }) => apiRequest('/user/inviteUserCompany', { method: 'POST', body }));
export const useInviteAction = () => useTeamChange(({ id, action }: { id: number; action: 'resend' | 'cancel' }) => apiRequest(`/user/invite/${action}`, { method: 'POST', body: { invite_id: id } }));
export const useMemberAction = () =>
  useTeamChange(({ userId, action }: { userId: number; action: 'remove' | 'admin' | 'not-admin' }) =>
    action === 'remove' ? apiRequest('/user/team/remove', { method: 'POST', body: { user_id: userId } }) : apiRequest('/user/team/set-admin', { method: 'POST', body: { user_id: userId, is_admin: action === 'admin' } }),
  );

export type JoinInfo = { email: string; first_name: string; last_name: string; company_name: string; has_account: boolean };
export const joinQuery = (key: string) => queryOptions({ queryKey: ['team', 'join', key], queryFn: () => api.get<JoinInfo>(`/join-teammember/${encodeURIComponent(key)}`, { auth: false }), retry: false });
export const acceptJoin = (key: string, body: Record<string, string>, signedIn: boolean) =>
  apiRequest<{ company_id: number }>(`/join-teammember/${encodeURIComponent(key)}`, { method: 'POST', body, auth: signedIn });
