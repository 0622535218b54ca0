import { api } from '../../../lib/api';

type Credentials = { username: string; password: string };

/** POST /api/user/check-email-is-verified: 'yes' means the e-mailed code step comes first. */
export async function checkEmailIsVerified(credentials: Credentials): Promise<'yes' | 'no'> {
  return (await api.post<{ is_verified: 'yes' | 'no' }>('/user/check-email-is-verified', credentials, { auth: false })).is_verified;
}

/** POST /api/user/send-otp: e-mails a 4-digit code; answers the user id the next steps need. */
export async function sendOtp(credentials: Credentials): Promise<number> {
  return (await api.post<{ user_id: number }>('/user/send-otp', credentials, { auth: false })).user_id;
}

/** POST /api/user/resend-otp: a new code, only after one was sent. */
export async function resendOtp(userId: number): Promise<void> {
  await api.post<null>('/user/resend-otp', { user_id: userId }, { auth: false });
}

/** POST /api/user/verify-otp: a right code answers the one-time ticket for the password grant. */
export async function verifyOtp(userId: number, otp: string): Promise<string> {
  return (await api.post<{ otp_ticket: string }>('/user/verify-otp', { user_id: userId, otp }, { auth: false })).otp_ticket;
}
