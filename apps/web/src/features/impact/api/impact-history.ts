import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImpactHistoryRow } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { historyApiQuery, type GivingAccount, type HistoryFilters } from '../../../lib/history-filters';
import { impactKeys } from '../../../lib/impact-keys';

export type ImpactHistoryPage = { rows: ImpactHistoryRow[]; total: number };

/** GET /api/v2/impact-history: the account's paid contributions, filtered and paged, with the filtered count. */
export const impactHistoryQuery = (userId: number, account: GivingAccount, filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'history', filters],
    queryFn: async ({ signal }): Promise<ImpactHistoryPage> => {
      const result = await apiRequest<ImpactHistoryRow[]>('/v2/impact-history', { query: historyApiQuery(filters, account), signal });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** The latest few paid contributions (the dashboards' 'Recent contributions'). */
export const recentContributionsQuery = (userId: number, account: GivingAccount, limit = 5) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'recent', limit],
    queryFn: () => apiRequest<ImpactHistoryRow[]>('/v2/impact-history', { query: { account, limit, page: 1, order: 'desc' } }).then((r) => r.data),
  });
