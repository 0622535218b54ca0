// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayConditionsInputSchema, projectMessages } from '@goodhive/contract';
import { DisplayConditionsDialog } from '../src/features/projects/admin/components/display-conditions-dialog';
import { ReviewButtons } from '../src/features/projects/admin/components/review-buttons';
import { AdminProjectCreatePage } from '../src/features/projects/admin/routes/admin-project-create-page';
import { BundleCreatePage } from '../src/features/projects/admin/routes/bundle-pages';
import { fakeApi, makeProject, ok, stubDocumentFonts } from './project-fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

const partnerOptions = () =>
  ok([
    { id: 1, user_id: 4, worthy_cause_name: 'Global Roots Foundation', live_projects: 4 },
    { id: 6, user_id: 9, worthy_cause_name: 'Andes Livelihoods', live_projects: 2 },
  ]);
const lookups = {
  'GET /api/app/categories': () => ok([{ id: 3, name: 'Water Access', slug: 'water-access', impact_category_id: null }]),
  'GET /api/app/countries': () => ok([{ id: 110, name: 'Kenya', code: 'KE', dialing_code: '+254' }, { id: 120, name: 'Peru', code: 'PE', dialing_code: '+51' }]),
  'GET /api/admin/partner-options': partnerOptions,
};

function useApi(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...lookups, ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api.calls;
}

beforeEach(() => {
  stubBrowserApis();
  stubDocumentFonts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reviewing', () => {
  it('sends a project back only with a note for the partner', async () => {
    const calls = useApi({ 'POST /api/admin/projects/1396/reject': () => ok(makeProject({ id: 1396, status: 'draft', review_note: 'Add photos.' }), { message: projectMessages.rejected }) });
    renderWithProviders(<ReviewButtons target={{ kind: 'project', id: 1396 }} title="School garden" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send back: School garden' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText(projectMessages.noteRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Note to the partner/), { target: { value: 'Add photos.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/projects/1396/reject', body: { note: 'Add photos.' } });
  });

  it('approves a pending change by its id, the note optional', async () => {
    const calls = useApi({ 'POST /api/admin/project-changes/91/approve': () => ok(makeProject(), { message: projectMessages.changeApproved }) });
    renderWithProviders(<ReviewButtons target={{ kind: 'change', id: 91 }} title="Clean water" />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve change: Clean water' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve change' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/admin/project-changes/91/approve', body: { note: null } });
  });
});

describe('display conditions', () => {
  const row = {
    project: { id: 1382, title: 'Clean water', status: 'live' as const, is_bundle: false },
    partner: { id: 1, worthy_cause_name: 'Global Roots Foundation' },
    display_conditions: { account_types: ['user' as const, 'company' as const], countries: [] },
    is_unrestricted: true,
  };

  it('refuses to hide a project from every account type', async () => {
    const calls = useApi({});
    renderWithProviders(<DisplayConditionsDialog row={row} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Personal accounts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Business accounts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(displayConditionsInputSchema.safeParse({ account_types: [] }).error!.issues[0].message)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('restricts a project to business accounts', async () => {
    const onClose = vi.fn();
    const calls = useApi({ 'PUT /api/admin/projects/1382/display-conditions': () => ok({ ...row, is_unrestricted: false }) });
    renderWithProviders(<DisplayConditionsDialog row={row} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Personal accounts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ account_types: ['company'], country_ids: [] });
  });
});

describe('staff create for a partner named by its user id', () => {
  it('creates the project for that worthy cause, in the status staff chose', async () => {
    const calls = useApi({ 'POST /api/partner/projects': () => ok(makeProject({ id: 1500, partner: { id: 6, user_id: 9, worthy_cause_name: 'Andes Livelihoods' } }), { message: projectMessages.created }) });
    renderWithProviders(
      <Routes>
        <Route path="/admin/wcuuser/projects/create/:id" element={<AdminProjectCreatePage />} />
        <Route path="/admin/wcuuser/projects/edit/:userId/:id" element={<p>Edit screen</p>} />
      </Routes>,
      '/admin/wcuuser/projects/create/9',
    );
    expect(await screen.findByText(/A new project of Andes Livelihoods/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Offset carbon with cookstoves' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Edit screen', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ partner_id: 6, title: 'Offset carbon with cookstoves', status: 'draft' });
  });

  it('says so when no worthy cause has that user id', async () => {
    useApi({});
    renderWithProviders(
      <Routes>
        <Route path="/admin/wcuuser/projects/create/:id" element={<AdminProjectCreatePage />} />
      </Routes>,
      '/admin/wcuuser/projects/create/999',
    );
    expect(await screen.findByText(projectMessages.unknownPartner)).toBeTruthy();
  });
});

describe('building a bundle', () => {
  it('computes the price and beneficiaries as parts are chosen', async () => {
    useApi({
      'GET /api/admin/partners/1/bundle-parts': () =>
        ok([
          { impact_level_id: 11, project_id: 1382, project_title: 'Clean water', impact_unit: 'day of clean water', price: 0.02, beneficiaries_per_unit: 1 },
          { impact_level_id: 12, project_id: 1381, project_title: 'School days', impact_unit: 'day of education', price: 0.2, beneficiaries_per_unit: 1 },
        ]),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/wcuuser/bundles/create/:id" element={<BundleCreatePage />} />
      </Routes>,
      '/admin/wcuuser/bundles/create/4',
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /day of clean water/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: /day of education/ }));
    fireEvent.change(screen.getByLabelText('Quantity of day of education (School days)'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('bundle-price').textContent).toBe('US $0.62'));
    expect(screen.getByTestId('bundle-beneficiaries').textContent).toBe('4');
  });
});
