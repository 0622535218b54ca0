import { GivingApiOperations } from './operations.js';
import { type ApiCall, buildUrl, parseRateLimit, type RateLimitState, type RequestOptions, type WriteOptions } from './transport.js';

export type GoodhiveClientOptions = {
  /** A Goodhive API key, `gh_live_…` or `gh_test_…`, from /developers. */
  apiKey: string;
  /** The API's address, e.g. `https://app.goodhive.example/api/public/v1`. */
  baseUrl: string;
  /** Refuse to run with a key of the other mode (the API answers 403): `live` in production code. */
  mode?: 'live' | 'test';
  /** Retries of a call that met a network error, a 429 or a 5xx answer (writes keep their Idempotency-Key). */
  maxRetries?: number;
  /** Per attempt. */
  timeoutMs?: number;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
};

/** The API's error envelope, thrown for every answer that is not a success. */
export class GoodhiveApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field errors of a 422, by field name. */
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'GoodhiveApiError';
  }
}

const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of the Goodhive Giving API. Each operation of the OpenAPI document is a method (see GivingApiOperations);
 * writes carry an Idempotency-Key, so a retry, by this client or by you with the same key, never gives twice.
 */
export class GoodhiveClient extends GivingApiOperations {
  /** The RateLimit headers of the last answer, when it had them. */
  rateLimit: RateLimitState | null = null;
  private readonly options: Required<Omit<GoodhiveClientOptions, 'mode' | 'fetch'>> & Pick<GoodhiveClientOptions, 'mode' | 'fetch'>;

  constructor(options: GoodhiveClientOptions) {
    super();
    if (!options.apiKey) throw new TypeError('An API key is needed: create one at /developers.');
    if (!options.baseUrl) throw new TypeError('The API address (baseUrl) is needed.');
    this.options = { maxRetries: 2, timeoutMs: 30_000, ...options };
  }

  protected async send<T>(call: ApiCall, options: RequestOptions & WriteOptions = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotent) headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
    if (this.options.mode) headers['goodhive-mode'] = this.options.mode;
    const url = buildUrl(this.options.baseUrl, call);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const doFetch = this.options.fetch ?? fetch;

    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.options.maxRetries;
      const signals = [AbortSignal.timeout(this.options.timeoutMs), ...(options.signal ? [options.signal] : [])];
      let response: Response;
      try {
        response = await doFetch(url, { method: call.method, headers, body, signal: AbortSignal.any(signals) });
      } catch (error) {
        if (last || options.signal?.aborted) throw error;
        await sleep(backoffMs(attempt));
        continue;
      }
      this.rateLimit = parseRateLimit(response.headers) ?? this.rateLimit;
      const text = await response.text();
      const json = text ? safeJson(text) : null;
      if (response.ok) return json as T;
      if (!last && RETRIED_STATUSES.has(response.status)) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs(attempt));
        continue;
      }
      const envelope = (json ?? {}) as { message?: unknown; errors?: unknown };
      throw new GoodhiveApiError(
        response.status,
        typeof envelope.message === 'string' ? envelope.message : `The API answered ${response.status}.`,
        (envelope.errors as Record<string, string[]> | undefined) ?? {},
        json,
      );
    }
  }
}

/** 0.5 s, 1 s, 2 s, ... with a little jitter. */
function backoffMs(attempt: number): number {
  return 500 * 2 ** attempt + Math.floor(Math.random() * 100);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
