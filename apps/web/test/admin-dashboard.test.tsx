// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDashboardTexts, type AdminDashboard } from '@goodhive/contract';
import { describeChange } from '../src/features/admin/components/dashboard-parts';
import { AdminHome } from '../src/features/admin/routes/admin-home';
import { json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

vi.mock('../src/lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/auth')>();
  const { makeUser } = await import('./fixtures');
  const admin = makeUser({ id: 1, first_name: 'Ada', user_type: 'admin', type: 'admin', base_user_type: 'admin', account: 'user', change_type: 1 });
  return { ...actual, useSignedInUser: () => admin, useSession: () => ({ status: 'ready', user: admin }) };
});

const totals = (count: number, amount_usd: number) => ({ count, amount_usd });
const DASHBOARD: AdminDashboard = {
  generated_at: '2026-11-25T08:05:00.000Z',
  giving: {
    week: { starts_at: '2026-11-23T00:00:00.000Z', previous_starts_at: '2026-11-16T00:00:00.000Z', current: totals(3, 1250.5), previous: totals(9, 4000), previous_to_date: totals(2, 1000), change_pct: 25 },
    month: { starts_at: '2026-11-01T00:00:00.000Z', previous_starts_at: '2026-10-01T00:00:00.000Z', current: totals(20, 9000), previous: totals(25, 11000), previous_to_date: totals(24, 10000), change_pct: -10 },
  },
  trials: {
    new_this_week: { starts_at: '2026-11-23T00:00:00.000Z', previous_starts_at: '2026-11-16T00:00:00.000Z', current: 2, previous: 5, previous_to_date: 0, change_pct: null },
    upgrades: { starts_at: '2026-11-23T00:00:00.000Z', previous_starts_at: '2026-11-16T00:00:00.000Z', current: 3, previous: 1, previous_to_date: 1, change_pct: 200 },
    ending_soon: {
      days: 7,
      count: 12,
      rows: [
        { company_id: 40, company_name: 'Harbour Lane Bakery', owner_user_id: 77, owner_name: 'Lena Ong', trial_ends_at: '2026-11-27T10:00:00.000Z' },
        { company_id: 41, company_name: 'No Owner Ltd', owner_user_id: null, owner_name: null, trial_ends_at: '2026-11-30T10:00:00.000Z' },
      ],
    },
  },
  review: { projects_waiting: 4, changes_waiting: 1 },
  overdue_updates: { cadence_days: 90, projects: 6, partners: 3 },
  remittances_due: {
    available: true,
    total_usd: 2964.7,
    partners: 1,
    rows: [{ partner_id: 5, user_id: 8, worthy_cause_name: 'Blue Reef Alliance', amount_usd: 2964.7, contributions: 7, last_period_end: '2026-09-30' }],
  },
  failed_payments: { days: 7, count: 0, amount_usd: 0, needs_attention: 0, rows: [] },
  failed_jobs: {
    days: 7,
    count: 1,
    rows: [{ id: 91, name: 'membership-renewal-charge', attempts: 5, last_error: 'No saved card to charge.', failed_at: '2026-11-24T09:00:00.000Z' }],
  },
};

function answerWith(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin dashboard', () => {
  it('says a change in words, against the same point of the period before', () => {
    expect(describeChange(25, 'week')).toEqual({ text: 'Up 25% on this point last week', tone: 'up' });
    expect(describeChange(-1250, 'month')).toEqual({ text: 'Down 1,250% on this point last month', tone: 'down' });
    expect(describeChange(0, 'week').text).toBe('Level with this point last week');
    expect(describeChange(null, 'week').text).toBe('Nothing by this point last week to compare with');
  });

  it('shows every card with its figure, links where each is acted on, and the rest disabled with a hint', async () => {
    answerWith(() => json(200, { status: 'success', data: DASHBOARD }));
    renderWithProviders(<AdminHome />);
    expect(screen.getByText("Loading today's figures…")).toBeTruthy();

    const week = await screen.findByRole('region', { name: 'Given this week' });
    expect(within(week).getByText('US $1,250.50')).toBeTruthy();
    expect(within(week).getByText('Up 25% on this point last week')).toBeTruthy();
    expect(within(week).getByText('US $4,000.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Given this month' })).getByText('Down 10% on this point last month')).toBeTruthy();
    expect(screen.getByTestId('dashboard-as-of').textContent).toBe('Figures as of 08:05 UTC');

    const upgrades = screen.getByRole('region', { name: 'Trials upgraded this week' });
    expect(within(upgrades).getByText('3')).toBeTruthy();
    expect(within(upgrades).getByText('Up 200% on this point last week')).toBeTruthy();
    const jobs = screen.getByRole('region', { name: 'Failed jobs, last 7 days' });
    expect(within(jobs).getByText('membership-renewal-charge')).toBeTruthy();
    expect(within(jobs).getByText('No saved card to charge.')).toBeTruthy();
    const disabled = within(jobs).getByRole('link', { name: 'Job log' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.getAttribute('href')).toBeNull();
    expect(within(jobs).getByText(adminDashboardTexts.jobLogPending)).toBeTruthy();

    const link = (region: string, name: string) => within(screen.getByRole('region', { name: region })).getByRole('link', { name }).getAttribute('href');
    expect(link('Projects waiting for review', 'Review projects')).toBe('/admin/wcuuser/projects?status=submitted');
    expect(link('Change requests waiting', 'Review changes')).toBe('/admin/wcuuser/projects?waiting=1');
    expect(link('Project updates overdue', 'Project updates')).toBe('/admin/wcuuser/project/updates');
    expect(link('Trials ending in the next 7 days', 'Harbour Lane Bakery')).toBe('/admin/users/display/77');
    expect(link('Remittances due', 'Blue Reef Alliance')).toBe('/admin/wcuuser/profiles/5');

    const ending = screen.getByRole('region', { name: 'Trials ending in the next 7 days' });
    expect(within(ending).getByText('Ends 27 Nov 2026')).toBeTruthy();
    // A company without an owner has no record to open.
    expect(within(ending).queryByRole('link', { name: 'No Owner Ltd' })).toBeNull();
    expect(within(ending).getByText('and 10 more')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Remittances due' })).getByText('7 contributions · after 30 Sep 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Failed payments, last 7 days' })).getByText('No payment failed in the last 7 days.')).toBeTruthy();
  });

  it('says when the figures could not be loaded', async () => {
    answerWith(() => json(500, { status: 'error', message: 'Something went wrong on our side. Reference abc.' }));
    renderWithProviders(<AdminHome />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The dashboard could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Given this week' })).toBeNull();
  });
});
