import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { QUANTITY_MAX, projectImageSchema } from './catalogue.js';
import {
  ENGAGEMENT_CHOICE_LIMIT_MAX,
  ENGAGEMENT_CHOICE_STATUSES,
  ENGAGEMENT_MESSAGE_MAX,
  ENGAGEMENT_NAME_MAX,
  ENGAGEMENT_OPTIONS_MAX,
  ENGAGEMENT_STATES,
  ENGAGEMENT_TITLE_MAX,
  engagementMessages as m,
} from './engagement-texts.js';
import { storyMessages } from './stories-texts.js';
export * from './engagement-texts.js';

/**
 * The engagement tool under /api/v2/engagement: a company (with engagement_access '1') shares a page on which
 * a visitor chooses one of the impacts it offers; the company gives the chosen impact.
 */

const id = idSchema;
const key = z.string().trim().min(6).max(40);
const quantity = z.coerce.number({ message: storyMessages.quantityMin }).int(storyMessages.quantityMin).min(1, storyMessages.quantityMin).max(QUANTITY_MAX, storyMessages.quantityMax);
const day = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), m.dateInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

const chosen = (message: string) => z.coerce.number({ message }).int(message).positive(message).max(MAX_RECORD_ID, message);
export const engagementOptionInputSchema = z.object({ project_id: chosen(m.projectRequired), impact_level_id: chosen(m.levelRequired), quantity });
export type EngagementOptionInput = z.infer<typeof engagementOptionInputSchema>;

/** POST /api/v2/engagement (create) and PUT /api/v2/engagement/{key} (update). */
export const engagementInputSchema = z
  .object({
    company_id: id.optional(),
    title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(ENGAGEMENT_TITLE_MAX, m.titleTooLong),
    message: z.string().trim().max(ENGAGEMENT_MESSAGE_MAX, m.messageTooLong).optional().default(''),
    options: z
      .array(engagementOptionInputSchema, { message: m.optionsRequired })
      .min(1, m.optionsRequired)
      .max(ENGAGEMENT_OPTIONS_MAX, m.tooManyOptions)
      .refine((os) => new Set(os.map((o) => o.impact_level_id)).size === os.length, m.duplicateOption),
    choice_limit: z.coerce.number({ message: m.choiceLimitMin }).int(m.choiceLimitMin).min(1, m.choiceLimitMin).max(ENGAGEMENT_CHOICE_LIMIT_MAX, m.choiceLimitMax),
    start_date: day,
    end_date: day,
    is_active: flag.default(1),
  })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, { path: ['end_date'], message: m.datesOrder });
export type EngagementInput = z.input<typeof engagementInputSchema>;

export const engagementKeyParamsSchema = z.object({ key });
export const engagementListQuerySchema = z.object({
  company_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export const engagementCompanyQuerySchema = z.object({ company_id: id.optional() });
export const engagementChoicesQuerySchema = engagementListQuerySchema;

/** One impact a visitor may choose (as the visitor sees it). */
export const engagementOptionSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  impact_level_id: z.number().int(),
  quantity: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
  image_square: projectImageSchema,
  /** False once the project is closed, hidden or its level switched off: it cannot be chosen then. */
  is_available: z.boolean(),
});
export type EngagementOption = z.infer<typeof engagementOptionSchema>;

/** An engagement as its company sees it. */
export const engagementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  company_id: z.number().int(),
  title: z.string(),
  message: z.string(),
  choice_limit: z.number().int(),
  choices_made: z.number().int(),
  choices_left: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.number().int(),
  state: z.enum(ENGAGEMENT_STATES),
  options: z.array(engagementOptionSchema),
  /** The most the engagement can cost: the limit of choices times the dearest option. */
  max_spend_usd: z.number(),
  spent_usd: z.number(),
  shared_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Engagement = z.infer<typeof engagementSchema>;
export const engagementResponseSchema = successEnvelope(engagementSchema);
export const engagementListResponseSchema = successEnvelope(z.array(engagementSchema));

/** GET /api/v2/engagement/shared/{key}: what a visitor sees, nothing private. */
export const sharedEngagementSchema = z.object({
  key: z.string(),
  title: z.string(),
  message: z.string(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  state: z.enum(ENGAGEMENT_STATES),
  state_message: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  choices_left: z.number().int(),
  options: z.array(engagementOptionSchema),
});
export type SharedEngagement = z.infer<typeof sharedEngagementSchema>;
export const sharedEngagementResponseSchema = successEnvelope(sharedEngagementSchema);

/** POST /api/v2/engagement/contribution-engagement: a visitor's choice, given by the company. */
export const contributionEngagementSchema = z.object({
  key,
  option_id: z.coerce.number({ message: m.optionRequired }).int(m.optionRequired).positive(m.optionRequired).max(MAX_RECORD_ID, m.optionRequired),
  name: z.string().trim().max(ENGAGEMENT_NAME_MAX, m.nameTooLong).optional().default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, m.emailInvalid)
    .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
    .optional()
    .default(''),
});
export type ContributionEngagementInput = z.input<typeof contributionEngagementSchema>;
export const contributionEngagementResultSchema = z.object({
  choice_id: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  choices_left: z.number().int(),
});
export type ContributionEngagementResult = z.infer<typeof contributionEngagementResultSchema>;
export const contributionEngagementResponseSchema = successEnvelope(contributionEngagementResultSchema);

/** GET /api/v2/engagement/{key}/choices (engagementdata): the choices made, for the company only. */
export const engagementChoiceSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  option_id: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
  status: z.enum(ENGAGEMENT_CHOICE_STATUSES),
  funded_by: z.string().nullable(),
  contribution_group_id: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
});
export type EngagementChoice = z.infer<typeof engagementChoiceSchema>;
export const engagementChoicesSchema = z.object({
  engagement: engagementSchema,
  /** Paid choices per offered impact. */
  totals: z.array(z.object({ option_id: z.number().int(), project_title: z.string(), impact_unit: z.string(), choices: z.number().int(), quantity: z.number().int(), beneficiaries: z.number().int() })),
  choices: z.array(engagementChoiceSchema),
});
export type EngagementChoices = z.infer<typeof engagementChoicesSchema>;
export const engagementChoicesResponseSchema = successEnvelope(engagementChoicesSchema);
