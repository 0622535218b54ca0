import type { Token } from '@goodhive/contract';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage';

/**
 * The browser side of a session: the token pair in localStorage, plus two in-memory facts the root
 * shell needs to route correctly while a sign-in or sign-out is under way. Components follow it
 * through useSyncExternalStore, so every change re-renders whoever depends on it.
 */
export type SessionState = 'signed-in' | 'signed-out' | 'signing-out';

type Listener = () => void;
const listeners = new Set<Listener>();
let signingOut = false;
let signInRedirect: string | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out: follow it here.
  if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.refreshToken) notify();
}

/** Subscribes to session changes (this tab's and other tabs'). */
export function subscribeSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** A primitive snapshot, as useSyncExternalStore requires. */
export function getSessionState(): SessionState {
  if (signingOut) return 'signing-out';
  return getAccessToken() ? 'signed-in' : 'signed-out';
}

export function getAccessToken(): string | null {
  return readStored(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStored(STORAGE_KEYS.refreshToken);
}

/** Keeps a new or rotated token pair. */
export function saveTokens(token: Pick<Token, 'access_token' | 'refresh_token'>): void {
  writeStored(STORAGE_KEYS.accessToken, token.access_token);
  writeStored(STORAGE_KEYS.refreshToken, token.refresh_token);
  notify();
}

/** Forgets the token pair: the user is signed out in this browser. */
export function clearTokens(): void {
  const hadSession = getAccessToken() !== null || getRefreshToken() !== null;
  removeStored(STORAGE_KEYS.accessToken);
  removeStored(STORAGE_KEYS.refreshToken);
  if (hadSession) notify();
}

/**
 * Starts a session after a successful sign-in. `redirectTo` is where the shell sends the user from the
 * sign-in screen: it is set in the same step as the tokens so the shell never sees one without the other.
 */
export function startSession(token: Pick<Token, 'access_token' | 'refresh_token'>, redirectTo: string): void {
  signInRedirect = redirectTo;
  saveTokens(token);
}

/** Where the sign-in that just happened wants to go, if one did. */
export function peekSignInRedirect(): string | null {
  return signInRedirect;
}

export function clearSignInRedirect(): void {
  signInRedirect = null;
}

/** Marks a sign-out in progress: the shell shows a neutral screen instead of redirecting anywhere. */
export function beginSignOut(): void {
  signingOut = true;
  notify();
}
