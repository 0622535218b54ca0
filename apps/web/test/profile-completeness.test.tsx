// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyProfileCompleteness, personalProfileCompleteness, uploadMessages } from '@goodhive/contract/texts';
import { CompletenessRing } from '../src/features/profiles/components/completeness-ring';
import { ImageUploadField } from '../src/features/profiles/components/image-upload-field';
import { ApiError } from '../src/lib/api-error';
import { renderWithProviders, stubBrowserApis } from './render';

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile completeness ring', () => {
  it('shows the score and lists what is missing with the points each adds', () => {
    renderWithProviders(<CompletenessRing completeness={personalProfileCompleteness({ first_name: 'Sam', about_you: 'I plant trees.' })} subject="Your profile" />);
    expect(screen.getByTestId('profile-score').textContent).toBe('70%');
    expect(screen.getByRole('status').textContent).toBe('Your profile is 70% complete.');
    const missing = screen.getByRole('list', { name: 'Add these to reach 100%:' });
    const items = within(missing)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Profile picture (+10)', 'Facebook profile (+5)', 'Google+ profile (+5)', 'LinkedIn profile (+5)', 'Twitter profile (+5)']);
  });

  it('says a complete company profile is complete and lists nothing', () => {
    const all = companyProfileCompleteness({
      company_logo: '/api/files/1/logo.png',
      mission: 'Water',
      email: 'a@b.example',
      phone: '+65 6000 0000',
      facebook_url: 'https://facebook.com/a',
      googleplus_url: 'https://plus.google.com/a',
      linkedin_url: 'https://linkedin.com/a',
      twitter_url: 'https://twitter.com/a',
      website: 'https://a.example',
    });
    renderWithProviders(<CompletenessRing completeness={all} subject="Your company profile" />);
    expect(screen.getByTestId('profile-score').textContent).toBe('100%');
    expect(screen.getByText('Complete: nothing is missing')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows 50% and every company item for an empty company profile', () => {
    renderWithProviders(<CompletenessRing completeness={companyProfileCompleteness({})} subject="Your company profile" />);
    expect(screen.getByTestId('profile-score').textContent).toBe('50%');
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText(/Company logo/).textContent).toBe('Company logo (+10)');
  });
});

describe('the image upload field', () => {
  it("says the server's reason when an image is refused, and offers to upload one when none is saved", () => {
    renderWithProviders(
      <ImageUploadField
        label="Logo"
        description="Shown on your business profile."
        src={null}
        alt="Logo"
        pending={false}
        error={new ApiError(422, 'The given data was invalid.', { file: [uploadMessages.wrongImageType] })}
        onPick={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(uploadMessages.wrongImageType);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByText('No image yet')).toBeTruthy();
  });

  it('previews the saved image and offers to change it', () => {
    renderWithProviders(<ImageUploadField label="Banner image" description="Wide." src="/api/files/3/banner.png" alt="Acme banner" shape="banner" pending={false} error={null} onPick={() => {}} />);
    expect(screen.getByRole('img', { name: 'Acme banner' }).getAttribute('src')).toBe('/api/files/3/banner.png');
    expect(screen.getByRole('button', { name: 'Change banner image' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
