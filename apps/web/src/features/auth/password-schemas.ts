import { z } from 'zod';
import { resetPasswordSchema } from '@goodhive/contract';
import { accountMessages } from '@goodhive/contract/texts';

const confirmField = z.string().min(1, accountMessages.required('confirm password'));

/** The reset link's new-password form: 8+ characters with a lower, an upper and a digit; confirm equal. */
export const newPasswordSchema = z
  .object({ password: resetPasswordSchema, re_password: confirmField })
  .refine((v) => v.password === v.re_password, { path: ['re_password'], message: accountMessages.passwordsDiffer });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** The signed-in change: the current password, then the same rules for the new one. */
export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, accountMessages.required('current password')),
    password: resetPasswordSchema,
    re_password: confirmField,
  })
  .refine((v) => v.password === v.re_password, { path: ['re_password'], message: accountMessages.passwordsDiffer });
export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

export { fieldErrorsFor } from './field-errors';
