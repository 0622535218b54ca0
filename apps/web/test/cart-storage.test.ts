// @vitest-environment jsdom
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import type { Cart } from '@goodhive/contract';
import { CART_STORAGE_PREFIX, cartStorageKey, clearStoredCarts, loadStoredCartChecks, readStoredCart, storeCart } from '../src/features/cart/api/cart-storage';
import { givingAccountOf, givingAccountParams } from '../src/lib/giving-account';
import { checkoutDestination } from '../src/features/cart/api/checkout';
import { makeUser } from './fixtures';

const totals = { items_count: 0, quantity: 0, beneficiaries: 0, amt_total_usd: 0, amt_total_sgd: 0, exchange_rate_sgd: 1.35 };
const cartOf = (over: Partial<Cart>): Cart => ({
  id: 1,
  user_id: 3,
  company_id: null,
  account: 'user',
  contribution_group_id: null,
  restored: 0,
  monthly_story_flag: 0,
  ecard: null,
  share_key: null,
  items: [],
  totals,
  ...over,
});

beforeEach(() => localStorage.clear());

describe('whose cart', () => {
  it('is the company cart in company mode and the personal cart otherwise', () => {
    expect(givingAccountOf(makeUser())).toEqual({ userId: 3, companyId: 1 });
    expect(givingAccountOf(makeUser({ account: 'user' }))).toEqual({ userId: 3, companyId: null });
    expect(givingAccountOf(makeUser({ account: 'company', user_business: null }))).toEqual({ userId: 3, companyId: null });
  });

  it('is nobody’s for admins and partners, who do not give from this panel', () => {
    expect(givingAccountOf(makeUser({ type: 'admin' }))).toBeNull();
    expect(givingAccountOf(makeUser({ type: 'partner' }))).toBeNull();
  });

  it('names the cart in API calls with user_id and account=user, or company_id for a company cart', () => {
    expect(givingAccountParams({ userId: 3, companyId: null })).toEqual({ user_id: 3, account: 'user' });
    expect(givingAccountParams({ userId: 3, companyId: 1 })).toEqual({ user_id: 3, company_id: 1 });
  });
});

describe('the stored copy of a cart, before its checks have loaded', () => {
  it('reads nothing: an unchecked copy is never shown', () => {
    storeCart({ userId: 3, companyId: null }, cartOf({}));
    expect(readStoredCart({ userId: 3, companyId: null })).toBeNull();
    localStorage.clear();
  });
});

describe('the stored copy of a cart', () => {
  const personal = { userId: 3, companyId: null };
  const company = { userId: 3, companyId: 1 };
  beforeAll(() => loadStoredCartChecks());

  it('has one key per user, and per company for company carts', () => {
    expect(cartStorageKey(personal)).toBe('goodhive.cart.user.3');
    expect(cartStorageKey(company)).toBe('goodhive.cart.company.1.user.3');
    expect(cartStorageKey({ userId: 4, companyId: 1 })).not.toBe(cartStorageKey(company));
    expect(cartStorageKey(personal).startsWith(CART_STORAGE_PREFIX)).toBe(true);
  });

  it('reads back what was stored, for its owner only', () => {
    const mine = cartOf({});
    const ours = cartOf({ account: 'company', company_id: 1 });
    storeCart(personal, mine);
    storeCart(company, ours);
    expect(readStoredCart(personal)).toEqual(mine);
    expect(readStoredCart(company)).toEqual(ours);
    expect(readStoredCart({ userId: 9, companyId: null })).toBeNull();
  });

  it("never stores or shows another owner's cart under a key", () => {
    storeCart(personal, cartOf({ user_id: 9 }));
    expect(readStoredCart(personal)).toBeNull();
    localStorage.setItem(cartStorageKey(personal), JSON.stringify(cartOf({ account: 'company', company_id: 1 })));
    expect(readStoredCart(personal)).toBeNull();
    expect(localStorage.getItem(cartStorageKey(personal))).toBeNull();
  });

  it('forgets a copy it cannot read', () => {
    localStorage.setItem(cartStorageKey(personal), '{not json');
    expect(readStoredCart(personal)).toBeNull();
    localStorage.setItem(cartStorageKey(personal), JSON.stringify({ items: 'nope' }));
    expect(readStoredCart(personal)).toBeNull();
    expect(localStorage.getItem(cartStorageKey(personal))).toBeNull();
  });

  it('removes every cart copy, and nothing else, on sign-out', () => {
    storeCart(personal, cartOf({}));
    storeCart(company, cartOf({ account: 'company', company_id: 1 }));
    localStorage.setItem('goodhive.access_token', 'keep-me');
    clearStoredCarts();
    expect(readStoredCart(personal)).toBeNull();
    expect(readStoredCart(company)).toBeNull();
    expect(localStorage.getItem('goodhive.access_token')).toBe('keep-me');
  });
});

describe('after checkout', () => {
  const base = { account: 'company' as const, payment_token: 'tok_abcdefghijkl', contribution_group_id: 42, status: 'pending' as const };

  it('goes where the server says', () => {
    expect(checkoutDestination({ ...base, redirect_path: '/payment-redirect/company/tok_abcdefghijkl/42' })).toBe('/payment-redirect/company/tok_abcdefghijkl/42');
    expect(checkoutDestination({ ...base, status: 'paid', payment_token: null, redirect_path: '/payment-success/?group=42' })).toBe('/payment-success/?group=42');
  });

  it('builds the payment page from the group when the answer has no usable path', () => {
    expect(checkoutDestination({ ...base, redirect_path: '' })).toBe('/payment-redirect/company/tok_abcdefghijkl/42');
    expect(checkoutDestination({ ...base, redirect_path: 'https://elsewhere.example/pay' })).toBe('/payment-redirect/company/tok_abcdefghijkl/42');
    expect(checkoutDestination({ ...base, status: 'paid', payment_token: null, redirect_path: '' })).toBe('/payment-success/?group=42');
  });
});
