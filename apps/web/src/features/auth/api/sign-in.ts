import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, Token } from '@goodhive/contract';
import { api } from '../../../lib/api';
import {
  clearTokens,
  currentUserQueryKey,
  fetchCurrentUser,
  pathAfterSignIn,
  rememberLoginType,
  rememberUsername,
  startSession,
  takeReturnUrl,
} from '../../../lib/auth';
import { getWebConfig } from '../../../lib/web-config';
import type { LoginFormValues } from '../login-schema';

type SignInResult = { token: Token; user: CurrentUser; username: string };

/** POST /api/oauth/token with the password grant, then the user lookup with the new token. */
async function signIn({ username, password }: LoginFormValues): Promise<SignInResult> {
  const config = await getWebConfig();
  const token = await api.post<Token>(
    '/oauth/token',
    { grant_type: 'password', client_id: config.oauth_client_id, client_secret: config.oauth_client_secret, username, password },
    { auth: false },
  );
  try {
    const user = await fetchCurrentUser(token.access_token);
    return { token, user, username };
  } catch (error) {
    // The lookup failed: its message is shown and the new token is given back (the user is logged out).
    await api.delete('/oauth/token', { token: token.access_token, renewSession: false }).catch(() => undefined);
    throw error;
  }
}

/**
 * Signs in. On success the e-mail is remembered, the login type is stored (admin marker) and the
 * session starts together with the screen to go to, which the root shell then opens.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token, user, username }) => {
      rememberUsername(username);
      rememberLoginType(user.type);
      // Cached before the tokens are stored, so the shell never shows a loading screen in between.
      queryClient.setQueryData(currentUserQueryKey, user);
      startSession(token, pathAfterSignIn(user.type, takeReturnUrl()));
    },
    onError: () => {
      // A failed sign-in leaves no tokens behind.
      clearTokens();
    },
  });
}
