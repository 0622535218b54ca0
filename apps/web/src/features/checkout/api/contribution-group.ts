import { queryOptions } from '@tanstack/react-query';
import type { ContributionGroup } from '@goodhive/contract';
import { api } from '../../../lib/api';

export const contributionGroupKeys = {
  all: ['contribution-group'] as const,
  of: (groupId: number) => ['contribution-group', groupId] as const,
};

/**
 * GET /api/cart/group/{id}: one checkout with its contributions, applied credit and what is left to pay.
 * The owner's session opens it; so does the payment token of the payment link, for a page without one.
 */
export function fetchContributionGroup(groupId: number, paymentToken?: string): Promise<ContributionGroup> {
  return api.get<ContributionGroup>(`/cart/group/${groupId}`, { query: { payment_token: paymentToken } });
}

/** Always fetched afresh: a group changes state at the payment provider, not in this app. */
export const contributionGroupQuery = (groupId: number, paymentToken?: string) =>
  queryOptions({
    queryKey: contributionGroupKeys.of(groupId),
    queryFn: () => fetchContributionGroup(groupId, paymentToken),
    staleTime: 0,
  });
