import type { UserType } from '@goodhive/contract';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage';

/**
 * The login type remembered for the session: 'admin' is the specification's admin marker, set on an
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

/** A message for the next screen to show once as a success toast (e.g. after signing out, which reloads the page). */
export function storeMessage(message: string): void {
  writeStored(STORAGE_KEYS.storedMessage, message);
}

export function readStoredMessage(): string | null {
  return readStored(STORAGE_KEYS.storedMessage);
}

export function clearStoredMessage(): void {
  removeStored(STORAGE_KEYS.storedMessage);
}
