import { queryOptions } from '@tanstack/react-query';
import type { StatImpacts } from '@goodhive/contract';
import { api } from '../../../lib/api';
import type { GivingAccount } from '../../../lib/history-filters';
import { impactKeys } from '../../../lib/impact-keys';

type Range = { begin: string | null; end: string | null };

/** GET /api/user/{id}/stat-impacts: totals, giving per category, favourite category and trial of the account (all time without a range). */
export const statImpactsQuery = (userId: number, account: GivingAccount, range: Range = { begin: null, end: null }) =>
  queryOptions({
    queryKey: [...impactKeys.of(userId, account), 'stat', range.begin, range.end],
    queryFn: () =>
      api.get<StatImpacts>(`/user/${userId}/stat-impacts`, {
        query: { account, begin_date: range.begin ?? undefined, end_date: range.end ?? undefined },
      }),
  });
