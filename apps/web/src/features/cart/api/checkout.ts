import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkoutSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { isSafeReturnUrl } from '../../../lib/auth';
import { cartKeys, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';

export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * Where the browser goes after checking out: the path the server answers (the payment page, or the
 * success page when credit paid everything), else the payment page built from the group it answered.
 */
export function checkoutDestination(checkout: Pick<Checkout, 'redirect_path' | 'account' | 'payment_token' | 'contribution_group_id' | 'status'>): string {
  if (checkout.redirect_path && isSafeReturnUrl(checkout.redirect_path)) return checkout.redirect_path;
  if (checkout.status === 'paid' || !checkout.payment_token) return `/payment-success/?group=${checkout.contribution_group_id}`;
  return `/payment-redirect/${checkout.account}/${encodeURIComponent(checkout.payment_token)}/${checkout.contribution_group_id}`;
}

/**
 * POST /api/cart/contribution: turns the cart into a pending contribution group priced by the server.
 * `use_credit` spends the account's giving credit first.
 */
export const checkOut = (owner: GivingAccount, options: { use_credit?: boolean } = {}) =>
  api.post<Checkout>('/cart/contribution', { ...givingAccountParams(owner), use_credit: options.use_credit ?? false });

/** Checks out; the cart now points at the pending group, so it is refreshed. */
export function useCheckout(owner: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { use_credit?: boolean } = {}) => checkOut(owner, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
