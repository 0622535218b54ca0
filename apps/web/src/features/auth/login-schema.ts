import { OTP_LENGTH, accountMessages, messages } from '@goodhive/contract/texts';

/**
 * The sign-in steps' checks. They are plain functions rather than zod schemas so the sign-in screen, the one
 * most visitors open first, does not load a validation library: each returns the values as the step sends
 * them (trimmed) and the message of each field that is wrong.
 */
export type FormCheck<V> = (values: V) => { values: V; errors: Partial<Record<keyof V & string, string>> };

/** A well-formed address, as the server's e-mail rule (zod's `z.email()`) accepts it. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The e-mail field of the sign-in and forgot-password steps: required and well-formed. */
function emailError(email: string): string | undefined {
  if (email.length === 0) return messages.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : messages.invalidEmail;
}

/** Drops the fields without a message, so a valid form has no keys at all. */
function only<K extends string>(errors: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<K, string>>;
}

/** The sign-in form: e-mail required and well-formed, password required. */
export type LoginFormValues = { username: string; password: string };
export const checkLoginForm: FormCheck<LoginFormValues> = ({ username, password }) => {
  const values = { username: username.trim(), password };
  return { values, errors: only({ username: emailError(values.username), password: password.length > 0 ? undefined : messages.passwordRequired }) };
};

/** The one-time code: required, exactly 4 characters, digits only. */
export type OtpFormValues = { otp: string };
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const checkOtpForm: FormCheck<OtpFormValues> = ({ otp }) => ({
  values: { otp },
  errors: only({ otp: otp.length === 0 ? accountMessages.required('code') : OTP_PATTERN.test(otp) ? undefined : accountMessages.otpFormat }),
});

/** Step 2, forgot password: the account's e-mail. */
export type ForgotPasswordValues = { email: string };
export const checkForgotPassword: FormCheck<ForgotPasswordValues> = ({ email }) => {
  const values = { email: email.trim() };
  return { values, errors: only({ email: emailError(values.email) }) };
};

/** Keeps only digits, at most OTP_LENGTH of them, as the code is typed or pasted. */
export function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
