// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS, impactReminderTexts, notificationSettingsTexts, type CurrentUser, type ImpactReminder, type NotificationSetting } from '@goodhive/contract';
import { ImpactRemindersPage } from '../src/features/settings/routes/impact-reminders-page';
import { NotificationSettingsPage } from '../src/features/settings/routes/notification-settings-page';
import { json } from './fixtures';
import { stubDocumentFonts } from './project-fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

/** The signed-in user of these screens: the fixture company owner, with what a test changes. */
const session = vi.hoisted(() => ({ overrides: {} as Partial<CurrentUser> }));
vi.mock('../src/lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/auth')>();
  const { makeUser } = await import('./fixtures');
  return { ...actual, useSignedInUser: () => makeUser(session.overrides), useSession: () => ({ status: 'ready', user: makeUser(session.overrides) }) };
});

type Call = { method: string; url: string; body: unknown };
/** A fake API: `answer` replies to each call; every call is recorded. */
function mockApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
const ok = (data: unknown, message?: string) => json(200, { status: 'success', data, ...(message ? { message } : {}) });

const settings = (off: string[] = []): NotificationSetting[] =>
  NOTIFICATION_KINDS.map((k) => ({ notification_id: k.id, key: k.key, name: k.name, description: k.description, email_status: off.includes(k.key) ? 0 : 1 }));

const reminder: ImpactReminder = {
  id: 4,
  name: 'Monthly water',
  note: 'For Kisumu',
  frequency: 'monthly',
  day: 15,
  next_date: '2027-01-15',
  is_active: true,
  last_sent_on: null,
  created_at: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => {
  stubBrowserApis();
  stubDocumentFonts();
  session.overrides = {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Notification Settings', () => {
  it('shows one labelled switch per kind and saves a change at once', async () => {
    const calls = mockApi((call) =>
      call.method === 'GET' ? ok(settings()) : ok({ ...settings()[3], email_status: 0 }, notificationSettingsTexts.turnedOff('Giving reminders')),
    );
    renderWithProviders(<NotificationSettingsPage />);
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(NOTIFICATION_KINDS.length);
    const reminders = screen.getByRole('switch', { name: /^Giving reminders/ }) as HTMLInputElement;
    expect(reminders.checked).toBe(true);
    fireEvent.click(reminders);
    await waitFor(() => expect((screen.getByRole('switch', { name: /^Giving reminders/ }) as HTMLInputElement).checked).toBe(false));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ url: expect.stringMatching(/\/api\/user\/\d+\/notifications$/), body: { notification_id: 4, email_status: 0 } });
  });

  it('lets staff acting as the member read but not change the settings', async () => {
    session.overrides = { impersonator_id: 1 };
    mockApi(() => ok(settings(['platform_news'])));
    renderWithProviders(<NotificationSettingsPage />);
    const switches = (await screen.findAllByRole('switch')) as HTMLInputElement[];
    expect(switches.every((s) => s.disabled)).toBe(true);
    expect((screen.getByRole('switch', { name: /^Platform news and broadcasts/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(notificationSettingsTexts.notWhileImpersonating)).toBeTruthy();
  });

  it('says why the settings could not be loaded', async () => {
    mockApi(() => json(500, { status: 'error', message: 'Something went wrong on our side. Please try again.' }));
    renderWithProviders(<NotificationSettingsPage />);
    expect(await screen.findByText('Your notification settings could not be loaded')).toBeTruthy();
  });
});

describe('Giving Reminders', () => {
  it('shows the empty state with a way to add the first reminder', async () => {
    mockApi((call) => (call.url.includes('notifications') ? ok(settings()) : ok([])));
    renderWithProviders(<ImpactRemindersPage />);
    expect(await screen.findByText(impactReminderTexts.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: impactReminderTexts.add })).toBeTruthy();
  });

  it('lists a reminder with its schedule and next date, warns when its e-mails are off, and sends an edit', async () => {
    const calls = mockApi((call) => {
      if (call.url.includes('notifications')) return ok(settings(['giving_reminders']));
      if (call.method === 'PUT') return ok({ ...reminder, name: 'Water' }, impactReminderTexts.saved);
      return ok([reminder]);
    });
    renderWithProviders(<ImpactRemindersPage />);
    const card = await screen.findByRole('article', { name: 'Monthly water' });
    expect(card.textContent).toContain('On the 15th of every month');
    expect(card.textContent).toContain('Next reminder: 15 Jan 2027');
    expect(await screen.findByText(impactReminderTexts.mailsOff)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit Monthly water' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit giving reminder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Water' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/user/impact-reminders/4',
      body: { name: 'Water', note: 'For Kisumu', frequency: 'monthly', day: 15, starts_on: null, is_active: true },
    });
  });

  it('shows the server’s field error beside the field', async () => {
    mockApi((call) => {
      if (call.url.includes('notifications')) return ok(settings());
      if (call.method === 'POST') return json(422, { status: 'error', message: 'Some fields are invalid.', errors: { starts_on: [impactReminderTexts.startsOnTooFar] } });
      return ok([]);
    });
    renderWithProviders(<ImpactRemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: impactReminderTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: 'New giving reminder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText(impactReminderTexts.nameRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Later' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText(impactReminderTexts.startsOnTooFar)).toBeTruthy();
  });
});
