import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage';
import { getAccessToken, getRefreshToken } from './session-store';

/**
 * While an admin acts as another user, the admin's own token pair waits here (never a password), with
 * the screen to return to. 'Back to Admin Account' puts it back.
 */
export function keepAdminSession(returnPath: string): void {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  if (!access || !refresh) return;
  writeStored(STORAGE_KEYS.adminAccessToken, access);
  writeStored(STORAGE_KEYS.adminRefreshToken, refresh);
  writeStored(STORAGE_KEYS.adminReturnPath, returnPath);
}

/** The kept admin token pair, if any. */
export function readAdminSession(): { access_token: string; refresh_token: string; returnPath: string } | null {
  const access = readStored(STORAGE_KEYS.adminAccessToken);
  const refresh = readStored(STORAGE_KEYS.adminRefreshToken);
  if (!access || !refresh) return null;
  const path = readStored(STORAGE_KEYS.adminReturnPath);
  return { access_token: access, refresh_token: refresh, returnPath: path?.startsWith('/') && !path.startsWith('//') ? path : '/' };
}

export function clearAdminSession(): void {
  removeStored(STORAGE_KEYS.adminAccessToken);
  removeStored(STORAGE_KEYS.adminRefreshToken);
  removeStored(STORAGE_KEYS.adminReturnPath);
}
