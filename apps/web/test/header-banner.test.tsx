// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerTexts, type ActiveBanner } from '@goodhive/contract';
import { HeaderBanner } from '../src/features/communication/components/header-banner';
import { isShowing } from '../src/features/communication/routes/banners-page';
import { json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (banner: ActiveBanner) => vi.stubGlobal('fetch', vi.fn(async () => json(200, { status: 'success', data: banner })));

describe('the header banner strip', () => {
  it('shows the active header banner’s title as a link and the USD notice when the banner asks for it', async () => {
    answer({ id: 1, title: 'Giving week <b>now</b>', link: 'https://example.org/week', placement: 'header', image_url: null, show_usd_notification: true });
    renderWithProviders(<HeaderBanner />);
    const link = await screen.findByRole('link', { name: 'Giving week <b>now</b>' });
    expect(link.getAttribute('href')).toBe('https://example.org/week');
    expect(screen.getByRole('note', { name: bannerTexts.usdNoticeLabel }).textContent).toBe(bannerTexts.usdNotice);
  });

  it('shows the strip without the notice, and nothing without an active banner', async () => {
    answer({ id: 2, title: 'Plain news', link: null, placement: 'header', image_url: null, show_usd_notification: false });
    const { unmount } = renderWithProviders(<HeaderBanner />);
    expect(await screen.findByText('Plain news')).toBeTruthy();
    expect(screen.queryByTestId('usd-notice')).toBeNull();
    unmount();
    answer(null);
    renderWithProviders(<HeaderBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('header-banner')).toBeNull();
  });

  it('calls a banner showing only while active and within its dates', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(isShowing({ active: true, start_at: '2026-05-01T00:00:00Z', end_at: null }, now)).toBe(true);
    expect(isShowing({ active: false, start_at: '2026-05-01T00:00:00Z', end_at: null }, now)).toBe(false);
    expect(isShowing({ active: true, start_at: '2026-05-11T00:00:00Z', end_at: null }, now)).toBe(false);
    expect(isShowing({ active: true, start_at: '2026-05-01T00:00:00Z', end_at: '2026-05-10T12:00:00Z' }, now)).toBe(false);
  });
});

describe('the broadcast form', () => {
  it('reads user ids typed with commas, spaces or new lines, once each, and refuses anything else', async () => {
    const { parseUserIds } = await import('../src/features/communication/routes/broadcasts-page');
    expect(parseUserIds('12, 15\n12 ;7')).toEqual([12, 15, 7]);
    expect(parseUserIds('')).toEqual([]);
    expect(parseUserIds('12, abc')).toBeNull();
  });
});
