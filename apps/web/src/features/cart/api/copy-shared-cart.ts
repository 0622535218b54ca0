import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { cartKeys } from './cart';
import { cartOwnerParams, storeCart, type CartOwner } from './cart-storage';
import type { SharedCartType } from './shared-cart';

/** POST /api/cart/shared/{key}/{type}/copy: adds a shared cart's available impacts to the owner's cart. */
export const copySharedCart = (owner: CartOwner, key: string, type: SharedCartType) =>
  api.post<Cart>(`/cart/shared/${encodeURIComponent(key)}/${type}/copy`, cartOwnerParams(owner));

export function useCopySharedCart(owner: CartOwner, key: string, type: SharedCartType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => copySharedCart(owner, key, type),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.of(owner), cart);
      storeCart(owner, cart);
    },
  });
}
