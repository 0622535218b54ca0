import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@goodhive/contract';
import { api } from '../api';
import { getSessionState, subscribeSession } from './session-store';

export const currentUserQueryKey = ['session', 'current-user'] as const;

/** GET /api/user/current; `token` checks a token that is not stored yet (during sign-in). */
export function fetchCurrentUser(token?: string): Promise<CurrentUser> {
  return api.get<CurrentUser>('/user/current', token ? { token } : undefined);
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => fetchCurrentUser(), staleTime: 60_000 });

/** The browser session as a value the UI can branch on. */
export type Session =
  | { status: 'guest'; user: null }
  | { status: 'signing-out'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'error'; user: null; error: Error; retry: () => void }
  | { status: 'ready'; user: CurrentUser };

/** Follows the stored tokens without fetching anything. */
export function useSessionState() {
  return useSyncExternalStore(subscribeSession, getSessionState);
}

/**
 * The current session: a visitor, a user being loaded, a user, or a load failure. A 401 never shows as
 * an error: the API client clears the tokens, which turns the session into a visitor.
 */
export function useSession(): Session {
  const state = useSessionState();
  const query = useQuery({ ...currentUserQuery(), enabled: state === 'signed-in' });
  if (state === 'signing-out') return { status: 'signing-out', user: null };
  if (state === 'signed-out') return { status: 'guest', user: null };
  if (query.data) return { status: 'ready', user: query.data };
  if (query.isError) return { status: 'error', user: null, error: query.error, retry: () => void query.refetch() };
  return { status: 'loading', user: null };
}

/** The signed-in user, for screens and layouts the shell only renders once the user is loaded. */
export function useSignedInUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'ready') throw new Error('useSignedInUser is only available on screens of a signed-in user.');
  return session.user;
}
