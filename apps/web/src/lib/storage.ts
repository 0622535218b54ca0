/** Names of everything the web app keeps in the browser, in one place so sign-out can clear them all. */
export const STORAGE_KEYS = {
  accessToken: 'goodhive.access_token',
  refreshToken: 'goodhive.refresh_token',
  /** Remembers which kind of login started the session ('admin' for staff, else partner or business). */
  loginType: 'goodhive.login_type',
  /** Where a visitor was going when sign-in was required (session storage: per tab). */
  returnUrl: 'goodhive.return_url',
  /** A message to show as a toast on the next screen (e.g. after signing out), and its kind. */
  storedMessage: 'goodhive.message',
  /** The key of a visitor's public cart (/usercart/{key}/guest), so the cart survives a reload. */
  guestCartKey: 'goodhive.guest_cart',
  storedMessageKind: 'goodhive.message_kind',
  /** Set when a password reset link turned out expired or used: sign-in then says so. */
  resetLinkExpired: 'goodhive.reset_link_expired',
  /** The admin's own token pair, kept while the admin acts as another user, and where to return. */
  adminAccessToken: 'goodhive.admin_access_token',
  adminRefreshToken: 'goodhive.admin_refresh_token',
  adminReturnPath: 'goodhive.admin_return_path',
} as const;

type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames): the app still works, it just forgets.
    return null;
  }
}

/** Reads a stored value, or null when absent or storage is unavailable. */
export function readStored(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; silently does nothing when storage is unavailable or full. */
export function writeStored(key: string, value: string, kind: StorageKind = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* quota exceeded or storage disabled: nothing useful to do */
  }
}

/** Removes a stored value. */
export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* storage disabled */
  }
}
