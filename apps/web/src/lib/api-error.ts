import type { ErrorEnvelope, SuccessEnvelope } from '@goodhive/contract';
import { messages } from '@goodhive/contract/texts';

/** Shown when the browser cannot reach the server at all. */
export const NETWORK_ERROR_MESSAGE = 'We could not reach Goodhive. Check your connection and try again.';

/** A failed API call: the HTTP status (0 when the network failed), the server's message and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** A failure code some calls add beside the message (the password reset request's error '1' or '2'). */
  readonly code?: string;

  constructor(status: number, message: string, errors?: Record<string, string[]>, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }

  /** The first message the server gave for one field, if any. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

/** The parts of a success envelope a caller needs. */
export type ApiResult<T> = Omit<SuccessEnvelope<T>, 'status'>;

function fallbackMessage(status: number): string {
  if (status === 401) return messages.unauthenticated;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  return messages.internal;
}

function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { status?: unknown }).status === 'error' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

function isSuccessEnvelope<T>(payload: unknown): payload is SuccessEnvelope<T> {
  return typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'success';
}

/** Reads a response in the API's envelope: returns the success parts or throws an ApiError. */
export async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to a generic message for the status.
  }
  if (response.ok && isSuccessEnvelope<T>(payload)) {
    return { data: payload.data, message: payload.message, meta: payload.meta };
  }
  throwFailure(response, payload);
}

/** Throws the ApiError for a failed response whose body was `payload`. */
function throwFailure(response: Response, payload: unknown): never {
  if (isErrorEnvelope(payload)) {
    const code = (payload as { error?: unknown }).error;
    throw new ApiError(response.status, payload.message, payload.errors, typeof code === 'string' ? code : undefined);
  }
  throw new ApiError(response.ok ? 500 : response.status, fallbackMessage(response.ok ? 500 : response.status));
}

/**
 * Reads a response whose success body is not in the envelope (POST /user/user-login answers
 * {status, user_type, error_msg} at the top level): returns the body of a 2xx answer, throws otherwise.
 */
export async function readBareBody<T>(response: Response): Promise<T> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // handled below
  }
  if (response.ok && typeof payload === 'object' && payload !== null) return payload as T;
  throwFailure(response, payload);
}

/** Wraps a failed fetch (offline, DNS, refused) so callers only ever see ApiError. */
export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR_MESSAGE);
}

/** A user-facing message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.internal;
}

/** Whether a load failed because the record does not exist (or is not the caller's to see). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
