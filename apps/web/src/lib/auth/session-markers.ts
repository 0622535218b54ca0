import type { UserType } from '@goodhive/contract';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage';
import type { ToastKind } from '../toast';

/**
 * The login type remembered for the session: 'admin' marks a session started by staff, set on an
 * admin sign-in and replaced by a partner or business one. Sign-out clears it.
 */
export function rememberLoginType(type: UserType): void {
  writeStored(STORAGE_KEYS.loginType, type);
}

export function readLoginType(): UserType | null {
  const value = readStored(STORAGE_KEYS.loginType);
  return value === 'admin' || value === 'partner' || value === 'business' ? value : null;
}

export function clearLoginType(): void {
  removeStored(STORAGE_KEYS.loginType);
}

export type StoredMessage = { text: string; kind: ToastKind };

const KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

/**
 * A message for the next screen to show once as a toast (e.g. after signing out, which reloads the
 * page). Success unless told otherwise, as most stored messages are ('You have signed out', ...).
 */
export function storeMessage(text: string, kind: ToastKind = 'success'): void {
  writeStored(STORAGE_KEYS.storedMessage, text);
  writeStored(STORAGE_KEYS.storedMessageKind, kind);
}

export function readStoredMessage(): StoredMessage | null {
  const text = readStored(STORAGE_KEYS.storedMessage);
  if (!text) return null;
  const kind = readStored(STORAGE_KEYS.storedMessageKind);
  return { text, kind: KINDS.find((k) => k === kind) ?? 'success' };
}

export function clearStoredMessage(): void {
  removeStored(STORAGE_KEYS.storedMessage);
  removeStored(STORAGE_KEYS.storedMessageKind);
}

/** The e-mailed reset link was expired or used: sign-in says so. */
export function markResetLinkExpired(): void {
  writeStored(STORAGE_KEYS.resetLinkExpired, '1', 'session');
}

export function isResetLinkExpiredMarked(): boolean {
  return readStored(STORAGE_KEYS.resetLinkExpired, 'session') === '1';
}

export function clearResetLinkExpired(): void {
  removeStored(STORAGE_KEYS.resetLinkExpired, 'session');
}
