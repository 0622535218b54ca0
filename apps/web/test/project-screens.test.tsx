// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectMessages } from '@goodhive/contract';
import { ProjectEditPage } from '../src/features/projects/routes/project-edit-page';
import { ProjectsListPage } from '../src/features/projects/routes/projects-list-page';
import { json } from './fixtures';
import { fakeApi, makeChange, makeProject, makeRow, ok, stubDocumentFonts } from './project-fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

const lookups = {
  'GET /api/app/categories': () => ok([{ id: 3, name: 'Water Access', slug: 'water-access', impact_category_id: null }]),
  'GET /api/app/countries': () => ok([{ id: 110, name: 'Kenya', code: 'KE', dialing_code: '+254' }]),
  'GET /api/app/states/110': () => ok([{ id: 2001, country_id: 110, name: 'Kisumu', code: 'KSM' }]),
};

function renderEdit(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...lookups, 'GET /api/partner/projects/1382/changelog': () => ok([], { meta: { total: 0, page: 1, limit: 10 } }), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <Routes>
      <Route path="/projects/edit/:id" element={<ProjectEditPage />} />
      <Route path="/projects-list" element={<p>The project list</p>} />
    </Routes>,
    '/projects/edit/1382',
  );
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

describe('the partner project list', () => {
  it('shows each project with its status, review flags and what it raised', async () => {
    const api = fakeApi({
      'GET /api/partner/projects': () =>
        ok(
          [
            makeRow({ has_pending_change: true }),
            makeRow({ id: 1397, title: 'Fund a rainwater tank', status: 'draft', review_note: 'Please add a photo of a tank.', price_from: null, countries: [] }),
          ],
          { meta: { total: 2, page: 1, limit: 20 } },
        ),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<ProjectsListPage />, '/projects-list');
    const rows = await screen.findAllByTestId('project-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Live')).toBeTruthy();
    expect(within(rows[0]).getByText('Changes waiting for review')).toBeTruthy();
    expect(within(rows[0]).getByText(/From US \$0\.02 · Raised US \$1,592\.00 from 9 contributions/)).toBeTruthy();
    expect(within(rows[1]).getByText('Draft')).toBeTruthy();
    expect(within(rows[1]).getByTestId('row-review-note').textContent).toContain('Please add a photo of a tank.');
    expect(within(rows[1]).getByText(/No places yet · No impact levels yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Fund a rainwater tank' }).getAttribute('href')).toBe('/projects/edit/1397');
  });

  it('invites a partner without projects to create the first one', async () => {
    const api = fakeApi({ 'GET /api/partner/projects': () => ok([], { meta: { total: 0, page: 1, limit: 20 } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<ProjectsListPage />, '/projects-list');
    expect((await screen.findByRole('link', { name: 'Create your first project' })).getAttribute('href')).toBe('/projects/create');
  });

  it('asks the server for the status and search in the address', async () => {
    const api = fakeApi({ 'GET /api/partner/projects': () => ok([], { meta: { total: 0, page: 1, limit: 20 } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<ProjectsListPage />, '/projects-list?status=submitted&search=water&page=2');
    expect(await screen.findByText('No projects match these filters')).toBeTruthy();
    const url = new URL(api.calls[0].url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '20', page: '2', status: 'submitted', search: 'water' });
  });
});

describe('editing a project', () => {
  it('shows the note of a project sent back, and offers to submit it again', async () => {
    const calls = renderEdit({
      'GET /api/partner/projects/1382': () => ok(makeProject({ status: 'draft', review_note: 'Add the district of the wells.', can: { edit: true, submit: true, delete: true, pause: false, resume: false, close: true } })),
      'POST /api/partner/projects/1382/submit': () => ok(makeProject({ status: 'submitted', submitted_at: '2026-03-06T09:00:00.000Z' }), { message: projectMessages.submitted }),
    });
    expect((await screen.findByTestId('review-note')).textContent).toContain('Add the district of the wells.');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByTestId('submitted-banner')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/partner/projects/1382/submit')).toBe(true);
    expect(screen.getByRole('button', { name: 'Withdraw from review' })).toBeTruthy();
  });

  it('says a live project goes to review, and shows what waits before and after', async () => {
    renderEdit({
      'GET /api/partner/projects/1382': () =>
        ok(makeProject({ pending_change: { id: 91, created_at: '2026-03-05T10:30:00.000Z', actor_name: 'Amara Okafor', before: { title: 'Old title' }, after: { title: 'New title' } } })),
    });
    const pending = await screen.findByTestId('pending-change');
    expect(within(pending).getByText('Old title').closest('[data-side]')?.getAttribute('data-side')).toBe('before');
    expect(within(pending).getByText('New title').closest('[data-side]')?.getAttribute('data-side')).toBe('after');
    expect(screen.getByRole('button', { name: 'Send changes for review' })).toBeTruthy();
    expect(screen.getByText(/your changes go to our team for review/)).toBeTruthy();
  });

  it('puts the server’s field messages on their fields', async () => {
    renderEdit({
      'GET /api/partner/projects/1382': () => ok(makeProject({ status: 'draft' })),
      'PUT /api/partner/projects/1382': () =>
        json(422, { status: 'error', message: 'Please check the marked fields.', errors: { 'impact_levels.0.price': ['Use at most 2 decimals.'], 'images.1': [projectMessages.unknownImage] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save project' }));
    expect(await screen.findByText('Use at most 2 decimals.')).toBeTruthy();
    expect(screen.getByText(projectMessages.unknownImage)).toBeTruthy();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('The project was not saved') && a.textContent.includes('Please check the marked fields.'))).toBe(true);
  });

  it('sends the edited form with the ids of kept levels', async () => {
    const calls = renderEdit({
      'GET /api/partner/projects/1382': () => ok(makeProject({ status: 'draft' })),
      'PUT /api/partner/projects/1382': (call) => ok(makeProject({ status: 'draft', title: (call.body as { title: string }).title, updated_at: '2026-03-07T00:00:00.000Z' }), { message: projectMessages.saved }),
    });
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Give a week of clean water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body;
    expect(body).toMatchObject({
      title: 'Give a week of clean water',
      category_ids: [3],
      locations: [{ country_id: 110, state_id: 2001 }],
      images: ['/api/files/11/pump.png', '/api/files/10/well.png'],
      impact_levels: [{ id: 3001, price: 0.02, impact_unit: 'day of clean water', beneficiaries_per_unit: 1 }],
    });
  });

  it('asks before closing, as closing is final', async () => {
    const calls = renderEdit({
      'GET /api/partner/projects/1382': () => ok(makeProject()),
      'POST /api/partner/projects/1382/status': () => ok(makeProject({ status: 'closed', closed_at: '2026-03-08T00:00:00.000Z', can: { edit: false, submit: false, delete: false, pause: false, resume: false, close: false } })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close project' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Closing is final');
    expect(calls.some((c) => c.url.endsWith('/status'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close project' }));
    expect(await screen.findByText('This project is closed')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'closed', note: null });
    expect(screen.queryByRole('button', { name: 'Save project' })).toBeNull();
  });

  it('lists the change log with who, when and each field before and after', async () => {
    renderEdit({
      'GET /api/partner/projects/1382': () => ok(makeProject()),
      'GET /api/partner/projects/1382/changelog': () => ok([makeChange()], { meta: { total: 1, page: 1, limit: 10 } }),
    });
    const entry = await screen.findByTestId('changelog-entry', {}, { timeout: 5000 });
    expect(entry.textContent).toContain('Change requested');
    expect(entry.textContent).toContain('Waiting for review');
    expect(entry.textContent).toContain('By Amara Okafor (Partner)');
    const categories = within(entry).getAllByTestId('change-field').find((f) => f.getAttribute('data-field') === 'categories')!;
    expect(within(categories).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Water Access', 'Water Access', 'Health']);
  });
});
