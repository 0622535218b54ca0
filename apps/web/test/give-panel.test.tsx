// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { givingMessages, type ImpactLevel, type ProjectDetail } from '@goodhive/contract';
import { GivePanel } from '../src/features/catalogue/components/give-panel';
import { STORAGE_KEYS } from '../src/lib/storage';
import { json, makeUser } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

const kg: ImpactLevel = { id: 3012, project_id: 1383, price: 0.5, currency: 'USD', impact_unit: 'kg of plastic recovered', beneficiaries_per_unit: 1 };
const tenKg: ImpactLevel = { id: 3013, project_id: 1383, price: 4.5, currency: 'USD', impact_unit: '10 kg of plastic recovered', beneficiaries_per_unit: 10 };
const image = { image_name: 'p.svg', url: '/api/projects/1383/image/square' };
const project: ProjectDetail & { impact_levels: [ImpactLevel, ...ImpactLevel[]] } = {
  id: 1383,
  title: 'Recover plastic from the ocean',
  summary: null,
  is_bundle: false,
  image_square: image,
  image_rectangle: image,
  country: null,
  partner: { id: 2, user_id: 5, worthy_cause_name: 'Blue Reef Alliance', org_aboutus: null, org_image: null },
  categories: [],
  price_from: 0.5,
  impact_levels: [kg, tenKg],
  is_favourite: false,
  description: null,
  story: null,
  location: { country: null, state: null, location: null },
  bundle_items: [],
  quantity_min: 1,
  quantity_max: 100000,
};

function renderPanel(path = '/projectdetail/1383') {
  return renderWithProviders(
    <Routes>
      <Route path="/projectdetail/:id" element={<GivePanel project={project} />} />
      <Route path="/login" element={<p>Sign-in screen</p>} />
    </Routes>,
    path,
  );
}

const quantity = () => screen.getByRole('textbox', { name: /Quantity/ });
const addToCart = () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Add to cart', () => {
  it('sends a visitor to sign in and remembers the project with the chosen level and quantity', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /10 kg of plastic recovered/ }));
    fireEvent.change(quantity(), { target: { value: '3' } });
    expect(screen.getByText('US $13.50')).toBeTruthy();
    addToCart();
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/projectdetail/1383?level=3013&quantity=3');
  });

  it('starts from the choice kept in the address after signing in', () => {
    renderPanel('/projectdetail/1383?level=3013&quantity=7');
    expect(screen.getByRole('radio', { name: /10 kg of plastic recovered/ }).getAttribute('aria-checked')).toBe('true');
    expect((quantity() as HTMLInputElement).value).toBe('7');
  });

  it('explains a quantity it cannot take and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    fireEvent.change(quantity(), { target: { value: '' } });
    addToCart();
    expect(await screen.findByText('Enter a quantity.')).toBeTruthy();
    fireEvent.change(quantity(), { target: { value: '0' } });
    addToCart();
    expect(await screen.findByText('The quantity must be at least 1.')).toBeTruthy();
    expect(screen.queryByText('Sign-in screen')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds to the signed-in user's company cart and says so", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/user/current') return json(200, { status: 'success', data: makeUser() });
        if (url.startsWith('/api/cart') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          const cart = { id: 1, user_id: 3, company_id: 1, account: 'company', contribution_group_id: null, restored: 0, monthly_story_flag: 0, ecard: null, share_key: null, items: [], totals: { items_count: 1, quantity: 5, beneficiaries: 5, amt_total_usd: 2.5, amt_total_sgd: 3.38, exchange_rate_sgd: 1.35 } };
          return json(200, { status: 'success', message: givingMessages.addedToCart, data: cart });
        }
        return json(404, { status: 'error', message: 'Not found' });
      }),
    );
    renderPanel();
    await waitFor(() => expect(screen.queryByText(/asked to sign in/)).toBeNull());
    fireEvent.change(quantity(), { target: { value: '5' } });
    addToCart();
    expect(await screen.findByText(givingMessages.addedToCart)).toBeTruthy();
    expect(posted).toEqual([{ op: 'add', type: 'project', project_id: 1383, impact_level_id: 3012, quantity: 5, user_id: 3, company_id: 1 }]);
    expect(screen.getByRole('link', { name: /View your giving cart/ }).getAttribute('href')).toBe('/giving-cart');
  });
});
