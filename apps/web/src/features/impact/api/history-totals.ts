import { queryOptions } from '@tanstack/react-query';
import type { ImpactHistoryRow, StatImpacts } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { historyApiQuery, type GivingAccount, type HistoryFilters } from '../../../lib/history-filters';
import { impactKeys } from '../../../lib/impact-keys';

export type HistoryFigures = Pick<StatImpacts, 'contributions' | 'total_impacts' | 'beneficiaries' | 'amt_total_usd' | 'amt_total_sgd'>;

const ZERO: HistoryFigures = { contributions: 0, total_impacts: 0, beneficiaries: 0, amt_total_usd: 0, amt_total_sgd: 0 };
const cents = (amount: number) => Math.round(amount * 100);

/** Sums history lines in cents, so the totals match the server's to the cent. */
export function sumHistoryRows(rows: readonly ImpactHistoryRow[]): HistoryFigures {
  let usd = 0;
  let sgd = 0;
  let impacts = 0;
  let people = 0;
  for (const row of rows) {
    usd += cents(row.amt_total_usd);
    sgd += cents(row.amt_total_sgd ?? 0);
    impacts += row.quantity;
    people += row.beneficiaries;
  }
  return { contributions: rows.length, total_impacts: impacts, beneficiaries: people, amt_total_usd: usd / 100, amt_total_sgd: sgd / 100 };
}

/**
 * The totals of the filtered history. Dates and category are summed by the server
 * (GET /api/user/{id}/stat-impacts, per category when one is chosen); a project search has no server sum,
 * so every matching line is read (limit=-1) and added up here.
 */
export const historyTotalsQuery = (userId: number, account: GivingAccount, filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'history-totals', { ...filters, page: 1 }],
    queryFn: async ({ signal }): Promise<HistoryFigures> => {
      if (filters.search.trim()) {
        const rows = await api.get<ImpactHistoryRow[]>('/v2/impact-history', { query: { ...historyApiQuery(filters, account), limit: -1, page: 1 }, signal });
        return sumHistoryRows(rows);
      }
      const stats = await api.get<StatImpacts>(`/user/${userId}/stat-impacts`, {
        query: { account, begin_date: filters.begin ?? undefined, end_date: filters.end ?? undefined },
        signal,
      });
      if (filters.categoryId === null) return stats;
      return stats.categories.find((c) => c.id === filters.categoryId) ?? ZERO;
    },
  });
