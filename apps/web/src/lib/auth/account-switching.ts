import type { CurrentUser, Token } from '@goodhive/contract';
import { messages, type AccountKind, type UserType } from '@goodhive/contract/texts';
import { api } from '../api';
import { PATHS } from '../paths';
import { STORAGE_KEYS, writeStored } from '../storage';
import { clearAdminSession, keepAdminSession, readAdminSession } from './admin-session';
import { storeMessage } from './session-markers';
import { signOut } from './sign-out';

/*
 * Account switching (personal account or company) and staff view switching (admin, partner, business). Each
 * change waits for the server's confirmation, then loads the destination afresh so that every screen,
 * menu and cached answer belongs to the new account.
 */

/** Where a switch of account lands: /impact for both (the personal profile screen does not exist yet). */
export const ACCOUNT_SWITCH_LANDING: Record<AccountKind, string> = { company: PATHS.impact, user: PATHS.impact };

/** POST /api/user/switch-account: personal ↔ company; `isAdmin` when an admin is acting as the user. */
export async function switchAccount(account: AccountKind, isAdmin: boolean): Promise<void> {
  await api.post<CurrentUser>('/user/switch-account', isAdmin ? { account, isAdmin } : { account });
  storeMessage(messages.accountSwitched[account]);
  window.location.assign(ACCOUNT_SWITCH_LANDING[account]);
}

/** POST /api/user/switch-type: an admin with change_type 1 opens the business, partner or admin view; home follows. */
export async function switchView(type: UserType): Promise<void> {
  await api.post<null>('/user/switch-type', { type });
  window.location.assign(PATHS.root);
}

/**
 * GET /api/user/impersonate/{id}: the admin acts as the user. The admin's token pair is kept aside and
 * the user's takes its place; `returnPath` is where 'Back to Admin Account' leads.
 */
export async function impersonateUser(userId: number, returnPath: string): Promise<void> {
  const token = await api.get<Token>(`/user/impersonate/${userId}`);
  keepAdminSession(returnPath);
  // Written without notifying the shell: the page reloads as the user at once.
  writeStored(STORAGE_KEYS.accessToken, token.access_token);
  writeStored(STORAGE_KEYS.refreshToken, token.refresh_token);
  // The user's Home, as after switching accounts.
  window.location.assign(PATHS.impact);
}

/**
 * 'Back to Admin Account': ends the impersonation on the server (GET /api/user/impersonate/leave),
 * puts the admin's token pair back and returns to the screen the admin came from. Without a kept admin
 * session (another browser, cleared storage) the user is signed out instead.
 */
export async function returnToAdminAccount(): Promise<void> {
  const admin = readAdminSession();
  await api.get<{ admin_id: number }>('/user/impersonate/leave', { renewSession: false }).catch((error: unknown) => {
    console.warn('Leaving the impersonation failed; the admin session is restored anyway', error);
  });
  if (!admin) {
    await signOut(PATHS.login);
    return;
  }
  writeStored(STORAGE_KEYS.accessToken, admin.access_token);
  writeStored(STORAGE_KEYS.refreshToken, admin.refresh_token);
  clearAdminSession();
  storeMessage(messages.impersonationEnded);
  window.location.assign(admin.returnPath);
}
