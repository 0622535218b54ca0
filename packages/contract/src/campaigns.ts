import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { QUANTITY_MAX } from './catalogue.js';
import { CART_QUANTITY_MESSAGES } from './cart-texts.js';
import { guestGivingTexts } from './guest-giving-texts.js';
import { CAMPAIGN_GOAL_MAX, CAMPAIGN_STATES, CAMPAIGN_THANK_YOU_MAX, CAMPAIGN_TITLE_MAX, campaignMessages as m } from './campaigns-texts.js';
export * from './campaigns-texts.js';

/**
 * Campaigns: a company sets up a public giving campaign (/campaign-settings, /campaign/update) around one of its
 * stories; anyone sees it with its live progress (/campaign/shared/{key}, /campaign/campaigndata/{key}) and gives
 * as a guest through POST /api/campaign/payment, landing on /campaign/payment-success and /thankyou/{key}.
 */

const id = idSchema;
const day = z.string({ message: m.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, m.dateRequired).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), m.dateRequired);
export const campaignKeySchema = z.string().min(10).max(40);

/** POST /api/campaign (a new campaign) and PUT /api/campaign/{key} (the whole campaign saved). */
export const campaignWriteSchema = z
  .object({
    title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(CAMPAIGN_TITLE_MAX, m.titleTooLong),
    story_id: z.coerce.number({ message: m.storyRequired }).int().positive(m.storyRequired).max(MAX_RECORD_ID, m.storyRequired),
    /** One of the story's impact levels; the story's first line when left out. */
    impact_level_id: id.nullable().optional(),
    goal_units: z.coerce.number({ message: m.goalRequired }).int(m.goalRequired).min(1, m.goalRequired).max(CAMPAIGN_GOAL_MAX, m.goalTooLarge),
    starts_on: day,
    ends_on: day,
    thank_you_text: z.string({ message: m.thankYouRequired }).trim().min(1, m.thankYouRequired).max(CAMPAIGN_THANK_YOU_MAX, m.thankYouTooLong),
    /** Which company, for a member of several; the one they act as otherwise. */
    company_id: id.nullable().optional(),
  })
  .refine((v) => v.ends_on >= v.starts_on, { path: ['ends_on'], message: m.endBeforeStart });
export type CampaignWrite = z.input<typeof campaignWriteSchema>;

export const campaignParamsSchema = z.object({ key: campaignKeySchema });
export const campaignListQuerySchema = z.object({
  limit: z.coerce.number().int().min(-1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
  company_id: id.optional(),
});

/** A campaign's figures, summed from its paid contributions. */
export const campaignProgressSchema = z.object({
  given_units: z.number().int(),
  goal_units: z.number().int(),
  /** 0 to 100 (capped), rounded down. */
  percent: z.number().int(),
  supporters: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** What anyone may read of a campaign: nothing of the company beyond its public name. */
export const publicCampaignSchema = z.object({
  key: z.string(),
  title: z.string(),
  company_name: z.string(),
  story_text: z.string(),
  story_image: z.string().nullable(),
  project_id: z.number().int(),
  project_title: z.string(),
  is_bundle: z.boolean(),
  partner_name: z.string(),
  impact_level_id: z.number().int(),
  impact_unit: z.string(),
  unit_price_usd: z.number(),
  /** False when the project or impact can no longer be given (closed, hidden from visitors, level off). */
  is_givable: z.boolean(),
  starts_on: z.string(),
  ends_on: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  thank_you_text: z.string(),
  progress: campaignProgressSchema,
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
export const publicCampaignResponseSchema = successEnvelope(publicCampaignSchema);

/** GET /api/campaign/campaigndata/{key}: the public campaign with its giving by day and its latest gifts (no names). */
export const campaignDataSchema = publicCampaignSchema.extend({
  by_day: z.array(z.object({ day: z.string(), units: z.number().int() })),
  recent: z.array(z.object({ given_at: z.string(), quantity: z.number().int() })),
});
export type CampaignData = z.infer<typeof campaignDataSchema>;
export const campaignDataResponseSchema = successEnvelope(campaignDataSchema);

/** A campaign as its company sees it (GET /api/campaign, GET /api/campaign/{key}). */
export const campaignSchema = publicCampaignSchema.extend({
  id: z.number().int(),
  company_id: z.number().int(),
  story_id: z.number().int(),
  shared_path: z.string(),
  data_path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponseSchema = successEnvelope(campaignSchema);
export const campaignListResponseSchema = successEnvelope(z.array(campaignSchema));

const noPrices = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? guestGivingTexts.noClientPrices : undefined) };
/** POST /api/campaign/payment: a visitor gives units of the campaign's impact as a guest; no price is sent. */
export const campaignPaymentSchema = z.strictObject(
  {
    key: campaignKeySchema,
    quantity: z.coerce.number({ message: m.quantityMin }).int(m.quantityMin).min(1, m.quantityMin).max(QUANTITY_MAX, CART_QUANTITY_MESSAGES.max),
    first_name: z.string().trim().min(1, guestGivingTexts.nameRequired).max(40),
    last_name: z.string().trim().min(1, guestGivingTexts.nameRequired).max(40),
    email: z.string().trim().toLowerCase().email(guestGivingTexts.invalidEmail).max(254),
    country_id: z.coerce.number({ message: guestGivingTexts.countryRequired }).int().positive(guestGivingTexts.countryRequired).max(MAX_RECORD_ID, guestGivingTexts.countryRequired),
    disclosure_accepted: z.boolean().default(false),
  },
  noPrices,
);
export type CampaignPayment = z.input<typeof campaignPaymentSchema>;
export const campaignPaymentResponseSchema = successEnvelope(
  z.object({
    contribution_group_id: z.number().int(),
    total_usd: z.number(),
    payment_token: z.string(),
    /** The payment page: /payment-redirect/user/{token}/{group}. */
    redirect_path: z.string(),
  }),
);

/** GET /api/campaign/payment-success?group=: where a campaign payment ended, and its campaign. */
export const campaignPaymentResultQuerySchema = z.object({ group: id });
export const campaignPaymentResultResponseSchema = successEnvelope(
  z.object({
    contribution_group_id: z.number().int(),
    status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
    campaign: publicCampaignSchema,
  }),
);
