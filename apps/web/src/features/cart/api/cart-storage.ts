import type { Cart } from '@goodhive/contract';
import type { GivingAccount } from '../../../lib/giving-account';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/**
 * The server keeps each giving account's cart; the browser keeps a copy per user (and company) so the header
 * badge and the cart show at once on the next visit.
 */

/** All stored cart copies start with this; sign-out removes every one of them. */
export const CART_STORAGE_PREFIX = 'goodhive.cart.';

/** The storage key of an owner's cart copy: one per user, and per company for company carts. */
export function cartStorageKey(owner: GivingAccount): string {
  return owner.companyId === null
    ? `${CART_STORAGE_PREFIX}user.${owner.userId}`
    : `${CART_STORAGE_PREFIX}company.${owner.companyId}.user.${owner.userId}`;
}

/** Whether a cart the server answered belongs to this owner (a stored copy must never show another's cart). */
export function isCartOf(cart: Pick<Cart, 'account' | 'company_id' | 'user_id'>, owner: GivingAccount): boolean {
  if (owner.companyId === null) return cart.account === 'user' && cart.user_id === owner.userId;
  return cart.account === 'company' && cart.company_id === owner.companyId;
}

type CartSchema = (typeof import('./stored-cart-schema'))['cartSchema'];
let cartChecks: CartSchema | null = null;
let loadingChecks: Promise<void> | null = null;

/**
 * Loads the contract's cart schema that checks stored copies (with zod, so after the first paint, not with the
 * header); readStoredCart reads nothing before.
 */
export function loadStoredCartChecks(): Promise<void> {
  loadingChecks ??= import('./stored-cart-schema').then(
    (module) => {
      cartChecks = module.cartSchema;
    },
    (error: unknown) => {
      loadingChecks = null;
      throw error;
    },
  );
  return loadingChecks;
}

/** Whether stored copies can be read now (their checks have loaded). */
export const storedCartChecksLoaded = () => cartChecks !== null;

/**
 * The stored copy of an owner's cart, or null when there is none or it is unreadable or not theirs (or its
 * checks have not loaded yet: see loadStoredCartChecks).
 */
export function readStoredCart(owner: GivingAccount): Cart | null {
  if (!cartChecks) return null;
  const raw = readStored(cartStorageKey(owner));
  if (!raw) return null;
  try {
    const parsed = cartChecks.safeParse(JSON.parse(raw));
    if (parsed.success && isCartOf(parsed.data, owner)) return parsed.data;
  } catch {
    // Not JSON: fall through and forget it.
  }
  removeStored(cartStorageKey(owner));
  return null;
}

/** Keeps a copy of the cart the server answered. */
export function storeCart(owner: GivingAccount, cart: Cart): void {
  if (isCartOf(cart, owner)) writeStored(cartStorageKey(owner), JSON.stringify(cart));
}

/** Forgets every stored cart copy (on sign-out: the next person at this browser must not see them). */
export function clearStoredCarts(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(CART_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) removeStored(key);
  } catch {
    // Storage disabled: there is nothing stored either.
  }
}
