import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { storeCart } from './cart-storage';
import { cartKeys, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';
import type { SharedCartType } from './shared-cart';

/** POST /api/cart/shared/{key}/{type}/copy: adds a shared cart's available impacts to the owner's cart. */
export const copySharedCart = (owner: GivingAccount, key: string, type: SharedCartType) =>
  api.post<Cart>(`/cart/shared/${encodeURIComponent(key)}/${type}/copy`, givingAccountParams(owner));

export function useCopySharedCart(owner: GivingAccount, key: string, type: SharedCartType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => copySharedCart(owner, key, type),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.of(owner), cart);
      storeCart(owner, cart);
    },
  });
}
