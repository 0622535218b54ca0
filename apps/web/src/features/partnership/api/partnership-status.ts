import { queryOptions } from '@tanstack/react-query';
import type { PartnershipStatus } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** GET /api/company/partnership-status: the level of the member's company and what the next one needs. */
export const partnershipStatusQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: ['partnership', userId, account],
    queryFn: () => api.get<PartnershipStatus>('/company/partnership-status'),
    retry: false,
  });
