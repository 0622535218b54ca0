import { z } from 'zod';

/** A phone number a form may leave empty: digits, spaces, brackets and dashes, an optional leading +; empty is null. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,30}$/, 'Please enter a valid phone number.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** The largest id a record may have: PostgreSQL's integer columns hold no more. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record's id as a path, query or form sends it (a digit string is read as a number): a whole number from 1 to
 * MAX_RECORD_ID. A larger one names no record, so it is refused with the validation envelope, as an id that is not
 * a number is, rather than reaching the database, which would fail the call.
 */
export const idSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);
