import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { impactsGroupedSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';
import type { ChartQuery } from '../../../lib/chart-period';
import type { GivingAccount } from '../../../lib/history-filters';
import { impactKeys } from '../../../lib/impact-keys';

export type ImpactsGrouped = z.infer<typeof impactsGroupedSchema>;

/** GET /api/user/{id}/impacts-grouped-by-date: giving and beneficiaries per day, month or year, empty periods included. */
export const impactsGroupedQuery = (userId: number, account: GivingAccount, chart: ChartQuery) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'grouped', chart.type, chart.begin_date ?? null, chart.end_date ?? null],
    queryFn: () => api.get<ImpactsGrouped>(`/user/${userId}/impacts-grouped-by-date`, { query: { account, ...chart } }),
    placeholderData: keepPreviousData,
  });
