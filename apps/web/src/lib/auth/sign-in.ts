import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrentUser, Token, userLoginResponseSchema } from '@goodhive/contract';
import { messages, type UserType } from '@goodhive/contract/texts';
import { isPausedTeamMember } from '../account';
import { ApiError, api, apiRequestBare } from '../api';
import { getWebConfig } from '../web-config';
import { currentUserQueryKey, fetchCurrentUser } from './current-user';
import { pathAfterSignIn, takeReturnUrl } from './redirects';
import { rememberUsername } from './remembered-username';
import { rememberLoginType } from './session-markers';
import { clearTokens, startSession } from './session-store';

type UserLoginAnswer = z.infer<typeof userLoginResponseSchema>;

/** The e-mail and password of a sign-in, plus the ticket of a verified one-time code when 2FA is on. */
export type SignInInput = { username: string; password: string; otp_ticket?: string };

export type SignInResult = { token: Token; user: CurrentUser; username: string; userType: UserType; destination: string };

/**
 * The password grant (with the code's ticket for verified users), then the login record
 * (POST /user/user-login), which names the panel to open, then the user lookup, all with the new
 * token before it is kept. Any refusal gives the token back: the user stays signed out.
 */
async function signIn({ username, password, otp_ticket }: SignInInput): Promise<SignInResult> {
  const config = await getWebConfig();
  const token = await api.post<Token>(
    '/oauth/token',
    {
      grant_type: 'password',
      client_id: config.oauth_client_id,
      client_secret: config.oauth_client_secret,
      username,
      password,
      ...(otp_ticket ? { otp_ticket } : {}),
    },
    { auth: false },
  );
  try {
    const login = await apiRequestBare<UserLoginAnswer>('/user/user-login', { method: 'POST', query: { username }, token: token.access_token });
    if (login.status === 'error') throw new ApiError(403, login.error_msg ?? messages.wrongCredentials);
    const user = await fetchCurrentUser(token.access_token);
    if (isPausedTeamMember(user)) throw new ApiError(403, messages.ownerInactiveSignedOut);
    const userType = login.user_type ?? user.type;
    return { token, user, username, userType, destination: pathAfterSignIn(userType, userType === 'business' ? takeReturnUrl() : null) };
  } catch (error) {
    await api.delete('/oauth/token', { token: token.access_token, renewSession: false }).catch(() => undefined);
    throw error;
  }
}

/**
 * Signs in. On success the e-mail is remembered, the login type is stored (admin marker) and the
 * session starts together with the screen to go to, which the root shell then opens from /login
 * (screens elsewhere navigate to `destination` themselves).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ token, user, username, userType, destination }) => {
      rememberUsername(username);
      rememberLoginType(userType);
      // Cached before the tokens are stored, so the shell never shows a loading screen in between.
      queryClient.setQueryData(currentUserQueryKey, user);
      startSession(token, destination);
    },
    onError: () => {
      // A failed sign-in leaves no tokens behind.
      clearTokens();
    },
  });
}
