import { SUPPORT_EMAIL, messages } from '@goodhive/contract/texts';
import { ApiError, api, apiRequest } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';

/** POST /api/user/reset-password: e-mails a reset link to the account's address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post<null>('/user/reset-password', { email }, { auth: false });
}

/** The contract's message for a failed reset request: error '1' or '2', unknown address, or the server's own words. */
export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === '1') return messages.resetError1(SUPPORT_EMAIL);
    if (error.code === '2') return messages.resetError2(SUPPORT_EMAIL);
    if (error.status === 404) return messages.resetRequestFailure;
  }
  return errorMessage(error);
}

/** POST /api/user/validate-forgot-link?code=: date_diff 1 means the link expired or was used. */
export async function validateResetLink(code: string): Promise<0 | 1> {
  return (await api.post<{ date_diff: 0 | 1 }>('/user/validate-forgot-link', undefined, { auth: false, query: { code } })).date_diff;
}

/** POST /api/user/reset-password/confirm: sets the new password from the link. */
export async function confirmPasswordReset(body: { code: string; password: string; re_password: string }): Promise<void> {
  await api.post<null>('/user/reset-password/confirm', body, { auth: false });
}

/** POST /api/user/change-password: a signed-in user sets a new password. */
export async function changePassword(body: { current_password: string; password: string; re_password: string }): Promise<void> {
  await api.post<null>('/user/change-password', body);
}

/** POST /api/user/sign-out-others: ends every other session of the member; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return (await api.post<{ signed_out: number }>('/user/sign-out-others')).signed_out;
}

/** POST /api/user/update-verify-email-flag: the e-mailed verification link turns on two-factor sign-in. */
export async function verifyEmailFlag(emailCode: string): Promise<void> {
  await api.post<null>('/user/update-verify-email-flag', { email_code: emailCode }, { auth: false });
}

/** POST /api/user/verify-email: e-mails the signed-in user a new verification link. */
export async function sendVerificationEmail(): Promise<string | undefined> {
  return (await apiRequest<null>('/user/verify-email', { method: 'POST' })).message;
}
