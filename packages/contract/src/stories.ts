import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { QUANTITY_MAX, projectImageSchema } from './catalogue.js';
import { accountChoiceSchema } from './giving-account.js';
import {
  STORY_AUTOMATION_STATUSES,
  STORY_MANAGE_ACTIONS,
  STORY_ORDER_FIELDS,
  STORY_PROJECTS_MAX,
  STORY_RUN_STATUSES,
  STORY_STATUSES,
  STORY_TEMPLATE_TITLE_MAX,
  STORY_TEXT_MAX,
  storyMessages as m,
} from './stories-texts.js';
export * from './stories-texts.js';

/**
 * Stories (recurring impacts) under /api/v2/story and /api/story: what a business moment gives, once or every
 * month. A story belongs to a giving account (the one the member acts as, or the one account/company_id name).
 */

const id = idSchema;
const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));
const quantity = z.coerce.number({ message: m.quantityMin }).int(m.quantityMin).min(1, m.quantityMin).max(QUANTITY_MAX, m.quantityMax);
const storyText = z.string({ message: m.storyTextRequired }).trim().min(1, m.storyTextRequired).max(STORY_TEXT_MAX, m.storyTextTooLong);
const link = z
  .string()
  .trim()
  .max(500, m.destinationInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), m.destinationInvalid)
  .transform((v) => (v === '' ? null : v));
const image = z.string().trim().max(500).nullable().optional();

/** Which giving account: the one the member acts as unless account or company_id picks another of theirs. */
export const storyOwnerSchema = z.object({ user_id: id.optional(), account: accountChoiceSchema, company_id: id.nullable().optional() });
export type StoryOwner = z.infer<typeof storyOwnerSchema>;

export const storyLineInputSchema = z.object({ project_id: id, impact_level_id: id, quantity });
export type StoryLineInput = z.infer<typeof storyLineInputSchema>;

/** POST /api/v2/story: a one-project story (a draft until activated). */
export const createStorySchema = storyOwnerSchema.extend({
  story_text: storyText,
  project_id: id,
  impact_level_id: id,
  quantity,
  is_giving_monthly: flag.default(1),
  giving_story_image: image,
  destination_link: link.nullable().optional(),
  template_id: id.nullable().optional(),
});
export type CreateStoryInput = z.infer<typeof createStorySchema>;

const lines = z
  .array(storyLineInputSchema, { message: m.projectsRequired })
  .min(1, m.projectsRequired)
  .max(STORY_PROJECTS_MAX, m.tooManyProjects)
  .refine((ls) => new Set(ls.map((l) => l.impact_level_id)).size === ls.length, m.duplicateLevel);

/** POST /api/v2/story/saveMultiProjectStory: a story giving several projects. */
export const saveMultiProjectStorySchema = storyOwnerSchema.extend({
  story_text: storyText,
  projects: lines,
  is_giving_monthly: flag.default(1),
  giving_story_image: image,
  destination_link: link.nullable().optional(),
  template_id: id.nullable().optional(),
});
export type SaveMultiProjectStoryInput = z.infer<typeof saveMultiProjectStorySchema>;

/** POST /api/v2/story/updateMultiProjectStory: the whole story again (one project or several). */
export const updateMultiProjectStorySchema = saveMultiProjectStorySchema.omit({ user_id: true, account: true, company_id: true, template_id: true }).extend({ id });
export type UpdateMultiProjectStoryInput = z.infer<typeof updateMultiProjectStorySchema>;

export const updateStoryAutomationStatusSchema = z.object({ id, automation_status: z.enum(STORY_AUTOMATION_STATUSES) });
export const saveDestinationLinkSchema = z.object({ id, destination_link: link.nullable() });
export const storyIdBodySchema = z.object({ id });
export const storyParamsSchema = z.object({ id });
export const storyDeleteQuerySchema = z.object({ page_title: z.string().trim().max(120).optional() });

/** POST /api/v2/story/{id}/recurring and POST /api/story/manage/{key}: pause, resume, skip next month, change the quantity or cancel. */
export const storyManageSchema = z
  .object({ action: z.enum(STORY_MANAGE_ACTIONS), quantity: quantity.optional() })
  .refine((v) => v.action !== 'quantity' || v.quantity !== undefined, { path: ['quantity'], message: m.quantityMin });
export type StoryManageInput = z.infer<typeof storyManageSchema>;
export const storyManageKeyParamsSchema = z.object({ key: z.string().min(10).max(80) });

const orderDir = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']));

/** GET /api/v2/story: the account's stories with the §3 filters, paged (meta.total). */
export const storyListQuerySchema = storyOwnerSchema.extend({
  limit: z.coerce.number().int().min(-1).max(1000).default(20),
  page: z.coerce.number().int().min(1).default(1),
  /** 1: stories with automation on first (order_automate_by turns it round). */
  order_automate: flag.optional(),
  order_automate_by: orderDir.optional(),
  is_giving_monthly: flag.optional(),
  status: z.enum(STORY_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  order_by_field: z.enum(STORY_ORDER_FIELDS).default('updated_at'),
  order_by: orderDir.default('desc'),
  /** Extras to include, comma separated: contributions (paid impact per project). */
  additional: z.string().max(100).optional(),
});
export type StoryListQuery = z.infer<typeof storyListQuerySchema>;

/** GET /api/story: stories by ids, status or search; count caps how many. */
export const storyLookupQuerySchema = storyOwnerSchema.extend({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v.join(',') : v).split(',').filter(Boolean).map(Number))
    .refine((v) => v.every((n) => Number.isInteger(n) && n > 0), 'ids are whole numbers.')
    .optional(),
  status: z.enum(STORY_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  count: z.coerce.number().int().min(1).max(1000).optional(),
});
export type StoryLookupQuery = z.infer<typeof storyLookupQuerySchema>;

export const storyLineSchema = z.object({
  project_id: z.number().int(),
  impact_level_id: z.number().int(),
  quantity: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  unit_price_usd: z.number(),
  amt_total_usd: z.number(),
  beneficiaries: z.number().int(),
  /** False when the project or level can no longer be given (closed, paused, hidden). */
  is_available: z.boolean(),
});
export type StoryLine = z.infer<typeof storyLineSchema>;

export const storySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  account: z.enum(['user', 'company']),
  story_text: z.string(),
  project_id: z.number().int(),
  impact_level_id: z.number().int(),
  quantity: z.number().int(),
  is_multi_project: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string(), is_bundle: z.boolean(), image_square: projectImageSchema }),
  projects: z.array(storyLineSchema),
  giving_story_image: z.string().nullable(),
  is_giving_monthly: z.number().int(),
  status: z.enum(STORY_STATUSES),
  automation_status: z.enum(STORY_AUTOMATION_STATUSES),
  next_giving_date: z.string().nullable(),
  skip_period: z.string().nullable(),
  destination_link: z.string().nullable(),
  template_id: z.number().int().nullable(),
  is_public: z.number().int(),
  /** What one giving of the story costs, USD. */
  amt_total_usd: z.number(),
  beneficiaries: z.number().int(),
  /** Paid impact of the story per project (with additional=contributions, and on single reads). */
  contributions: z.array(z.object({ project_id: z.number().int(), beneficiaries: z.number().int(), quantity: z.number().int(), amt_total_usd: z.number() })),
  activated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const storyResponseSchema = successEnvelope(storySchema);
export const storyListResponseSchema = successEnvelope(z.array(storySchema));
export const storyDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int(), page_title: z.string().nullable() }));
export const storyLinesResponseSchema = successEnvelope(z.array(storyLineSchema));

/** One month of a story's automated giving (the story page's history, and staff's recurring-giving screens). */
export const storyRunSchema = z.object({
  id: z.number().int(),
  story_id: z.number().int(),
  period: z.string(),
  status: z.enum(STORY_RUN_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  contribution_group_id: z.number().int().nullable(),
  amount_usd: z.number().nullable(),
  funded_by: z.string().nullable(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type StoryRun = z.infer<typeof storyRunSchema>;

/** A paid contribution given through a story (its history and CSV). */
export const storyContributionSchema = z.object({
  id: z.number().int(),
  contribution_group_id: z.number().int(),
  contribution_date: z.string().nullable(),
  project_id: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
  funded_by: z.string(),
});
export type StoryContribution = z.infer<typeof storyContributionSchema>;

export const storyHistoryResponseSchema = successEnvelope(z.object({ runs: z.array(storyRunSchema), contributions: z.array(storyContributionSchema) }));

export const storyCsvBodySchema = z.object({ id });

/** POST /api/v2/story/embed-story: the story's counter embed and public page (the story becomes public). */
export const embedStoryResponseSchema = successEnvelope(
  z.object({ id: z.number().int(), embed_url: z.string(), public_url: z.string(), embed_code: z.string(), share_text: z.string() }),
);

/** GET /api/story/getCompanyStatus/{id}: whether a company's monthly stories can be paid. */
export const storyCompanyStatusResponseSchema = successEnvelope(
  z.object({
    company_id: z.number().int(),
    has_primary_card: z.boolean(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    credit_usd: z.number(),
    active_stories: z.number().int(),
    monthly_stories: z.number().int(),
    can_automate: z.boolean(),
  }),
);

/** Templates: industry ones (GET /api/user/industry/templates) and an account's own (/api/v2/story/business/templates). */
export const storyTemplateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['industry', 'business']),
  industry_id: z.number().int().nullable(),
  industry_name: z.string().nullable(),
  title: z.string(),
  story_text: z.string(),
  project_id: z.number().int(),
  project_title: z.string(),
  impact_level_id: z.number().int(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  is_giving_monthly: z.number().int(),
});
export type StoryTemplate = z.infer<typeof storyTemplateSchema>;
export const storyTemplatesResponseSchema = successEnvelope(z.array(storyTemplateSchema));
export const storyTemplateResponseSchema = successEnvelope(storyTemplateSchema);
export const industryTemplatesQuerySchema = z.object({ industry_id: id.optional() });
export const saveStoryTemplateSchema = storyOwnerSchema.extend({
  title: z.string().trim().min(1).max(STORY_TEMPLATE_TITLE_MAX),
  story_text: storyText,
  project_id: id,
  impact_level_id: id,
  quantity,
  is_giving_monthly: flag.default(1),
});
export type SaveStoryTemplateInput = z.infer<typeof saveStoryTemplateSchema>;

/** GET /api/v2/story/storyNew: what the new-story form starts from. */
export const storyNewResponseSchema = successEnvelope(
  z.object({
    story_text: z.string(),
    is_giving_monthly: z.number().int(),
    account: z.enum(['user', 'company']),
    company_id: z.number().int().nullable(),
    industry_templates: z.array(storyTemplateSchema),
    business_templates: z.array(storyTemplateSchema),
  }),
);

/** GET /api/story/manage/{key}: what a signed manage link shows, without signing in (no private data). */
export const storyManageViewSchema = z.object({
  story_text: z.string(),
  quantity: z.number().int(),
  is_multi_project: z.number().int(),
  automation_status: z.enum(STORY_AUTOMATION_STATUSES),
  next_giving_date: z.string().nullable(),
  skip_period: z.string().nullable(),
  amt_total_usd: z.number(),
});
export const storyManageResponseSchema = successEnvelope(storyManageViewSchema);
