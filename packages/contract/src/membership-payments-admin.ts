import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { isRealDay } from './contributions-texts.js';
import { MEMBERSHIP_PAYMENTS_PAGE_SIZE, membershipPaymentAdminMessages } from './membership-payments-admin-texts.js';
export { MEMBERSHIP_PAYMENTS_PAGE_SIZE, membershipPaymentAdminMessages, adminPaymentStatusLabel } from './membership-payments-admin-texts.js';

/**
 * Staff membership payments (/admin/membership-payments, /filter/{company_id}, /display/{id}, /edit/{id}): every
 * membership payment with its package, period (1 monthly; 2 to 4 annual), amount, status and dates, and a
 * correction by staff with a reason (audited). Staff record a new manual payment with the upgrade by hand.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const adminMembershipPaymentListQuerySchema = z.object({
  company_id: opt(z.coerce.number().int().positive()),
  /** complete: payment_status 1; incomplete: any other. */
  status: opt(z.enum(['complete', 'incomplete'])),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(MEMBERSHIP_PAYMENTS_PAGE_SIZE)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
});

export const adminMembershipPaymentSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), membership_recurring_status: z.string().nullable() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  package: z.object({ id: z.number().int(), name: z.string() }),
  membership_period_id: z.number().int(),
  /** 'Monthly' for period 1, annual otherwise. */
  period: z.string(),
  amount_usd: z.number(),
  status: z.string(),
  payment_status: z.number().int(),
  /** Complete, Incomplete, or null when the company's renewal is not required. */
  payment_status_label: z.string().nullable(),
  is_renewal: z.boolean(),
  provider: z.string().nullable(),
  payment_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  membership_end_date: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMembershipPayment = z.infer<typeof adminMembershipPaymentSchema>;
export const adminMembershipPaymentListResponseSchema = successEnvelope(z.array(adminMembershipPaymentSchema));
export const adminMembershipPaymentResponseSchema = successEnvelope(adminMembershipPaymentSchema);
export const adminMembershipPaymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/admin/membership-payments/{id}: staff correct a payment; the reason goes in the audit log. */
export const adminMembershipPaymentCorrectionSchema = z.object({
  amount_usd: z.coerce.number().min(0, 'The amount cannot be negative.').max(100_000, 'That amount is too large.').optional(),
  payment_status: z.union([z.literal(0), z.literal(1)], { message: 'The status is 1 (Complete) or 0 (Incomplete).' }).optional(),
  payment_reference: z.string().trim().max(200, 'The reference can be at most 200 characters.').optional(),
  paid_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
    .refine(isRealDay, 'Use a real date.')
    .optional(),
  reason: z.string({ message: membershipPaymentAdminMessages.reasonRequired }).trim().min(3, membershipPaymentAdminMessages.reasonRequired).max(500),
});
export type AdminMembershipPaymentCorrection = z.input<typeof adminMembershipPaymentCorrectionSchema>;
