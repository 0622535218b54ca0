import { z } from 'zod';
import { messages } from '@goodhive/contract';

/** Texts of the sign-in form's own checks (business-and-public §5 'Sign-in'). */
export const loginMessages = {
  emailRequired: 'The email field is required.',
  invalidEmail: messages.invalidEmail,
  passwordRequired: 'The password field is required.',
} as const;

/** The sign-in form: e-mail required and well-formed, password required. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, loginMessages.emailRequired).pipe(z.email(loginMessages.invalidEmail)),
  password: z.string().min(1, loginMessages.passwordRequired),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
