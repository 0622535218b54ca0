import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { isRealDay } from './contributions-texts.js';
import { MEMBERSHIP_PAYMENTS_PAGE_SIZE, membershipPaymentAdminMessages } from './membership-payments-admin-texts.js';
import { MANUAL_MEMBERSHIP_METHODS } from './membership-payments-admin-texts.js';
export { MEMBERSHIP_PAYMENTS_PAGE_SIZE, membershipPaymentAdminMessages, adminPaymentStatusLabel, MANUAL_MEMBERSHIP_METHODS, membershipPaymentMethodLabel } from './membership-payments-admin-texts.js';
export type { ManualMembershipMethod } from './membership-payments-admin-texts.js';

/**
 * Staff membership payments (/admin/membership-payments, /filter/{company_id}, /display/{id}, /edit/{id}): every
 * membership payment with its package, period (1 monthly; 2 to 4 annual), amount, status and dates, and a
 * correction by staff with a reason (audited); /create and /add/{company_id} record a manual payment (audited).
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const adminMembershipPaymentListQuerySchema = z.object({
  company_id: opt(idSchema),
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
export const adminMembershipPaymentIdParamsSchema = z.object({ id: idSchema });

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

const day = (message = 'Use the date format YYYY-MM-DD.') => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDay, 'Use a real date.');

/**
 * POST /api/admin/membership-payments: staff record a manual membership payment (bank transfer, cheque...) for a
 * company. A complete one (payment_status 1) puts the company on the package until membership_end_date (by default
 * one period from its current end, or from the day paid) and mails the receipt; an incomplete one is only recorded.
 */
export const adminMembershipPaymentCreateSchema = z.object({
  company_id: z.coerce.number({ message: 'Choose a company.' }).int().positive('Choose a company.').max(MAX_RECORD_ID, 'Choose a company.'),
  package_id: z.coerce.number({ message: membershipPaymentAdminMessages.packageNotFound }).int().positive(membershipPaymentAdminMessages.packageNotFound).max(MAX_RECORD_ID, membershipPaymentAdminMessages.packageNotFound),
  membership_period_id: z.coerce
    .number({ message: membershipPaymentAdminMessages.periodRequired })
    .int(membershipPaymentAdminMessages.periodRequired)
    .min(1, membershipPaymentAdminMessages.periodRequired)
    .max(4, membershipPaymentAdminMessages.periodRequired),
  amount_usd: z.coerce
    .number({ message: 'Enter the amount paid.' })
    .positive('The amount must be more than zero.')
    .max(100_000, 'That amount is too large.')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most two decimals.'),
  payment_status: z.union([z.literal(0), z.literal(1)], { message: 'The status is 1 (Complete) or 0 (Incomplete).' }),
  method: z.enum(MANUAL_MEMBERSHIP_METHODS.map((m) => m.value) as [string, ...string[]], { message: 'Choose how it was paid.' }),
  paid_on: z.preprocess(blankToUndefined, day().optional()),
  membership_end_date: z.preprocess(blankToUndefined, day().optional()),
  payment_reference: z.string().trim().max(200, 'The reference can be at most 200 characters.').optional(),
  reason: z.string({ message: membershipPaymentAdminMessages.reasonRequiredCreate }).trim().min(3, membershipPaymentAdminMessages.reasonRequiredCreate).max(500),
});
export type AdminMembershipPaymentCreate = z.input<typeof adminMembershipPaymentCreateSchema>;
