// @vitest-environment jsdom
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import type { Cart } from '@goodhive/contract';
import { cartStorageKey, loadStoredCartChecks } from '../src/features/cart/api/cart-storage';
import { CartButton, cartLinkLabel } from '../src/features/cart/components/cart-button';
import { CART_PULSE_MS, useChangePulse } from '../src/features/cart/components/use-change-pulse';
import { json, makeUser } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

// The stored copy's checks load after the first paint (cart-storage.ts); here they are ready, as a moment later.
beforeAll(() => loadStoredCartChecks());

const cartWith = (count: number): Cart => ({
  id: 1,
  user_id: 3,
  company_id: 1,
  account: 'company',
  contribution_group_id: null,
  restored: 0,
  monthly_story_flag: 0,
  ecard: null,
  share_key: null,
  items: [],
  totals: { items_count: count, quantity: count, beneficiaries: count, amt_total_usd: count, amt_total_sgd: count * 1.35, exchange_rate_sgd: 1.35 },
});

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useChangePulse', () => {
  it('pulses for 2 seconds when the count changes, not when it first becomes known', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }: { value: number | undefined }) => useChangePulse(value), {
      initialProps: { value: undefined as number | undefined },
    });
    rerender({ value: 2 });
    expect(result.current).toBe(false);
    rerender({ value: 3 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(CART_PULSE_MS - 100));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('starts the 2 seconds again on a further change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }: { value: number }) => useChangePulse(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(1500));
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});

describe('the header cart button', () => {
  it('links to /giving-cart with the number of lines the server counts', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(200, { status: 'success', data: cartWith(2) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartButton user={makeUser()} />);
    const link = await screen.findByRole('link', { name: 'Giving cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/giving-cart');
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cart?user_id=3&company_id=1');
  });

  it('shows the stored count at once, then the server’s, animating the change', async () => {
    localStorage.setItem(cartStorageKey({ userId: 3, companyId: 1 }), JSON.stringify(cartWith(1)));
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<CartButton user={makeUser()} />);
    expect(screen.getByRole('link', { name: 'Giving cart, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').hasAttribute('data-pulsing')).toBe(false);
    await act(async () => answer(json(200, { status: 'success', data: cartWith(3) })));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    expect(screen.getByTestId('cart-count').hasAttribute('data-pulsing')).toBe(true);
    expect(JSON.parse(localStorage.getItem(cartStorageKey({ userId: 3, companyId: 1 }))!).totals.items_count).toBe(3);
  });

  it('has no badge for an empty cart and none at all for admins', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { status: 'success', data: cartWith(0) })));
    const { unmount } = renderWithProviders(<CartButton user={makeUser()} />);
    expect(await screen.findByRole('link', { name: 'Giving cart, empty' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    unmount();
    renderWithProviders(<CartButton user={makeUser({ type: 'admin' })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the link for screen readers', () => {
    expect(cartLinkLabel(undefined)).toBe('Giving cart');
    expect(cartLinkLabel(0)).toBe('Giving cart, empty');
    expect(cartLinkLabel(1)).toBe('Giving cart, 1 item');
    expect(cartLinkLabel(12)).toBe('Giving cart, 12 items');
  });
});
