import type { UserType } from '@goodhive/contract';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage';
import { PATHS } from '../paths';

/** Where a business user lands after signing in when no return URL was saved. */
export const BUSINESS_LANDING_PATH = PATHS.impact;

/** Only same-site paths may be returned to (no '//host' or absolute URLs: that would be an open redirect). */
export function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !url.startsWith(PATHS.login);
}

/** Remembers the screen a visitor was sent away from, for after sign-in (per tab). */
export function saveReturnUrl(url: string): void {
  if (isSafeReturnUrl(url)) writeStored(STORAGE_KEYS.returnUrl, url, 'session');
}

/** Returns and forgets the remembered screen. */
export function takeReturnUrl(): string | null {
  const url = readStored(STORAGE_KEYS.returnUrl, 'session');
  removeStored(STORAGE_KEYS.returnUrl, 'session');
  return url && isSafeReturnUrl(url) ? url : null;
}

/**
 * Where sign-in sends each kind of user: business users to
 * the remembered screen or /impact; partners and admins to the site root, where their home is.
 */
export function pathAfterSignIn(userType: UserType, returnUrl: string | null): string {
  if (userType === 'business') return returnUrl ?? BUSINESS_LANDING_PATH;
  return PATHS.root;
}
