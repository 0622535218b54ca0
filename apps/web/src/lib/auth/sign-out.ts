import { api } from '../api';
import { STORAGE_KEYS, removeStored } from '../storage';
import { beginSignOut, clearTokens, getAccessToken } from './session-store';
import { clearLoginType, storeMessage } from './session-markers';

/** Shown on the sign-in screen after signing out. */
export const SIGNED_OUT_MESSAGE = 'You have signed out. See you soon!';

/**
 * Signs out: revokes the token on the server (best effort: the browser forgets it either way), clears
 * the stored tokens and login-type values, then loads `destination` afresh so no account data stays in
 * memory.
 */
export async function signOut(destination: string): Promise<void> {
  beginSignOut();
  if (getAccessToken()) {
    await api.delete('/oauth/token', { renewSession: false, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  }
  clearTokens();
  clearLoginType();
  removeStored(STORAGE_KEYS.returnUrl, 'session');
  storeMessage(SIGNED_OUT_MESSAGE);
  window.location.replace(destination);
}
