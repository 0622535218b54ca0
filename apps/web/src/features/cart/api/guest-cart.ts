import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestCheckout, PublicCart, PublicCartLine } from '@goodhive/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../../../lib/storage';

/** The key of this browser's guest cart, if the visitor has one. */
export const guestCartKey = () => readStored(STORAGE_KEYS.guestCartKey);
/** Forgets the guest cart (after it was given). */
export const forgetGuestCart = () => removeStored(STORAGE_KEYS.guestCartKey);

/** GET /api/usercart/{key}/{type}: a public cart (a visitor's, or a member's shared one), priced by the server. */
export const publicCartQuery = (key: string, type: PublicCart['type']) =>
  queryOptions({ queryKey: ['public-cart', key, type], queryFn: () => api.get<PublicCart>(`/usercart/${encodeURIComponent(key)}/${type}`, { auth: false }) });

const linesOf = (cart: PublicCart): PublicCartLine[] => cart.items.map(({ project_id, impact_level_id, quantity }) => ({ project_id, impact_level_id, quantity }));

/**
 * Adds a line to the visitor's guest cart: POST /api/usercart for the first line, PUT with every line after;
 * a forgotten key (404) starts a new cart. Answers the cart.
 */
export async function addToGuestCart(line: PublicCartLine): Promise<PublicCart> {
  const key = guestCartKey();
  if (key) {
    try {
      const current = await api.get<PublicCart>(`/usercart/${encodeURIComponent(key)}/guest`, { auth: false });
      return await api.put<PublicCart>(`/usercart/${encodeURIComponent(key)}/guest`, { lines: [...linesOf(current), line] }, { auth: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const cart = await api.post<PublicCart>('/usercart', { lines: [line] }, { auth: false });
  writeStored(STORAGE_KEYS.guestCartKey, cart.key);
  return cart;
}

/** PUT /api/usercart/{key}/guest: the guest cart with these lines. */
export function useSetGuestCartLines(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: PublicCartLine[]) => api.put<PublicCart>(`/usercart/${encodeURIComponent(key)}/guest`, { lines }, { auth: false }),
    onSuccess: (cart) => queryClient.setQueryData(['public-cart', key, 'guest'], cart),
  });
}

export type GuestCheckoutAnswer = { contribution_group_id: number; total_usd: number; payment_token: string; redirect_path: string };

/** POST /api/guest/checkout: the guest cart becomes a pending giving; answers the payment page's address. */
export function useGuestCheckout() {
  return useMutation({ mutationFn: (body: GuestCheckout) => api.post<GuestCheckoutAnswer>('/guest/checkout', body, { auth: false }) });
}
