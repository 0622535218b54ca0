// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerAdminMessages, type PartnerDocument } from '@goodhive/contract';
import { PartnerCreatePage } from '../src/features/partner-admin/routes/partner-create-page';
import { ResourcesPage } from '../src/features/partner-documents/routes/resources-page';
import { json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

vi.mock('../src/lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/auth')>();
  const { makeUser } = await import('./fixtures');
  const partner = makeUser({ id: 4, user_type: 'partner', type: 'partner', base_user_type: 'partner', account: 'user' });
  return { ...actual, useSignedInUser: () => partner, useSession: () => ({ status: 'ready', user: partner }) };
});

type Call = { method: string; url: string; body: unknown };

/** A fake API: `answer` replies to each call; every call is recorded. */
function mockApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const ok = (data: unknown, extra: Record<string, unknown> = {}) => json(200, { status: 'success', data, ...extra });

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the create partner screen', () => {
  it('names bad input on its fields before sending, shows a taken e-mail on its field, then the new partner', async () => {
    let taken = true;
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/app/countries')) return ok([{ id: 110, name: 'Kenya', code: 'KE', dialing_code: '+254' }]);
      if (call.url === '/api/admin/partners' && taken) {
        return json(409, { status: 'error', message: partnerAdminMessages.emailTaken, errors: { email: [partnerAdminMessages.emailTaken] } });
      }
      return ok(
        { partner_id: 9, user_id: 21, worthy_cause_name: 'River Keepers', first_name: 'Lerato', last_name: 'Mokoena', email: 'lerato@river.example', welcome_email: 'sent' },
        { message: partnerAdminMessages.created('lerato@river.example') },
      );
    });
    renderWithProviders(<PartnerCreatePage />, '/admin/wcuuser/create');
    const form = screen.getByRole('form', { name: 'Create partner' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create partner user' }));
    expect(await within(form).findByText('The first name is required.')).toBeTruthy();
    expect(within(form).getByText('The worthy cause name is required.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/admin/partners')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'Lerato' } });
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Mokoena' } });
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'lerato@river.example' } });
    fireEvent.change(within(form).getByLabelText(/Worthy cause name/), { target: { value: 'River Keepers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create partner user' }));
    expect(await within(form).findByText(partnerAdminMessages.emailTaken)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/admin/partners')?.body).toEqual({
      first_name: 'Lerato',
      last_name: 'Mokoena',
      email: 'lerato@river.example',
      worthy_cause_name: 'River Keepers',
      org_legal_name: null,
      country_id: null,
    });

    taken = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Create partner user' }));
    expect(await screen.findByRole('heading', { name: 'River Keepers is ready' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(partnerAdminMessages.created('lerato@river.example'));
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/admin/wcuuser/profiles/9');
    expect(screen.getByRole('link', { name: 'Create a project' }).getAttribute('href')).toBe('/admin/wcuuser/projects/create/21');
  });
});

const doc = (overrides: Partial<PartnerDocument>): PartnerDocument => ({
  id: 1,
  kind: 'remittance',
  partner_id: 1,
  title: 'Remittance advice Q4 2025',
  description: null,
  period_start: '2025-10-01',
  period_end: '2025-12-31',
  amount_usd: 1842.5,
  year: null,
  file_name: 'advice.pdf',
  content_type: 'application/pdf',
  byte_size: 2048,
  viewed: false,
  viewed_at: null,
  created_at: '2026-01-15T08:00:00.000Z',
  ...overrides,
});

describe("the partner's resources screen", () => {
  it('shows remittance advice as New with its period and amount, marks it read, and says when a list is empty', async () => {
    let viewed = false;
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/user/get-remittance-pdf')) return ok([doc({ viewed, viewed_at: viewed ? '2026-01-16T08:00:00.000Z' : null })], { meta: { total: 1, page: 1, limit: 10 } });
      if (call.url.startsWith('/api/user/4/get-annual-document')) return ok([], { meta: { total: 0, page: 1, limit: 10 } });
      if (call.url.startsWith('/api/partner/resources')) {
        return ok([doc({ id: 5, kind: 'resource', partner_id: null, title: 'Photo tips', description: 'What to photograph.', period_start: null, period_end: null, amount_usd: null, content_type: 'image/png' })], {
          meta: { total: 1, page: 1, limit: 10 },
        });
      }
      if (call.url === '/api/user/update-remittance-pdf-status') {
        viewed = true;
        return ok(doc({ viewed: true }));
      }
      return json(404, { status: 'error', message: 'Not found' });
    });
    renderWithProviders(<ResourcesPage />, '/resources');
    const advice = await screen.findByRole('list', { name: 'Remittance advice' });
    expect(within(advice).getByText('New')).toBeTruthy();
    expect(within(advice).getByText('01 Oct 2025 to 31 Dec 2025 · US $1,842.50')).toBeTruthy();
    expect(await screen.findByText('No annual documents yet')).toBeTruthy();
    const resources = await screen.findByRole('list', { name: 'Guides and resources' });
    expect(within(resources).getByText('What to photograph.')).toBeTruthy();
    expect(within(resources).queryByText('New')).toBeNull();
    expect(within(resources).queryByRole('button', { name: /Mark as/ })).toBeNull();

    fireEvent.click(within(advice).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(advice).getByText('Viewed')).toBeTruthy());
    expect(calls.find((c) => c.url === '/api/user/update-remittance-pdf-status')?.body).toEqual({ id: 1, viewed: true });
    expect(calls.some((c) => c.url.includes('/api/user/get-remittance-pdf?page=1&limit=10'))).toBe(true);
  });
});
