import { NAME_MAX } from './constants.js';

/**
 * Validation texts of the account forms, shared by the server, the web app and the tests. Kept apart from the
 * schemas in accounts.ts (which re-exports them) so the web app can show them without loading zod.
 */
export const accountMessages = {
  required: (field: string) => `The ${field} field is required.`,
  nameMax: (field: string) => `The ${field} may not be greater than ${NAME_MAX} characters.`,
  trialPassword: 'The password must be at least 6 characters with 1 uppercase letter, 1 lowercase letter and 1 number.',
  resetPassword: 'The password must be at least 8 characters with a lowercase letter, an uppercase letter and a number.',
  passwordsDiffer: 'The passwords do not match.',
  otpFormat: 'The code must be exactly 4 digits.',
  otpSent: 'We have e-mailed you a 4-digit code. It expires in 10 minutes.',
  otpWrong: 'The code is not correct.',
  otpExpired: 'This code has expired. Please request a new one.',
  otpExhausted: 'Too many wrong codes. Please request a new one.',
  otpNotSent: 'Please sign in to receive a code first.',
  otpRequired: 'Please enter the code we e-mailed you to sign in.',
  otpNotEnabled: 'Two-factor sign-in is not on for this account.',
  verificationLinkInvalid: 'This verification link is not valid.',
  verificationSent: 'We have sent you a new verification e-mail.',
  resetLinkInvalid: 'This password reset link is not valid.',
  currentPasswordWrong: 'The current password is not correct.',
  invalidImpact: 'Please choose one of the impacts offered.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  switchNotAllowed: 'You cannot switch to this account.',
  impersonateNotAllowed: 'Staff accounts cannot be impersonated.',
  notImpersonating: 'You are not acting as another user.',
  userNotFound: 'User not found.',
} as const;
