import { z } from 'zod';
import { OTP_LENGTH, accountMessages, messages } from '@goodhive/contract';

/** The e-mail field of the sign-in and forgot-password steps: required and well-formed. */
const emailField = z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.invalidEmail));

/** The sign-in form: e-mail required and well-formed, password required. */
export const loginFormSchema = z.object({
  username: emailField,
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The one-time code: required, exactly 4 characters, digits only. */
export const otpFormSchema = z.object({
  otp: z
    .string()
    .min(1, accountMessages.required('code'))
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), accountMessages.otpFormat),
});
export type OtpFormValues = z.infer<typeof otpFormSchema>;

/** Step 2, forgot password: the account's e-mail. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Keeps only digits, at most OTP_LENGTH of them, as the code is typed or pasted. */
export function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
