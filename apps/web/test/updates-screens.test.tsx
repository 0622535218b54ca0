// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectUpdateMessages, type UpdatableProject, type UpdateFeedItem } from '@goodhive/contract';
import { UpdateFeedCard } from '../src/features/project-updates/components/update-feed-card';
import { UpdateForm } from '../src/features/project-updates/components/update-form';
import { newUpdateValues } from '../src/features/project-updates/update-form-values';
import { ReferralForm } from '../src/features/referrals/components/referral-form';
import { ApiError } from '../src/lib/api';
import { json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

const projects: UpdatableProject[] = [
  { id: 1380, title: 'Plant a tree', status: 'live', cover_url: '/api/projects/1380/image/rectangle' },
  { id: 1381, title: 'Give a school day', status: 'closed', cover_url: '/api/projects/1381/image/rectangle' },
];

beforeEach(() => {
  stubBrowserApis();
  // Autosized text areas listen for web fonts, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
  vi.stubGlobal('fetch', vi.fn(async () => json(200, { status: 'success', data: [{ id: 12, name: 'Kenya', code: 'KE', dialing_code: '+254' }] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the update form', () => {
  it('names every missing field and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<UpdateForm initialValues={newUpdateValues(null)} projects={projects} submitLabel="Post update" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText(projectUpdateMessages.chooseProject)).toBeTruthy();
    expect(screen.getByText('The title needs at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a filled form and shows the server’s field errors on their fields', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(422, 'The data is not valid.', { images: [projectUpdateMessages.unknownImage] }));
    renderWithProviders(<UpdateForm initialValues={newUpdateValues(1380)} projects={projects} submitLabel="Post update" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'The trees took root' } });
    fireEvent.change(screen.getByRole('textbox', { name: /What happened/ }), { target: { value: 'Ninety percent survived the dry months.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ project_id: '1380', title: 'The trees took root', body: 'Ninety percent survived the dry months.', images: [] });
    expect(await screen.findByText(projectUpdateMessages.unknownImage)).toBeTruthy();
  });

  it('shows staff the moderation choice and asks for a note before hiding', async () => {
    const onSubmit = vi.fn();
    const values = { ...newUpdateValues(1380), title: 'Good news', body: 'A long enough text.' };
    renderWithProviders(<UpdateForm initialValues={values} projectTitle="Plant a tree" moderation submitLabel="Save update" onSubmit={onSubmit} />);
    expect(screen.getByText('Plant a tree')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Hidden/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save update' }));
    expect(await screen.findByText(projectUpdateMessages.noteRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a feed card', () => {
  it('links to the whole update and shows its picture, partner, date and excerpt', () => {
    const update: UpdateFeedItem = {
      id: 77,
      title: 'Two new wells',
      excerpt: 'Each serves 400 people a day.',
      images: ['/api/files/9/well.png'],
      published_at: '2026-03-05T10:00:00.000Z',
      project: { id: 1382, title: 'Clean water', is_bundle: false, cover_url: '/api/projects/1382/image/rectangle' },
      partner: { id: 1, worthy_cause_name: 'Global Roots Foundation' },
    };
    const { container } = renderWithProviders(<UpdateFeedCard update={update} />);
    expect(screen.getByRole('link', { name: 'Two new wells' }).getAttribute('href')).toBe('/project-updates/details/77');
    expect(screen.getByText('05 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Global Roots Foundation')).toBeTruthy();
    expect(screen.getByText('Each serves 400 people a day.')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/files/9/well.png');
  });
});

describe('the suggestion form', () => {
  it('asks visitors who they are, but not members', async () => {
    const onSubmit = vi.fn();
    const { unmount } = renderWithProviders(<ReferralForm member={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Website/ }), { target: { value: 'cause.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Please enter a website address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<ReferralForm member={{ name: 'Maya Tan', email: 'maya@example.com' }} onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    expect(screen.getByTestId('referrer-member').textContent).toContain('Maya Tan');
    fireEvent.change(screen.getByRole('textbox', { name: /Name of the cause/ }), { target: { value: 'Harbour Readers' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Why is it worthy/ }), { target: { value: 'They teach adults to read on weekends.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ cause_name: 'Harbour Readers', website: null, country_id: null, contact_name: null, contact_email: null, contact_phone: null, description: 'They teach adults to read on weekends.' });
  });
});
