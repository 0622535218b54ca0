import { z } from 'zod';

/** A phone number a form may leave empty: digits, spaces, brackets and dashes, an optional leading +; empty is null. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,30}$/, 'Please enter a valid phone number.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
