// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationTexts, type Notification } from '@goodhive/contract';
import { NotificationBell, isNearBottom } from '../src/features/notifications';
import { json, makeUser } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

const note = (id: number, status: '0' | '1' = '0'): Notification => ({
  id,
  recipient_id: 3,
  recipient_type: 'personal',
  status,
  notification_date: '2026-03-05T10:00:00.000Z',
  broadcast_notification: { title: `Message ${id}`, message_body: `<b>Body ${id}</b>`, external_link: null },
});

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fake server: the count, pages of notifications, and the read and delete calls it saw. */
function fakeServer(all: Notification[]) {
  const calls: { url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname.endsWith('get-broadcast-notification-count')) return json(200, { status: 'success', data: { count: all.filter((n) => n.status === '0').length } });
    if (url.pathname.endsWith('get-broadcast-notification')) {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return json(200, { status: 'success', data: all.slice((page - 1) * limit, page * limit), meta: { total: all.length, page, limit } });
    }
    if (url.pathname.endsWith('read-broadcast-notification')) {
      const id = (JSON.parse(String(init!.body)) as { id: number }).id;
      for (const n of all) if (id === 0 || n.id === id) n.status = '1';
      return json(200, { status: 'success', data: { updated: 1, count: 0 } });
    }
    if (url.pathname.endsWith('delete-broadcast-notification')) {
      const id = (JSON.parse(String(init!.body)) as { id: number }).id;
      all.splice(all.findIndex((n) => n.id === id), 1);
      return json(200, { status: 'success', message: notificationTexts.deleted, data: { id, count: 0 } });
    }
    return json(404, { status: 'error', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('the notification bell', () => {
  it('loads the next page only within 10 px of the bottom', () => {
    expect(isNearBottom({ scrollTop: 390, clientHeight: 100, scrollHeight: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 395, clientHeight: 100, scrollHeight: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 389, clientHeight: 100, scrollHeight: 500 })).toBe(false);
    expect(isNearBottom({ scrollTop: 0, clientHeight: 100, scrollHeight: 500 })).toBe(false);
  });

  it('shows the unread count, pages ten at a time, marks one read on click and all read with id 0', async () => {
    const all = Array.from({ length: 12 }, (_, i) => note(12 - i));
    const calls = fakeServer(all);
    renderWithProviders(<NotificationBell user={makeUser({ account: 'user' })} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(screen.getByTestId('notification-count').textContent).toBe('12');
    fireEvent.click(bell);
    expect(await screen.findByText(notificationTexts.heading)).toBeTruthy();
    // The dropdown is named by its heading, not by the bell's label.
    expect(screen.getByRole('dialog', { name: notificationTexts.heading })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    // Markup in a message shows as text.
    expect(screen.getByText('<b>Body 12</b>')).toBeTruthy();
    expect(screen.getAllByText('05 Mar 2026').length).toBeGreaterThan(0);

    const list = screen.getByTestId('notification-list');
    Object.defineProperties(list, { scrollHeight: { value: 500 }, clientHeight: { value: 100 }, scrollTop: { value: 395, writable: true } });
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(12));
    expect(calls.some((c) => c.url.includes('page=2'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Unread: Message 12' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('read-broadcast-notification') && (c.body as { id: number }).id === 12)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: notificationTexts.markAllRead }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('read-broadcast-notification') && (c.body as { id: number }).id === 0)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
  });

  it('says there are no messages, and deletes one', async () => {
    const calls = fakeServer([note(1, '1')]);
    renderWithProviders(<NotificationBell user={makeUser({ account: 'user' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('button', { name: notificationTexts.deleteLabel('Message 1') }));
    expect(await screen.findByText(notificationTexts.empty)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('delete-broadcast-notification'))).toBe(true);
  });
});
