import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { STORY_AUTOMATION_STATUSES } from './stories-texts.js';
import { storyRunSchema, storySchema } from './stories.js';
import { ADMIN_RECURRING_ACTIONS, ADMIN_RECURRING_PAGE_SIZE, adminRecurringMessages } from './admin-recurring-texts.js';
export { ADMIN_RECURRING_ACTIONS, ADMIN_RECURRING_PAGE_SIZE, adminRecurringMessages, automationStatusLabels, storyRunStatusLabels, type AdminRecurringAction } from './admin-recurring-texts.js';

/**
 * Staff recurring giving (/admin/recurring, /admin/recurring/detail/{sub_id}): every monthly story with its
 * state, next giving, last month's result and failures; staff pause, resume or cancel it with a reason (audited).
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const adminRecurringListQuerySchema = z.object({
  automation_status: opt(z.enum(STORY_AUTOMATION_STATUSES)),
  /** Only stories whose last month failed or is being retried. */
  failing: opt(z.enum(['1', '0'])),
  /** Words of the story, or the company's or giver's name. */
  search: opt(z.string().trim().max(100)),
  company_id: opt(idSchema),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(ADMIN_RECURRING_PAGE_SIZE)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
});

export const adminRecurringRowSchema = z.object({
  id: z.number().int(),
  story_text: z.string(),
  account: z.enum(['user', 'company']),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  owner_name: z.string(),
  /** draft or active. */
  status: z.string(),
  automation_status: z.enum(STORY_AUTOMATION_STATUSES),
  /** What one month gives, in US dollars. */
  monthly_usd: z.number(),
  next_giving_at: z.string().nullable(),
  skip_period: z.string().nullable(),
  last_run: z
    .object({ period: z.string(), status: z.string(), attempts: z.number().int(), failure_reason: z.string().nullable(), paid_at: z.string().nullable(), amount_usd: z.number().nullable() })
    .nullable(),
  /** Months that failed for good. */
  failed_runs: z.number().int(),
  paid_runs: z.number().int(),
});
export type AdminRecurringRow = z.infer<typeof adminRecurringRowSchema>;
export const adminRecurringListResponseSchema = successEnvelope(z.array(adminRecurringRowSchema));

export const adminRecurringDetailSchema = z.object({
  row: adminRecurringRowSchema,
  story: storySchema,
  runs: z.array(storyRunSchema),
  audit: z.array(z.object({ id: z.number().int(), action: z.string(), actor_name: z.string().nullable(), reason: z.string().nullable(), created_at: z.string() })),
});
export type AdminRecurringDetail = z.infer<typeof adminRecurringDetailSchema>;
export const adminRecurringDetailResponseSchema = successEnvelope(adminRecurringDetailSchema);

export const adminRecurringParamsSchema = z.object({ sub_id: idSchema });
export const adminRecurringActionParamsSchema = z.object({ sub_id: idSchema, action: z.enum(ADMIN_RECURRING_ACTIONS) });
export const adminRecurringActionSchema = z.object({
  reason: z.string({ message: adminRecurringMessages.reasonRequired }).trim().min(3, adminRecurringMessages.reasonRequired).max(500),
});
