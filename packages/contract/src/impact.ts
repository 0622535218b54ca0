import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { isRealDay } from './contributions.js';
import { accountChoiceSchema } from './giving-account.js';
import { impactMessages, IMPACT_HISTORY_PAGE_SIZE } from './impact-texts.js';
export { impactMessages, IMPACT_MAX_PERIODS, IMPACT_HISTORY_PAGE_SIZE, formatDisplayDay, impactHistoryCsvFileName, statementFileName, contributionsCsvFileName } from './impact-texts.js';

/**
 * Impact reads (the impact views of the business panel, the back-office and the public pages): the
 * dashboard figures, the impact history with its CSV and PDF exports, and the platform-wide totals. Only
 * paid contributions (payment_received 1) with a contribution_date count. Dates are UTC days, inclusive of
 * both ends; amounts are decimals with 2 places; money is never shown on public (guest) reads.
 */

/** How an impact chart groups its figures. */
export const IMPACT_PERIOD_TYPES = ['day', 'month', 'year'] as const;
export type ImpactPeriodType = (typeof IMPACT_PERIOD_TYPES)[number];
/** The most lines a PDF statement holds. */
export const STATEMENT_MAX_LINES = 5000;
/** File name of the contributions CSV. */

/** Column headings of the impact history CSV (GET /api/v2/impact-history-csv). */
export const IMPACT_HISTORY_CSV_COLUMNS = ['Date', 'Project', 'Category', 'Quantity', 'Impact unit', 'Beneficiaries', 'Amount (USD)', 'Amount (SGD)', 'Receipt number'] as const;
/** Column headings of the contributions CSV (GET /api/v2/contribution/csvexportcontribution). */
export const CONTRIBUTIONS_CSV_COLUMNS = [
  'Contribution ID',
  'Receipt number',
  'Date',
  'Project',
  'Category',
  'Type',
  'Quantity',
  'Impact unit',
  'Beneficiaries',
  'Amount (USD)',
  'Amount (SGD)',
  'Payment status',
] as const;

// Query building blocks

const id = idSchema;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A day as YYYY-MM-DD; DD-MM-YYYY (the back-office filters' format) is accepted and turned into YYYY-MM-DD. */
const day = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(v) ? `${v.slice(6)}-${v.slice(3, 5)}-${v.slice(0, 2)}` : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.').refine(isRealDay, 'Use a real date.'),
);

const rangeShape = {
  /** First day counted (UTC), inclusive. */
  begin_date: opt(day),
  /** Last day counted (UTC), inclusive. */
  end_date: opt(day),
};
/** Refuses a range whose begin lies after its end. */
const orderedRange = <T extends { begin_date?: string; end_date?: string }>(v: T) => !v.begin_date || !v.end_date || v.begin_date <= v.end_date;
const rangeIssue = { path: ['begin_date'], message: impactMessages.beginAfterEnd };

/**
 * Which giving account: without anything, the one the user acts as (personal, or their company). `account`
 * picks personal ('user') or company figures; company_id names one of the user's companies.
 */
const accountShape = {
  account: accountChoiceSchema,
  company_id: opt(id),
};
const pagingShape = {
  /** -1 returns every row. */
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(-1).max(500).refine((v) => v !== 0, 'The limit must be -1 (all) or at least 1.').default(IMPACT_HISTORY_PAGE_SIZE)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
};
const historyFilterShape = {
  ...rangeShape,
  /** Part of the project title. */
  search: opt(z.string().trim().max(100)),
  category_id: opt(id),
};

export const impactUserParamsSchema = z.object({ id });

/** GET /api/user/{id}/stat-impacts. */
export const statImpactsQuerySchema = z.object({ ...rangeShape, ...accountShape }).refine(orderedRange, rangeIssue);
export type StatImpactsQuery = z.infer<typeof statImpactsQuerySchema>;

/** GET /api/user/{id}/impacts-grouped-by-date. Without dates: the last 30 days, the last 12 months, or every year given in. */
export const impactsGroupedQuerySchema = z
  .object({ ...rangeShape, type: z.preprocess(blankToUndefined, z.enum(IMPACT_PERIOD_TYPES).default('month')), ...accountShape })
  .refine(orderedRange, rangeIssue);
export type ImpactsGroupedQuery = z.infer<typeof impactsGroupedQuerySchema>;

/** GET /api/user/contribution/getWCCounters: user_id is for staff (and the user themself). */
export const wcCountersQuerySchema = z.object({ ...rangeShape, user_id: opt(id), ...accountShape }).refine(orderedRange, rangeIssue);
export type WcCountersQuery = z.infer<typeof wcCountersQuerySchema>;

/** GET /api/user/contribution/getWCChartData. */
export const wcChartQuerySchema = z
  .object({ ...rangeShape, type: z.preprocess(blankToUndefined, z.enum(IMPACT_PERIOD_TYPES).default('month')), user_id: opt(id), ...accountShape })
  .refine(orderedRange, rangeIssue);
export type WcChartQuery = z.infer<typeof wcChartQuerySchema>;

/** GET /api/user/giving-status. */
export const givingStatusQuerySchema = z.object(accountShape);

/** GET /api/v2/impact-history: the caller's account (admins may name user_id / company_id). */
export const impactHistoryQuerySchema = z
  .object({ ...historyFilterShape, user_id: opt(id), ...accountShape, ...pagingShape, order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')) })
  .refine(orderedRange, rangeIssue);
export type ImpactHistoryQuery = z.infer<typeof impactHistoryQuerySchema>;

/** GET /api/v2/impact-history-csv: the same filters, every row. */
export const impactHistoryCsvQuerySchema = z.object({ ...historyFilterShape, user_id: opt(id), ...accountShape }).refine(orderedRange, rangeIssue);
export type ImpactHistoryCsvQuery = z.infer<typeof impactHistoryCsvQuerySchema>;

/** GET /api/v2/guest/impact-history: a public giver's history; exactly one of company_id or user_id. */
export const guestImpactHistoryQuerySchema = z
  .object({ ...historyFilterShape, company_id: opt(id), user_id: opt(id), ...pagingShape })
  .refine(orderedRange, rangeIssue)
  .refine((v) => (v.company_id ? 1 : 0) + (v.user_id ? 1 : 0) === 1, { path: ['company_id'], message: impactMessages.oneGiver });
export type GuestImpactHistoryQuery = z.infer<typeof guestImpactHistoryQuerySchema>;

/** GET /api/v2/partner-impact-history: the partner's own projects (staff name partner_id). */
export const partnerImpactHistoryQuerySchema = z
  .object({ ...historyFilterShape, project_id: opt(id), partner_id: opt(id), ...pagingShape })
  .refine(orderedRange, rangeIssue);
export type PartnerImpactHistoryQuery = z.infer<typeof partnerImpactHistoryQuerySchema>;

/**
 * GET /api/user/contribution/statement?user_id&type&filters[begin_date]=&filters[end_date]=: the PDF
 * statement of a period. type: 'user' (or 'personal') for the personal account, 'company' for the company.
 */
export const statementQuerySchema = z.object({
  user_id: opt(id),
  type: opt(z.enum(['user', 'personal', 'company'])),
  company_id: opt(id),
  filters: z
    .object({ ...historyFilterShape })
    .refine(orderedRange, rangeIssue)
    .default({}),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

// Responses

const amount = z.number().describe('decimal with 2 places');
const categoryRef = z.object({ id: z.number().int(), name: z.string() });
const subjectShape = {
  account: z.enum(['user', 'company']),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  begin_date: z.string().nullable(),
  end_date: z.string().nullable(),
};
const figures = {
  contributions: z.number().int(),
  /** Impacts created: the sum of paid quantities. */
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: amount,
  amt_total_sgd: amount,
};

export const trialStateSchema = z.object({
  is_trial: z.boolean(),
  trial_started_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  /** Whole days left, counting a started day; 0 when not on trial. */
  days_left: z.number().int(),
  trial_days: z.number().int(),
});
export type TrialState = z.infer<typeof trialStateSchema>;

export const statImpactsSchema = z.object({
  ...subjectShape,
  ...figures,
  projects_supported: z.number().int(),
  countries_reached: z.number().int(),
  /** Paid giving per project category; a project of two categories counts in both. */
  categories: z.array(categoryRef.extend({ impact_category_id: z.number().int().nullable(), ...figures })),
  /** The most frequent category among the paid contributions. */
  favourite_category: categoryRef.extend({ contributions: z.number().int() }).nullable(),
  trial: trialStateSchema,
});
export type StatImpacts = z.infer<typeof statImpactsSchema>;
export const statImpactsResponseSchema = successEnvelope(statImpactsSchema);

export const impactPeriodSchema = z.object({
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  period: z.string(),
  /** The period's first day (YYYY-MM-DD). */
  start_date: z.string(),
  ...figures,
});
export type ImpactPeriod = z.infer<typeof impactPeriodSchema>;
export const impactsGroupedSchema = z.object({
  ...subjectShape,
  begin_date: z.string(),
  end_date: z.string(),
  type: z.enum(IMPACT_PERIOD_TYPES),
  /** Every period of the range in order, empty ones with zeros. */
  periods: z.array(impactPeriodSchema),
});
export const impactsGroupedResponseSchema = successEnvelope(impactsGroupedSchema);

const impactCategoryRef = { impact_category_id: z.number().int(), name: z.string(), slug: z.string() };
export const wcCountersSchema = z.object({
  ...subjectShape,
  /** One counter per impact category, all of them (zeros included). A project counts once per impact category. */
  counters: z.array(z.object({ ...impactCategoryRef, ...figures, projects_supported: z.number().int() })),
  totals: z.object({ ...figures, projects_supported: z.number().int() }),
});
export const wcCountersResponseSchema = successEnvelope(wcCountersSchema);

export const wcChartSchema = z.object({
  ...subjectShape,
  begin_date: z.string(),
  end_date: z.string(),
  type: z.enum(IMPACT_PERIOD_TYPES),
  periods: z.array(z.string()),
  /** The impact categories given to in the range; each array has one value per period. */
  series: z.array(
    z.object({
      ...impactCategoryRef,
      total_impacts: z.array(z.number().int()),
      beneficiaries: z.array(z.number().int()),
      amt_total_usd: z.array(amount),
    }),
  ),
});
export const wcChartResponseSchema = successEnvelope(wcChartSchema);

/** GET /api/user/giving-status: whether the Share and Community menus are unlocked (once the total giving is above zero). */
export const givingStatusSchema = z.object({
  account: z.enum(['user', 'company']),
  company_id: z.number().int().nullable(),
  total_giving_usd: amount,
  has_giving: z.boolean(),
  /** Companies unlock the menus with their first paid giving; personal accounts always have them. */
  menus_unlocked: z.boolean(),
  /** The tooltip of a locked menu, else null. */
  locked_message: z.string().nullable(),
});
export const givingStatusResponseSchema = successEnvelope(givingStatusSchema);

/** POST /api/user/user-global-impacts: the platform's totals (refreshed about once a minute). */
export const globalImpactsSchema = z.object({
  beneficiaries: z.number().int(),
  total_impacts: z.number().int(),
  /** Giving accounts with paid giving: companies plus individuals. */
  givers: z.number().int(),
  companies: z.number().int(),
  individuals: z.number().int(),
  projects: z.number().int(),
  countries: z.number().int(),
  updated_at: z.string(),
});
export const globalImpactsResponseSchema = successEnvelope(globalImpactsSchema);

/** One line of an account's impact history. receipt_url opens the group's PDF receipt. */
export const impactHistoryRowSchema = z.object({
  id: z.number().int(),
  contribution_group_id: z.number().int(),
  contribution_date: z.string(),
  account: z.enum(['user', 'company']),
  type: z.enum(['project', 'story']),
  project_id: z.number().int(),
  project_title: z.string(),
  is_bundle: z.boolean(),
  categories: z.array(categoryRef),
  impact_level_id: z.number().int(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: amount,
  amt_total_sgd: amount.nullable(),
  funded_by: z.string(),
  receipt_url: z.string(),
});
export type ImpactHistoryRow = z.infer<typeof impactHistoryRowSchema>;
export const impactHistoryResponseSchema = successEnvelope(z.array(impactHistoryRowSchema));

/** A public history line: impact only, no money and no receipt. */
export const guestImpactHistoryRowSchema = impactHistoryRowSchema.pick({
  id: true,
  contribution_date: true,
  type: true,
  project_id: true,
  project_title: true,
  is_bundle: true,
  categories: true,
  impact_unit: true,
  quantity: true,
  beneficiaries: true,
});
export type GuestImpactHistoryRow = z.infer<typeof guestImpactHistoryRowSchema>;
export const guestImpactHistoryResponseSchema = successEnvelope(z.array(guestImpactHistoryRowSchema));

/** A line of a partner's history; the giver is named only when their impact profile is public. */
export const partnerImpactHistoryRowSchema = impactHistoryRowSchema
  .omit({ account: true, funded_by: true, receipt_url: true, contribution_group_id: true })
  .extend({ giver: z.object({ account: z.enum(['user', 'company']), name: z.string().nullable() }) });
export type PartnerImpactHistoryRow = z.infer<typeof partnerImpactHistoryRowSchema>;
export const partnerImpactHistoryResponseSchema = successEnvelope(z.array(partnerImpactHistoryRowSchema));
