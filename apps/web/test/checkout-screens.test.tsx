// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contributionMessages, givingMessages, type ContributionGroup, type CurrentUser } from '@goodhive/contract';
import { GiftCreditDialog } from '../src/features/checkout';
import { leaveForProvider } from '../src/features/checkout/provider-redirect';
import { PaymentRedirectPage } from '../src/features/checkout/routes/payment-redirect-page';
import { PaymentSuccessPage } from '../src/features/checkout/routes/payment-success-page';
import { PATHS } from '../src/lib/paths';
import { json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

vi.mock('../src/features/checkout/provider-redirect', () => ({ leaveForProvider: vi.fn(() => true) }));
/** The signed-in user of these screens: the fixture company owner, with what a test changes. */
const session = vi.hoisted(() => ({ overrides: {} as Partial<CurrentUser> }));
vi.mock('../src/lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/auth')>();
  const { makeUser } = await import('./fixtures');
  return { ...actual, useSignedInUser: () => makeUser(session.overrides), useSession: () => ({ status: 'ready', user: makeUser(session.overrides) }) };
});

const TOKEN = 'vOAFQUzauuni8BqdOZOyTprrejbRtDF8QOKt_cNqyxc';
const SANDBOX_URL = 'http://localhost/api/payments/sandbox/sbx_test_session';

function makeGroup(overrides: Partial<ContributionGroup> = {}): ContributionGroup {
  const project = (id: number, title: string) => ({
    id,
    title,
    categories: [],
    is_bundle: false,
    image_square: { image_name: `project-${id}-square.svg`, url: `/api/projects/${id}/image/square` },
    image_rectangle: { image_name: `project-${id}-rectangle.svg`, url: `/api/projects/${id}/image/rectangle` },
  });
  const line = (id: number, projectId: number, title: string, quantity: number, beneficiaries: number, usd: number, unit: string) => ({
    id,
    contribution_group_id: 15,
    user_id: 3,
    company_id: 1,
    account: 'company' as const,
    type: 'project' as const,
    contribution_date: null,
    payment_received: 0 as const,
    quantity,
    beneficiaries,
    unit_price_usd: usd / quantity,
    amt_total_usd: usd,
    amt_total_sgd: null,
    project_id: projectId,
    impact_level_id: projectId + 1629,
    contribution_story_id: null,
    funded_by: 'customer',
    project: project(projectId, title),
    project_categories: [],
    impact: { id: projectId + 1629, impact_unit: unit },
  });
  return {
    id: 15,
    contribution_group_id: 15,
    user_id: 3,
    company_id: 1,
    account: 'company',
    status: 'pending',
    total_usd: 1225,
    total_sgd: null,
    exchange_rate_sgd: null,
    credit_applied_usd: 100,
    amount_due_usd: 1125,
    funded_by: 'customer',
    payment_provider: null,
    payment_reference: null,
    paid_at: null,
    created_at: '2026-11-23T10:19:20.562Z',
    ecard: null,
    contributions: [
      line(24, 1382, 'Give a day of clean water to a person', 1250, 1250, 25, 'day of clean water'),
      line(25, 1384, 'Restore a square metre of coral reef', 80, 400, 1200, 'square metre of reef'),
    ],
    ...overrides,
  };
}

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

const ok = (data: unknown) => json(200, { status: 'success', data });
const renderPaymentPage = (path = `/payment-redirect/company/${TOKEN}/15`) =>
  renderWithProviders(
    <Routes>
      <Route path={PATHS.paymentRedirect} element={<PaymentRedirectPage />} />
    </Routes>,
    path,
  );

beforeEach(() => {
  stubBrowserApis();
  session.overrides = {};
  vi.mocked(leaveForProvider).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment page', () => {
  it('shows the checkout and what credit covers, starts the payment once and leaves for the provider', async () => {
    const calls = mockApi((call) =>
      call.method === 'GET'
        ? ok(makeGroup())
        : ok({ contribution_group_id: 15, provider: 'sandbox', redirect_url: SANDBOX_URL, amount_due_usd: 1125 }),
    );
    renderPaymentPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your giving' })).toBeTruthy();
    expect(screen.getByText('Give a day of clean water to a person')).toBeTruthy();
    expect(screen.getByText(/1,250 × day of clean water/).textContent).toBe('1,250 × day of clean water · 1,250 beneficiaries');
    expect(screen.getByText('US $1,225.00')).toBeTruthy();
    expect(screen.getByText('-US $100.00')).toBeTruthy();
    expect(screen.getByText('US $1,125.00')).toBeTruthy();
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(SANDBOX_URL));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /api/cart/group/15?payment_token=${TOKEN}`, 'POST /api/contribution/pay']);
    expect(calls[1].body).toEqual({ contribution_group_id: 15, payment_token: TOKEN });
  });

  it("says why a payment cannot start, in the server's words (the smallest card charge)", async () => {
    const minimum = givingMessages.minimumCharge('0.50');
    mockApi((call) =>
      call.method === 'GET'
        ? ok(makeGroup({ amount_due_usd: 0.2 }))
        : json(422, { status: 'error', message: 'Some fields are invalid.', errors: { contribution_group_id: [minimum] } }),
    );
    renderPaymentPage();
    expect(await screen.findByText(minimum)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to giving cart' }).getAttribute('href')).toBe('/giving-cart');
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('does not pay a group that is paid already, failed or missing', async () => {
    const calls = mockApi(() => ok(makeGroup({ status: 'paid', amount_due_usd: 0 })));
    renderPaymentPage();
    expect(await screen.findByText(givingMessages.alreadyPaid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your giving and receipt' }).getAttribute('href')).toBe('/payment-success/?group=15');
    cleanup();

    mockApi(() => ok(makeGroup({ status: 'failed', amount_due_usd: 0 })));
    renderPaymentPage();
    expect(await screen.findByText(givingMessages.groupNotPayable)).toBeTruthy();
    cleanup();

    mockApi(() => json(404, { status: 'error', message: givingMessages.groupNotFound }));
    renderPaymentPage();
    expect(await screen.findByText(givingMessages.groupNotFound)).toBeTruthy();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('refuses a link that cannot be a payment link without asking the server', async () => {
    const calls = mockApi(() => ok(makeGroup()));
    renderPaymentPage('/payment-redirect/partner/abc/15');
    expect(await screen.findByText(givingMessages.paymentLinkInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('the success page', () => {
  it('waits for the confirmation, then shows the impacts and totals in USD and SGD', async () => {
    let asked = 0;
    const paid = makeGroup({ status: 'paid', total_sgd: 1653.75, exchange_rate_sgd: 1.35, amount_due_usd: 0, paid_at: '2026-11-23T10:21:00.000Z' });
    paid.contributions = paid.contributions.map((c) => ({ ...c, payment_received: 1, amt_total_sgd: Math.round(c.amt_total_usd * 135) / 100 }));
    mockApi(() => {
      asked += 1;
      return ok(asked === 1 ? makeGroup() : paid);
    });
    renderWithProviders(<PaymentSuccessPage />, '/payment-success/?group=15');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your giving!' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Giving #15 was paid on 23 Nov 2026. Your impacts are on their way to the people and places below.')).toBeTruthy();
    expect(screen.getByText('1,650')).toBeTruthy();
    expect(screen.getAllByText('S$1,653.75').length).toBeGreaterThan(0);
    expect(screen.getByText('S$1,620.00')).toBeTruthy();
    expect(screen.getByText('US $1,125.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
  });

  it('says the group was not found without a ?group=', () => {
    mockApi(() => ok(makeGroup()));
    renderWithProviders(<PaymentSuccessPage />, '/payment-success/');
    expect(screen.getByText(givingMessages.groupNotFound)).toBeTruthy();
  });
});

describe('the gift credit dialog', () => {
  it('shows once, and tells the server it was shown', async () => {
    const gift = { credit_usd: 100, message: contributionMessages.giftCredit(100) };
    const calls = mockApi((call) => (call.method === 'GET' ? ok({ account: 'company', balance_usd: 100, credits: [], gift_notification: gift }) : ok({ updated: 1 })));
    renderWithProviders(<GiftCreditDialog />);
    expect(await screen.findByText('A special Giving Credit of US $100.00 has been added to your account!')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/user/credit-notification?user_id=3&type=company&company_id=1');
    fireEvent.click(screen.getByRole('button', { name: 'Wonderful, thank you' }));
    await waitFor(() => expect(screen.queryByText(contributionMessages.giftCredit(100))).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('is not used up by an admin acting as the member', async () => {
    session.overrides = { impersonator_id: 1 };
    const calls = mockApi(() => ok({ account: 'company', balance_usd: 100, credits: [], gift_notification: { credit_usd: 100, message: '' } }));
    renderWithProviders(<GiftCreditDialog />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when there is nothing to announce', async () => {
    const calls = mockApi(() => ok({ account: 'company', balance_usd: 100, credits: [], gift_notification: null }));
    renderWithProviders(<GiftCreditDialog />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
