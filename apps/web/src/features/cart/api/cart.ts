import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { loadStoredCartChecks, readStoredCart, storeCart, storedCartChecksLoaded } from './cart-storage';
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

/**
 * The cart of `owner`; nothing is fetched without one. When the stored copy's checks were not loaded yet at the
 * first render, the copy shows as soon as they are, unless the server answered first.
 */
export function useCart(owner: GivingAccount | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...cartQuery(owner ?? NOBODY), enabled: owner !== null });
  const userId = owner?.userId ?? null;
  const companyId = owner?.companyId ?? null;
  useEffect(() => {
    if (userId === null || storedCartChecksLoaded()) return;
    const of: GivingAccount = { userId, companyId };
    let live = true;
    loadStoredCartChecks().then(
      () => {
        const stored = live ? readStoredCart(of) : null;
        if (stored && queryClient.getQueryData(cartKeys.of(of)) === undefined) queryClient.setQueryData(cartKeys.of(of), stored, { updatedAt: 0 });
      },
      () => undefined, // no stored copy then: the server's answer comes anyway
    );
    return () => {
      live = false;
    };
  }, [queryClient, userId, companyId]);
  return query;
}
