import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { projectImageSchema } from './catalogue.js';
import { accountChoiceSchema } from './giving-account.js';
import { CREDIT_STATUSES, GIFT_CREDIT_USD, contributionMessages, isRealDay } from './contributions-texts.js';
export { CREDIT_STATUSES, GIFT_CREDIT_USD, contributionMessages, creditStatusLabels, receiptFileName, isRealDay, type CreditStatus } from './contributions-texts.js';

/**
 * Contributions, their totals, giving credits and receipts. Only paid contributions (payment_received 1) with a
 * contribution_date count as impact. Amounts are decimals with 2 places; amt_total_sgd is fixed at the exchange
 * rate of the payment.
 */

/** An expiry date of all zeros means the credit never expires. */
export const ZERO_DATE = '0000-00-00';

export const contributionSchema = z.object({
  id: z.number().int(),
  contribution_group_id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  account: z.enum(['user', 'company']),
  /** 'story' when given through a giving story (contribution_story_id set). */
  type: z.enum(['project', 'story']),
  contribution_date: z.string().nullable(),
  payment_received: z.union([z.literal(0), z.literal(1)]),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  unit_price_usd: z.number(),
  amt_total_usd: z.number(),
  amt_total_sgd: z.number().nullable(),
  project_id: z.number().int(),
  impact_level_id: z.number().int(),
  contribution_story_id: z.number().int().nullable(),
  funded_by: z.string(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    is_bundle: z.boolean(),
    image_square: projectImageSchema,
    image_rectangle: projectImageSchema,
  }),
  /** The same categories, under the admin specification's name. */
  project_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  impact: z.object({ id: z.number().int(), impact_unit: z.string() }),
});
export type Contribution = z.infer<typeof contributionSchema>;

const id = idSchema;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
const realDay = isoDay.refine(isRealDay, 'Use a real date.');
/** Query values the web app may leave empty: an empty string means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * Whose contributions and which. By default the account the caller acts as; account=user picks the personal
 * account, account=company or company_id a company of theirs (members only). Admins may name any user_id or
 * company_id. Dates are inclusive days (UTC).
 */
export const contributionFilterSchema = z.object({
  user_id: opt(id),
  account: accountChoiceSchema,
  company_id: opt(id),
  /** '1' paid (default), '0' unpaid, 'all'. */
  payment_received: opt(z.enum(['1', '0', 'all'])),
  project_id: opt(id),
  category_id: opt(id),
  contribution_group_id: opt(id),
  type: opt(z.enum(['project', 'story'])),
  date_from: opt(realDay),
  date_to: opt(realDay),
  search: opt(z.string().trim().max(100)),
});
export type ContributionFilter = z.infer<typeof contributionFilterSchema>;

export const CONTRIBUTION_ORDER_FIELDS = ['contribution_date', 'amt_total_usd', 'beneficiaries', 'id'] as const;
const listControls = {
  /** -1 returns every row (the contribution lists' default in the web app). */
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(-1).max(500).refine((v) => v !== 0, 'The limit must be -1 (all) or at least 1.').default(-1)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  order_by: z.preprocess(blankToUndefined, z.enum(CONTRIBUTION_ORDER_FIELDS).default('contribution_date')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
};

/** GET /api/v2/contribution: plain query parameters. */
export const contributionListQuerySchema = contributionFilterSchema.extend(listControls);
export type ContributionListQuery = z.infer<typeof contributionListQuerySchema>;
export const contributionListResponseSchema = successEnvelope(z.array(contributionSchema));

/**
 * GET /api/user/contribution/getContributions: the same filters nested as key[sub]=value
 * (filters[company_id]=3&filters[date][from]=2026-01-01&filters[date][to]=2026-01-31), empty values dropped.
 */
export const nestedContributionQuerySchema = z.object({
  filters: z
    .object({
      user_id: opt(id),
      account: accountChoiceSchema,
      company_id: opt(id),
      payment_received: opt(z.enum(['1', '0', 'all'])),
      project_id: opt(id),
      category_id: opt(id),
      contribution_group_id: opt(id),
      type: opt(z.enum(['project', 'story'])),
      date: z.object({ from: opt(realDay), to: opt(realDay) }).optional(),
    })
    .default({}),
  search: opt(z.string().trim().max(100)),
  ...listControls,
});
export type NestedContributionQuery = z.infer<typeof nestedContributionQuerySchema>;

/** Filters for the totals calls (no paging). Totals always count paid contributions only. */
export const contributionTotalsQuerySchema = contributionFilterSchema.omit({ payment_received: true });

export const contributionSumSchema = z.object({
  amt_total_usd: z.number(),
  amt_total_sgd: z.number(),
  beneficiaries: z.number().int(),
  quantity: z.number().int(),
  contributions: z.number().int(),
  groups: z.number().int(),
});
/** GET /api/contribution/sum. */
export const contributionSumResponseSchema = successEnvelope(contributionSumSchema);

const breakdownRow = {
  count: z.number().int(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
};
/** GET /api/contribution/types: paid giving by project category and by kind (project or story). */
export const contributionTypesResponseSchema = successEnvelope(
  z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), ...breakdownRow })),
    types: z.array(z.object({ type: z.enum(['project', 'story']), ...breakdownRow })),
    /** The most frequent category among the paid contributions. */
    favourite_category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
);

/** GET /api/contribution/stat: totals, reach and a monthly series. */
export const contributionStatResponseSchema = successEnvelope(
  z.object({
    totals: contributionSumSchema,
    projects_supported: z.number().int(),
    partners_supported: z.number().int(),
    countries_reached: z.number().int(),
    first_contribution_date: z.string().nullable(),
    last_contribution_date: z.string().nullable(),
    by_month: z.array(z.object({ month: z.string(), amt_total_usd: z.number(), beneficiaries: z.number().int(), count: z.number().int() })),
  }),
);

export const contributionIdParamsSchema = z.object({ id: idSchema });

/** POST /api/user/contribution/status/change (admins): set payment_received of a set of contributions. */
export const contributionStatusChangeSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { message: 'The status must be 1 (paid) or 0 (unpaid).' }),
  ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).min(1, 'Choose at least one contribution.').max(500),
});
export const contributionStatusChangeResponseSchema = successEnvelope(
  z.object({ status: z.union([z.literal(0), z.literal(1)]), updated: z.array(z.number().int()) }),
);

/** GET /api/contribution/receipt?group_id={id}: a PDF (application/pdf, attachment payment_receipt_{group}.pdf). */
export const receiptQuerySchema = z.object({ group_id: idSchema });

// Giving credits

export const creditSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  account: z.enum(['user', 'company']),
  credit_usd: z.number(),
  /** What checkouts spent of it (given back when a payment failed). */
  amount_redeemed_usd: z.number(),
  /** What is left to spend: 0 once expired or revoked. */
  balance_usd: z.number(),
  /** What staff expired or revoked of it. */
  expired_usd: z.number(),
  revoked_usd: z.number(),
  status: z.enum(CREDIT_STATUSES),
  /** YYYY-MM-DD, the last day it can be used; null never expires (sent as 0000-00-00 by older clients). */
  expiry_date: z.string().nullable(),
  never_expires: z.boolean(),
  is_expired: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  owner_name: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

/** POST /api/admin/giving/credits (admins). */
export const creditCreateSchema = z
  .object({
    user_id: id.nullable().optional(),
    company_id: id.nullable().optional(),
    credit_usd: z.coerce.number().positive('The credit must be more than 0.').max(1_000_000).default(GIFT_CREDIT_USD),
    expiry_date: z
      .union([isoDay, z.literal(''), z.null()])
      .optional()
      .refine((v) => !v || v === ZERO_DATE || isRealDay(v), 'Use a real date.'),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .refine((v) => (v.user_id ? 1 : 0) + (v.company_id ? 1 : 0) === 1, { path: ['user_id'], message: contributionMessages.creditOwner });
export type CreditCreate = z.infer<typeof creditCreateSchema>;
export const creditResponseSchema = successEnvelope(creditSchema);

export const creditListQuerySchema = z.object({
  user_id: opt(id),
  company_id: opt(id),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(-1).max(500).refine((v) => v !== 0, 'The limit must be -1 (all) or at least 1.').default(20)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
});
export const creditListResponseSchema = successEnvelope(z.array(creditSchema));

/** POST /api/admin/giving/credits/{id}/expire and /revoke (admins): ends what is left of a credit, with a reason. */
export const creditIdParamsSchema = z.object({ id: idSchema });
export const creditEndSchema = z.object({ reason: z.string().trim().min(1, contributionMessages.creditReasonRequired).max(500) });
export type CreditEnd = z.infer<typeof creditEndSchema>;

/**
 * GET /api/user/credits: the usable credit of the account the caller acts as; account=user picks the personal
 * account, account=company or company_id a company of theirs. Admins may read anyone's (user_id).
 */
export const userCreditsQuerySchema = z.object({ user_id: opt(id), account: accountChoiceSchema, company_id: opt(id) });
export const userCreditsResponseSchema = successEnvelope(
  z.object({
    account: z.enum(['user', 'company']),
    balance_usd: z.number(),
    credits: z.array(creditSchema),
    /** The gift dialog to show once, or null. */
    gift_notification: z.object({ credit_usd: z.number(), message: z.string() }).nullable(),
  }),
);
/**
 * POST /api/user/credit-notification?type=user|company[&company_id=]: the gift dialog was shown. `type` is the
 * older name of `account` ('personal' meaning 'user'); without either, the account the caller acts as.
 */
export const creditNotificationQuerySchema = z.object({
  user_id: opt(id),
  type: opt(z.enum(['user', 'company', 'personal'])),
  account: accountChoiceSchema,
  company_id: opt(id),
});
export const creditNotificationResponseSchema = successEnvelope(z.object({ updated: z.number().int() }));
