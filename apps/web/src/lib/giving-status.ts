import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@goodhive/contract';
import type { z } from 'zod';
import type { givingStatusSchema } from '@goodhive/contract';
import { api } from './api';
import { needsGivingToUnlock } from './menu-lock';
import { impactKeys } from './impact-keys';

export type GivingStatus = z.infer<typeof givingStatusSchema>;

/** GET /api/user/giving-status: whether the account has paid giving, which unlocks a company's Share and Community menus. */
export const givingStatusQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'giving-status'],
    queryFn: () => api.get<GivingStatus>('/user/giving-status', { query: { account } }),
    staleTime: 60_000,
  });

/** The giving status of a company account; personal accounts never wait for it (their menus are always open). */
export function useGivingStatus(user: Pick<CurrentUser, 'id' | 'type' | 'account'>) {
  return useQuery({ ...givingStatusQuery(user.id, user.account), enabled: needsGivingToUnlock(user) });
}
