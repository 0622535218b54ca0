import { z } from 'zod';
import { PROJECT_STATUSES } from './constants.js';
import { successEnvelope } from './envelope.js';
import { impactMessages, partnerImpactHistoryQuerySchema, partnerImpactHistoryRowSchema, type PartnerImpactHistoryRow } from './impact.js';
import { GIVER_ACCOUNT_LABELS } from './partner-contributions-texts.js';
export { PROJECT_UPDATE_CADENCE_DAYS, PARTNER_CONTRIBUTIONS_PAGE_SIZE, ANONYMOUS_GIVER, GIVER_ACCOUNT_LABELS, giverLabel, partnerContributionsCsvFileName } from './partner-contributions-texts.js';

/**
 * What was given to a worthy-cause partner (the partner panel's /contributions, /contributions-management and
 * Home): the paid contributions to its projects with filters, totals and a CSV export, an overview
 * per project and per month, and the Home's figures with what needs the partner's attention. Only paid
 * contributions count; days are UTC days inclusive of both ends; amounts are decimals with 2 places. A giver is
 * named only when their impact profile is public.
 *
 * Calls (all under /api; partners read their own organisation, staff name partner_id):
 * - GET /partner/contributions          rows and totals of the filtered set, paged
 * - GET /partner/contributions/csv      the same filters, every row, as CSV
 * - GET /partner/contributions/summary  totals per project (all time and this month) and per month (last 12)
 * - GET /partner/home                   this month and all time, live projects, and what needs attention
 * The summary and the Home take partnerRefQuerySchema (partner_id for staff).
 */
/** Months in the overview's chart, the current one included. */
export const CONTRIBUTION_SUMMARY_MONTHS = 12;
export type GiverAccount = keyof typeof GIVER_ACCOUNT_LABELS;

/** Column headings of GET /api/partner/contributions/csv. */
export const PARTNER_CONTRIBUTIONS_CSV_COLUMNS = [
  'Date',
  'Project',
  'Category',
  'Impact unit',
  'Quantity',
  'Beneficiaries',
  'Amount (USD)',
  'Amount (SGD)',
  'Giver type',
  'Giver',
] as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// The partner history's own filters (dates, search, category_id, project_id, partner_id) and paging.
const { limit, page, ...historyFilters } = partnerImpactHistoryQuerySchema.shape;
const filterShape = {
  ...historyFilters,
  /** Givers' account type: businesses (company) or individuals (user). */
  account: z.preprocess(blankToUndefined, z.enum(['company', 'user']).optional()),
};
const orderedRange = (v: { begin_date?: string; end_date?: string }) => !v.begin_date || !v.end_date || v.begin_date <= v.end_date;
const rangeIssue = { path: ['begin_date'], message: impactMessages.beginAfterEnd };

/**
 * GET /api/partner/contributions: begin_date/end_date (inclusive UTC days), project_id, category_id, account,
 * search (part of a project title or of a public giver's name), limit (-1 for all) and page.
 */
export const partnerContributionsQuerySchema = z.object({ ...filterShape, limit, page }).refine(orderedRange, rangeIssue);
export type PartnerContributionsQuery = z.infer<typeof partnerContributionsQuerySchema>;

/** GET /api/partner/contributions/csv: the same filters, every row. */
export const partnerContributionsCsvQuerySchema = z.object(filterShape).refine(orderedRange, rangeIssue);
export type PartnerContributionsCsvQuery = z.infer<typeof partnerContributionsCsvQuerySchema>;

const amount = z.number().describe('decimal with 2 places');

/** Figures of a set of paid contributions. */
export const contributionTotalsSchema = z.object({
  contributions: z.number().int(),
  /** Impacts: the sum of the quantities. */
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: amount,
  amount_sgd: amount,
});
export type ContributionTotals = z.infer<typeof contributionTotalsSchema>;

/** One paid contribution as the partner sees it (the partner history's line). */
export const partnerContributionRowSchema = partnerImpactHistoryRowSchema;
export type PartnerContributionRow = PartnerImpactHistoryRow;

export const partnerContributionsSchema = z.object({
  rows: z.array(partnerContributionRowSchema),
  /** Totals of the WHOLE filtered set, not only this page. */
  totals: contributionTotalsSchema,
});
export type PartnerContributions = z.infer<typeof partnerContributionsSchema>;
export const partnerContributionsResponseSchema = successEnvelope(partnerContributionsSchema);

export const projectContributionSummarySchema = z.object({
  project_id: z.number().int(),
  project_title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  is_bundle: z.boolean(),
  all_time: contributionTotalsSchema,
  this_month: contributionTotalsSchema,
});
export type ProjectContributionSummary = z.infer<typeof projectContributionSummarySchema>;

export const monthContributionSummarySchema = contributionTotalsSchema.extend({
  /** YYYY-MM (UTC). */
  month: z.string(),
  /** The month's first day, YYYY-MM-DD. */
  start_date: z.string(),
});
export type MonthContributionSummary = z.infer<typeof monthContributionSummarySchema>;

export const partnerContributionsSummarySchema = z.object({
  partner_id: z.number().int(),
  /** The current UTC month, YYYY-MM. */
  month: z.string(),
  this_month: contributionTotalsSchema,
  all_time: contributionTotalsSchema,
  /** Projects with paid giving, and the other projects that are not drafts; most given first. */
  projects: z.array(projectContributionSummarySchema),
  /** The last CONTRIBUTION_SUMMARY_MONTHS months, oldest first, empty months with zeros. */
  months: z.array(monthContributionSummarySchema),
});
export type PartnerContributionsSummary = z.infer<typeof partnerContributionsSummarySchema>;
export const partnerContributionsSummaryResponseSchema = successEnvelope(partnerContributionsSummarySchema);

const projectRef = { project_id: z.number().int(), project_title: z.string() };

/** What needs the partner's attention on its Home. */
export const partnerAttentionSchema = z.object({
  /** Profile items still missing (partnerProfileScore), each worth its points. */
  profile_gaps: z.array(z.object({ field: z.string(), label: z.string(), points: z.number().int() })),
  /** Live projects with paid giving and no published update for PROJECT_UPDATE_CADENCE_DAYS days. */
  overdue_updates: z.array(
    z.object({
      ...projectRef,
      /** The last published update, or null when there was none. */
      last_update_at: z.string().nullable(),
      /** What the wait is measured from: the last update, else the approval (else the creation). */
      measured_from: z.string(),
      days_since: z.number().int(),
    }),
  ),
  /** Projects staff sent back to draft with a note. */
  sent_back: z.array(z.object({ ...projectRef, review_note: z.string(), updated_at: z.string() })),
  /** Changes to live projects waiting for staff review. */
  pending_changes: z.array(z.object({ change_id: z.number().int(), ...projectRef, requested_at: z.string() })),
  /** Remittance advice the partner has not opened yet. */
  new_remittances: z.array(
    z.object({
      document_id: z.number().int(),
      title: z.string(),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
      amount_usd: amount.nullable(),
      created_at: z.string(),
    }),
  ),
});
export type PartnerAttention = z.infer<typeof partnerAttentionSchema>;

export const partnerHomeSchema = z.object({
  partner_id: z.number().int(),
  worthy_cause_name: z.string(),
  /** The current UTC month, YYYY-MM. */
  month: z.string(),
  this_month: contributionTotalsSchema,
  all_time: contributionTotalsSchema,
  live_projects: z.number().int(),
  profile_score: z.number().int(),
  attention: partnerAttentionSchema,
  /** How many things need the partner (0: all caught up); the profile counts once, whatever its gaps. */
  attention_count: z.number().int(),
});
export type PartnerHome = z.infer<typeof partnerHomeSchema>;
export const partnerHomeResponseSchema = successEnvelope(partnerHomeSchema);
