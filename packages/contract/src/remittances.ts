import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { isRealDay } from './contributions-texts.js';
import { PAYOUT_CURRENCIES, REMITTANCE_PAGE_SIZE, remittanceMessages } from './remittances-texts.js';
export { PAYOUT_CURRENCIES, REMITTANCE_PAGE_SIZE, REMITTANCE_THRESHOLD_USD, remittanceAdviceTitle, remittanceMessages } from './remittances-texts.js';

/**
 * Remittances: money paid out to worthy-cause partners for the paid contributions to their projects. Staff see
 * what each partner is owed, create a remittance for a partner and period (GET and POST /api/admin/remittances),
 * which marks those contributions remitted once and puts the remittance advice PDF in the partner's resources
 * (GET /api/user/get-remittance-pdf). Amounts are decimals with 2 places, in US dollars.
 */

const id = idSchema;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = (label: string) =>
  z
    .string({ message: `The ${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
    .refine(isRealDay, 'Use a real date.');

/** GET /api/admin/remittances/due: what partners are owed up to the period's last day (one partner with partner_id). */
export const remittanceOwedQuerySchema = z
  .object({ partner_id: opt(id), period_start: day('first day of the period'), period_end: day('last day of the period') })
  .refine((q) => q.period_start <= q.period_end, { path: ['period_end'], message: remittanceMessages.periodOrder });
export type RemittanceOwedQuery = z.input<typeof remittanceOwedQuerySchema>;

export const remittanceProjectSchema = z.object({
  project_id: z.number().int(),
  title: z.string(),
  contributions: z.number().int(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: z.number(),
});
export type RemittanceProject = z.infer<typeof remittanceProjectSchema>;

export const remittanceOwedSchema = z.object({
  partner: z.object({ id: z.number().int(), name: z.string() }),
  contributions: z.number().int(),
  amount_usd: z.number(),
  /** Owed from before the period's first day (carried over from earlier periods). */
  carried_over_usd: z.number(),
  /** Below REMITTANCE_THRESHOLD_USD: it carries over to the next period and cannot be remitted now. */
  below_threshold: z.boolean(),
  projects: z.array(remittanceProjectSchema),
});
export type RemittanceOwed = z.infer<typeof remittanceOwedSchema>;
export const remittanceOwedResponseSchema = successEnvelope(z.array(remittanceOwedSchema));

export const adminRemittanceListQuerySchema = z.object({
  partner_id: opt(id),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(REMITTANCE_PAGE_SIZE)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
});

export const remittanceSchema = z.object({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  period_start: z.string(),
  period_end: z.string(),
  contributions: z.number().int(),
  gross_usd: z.number(),
  fees_usd: z.number(),
  net_usd: z.number(),
  payout_currency: z.string(),
  fx_rate: z.number(),
  /** net × rate, in the payout currency. */
  payout_amount: z.number(),
  remitted_on: z.string(),
  bank_reference: z.string(),
  /** The advice in the partner's documents (null once staff deleted it). */
  document_id: z.number().int().nullable(),
  /** When the partner first opened the advice: its acknowledgement. */
  acknowledged_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  projects: z.array(remittanceProjectSchema),
});
export type Remittance = z.infer<typeof remittanceSchema>;
export const remittanceListResponseSchema = successEnvelope(z.array(remittanceSchema));
export const remittanceResponseSchema = successEnvelope(remittanceSchema);
export const remittanceIdParamsSchema = z.object({ id });

/** POST /api/admin/remittances (staff). */
export const remittanceCreateSchema = z
  .object({
    partner_id: id,
    period_start: day('first day of the period'),
    period_end: day('last day of the period'),
    fees_usd: z.coerce.number().min(0, 'The fees cannot be negative.').max(1_000_000, 'The fees are too large.').default(0),
    payout_currency: z.enum(PAYOUT_CURRENCIES, { message: 'Choose the currency the partner was paid in.' }).default('USD'),
    fx_rate: z.coerce.number().positive('The exchange rate must be more than 0.').max(100_000, 'The exchange rate is too large.').default(1),
    remitted_on: day('remittance date'),
    bank_reference: z.string().trim().min(1, 'The bank reference is required.').max(120, 'The bank reference can be at most 120 characters.'),
    /** What staff saw owed (US dollars): when it changed since, the remittance is refused rather than sent for another amount. */
    expected_amount_usd: z.coerce.number().positive().optional(),
  })
  .refine((v) => v.period_start <= v.period_end, { path: ['period_end'], message: remittanceMessages.periodOrder })
  .refine((v) => v.payout_currency !== 'USD' || v.fx_rate === 1, { path: ['fx_rate'], message: 'A remittance in USD has the rate 1.' });
export type RemittanceCreate = z.input<typeof remittanceCreateSchema>;
