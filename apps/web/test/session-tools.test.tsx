// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@goodhive/contract';
import { pathAfterVerification } from '../src/features/auth/routes/verify-email-page';
import { ShellContext } from '../src/app/shell-context';
import { SideMenu } from '../src/app/layouts/side-menu';
import { theme } from '../src/app/theme';
import { ApiError, apiRequestBare } from '../src/lib/api';
import { readEnvelope } from '../src/lib/api-error';
import { clearAdminSession, readAdminSession, readStoredMessage, storeMessage } from '../src/lib/auth';
import { keepAdminSession } from '../src/lib/auth/admin-session';
import { saveTokens } from '../src/lib/auth/session-store';
import { json } from './fixtures';
import { stubBrowserApis } from './render';

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API failures with a code and bare answers', () => {
  it("keeps the reset request's error '1' or '2' beside the message", async () => {
    await expect(readEnvelope(json(403, { status: 'error', message: 'Suspended', error: '2' }))).rejects.toMatchObject({ status: 403, code: '2', message: 'Suspended' });
  });

  it('reads an answer outside the envelope (POST /user/user-login) and still throws for failures', async () => {
    const answer = { status: 'error', user_type: null, error_msg: 'Not this account' };
    vi.stubGlobal('fetch', vi.fn(async () => json(200, answer)));
    await expect(apiRequestBare('/user/user-login', { method: 'POST', token: 't' })).resolves.toEqual(answer);
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { status: 'error', message: messages.invalidToken })));
    await expect(apiRequestBare('/user/user-login', { method: 'POST', token: 't' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('stored messages', () => {
  it('are success toasts unless stored with another kind', () => {
    storeMessage('Saved');
    expect(readStoredMessage()).toEqual({ text: 'Saved', kind: 'success' });
    storeMessage(messages.ownerInactiveSignedOut, 'warning');
    expect(readStoredMessage()).toEqual({ text: messages.ownerInactiveSignedOut, kind: 'warning' });
  });
});

describe("the admin's kept session while acting as a user", () => {
  it('keeps the token pair and the screen to return to, never a password', () => {
    saveTokens({ access_token: 'admin-a', refresh_token: 'admin-r' });
    keepAdminSession('/admin/users/display/3');
    expect(readAdminSession()).toEqual({ access_token: 'admin-a', refresh_token: 'admin-r', returnPath: '/admin/users/display/3' });
    expect(Object.values({ ...localStorage }).join(' ')).not.toMatch(/Goodhive2026/);
    clearAdminSession();
    expect(readAdminSession()).toBeNull();
  });

  it('never returns to another site', () => {
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    keepAdminSession('//evil.example/');
    expect(readAdminSession()?.returnPath).toBe('/');
  });
});

describe('after e-mail verification', () => {
  it('sends personal users (role 3) to /personal/reset-password, other members to /reset-password, visitors to sign-in', () => {
    expect(pathAfterVerification({ role_id: 3 })).toBe('/personal/reset-password');
    expect(pathAfterVerification({ role_id: 7 })).toBe('/reset-password');
    expect(pathAfterVerification(null)).toBe('/login');
  });
});

describe('the side menu for downgraded members', () => {
  it('shows closed items without a link, with the reason', () => {
    const groups = [
      {
        label: null,
        items: [
          { name: 'impact', path: '/impact', label: 'Home', order: 20, activeOn: [] },
          { name: 'giving-cart', path: '/giving-cart', label: 'Giving cart', order: 30, activeOn: [] },
        ],
      },
    ];
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <ShellContext value={{ routeName: 'impact', layout: 'business' }}>
            <SideMenu groups={groups} label="Business menu" isDisabled={(item) => item.name !== 'impact'} disabledHint={messages.reactivateMembership} />
          </ShellContext>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/impact');
    expect(screen.queryByRole('link', { name: /Giving cart/ })).toBeNull();
    const closed = screen.getByText('Giving cart').closest('[aria-disabled="true"]');
    expect(closed?.textContent).toContain(messages.reactivateMembership);
  });
});
