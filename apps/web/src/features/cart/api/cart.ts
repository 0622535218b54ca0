import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { cartOwnerOf, cartOwnerParams, readStoredCart, storeCart, type CartOwner } from './cart-storage';

/** Query keys of the giving cart; ['cart'] covers every cart, so other screens can refresh them all. */
export const cartKeys = {
  all: ['cart'] as const,
  of: (owner: CartOwner) => ['cart', owner.userId, owner.companyId ?? 'personal'] as const,
};

/** GET /api/cart: the owner's cart, kept in the browser as well. */
export async function fetchCart(owner: CartOwner): Promise<Cart> {
  const cart = await api.get<Cart>('/cart', { query: cartOwnerParams(owner) });
  storeCart(owner, cart);
  return cart;
}

/**
 * The cart starts from the copy stored in this browser (so the badge shows at once) and is always
 * fetched again from the server, which has the last word.
 */
export const cartQuery = (owner: CartOwner) =>
  queryOptions({
    queryKey: cartKeys.of(owner),
    queryFn: () => fetchCart(owner),
    initialData: () => readStoredCart(owner) ?? undefined,
    initialDataUpdatedAt: 0,
  });

/** Whose cart the current user works with; null for visitors, admins and partners. */
export function useCartOwner(): CartOwner | null {
  const session = useSession();
  return session.user ? cartOwnerOf(session.user) : null;
}

const NOBODY: CartOwner = { userId: 0, companyId: null };

/** The cart of `owner`; nothing is fetched without one. */
export function useCart(owner: CartOwner | null) {
  return useQuery({ ...cartQuery(owner ?? NOBODY), enabled: owner !== null });
}
