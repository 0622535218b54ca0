import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserProfile, userSearchResultSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** GET /api/user/user-search?keyword=: the header's quick search by UID, CID, name, e-mail or business name. */
export const userSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['admin', 'user-search', keyword],
    queryFn: ({ signal }) => api.get<UserSearchResult[]>('/user/user-search', { query: { keyword }, signal }),
    staleTime: 30_000,
  });

/** GET /api/user/{id}/profile: one user's record for staff. */
export const userProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'user-profile', id],
    queryFn: () => api.get<UserProfile>(`/user/${id}/profile`),
  });
