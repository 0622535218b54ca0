import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Cart, checkoutSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { cartKeys, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';
import { givingCreditKeys } from './giving-credits';

export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * GET /api/cart, read by the result pages to show that the cart still holds what the unfinished payment
 * was for. Kept under the cart's own key root, so a cart change anywhere refreshes it too.
 */
export const cartSnapshotQuery = (account: GivingAccount) =>
  queryOptions({
    queryKey: cartKeys.snapshot(account),
    queryFn: () => api.get<Cart>('/cart', { query: givingAccountParams(account) }),
    staleTime: 0,
  });

/**
 * POST /api/cart/contribution: checks the unchanged cart out again after a failed or cancelled payment;
 * `use_credit` spends the account's giving credit first. The answer says where to go next.
 */
export function checkOutAgain(account: GivingAccount, useCredit: boolean): Promise<Checkout> {
  return api.post<Checkout>('/cart/contribution', { ...givingAccountParams(account), use_credit: useCredit });
}

export function useCheckOutAgain(account: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (useCredit: boolean) => checkOutAgain(account, useCredit),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: givingCreditKeys.all });
    },
  });
}

/**
 * POST /api/cart/contribution/remove: closes a checkout the giver left at the provider's page; the cart
 * keeps its items and any giving credit held for it comes back.
 */
export function cancelCheckout(account: GivingAccount, groupId: number): Promise<unknown> {
  return api.post('/cart/contribution/remove', { ...givingAccountParams(account), contribution_group_id: groupId });
}
