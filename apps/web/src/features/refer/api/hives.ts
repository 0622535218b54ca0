import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectInfo, ConnectRegister, HiveBuilder, HiveInput, HiveMemberRow, InvitationInput, MyHive, PublicHive } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

export const HIVE_KEY = ['hives'] as const;

/** GET /api/hive-builder: the hive partner's hive, link and invitations left today. */
export const hiveBuilderQuery = () => queryOptions({ queryKey: [...HIVE_KEY, 'builder'], queryFn: async () => (await apiRequest<HiveBuilder>('/hive-builder')).data });
/** GET /api/hive-member. */
export const hiveMembersQuery = () => queryOptions({ queryKey: [...HIVE_KEY, 'members'], queryFn: async () => (await apiRequest<HiveMemberRow[]>('/hive-member')).data });
/** GET /api/my-hive. */
export const myHiveQuery = () => queryOptions({ queryKey: [...HIVE_KEY, 'mine'], queryFn: async () => (await apiRequest<MyHive>('/my-hive')).data });
/** GET /api/hive/{page_url}: the public page (no session needed). */
export const publicHiveQuery = (pageUrl: string) =>
  queryOptions({ queryKey: [...HIVE_KEY, 'public', pageUrl], queryFn: async () => (await apiRequest<PublicHive>(`/hive/${encodeURIComponent(pageUrl)}`, { auth: false })).data, retry: false });
/** GET /api/connect/{code}. */
export const connectInfoQuery = (code: string) =>
  queryOptions({ queryKey: ['connect', code], queryFn: async () => (await apiRequest<ConnectInfo>(`/connect/${encodeURIComponent(code)}`, { auth: false })).data, retry: false });

function useHiveMutation<TBody, TData>(fn: (body: TBody) => Promise<{ data: TData; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: HIVE_KEY }) });
}

/** PUT /api/hive-builder. */
export const useSaveHive = () => useHiveMutation((body: HiveInput) => apiRequest<PublicHive>('/hive-builder', { method: 'PUT', body }));
/** POST /api/hive-builder/invite. */
export const useInviteToHive = () =>
  useHiveMutation((body: InvitationInput) => apiRequest<{ sent: number; invitations_left_today: number }>('/hive-builder/invite', { method: 'POST', body }));
/** DELETE /api/hive-member/{company_id}. */
export const useRemoveHiveMember = () => useHiveMutation((companyId: number) => apiRequest<null>(`/hive-member/${companyId}`, { method: 'DELETE' }));
/** POST /api/hive/{page_url}/join (public-join-business). */
export const useJoinHive = () => useHiveMutation((pageUrl: string) => apiRequest<{ hive_id: number; page_url: string }>(`/hive/${encodeURIComponent(pageUrl)}/join`, { method: 'POST' }));

/** POST /api/connect/register: the public business register. */
export const registerBusiness = (body: ConnectRegister) =>
  apiRequest<{ user_id: number; company_id: number; referral: { applied: boolean; message: string } | null; hive: { title: string; page_url: string } | null }>('/connect/register', {
    method: 'POST',
    body,
    auth: false,
  });
