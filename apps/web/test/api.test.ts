// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@goodhive/contract';
import { ApiError, api, apiFile, apiRequest, apiUpload, onSessionExpired } from '../src/lib/api';
import { NETWORK_ERROR_MESSAGE } from '../src/lib/api-error';
import { getAccessToken, getRefreshToken, saveTokens } from '../src/lib/auth/session-store';
import { resetWebConfig } from '../src/lib/web-config';

type Call = { url: string; method: string; auth: string | null; body: unknown };

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const webConfig = {
  status: 'success',
  data: { product_name: 'Goodhive', app_url: 'http://localhost', oauth_client_id: 'web', oauth_client_secret: 'web-secret' },
};

/** A fake API: `handler` answers everything but the web configuration. */
function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        auth: headers.Authorization ?? null,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      if (url === '/api/app/web-config') return json(200, webConfig);
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  resetWebConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the data of the success envelope and sends the stored bearer token', async () => {
    saveTokens({ access_token: 'a1', refresh_token: 'r1' });
    const calls = mockFetch(() => json(200, { status: 'success', data: { id: 7 }, meta: { total: 1, page: 1, limit: 20 } }));
    const result = await apiRequest<{ id: number }>('/user/current', { query: { page: 1, empty: '', skip: undefined } });
    expect(result).toEqual({ data: { id: 7 }, message: undefined, meta: { total: 1, page: 1, limit: 20 } });
    expect(calls[0]).toMatchObject({ url: '/api/user/current?page=1', auth: 'Bearer a1' });
  });

  it('turns the error envelope into an ApiError with status, message and field errors', async () => {
    mockFetch(() => json(422, { status: 'error', message: 'Some fields are invalid.', errors: { email: ['Bad e-mail.'] } }));
    const error = await api.post('/thing', { email: 'x' }, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Some fields are invalid.' });
    expect((error as ApiError).fieldError('email')).toBe('Bad e-mail.');
  });

  it('gives a readable message when the answer is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/thing')).rejects.toMatchObject({ status: 502, message: messages.internal });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/thing', { auth: false })).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old' });
    const calls = mockFetch((call) => {
      if (call.url === '/api/oauth/token') {
        return json(200, { status: 'success', data: { access_token: 'new', refresh_token: 'r-new', token_type: 'Bearer', expires_in: 3600 } });
      }
      return call.auth === 'Bearer new' ? json(200, { status: 'success', data: 'ok' }) : json(401, { status: 'error', message: 'expired' });
    });
    await expect(api.get('/user/current')).resolves.toBe('ok');
    const refresh = calls.find((c) => c.url === '/api/oauth/token');
    expect(refresh?.body).toEqual({ grant_type: 'refresh_token', client_id: 'web', client_secret: 'web-secret', refresh_token: 'r-old' });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('r-new');
  });

  it('rotates the pair only once when several calls fail together', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old' });
    const calls = mockFetch(async (call) => {
      if (call.url === '/api/oauth/token') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { status: 'success', data: { access_token: 'new', refresh_token: 'r-new', token_type: 'Bearer', expires_in: 3600 } });
      }
      return call.auth === 'Bearer new' ? json(200, { status: 'success', data: call.url }) : json(401, { status: 'error', message: 'expired' });
    });
    const answers = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(answers).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((c) => c.url === '/api/oauth/token')).toHaveLength(1);
  });

  it('clears the session and tells listeners when the refresh fails', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old' });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    mockFetch((call) =>
      call.url === '/api/oauth/token'
        ? json(401, { status: 'error', message: messages.invalidRefreshToken })
        : json(401, { status: 'error', message: messages.invalidToken }),
    );
    await expect(api.get('/user/current')).rejects.toMatchObject({ status: 401, message: messages.invalidToken });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never refreshes for calls made without the stored session (sign-in)', async () => {
    saveTokens({ access_token: 'keep', refresh_token: 'r-keep' });
    const calls = mockFetch(() => json(401, { status: 'error', message: messages.wrongCredentials }));
    await expect(api.post('/oauth/token', { grant_type: 'password' }, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: messages.wrongCredentials,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBeNull();
    expect(getAccessToken()).toBe('keep');
  });

  it('sends an explicit token instead of the stored one', async () => {
    saveTokens({ access_token: 'stored', refresh_token: 'r' });
    const calls = mockFetch(() => json(200, { status: 'success', data: null }));
    await api.get('/user/current', { token: 'fresh' });
    expect(calls[0].auth).toBe('Bearer fresh');
  });
});

const newPair = { status: 'success', data: { access_token: 'new', refresh_token: 'r-new', token_type: 'Bearer', expires_in: 3600 } };

/** The calls that renew a session the same way: a plain request, a file download and an upload. */
const renewingCalls = [
  { name: 'apiRequest', call: () => api.get('/thing') },
  { name: 'apiFile', call: () => apiFile('/thing') },
  { name: 'apiUpload', call: () => apiUpload('/thing', new FormData()) },
];

describe.each(renewingCalls)('$name on a 401', ({ call }) => {
  it('refreshes once and retries once with the new token', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old' });
    const calls = mockFetch((c) => {
      if (c.url === '/api/oauth/token') return json(200, newPair);
      return c.auth === 'Bearer new' ? json(200, { status: 'success', data: 'ok' }) : json(401, { status: 'error', message: 'expired' });
    });
    await call();
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/thing', 'Bearer old'],
      ['/api/oauth/token', null],
      ['/api/thing', 'Bearer new'],
    ]);
    expect(getAccessToken()).toBe('new');
  });

  it('ends the session when the refresh fails', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old' });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const calls = mockFetch((c) =>
      c.url === '/api/oauth/token'
        ? json(401, { status: 'error', message: messages.invalidRefreshToken })
        : json(401, { status: 'error', message: messages.invalidToken }),
    );
    await expect(call()).rejects.toMatchObject({ status: 401, message: messages.invalidToken });
    expect(calls.filter((c) => c.url === '/api/thing')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });
});
