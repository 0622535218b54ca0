// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGE_MS, messages } from '@goodhive/contract';
import { LoginForm } from '../src/features/auth/components/login-form';
import { USERNAME_COOKIE } from '../src/lib/auth';
import { resetWebConfig } from '../src/lib/web-config';
import { renderWithProviders, stubBrowserApis } from './render';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

function answerSignInWith(status: number, payload: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/app/web-config'
        ? json(200, { status: 'success', data: { product_name: 'Goodhive', app_url: '', oauth_client_id: 'web', oauth_client_secret: 's' } })
        : json(status, payload),
    ),
  );
}

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

beforeEach(() => {
  stubBrowserApis();
  resetWebConfig();
  localStorage.clear();
  document.cookie = `${USERNAME_COOKIE}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('asks for both fields when they are empty', async () => {
    renderWithProviders(<LoginForm />, '/login');
    submit();
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
  });

  it('rejects an e-mail that is not one', async () => {
    renderWithProviders(<LoginForm />, '/login');
    fireEvent.input(emailInput(), { target: { value: 'not-an-email' } });
    fireEvent.input(passwordInput(), { target: { value: 'secret' } });
    submit();
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  });

  it("shows the server's 'Wrong credentials' and clears it after 3 seconds", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSignInWith(401, { status: 'error', message: messages.wrongCredentials });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LoginForm />, '/login');
    fireEvent.input(emailInput(), { target: { value: 'sam@goodhive.example' } });
    fireEvent.input(passwordInput(), { target: { value: 'wrong' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.wrongCredentials);
    await act(async () => {
      vi.advanceTimersByTime(LOGIN_MESSAGE_MS + 50);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('prefills the remembered e-mail', () => {
    document.cookie = `${USERNAME_COOKIE}=${encodeURIComponent('owner@brightside.example')}; Path=/`;
    renderWithProviders(<LoginForm />, '/login');
    expect(emailInput().value).toBe('owner@brightside.example');
  });

  it('shows and hides the password with a labelled, keyboard-reachable toggle', () => {
    renderWithProviders(<LoginForm />, '/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput().type).toBe('password');
    expect(toggle.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(passwordInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.mouseDown(toggle);
    expect(passwordInput().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('links visitors without an account to the trial sign-up', () => {
    renderWithProviders(<LoginForm />, '/login');
    expect(screen.getByRole('link', { name: 'Join Goodhive' }).getAttribute('href')).toBe('/trial-registration');
  });
});
