import { messages } from '@goodhive/contract/texts';
import { api } from '../api';
import { STORAGE_KEYS, removeStored } from '../storage';
import { clearAdminSession, readAdminSession } from './admin-session';
import { beginSignOut, clearTokens, getAccessToken } from './session-store';
import { clearLoginType, storeMessage, type StoredMessage } from './session-markers';

/** Shown on the sign-in screen after signing out. */
export const SIGNED_OUT_MESSAGE = messages.signedOut;

/**
 * Signs out: revokes the token on the server (best effort: the browser forgets it either way), clears
 * the stored tokens and login-type values, then loads `destination` afresh so no account data stays in
 * memory. An admin signing out while acting as another user ends the admin session too. `notice`
 * replaces the usual 'You have signed out' message.
 */
export async function signOut(destination: string, notice: StoredMessage = { text: SIGNED_OUT_MESSAGE, kind: 'success' }): Promise<void> {
  beginSignOut();
  const revoke = (token?: string) =>
    api.delete('/oauth/token', { token, renewSession: false, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  const admin = readAdminSession();
  await Promise.all([getAccessToken() ? revoke() : undefined, admin ? revoke(admin.access_token) : undefined]);
  clearTokens();
  clearAdminSession();
  clearLoginType();
  removeStored(STORAGE_KEYS.returnUrl, 'session');
  storeMessage(notice.text, notice.kind);
  window.location.replace(destination);
}
