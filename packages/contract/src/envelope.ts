import { z } from 'zod';

/** Pagination block returned with every list. */
export const metaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** Wraps a data schema in the success envelope of the API contract. */
export function successEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data,
    meta: metaSchema.optional(),
  });
}

/** The failure envelope: a message, and per-field messages on validation errors. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reference: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type SuccessEnvelope<T> = { status: 'success'; message?: string; data: T; meta?: z.infer<typeof metaSchema> };

/** A list request: `limit=-1` asks for every row. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(-1).max(500).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
