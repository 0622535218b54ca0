// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { SUPPORT_EMAIL, accountMessages, messages } from '@goodhive/contract';
import { LoginPage } from '../src/features/auth/routes/login-page';
import { checkOtpForm, toOtpDigits } from '../src/features/auth/login-schema';
import { markResetLinkExpired } from '../src/lib/auth';
import { resetWebConfig } from '../src/lib/web-config';
import { WEB_CONFIG, json } from './fixtures';
import { renderWithProviders, stubBrowserApis } from './render';

type Answer = [number, unknown];

/** Answers API calls by path; every call is recorded with its body. */
function answer(routes: Record<string, Answer | Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '').split('?')[0];
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/app/web-config') return json(200, WEB_CONFIG);
    const entry = routes[path];
    if (!entry) return json(404, { status: 'error', message: `unexpected ${path}` });
    const next = Array.isArray(entry[0]) ? (entry as Answer[]).shift()! : (entry as Answer);
    return json(next[0], next[1]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderLogin(path = '/login') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(() => {
  stubBrowserApis();
  resetWebConfig();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the code step', () => {
  it('follows a verified e-mail: the code is sent, step=verify-otp is set and the password fields give way to the code', async () => {
    const calls = answer({
      '/user/check-email-is-verified': [200, { status: 'success', data: { is_verified: 'yes' } }],
      '/user/send-otp': [200, { status: 'success', message: accountMessages.otpSent, data: { user_id: 42 } }],
      '/user/verify-otp': [422, { status: 'error', message: accountMessages.otpWrong, errors: { otp: [accountMessages.otpWrong] } }],
      '/user/resend-otp': [200, { status: 'success', message: accountMessages.otpSent, data: null }],
    });
    renderLogin();
    fill('Email', 'lena@example.com');
    fill('Password', 'Secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/login?step=verify-otp');
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(calls.find((c) => c.path === '/user/send-otp')?.body).toEqual({ username: 'lena@example.com', password: 'Secret12' });

    const code = screen.getByLabelText(/Sign-in code/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '4a2b9' } });
    expect(code.value).toBe('429');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(accountMessages.otpFormat)).toBeTruthy();

    fireEvent.change(code, { target: { value: '4291' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(accountMessages.otpWrong);
    expect(calls.find((c) => c.path === '/user/verify-otp')?.body).toEqual({ user_id: 42, otp: '4291' });

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/user/resend-otp')).toBe(true));
    expect(calls.find((c) => c.path === '/user/resend-otp')?.body).toEqual({ user_id: 42 });
    expect(await screen.findByText(accountMessages.otpSent)).toBeTruthy();
  });

  it('falls back to the specification text when a code check fails without a reason', async () => {
    answer({
      '/user/check-email-is-verified': [200, { status: 'success', data: { is_verified: 'yes' } }],
      '/user/send-otp': [200, { status: 'success', data: { user_id: 7 } }],
      '/user/verify-otp': [500, { status: 'error', message: messages.internal }],
    });
    renderLogin();
    fill('Email', 'lena@example.com');
    fill('Password', 'Secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.change(await screen.findByLabelText(/Sign-in code/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.otpFailed);
  });

  it('is not shown from the address alone, without a code sent', () => {
    answer({});
    renderLogin('/login?step=verify-otp');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the code rules: required, exactly 4 digits', () => {
    expect(checkOtpForm({ otp: '' }).errors.otp).toBe(accountMessages.required('code'));
    expect(checkOtpForm({ otp: '12a4' }).errors.otp).toBe(accountMessages.otpFormat);
    expect(checkOtpForm({ otp: '1234' }).errors).toEqual({});
    expect(toOtpDigits(' 12-34 56')).toBe('1234');
  });
});

describe('the forgot-password step', () => {
  it('says what happened in the words of the error messages', async () => {
    answer({
      '/user/reset-password': [
        [404, { status: 'error', message: messages.resetRequestFailure }],
        [403, { status: 'error', message: 'suspended', error: '2' }],
        [403, { status: 'error', message: 'error', error: '1' }],
        [200, { status: 'success', message: messages.resetLinkSent, data: null }],
      ],
    });
    renderLogin('/login?step=forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fill('Email', 'x@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.resetRequestFailure);
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.resetError2(SUPPORT_EMAIL)));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.resetError1(SUPPORT_EMAIL)));
    submit();
    expect(await screen.findByText(messages.resetLinkSent)).toBeTruthy();
  });

  it('disables Submit while the e-mail is wrong', async () => {
    answer({});
    renderLogin('/login?step=forgot-password');
    const email = screen.getByLabelText('Email', { selector: 'input' });
    fireEvent.input(email, { target: { value: 'nope' } });
    fireEvent.blur(email);
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the expired-link notice', () => {
  it('shows once after an expired or used reset link', () => {
    answer({});
    markResetLinkExpired();
    renderLogin();
    expect(screen.getByRole('alert').textContent).toContain(messages.resetLinkExpired);
    cleanup();
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
