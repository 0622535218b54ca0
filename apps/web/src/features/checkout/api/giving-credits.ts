import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userCreditsResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { givingAccountParams, type GivingAccount } from '../../../lib/giving-account';

/** The usable giving credit of an account, the credits behind it, and the gift dialog to show once. */
export type GivingCredits = z.infer<typeof userCreditsResponseSchema>['data'];
export type GiftNotification = NonNullable<GivingCredits['gift_notification']>;

export const givingCreditKeys = {
  all: ['giving-credits'] as const,
  of: (account: GivingAccount) => ['giving-credits', account.userId, account.companyId ?? 'personal'] as const,
};

/** GET /api/user/credits: the personal account's credit (account=user), or the company's with company_id (members only). */
export const givingCreditsQuery = (account: GivingAccount) =>
  queryOptions({
    queryKey: givingCreditKeys.of(account),
    queryFn: () => api.get<GivingCredits>('/user/credits', { query: givingAccountParams(account) }),
  });

const NOBODY: GivingAccount = { userId: 0, companyId: null };

/** The account's giving credit; nothing is fetched without an account. */
export function useGivingCredits(account: GivingAccount | null) {
  return useQuery({ ...givingCreditsQuery(account ?? NOBODY), enabled: account !== null });
}

/** POST /api/user/credit-notification: the gift dialog was shown, so the server stops offering it. */
export function markGiftCreditShown(account: GivingAccount): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/user/credit-notification', undefined, {
    query: { user_id: account.userId, type: account.companyId === null ? 'user' : 'company', company_id: account.companyId },
  });
}

/**
 * Marks the gift as shown. The cached credits stop offering it at once, so the dialog cannot open again
 * when the screen is left and opened again; the gift it was called with stays readable as `variables`.
 */
export function useMarkGiftCreditShown(account: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_gift: GiftNotification) => markGiftCreditShown(account),
    onMutate: () => {
      queryClient.setQueryData<GivingCredits>(givingCreditKeys.of(account), (credits) => (credits ? { ...credits, gift_notification: null } : credits));
    },
  });
}
