import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { isRealDay } from './contributions-texts.js';
import { ADMIN_GIVING_PAGE_SIZE, GIVING_PAYMENT_METHODS, OFFLINE_PAYMENT_METHODS, GIVING_CURRENCIES, adminGivingMessages } from './admin-giving-texts.js';
export { ADMIN_GIVING_PAGE_SIZE, ADMIN_GIVING_EXPORT_MAX, GIVING_PAYMENT_METHODS, OFFLINE_PAYMENT_METHODS, GIVING_CURRENCIES, OFFLINE_GIVING_MAX_USD, givingPaymentMethodLabels, adminGivingMessages } from './admin-giving-texts.js';
export type { GivingPaymentMethod } from './admin-giving-texts.js';

/**
 * The staff giving back-office (/admin/giving, /admin/giving-details/{id}, /admin/giving/create): every
 * contribution group, its lines, payment events, receipts and audit trail, and giving recorded by hand
 * (bank transfer, cheque). Amounts are decimals with 2 places.
 */

const id = idSchema;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(isRealDay, 'Use a real date.');
const amount = z.coerce.number().min(0, 'Amounts cannot be negative.').max(100_000_000, 'That amount is too large.');

/** The filters of /admin/giving and of its CSV export. Dates are inclusive days (UTC) of the giving's date. */
export const adminGivingFilterSchema = z
  .object({
    date_from: opt(day),
    date_to: opt(day),
    company_id: opt(id),
    user_id: opt(id),
    partner_id: opt(id),
    project_id: opt(id),
    status: opt(z.enum(['paid', 'unpaid'])),
    payment_method: opt(z.enum(GIVING_PAYMENT_METHODS)),
    currency: opt(z.enum(GIVING_CURRENCIES)),
    /** The group's total in US dollars, inclusive. */
    amount_min: opt(amount),
    amount_max: opt(amount),
  })
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, { path: ['date_to'], message: adminGivingMessages.dateRange })
  .refine((f) => f.amount_min === undefined || f.amount_max === undefined || f.amount_min <= f.amount_max, {
    path: ['amount_max'],
    message: adminGivingMessages.amountRange,
  });
export type AdminGivingFilter = z.infer<typeof adminGivingFilterSchema>;

export const adminGivingListQuerySchema = z.intersection(
  adminGivingFilterSchema,
  z.object({
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(ADMIN_GIVING_PAGE_SIZE)),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  }),
);
export type AdminGivingListQuery = z.input<typeof adminGivingListQuerySchema>;

export const adminGivingRowSchema = z.object({
  id: z.number().int(),
  /** The giving's date: when it was paid, or made when not paid. */
  date: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  account: z.enum(['user', 'company']),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  partners: z.array(z.string()),
  lines: z.number().int(),
  total_usd: z.number(),
  total_sgd: z.number().nullable(),
  currency: z.enum(GIVING_CURRENCIES),
  payment_method: z.string().nullable(),
  payment_reference: z.string().nullable(),
  funded_by: z.string(),
});
export type AdminGivingRow = z.infer<typeof adminGivingRowSchema>;

export const adminGivingTotalsSchema = z.object({
  groups: z.number().int(),
  total_usd: z.number(),
  total_sgd: z.number(),
  /** With a partner or project filter: the paid lines of these givings to that partner or project (null otherwise). */
  matching_usd: z.number().nullable(),
  matching_sgd: z.number().nullable(),
});
export const adminGivingListResponseSchema = successEnvelope(z.object({ rows: z.array(adminGivingRowSchema), totals: adminGivingTotalsSchema }));
export type AdminGivingList = { rows: AdminGivingRow[]; totals: z.infer<typeof adminGivingTotalsSchema> };

export const adminGivingIdParamsSchema = z.object({ id });

export const adminGivingLineSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string() }),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  unit_price_usd: z.number(),
  amt_total_usd: z.number(),
  amt_total_sgd: z.number().nullable(),
  payment_received: z.union([z.literal(0), z.literal(1)]),
  contribution_date: z.string().nullable(),
  /** The remittance that paid this contribution out to its partner, once remitted. */
  remittance_id: z.number().int().nullable(),
});
export type AdminGivingLine = z.infer<typeof adminGivingLineSchema>;

export const adminGivingDetailSchema = adminGivingRowSchema.extend({
  created_at: z.string(),
  paid_at: z.string().nullable(),
  exchange_rate_sgd: z.number().nullable(),
  credit_applied_usd: z.number(),
  note: z.string().nullable(),
  receipt_available: z.boolean(),
  items: z.array(adminGivingLineSchema),
  payment_events: z.array(z.object({ id: z.number().int(), provider: z.string(), event_type: z.string(), outcome: z.string(), created_at: z.string() })),
  payment_sessions: z.array(
    z.object({ id: z.number().int(), provider: z.string(), status: z.string(), amount_due_usd: z.number(), currency: z.string(), created_at: z.string(), completed_at: z.string().nullable() }),
  ),
  audit: z.array(
    z.object({ id: z.number().int(), action: z.string(), actor: z.string().nullable(), reason: z.string().nullable(), details: z.unknown(), created_at: z.string() }),
  ),
});
export type AdminGivingDetail = z.infer<typeof adminGivingDetailSchema>;
export const adminGivingDetailResponseSchema = successEnvelope(adminGivingDetailSchema);

/** POST /api/admin/giving: giving received outside the payment providers, recorded as paid. */
export const offlineGivingSchema = z
  .object({
    company_id: opt(id),
    /** The personal giver, or for a company the member it is recorded for (its first admin when left out). */
    user_id: opt(id),
    payment_method: z.enum(OFFLINE_PAYMENT_METHODS, { message: 'Choose bank transfer or cheque.' }),
    payment_reference: z.string().trim().min(1, 'The bank or cheque reference is required.').max(120, 'The reference can be at most 120 characters.'),
    currency: z.enum(GIVING_CURRENCIES).default('USD'),
    received_on: day,
    note: z.string().trim().max(500, 'The note can be at most 500 characters.').optional(),
    lines: z
      .array(z.object({ impact_level_id: id, quantity: z.coerce.number().int().min(1, 'The quantity must be at least 1.').max(100_000, 'The quantity can be at most 100,000.') }))
      .min(1, 'Add at least one impact.')
      .max(50, 'At most 50 impacts at a time.'),
  })
  .refine((v) => v.company_id !== undefined || v.user_id !== undefined, { path: ['company_id'], message: adminGivingMessages.ownerRequired });
export type OfflineGiving = z.input<typeof offlineGivingSchema>;
export const offlineGivingResponseSchema = successEnvelope(z.object({ id: z.number().int(), total_usd: z.number() }));
