/** One call as a generated method describes it. */
export type ApiCall = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  pathParams?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A write that takes an Idempotency-Key: retried with the same key, so it never gives twice. */
  idempotent: boolean;
};

export type RequestOptions = {
  /** Aborts the call (a timeout of the client's `timeoutMs` applies too). */
  signal?: AbortSignal;
};

export type WriteOptions = RequestOptions & {
  /**
   * The Idempotency-Key of the write. By default a new UUID per method call, reused by the client's own retries;
   * pass your own (an order number, say) to make a retry of your whole process safe too.
   */
  idempotencyKey?: string;
};

/** What the API's RateLimit headers said on the last answer. */
export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };

/** Fills `{name}` in a path and appends the query; values are URL-encoded. */
export function buildUrl(baseUrl: string, call: Pick<ApiCall, 'path' | 'pathParams' | 'query'>): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.pathParams?.[name];
    if (value === undefined) throw new TypeError(`The path parameter ${name} is missing.`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** Reads `RateLimit-Policy: "per-key";q=100;w=60` and `RateLimit: "per-key";r=99;t=60`. */
export function parseRateLimit(headers: Headers): RateLimitState | null {
  const policy = headers.get('ratelimit-policy');
  const state = headers.get('ratelimit');
  if (!policy || !state) return null;
  const field = (text: string, name: string) => Number(new RegExp(`;\\s*${name}=(\\d+)`).exec(text)?.[1] ?? NaN);
  const parsed = { limit: field(policy, 'q'), remaining: field(state, 'r'), resetSeconds: field(state, 't') };
  return Object.values(parsed).every(Number.isFinite) ? parsed : null;
}
