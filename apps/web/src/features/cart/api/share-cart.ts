import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Cart, cartShareResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { storeCart } from './cart-storage';
import { cartKeys, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';

export type CartShare = z.infer<typeof cartShareResponseSchema>['data'];

/** POST /api/cart/share: the cart's read-only link /usercart/{key}/{type} (the same one on every call). */
export const shareCart = (owner: GivingAccount) => api.post<CartShare>('/cart/share', givingAccountParams(owner));

/** DELETE /api/cart/share: the link stops working. */
export const unshareCart = (owner: GivingAccount) => api.delete<Cart>('/cart/share', { query: givingAccountParams(owner) });

/** The full address of a shared cart, to copy and send. */
export const sharedCartUrl = (share: Pick<CartShare, 'path'>, origin: string = window.location.origin) => `${origin}${share.path}`;

/** Shares the cart; the cart's share_key changes, so the cached cart is refreshed. */
export function useShareCart(owner: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareCart(owner),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.of(owner) }),
  });
}

export function useUnshareCart(owner: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unshareCart(owner),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.of(owner), cart);
      storeCart(owner, cart);
    },
  });
}
