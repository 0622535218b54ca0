import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Cart, cartRequestSchema } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';
import { storeCart } from './cart-storage';
import { cartKeys, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One cart operation (add, update, remove, clear or ecard), without the owner fields the module adds. */
export type CartChange = DistributiveOmit<z.input<typeof cartRequestSchema>, 'user_id' | 'account' | 'company_id'>;

export type CartChangeResult = { cart: Cart; message?: string };

/** POST /api/cart: applies one operation and answers the whole cart, priced by the server. */
export async function postCartChange(owner: GivingAccount, change: CartChange): Promise<CartChangeResult> {
  const { data, message } = await apiRequest<Cart>('/cart', { method: 'POST', body: { ...change, ...givingAccountParams(owner) } });
  return { cart: data, message };
}

/**
 * Changes the owner's cart. The answer replaces the cached cart (and its stored copy); a failure
 * reloads the cart, so the screen never shows a state the server does not hold.
 */
export function useChangeCart(owner: GivingAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => postCartChange(owner, change),
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(cartKeys.of(owner), cart);
      storeCart(owner, cart);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.of(owner) }),
  });
}
