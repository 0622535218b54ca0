import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { readStoredCart, storeCart } from './cart-storage';
import { cartKeys, givingAccountOf, givingAccountParams, type GivingAccount } from '../../../lib/giving-account';

/** GET /api/cart: the owner's cart, kept in the browser as well. */
export async function fetchCart(owner: GivingAccount): Promise<Cart> {
  const cart = await api.get<Cart>('/cart', { query: givingAccountParams(owner) });
  storeCart(owner, cart);
  return cart;
}

/**
 * The cart starts from the copy stored in this browser (so the badge shows at once) and is always
 * fetched again from the server, which has the last word.
 */
export const cartQuery = (owner: GivingAccount) =>
  queryOptions({
    queryKey: cartKeys.of(owner),
    queryFn: () => fetchCart(owner),
    initialData: () => readStoredCart(owner) ?? undefined,
    initialDataUpdatedAt: 0,
  });

/** Whose cart the current user works with; null for visitors, admins and partners. */
export function useCartOwner(): GivingAccount | null {
  const session = useSession();
  return session.user ? givingAccountOf(session.user) : null;
}

const NOBODY: GivingAccount = { userId: 0, companyId: null };

/** The cart of `owner`; nothing is fetched without one. */
export function useCart(owner: GivingAccount | null) {
  return useQuery({ ...cartQuery(owner ?? NOBODY), enabled: owner !== null });
}
