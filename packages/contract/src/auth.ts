import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/** POST /api/oauth/token: the password grant and the refresh grant. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  username: z.string().trim().min(1, 'The username field is required.'),
  password: z.string().min(1, 'The password field is required.'),
  /** One-time ticket from a verified e-mailed code, for users with two-factor sign-in. */
  otp_ticket: z.string().optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  refresh_token: z.string().min(1, 'The refresh token field is required.'),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type Token = z.infer<typeof tokenSchema>;
export const tokenResponseSchema = successEnvelope(tokenSchema);

export const okResponseSchema = successEnvelope(z.null());
/** POST /api/user/sign-out-others: how many other sessions ended. */
export const signOutOthersResponseSchema = successEnvelope(z.object({ signed_out: z.number().int() }));
