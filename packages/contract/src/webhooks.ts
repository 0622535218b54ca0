import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_MODES, webhookMessages } from './webhooks-texts.js';
export * from './webhooks-texts.js';

/** Webhooks: a company's endpoints, the events sent to them, and every delivery attempt (/developers/webhooks). */

const companyRef = idSchema;
const eventType = z.enum(WEBHOOK_EVENT_TYPES);

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(eventType),
  mode: z.enum(WEBHOOK_MODES),
  enabled: z.boolean(),
  /** Why it is disabled: a member turned it off, or it failed for 24 hours. */
  disabled_reason: z.enum(['manual', 'failing']).nullable(),
  disabled_at: z.string().nullable(),
  /** The last four characters of the signing secret, to tell secrets apart. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The endpoint with its signing secret: only the answers of create and rotate carry it. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const urlField = z.string().trim().min(1, webhookMessages.urlInvalid).max(WEBHOOK_LIMITS.urlMaxLength);
const eventsField = z
  .array(eventType)
  .min(1, webhookMessages.chooseEvent)
  .transform((events) => [...new Set(events)]);

/** GET /api/webhooks/endpoints (and the company a call acts for: the acting company by default). */
export const webhookCompanyQuerySchema = z.object({ company_id: companyRef.optional() });
export const webhookEndpointListResponseSchema = successEnvelope(z.array(webhookEndpointSchema));

/** POST /api/webhooks/endpoints. */
export const webhookEndpointCreateSchema = z.object({
  company_id: companyRef.optional(),
  url: urlField,
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMaxLength).optional().nullable(),
  events: eventsField,
  mode: z.enum(WEBHOOK_MODES).default('live'),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** PATCH /api/webhooks/endpoints/{id}: any of the fields; `enabled` turns it on or off. */
export const webhookEndpointUpdateSchema = z.object({
  url: urlField.optional(),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMaxLength).optional().nullable(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointParamsSchema = z.object({ id: idSchema });
export const webhookEndpointResponseSchema = successEnvelope(webhookEndpointSchema);
export const webhookEndpointWithSecretResponseSchema = successEnvelope(webhookEndpointWithSecretSchema);
export const webhookDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  /** automatic: the first send or a retry; manual: the resend button. */
  trigger: z.enum(['automatic', 'manual']),
  succeeded: z.boolean(),
  response_code: z.number().int().nullable(),
  /** The start of the receiver's answer, or why there was none (timeout, refused connection). */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  started_at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event_type: eventType,
  status: z.enum(['pending', 'retrying', 'succeeded', 'failed']),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhooks/endpoints/{id}/deliveries: newest first, each with its attempts. */
export const webhookDeliveryListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), page: z.coerce.number().int().min(1).default(1) });
export const webhookDeliveryListResponseSchema = successEnvelope(z.array(webhookDeliverySchema));

/** POST /api/webhooks/deliveries/{id}/resend: one new attempt now. */
export const webhookDeliveryParamsSchema = z.object({ id: idSchema });
export const webhookDeliveryResponseSchema = successEnvelope(webhookDeliverySchema);

/** The JSON body of every delivery. `data` depends on the type (see the README's Webhooks section). */
export const webhookEventBodySchema = z.object({
  id: z.string(),
  type: eventType,
  mode: z.enum(WEBHOOK_MODES),
  created_at: z.string(),
  company_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;
