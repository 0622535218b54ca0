import type { Token } from '@goodhive/contract';
import { networkError, readBareBody, readEnvelope, type ApiResult } from './api-error';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './auth/session-store';
import { getWebConfig } from './web-config';

export { ApiError, type ApiResult } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the stored bearer token (default true). Sign-in and public lists pass false. */
  auth?: boolean;
  /** Use this access token instead of the stored one (sign-in checks a new token before keeping it). */
  token?: string;
  /** On a 401, try the refresh grant once and retry (default true). Sign-out passes false. */
  renewSession?: boolean;
  signal?: AbortSignal;
};

type SessionExpiredListener = () => void;
const expiredListeners = new Set<SessionExpiredListener>();

/** Called when a stored session can no longer be used (refresh failed); the tokens are already gone. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

function expireSession() {
  clearTokens();
  for (const listener of expiredListeners) listener();
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

async function runRefresh(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    const config = await getWebConfig();
    const response = await send(
      '/oauth/token',
      {
        method: 'POST',
        body: {
          grant_type: 'refresh_token',
          client_id: config.oauth_client_id,
          client_secret: config.oauth_client_secret,
          refresh_token: refreshToken,
        },
      },
      null,
    );
    const { data } = await readEnvelope<Token>(response);
    saveTokens(data);
    return data.access_token;
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/** Rotates the token pair once, however many requests failed at the same moment (the old refresh token dies on use). */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Sends with the stored session through `post` (one sender per kind of body). A 401 on a stored session gets one
 * refresh attempt and one retry; if that fails too, the session is cleared and onSessionExpired listeners run,
 * and the last answer is returned so the caller still gets the server's message.
 */
async function sendRenewingSession(sentToken: string | null, post: (token: string | null) => Promise<Response>): Promise<Response> {
  const response = await post(sentToken);
  if (response.status !== 401 || !sentToken) return response;
  // Another request may already have rotated the pair while this one was in flight.
  const current = getAccessToken();
  const nextToken = current && current !== sentToken ? current : await refreshAccessToken();
  const retried = nextToken ? await post(nextToken) : response;
  if (!nextToken || retried.status === 401) expireSession();
  return retried;
}

/**
 * Calls the API and returns the success envelope's parts; any failure is thrown as an ApiError.
 * A stored session is renewed once on a 401 (see sendRenewingSession).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const useStored = (options.auth ?? true) && !options.token;
  const sentToken = options.token ?? (useStored ? getAccessToken() : null);
  const post = (token: string | null) => send(path, options, token);
  const renew = useStored && (options.renewSession ?? true);
  return readEnvelope<T>(renew ? await sendRenewingSession(sentToken, post) : await post(sentToken));
}

/**
 * Calls an API path whose success answer is not wrapped in the envelope and returns the body as is.
 * No session renewal: it serves the sign-in steps, which pass the token they just received.
 */
export async function apiRequestBare<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? ((options.auth ?? true) ? getAccessToken() : null);
  return readBareBody<T>(await send(path, options, token));
}

/** A file the API answered (PDF, CSV, image), with the name from its Content-Disposition. */
export type ApiFile = { blob: Blob; filename: string | null };

/**
 * Downloads a file from the API with the stored session (bearer header, one renewal on a 401). A failure
 * answers the JSON error envelope, which is thrown as an ApiError like any other call.
 */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const response = await sendRenewingSession(getAccessToken(), (token) => send(path, options, token));
  if (!response.ok) {
    await readEnvelope(response);
    throw networkError();
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** A POST whose upload progress (0 to 1) is reported as it goes (fetch cannot tell it), answered as a Response. */
function sendWithProgress(url: string, headers: Record<string, string>, form: FormData, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' } }));
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}

/**
 * Sends one file as multipart form data with the stored session (the browser sets the boundary) and reads
 * the envelope; a 401 gets one refresh and one retry like any other call.
 */
export async function apiUpload<T>(path: string, form: FormData, query?: RequestOptions['query'], onProgress?: (fraction: number) => void): Promise<ApiResult<T>> {
  const post = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (onProgress) return sendWithProgress(buildUrl(path, query), headers, form, onProgress);
    try {
      return await fetch(buildUrl(path, query), { method: 'POST', headers, body: form, credentials: 'same-origin' });
    } catch {
      throw networkError();
    }
  };
  return readEnvelope<T>(await sendRenewingSession(getAccessToken(), post));
}

/** Shorthands that return only `data`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }).then((r) => r.data),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }).then((r) => r.data),
};
