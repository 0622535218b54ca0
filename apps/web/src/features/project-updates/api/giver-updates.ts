import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UpdateDetail, UpdateFeedItem } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** Cards per page of the feed. */
export const FEED_PAGE_SIZE = 10;

/** GET /api/v2/project-updates: published updates of what the account funded (the user id keys the cache per account). */
export const updateFeedQuery = (userId: number, account: string, page: number) =>
  queryOptions({
    queryKey: ['project-updates', 'feed', userId, account, page],
    queryFn: async () => {
      const result = await apiRequest<UpdateFeedItem[]>('/v2/project-updates', { query: { limit: FEED_PAGE_SIZE, page } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/v2/project-updates/{id}. */
export const updateDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['project-updates', 'detail', id], queryFn: async () => (await apiRequest<UpdateDetail>(`/v2/project-updates/${id}`)).data });
