import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
export { MEMBERSHIP_PERIODS, membershipMessages } from './memberships-texts.js';
export const MEMBERSHIP_PERIOD_IDS = [1, 2, 3, 4] as const;
export type MembershipPeriodId = (typeof MEMBERSHIP_PERIOD_IDS)[number];

/** The four packages, smallest first (the spec's smallest package is Tiny). */
export const PACKAGE_NAMES = ['Tiny', 'Small', 'SME', 'SME PLUS'] as const;

/** payment_status of a membership payment: 1 is Complete; any other value is Incomplete. */
export const MEMBERSHIP_PAYMENT_STATUS = { COMPLETE: 1, INCOMPLETE: 0 } as const;
export const membershipPaymentStatusLabel = (status: number) => (status === MEMBERSHIP_PAYMENT_STATUS.COMPLETE ? 'Complete' : 'Incomplete');

export const membershipPriceSchema = z.object({
  membership_period_id: z.number().int(),
  period_name: z.string(),
  months: z.number().int(),
  is_annual: z.boolean(),
  amount_usd: z.number(),
});
export const membershipPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  employee_limit: z.number().int(),
  is_premium: z.boolean(),
  prices: z.array(membershipPriceSchema),
});
export type MembershipPackage = z.infer<typeof membershipPackageSchema>;
export const packagesResponseSchema = successEnvelope(z.array(membershipPackageSchema));

/** GET /api/app/packageslist: one row per package and period. */
export const packageListRowSchema = z.object({
  package_id: z.number().int(),
  package_name: z.string(),
  membership_period_id: z.number().int(),
  period_name: z.string(),
  amount_usd: z.number(),
});
export const packagesListResponseSchema = successEnvelope(z.array(packageListRowSchema));

/** GET /api/app/company-plans: the membership periods. */
export const companyPlanSchema = z.object({ id: z.number().int(), name: z.string(), months: z.number().int(), is_annual: z.boolean() });
export const companyPlansResponseSchema = successEnvelope(z.array(companyPlanSchema));

/** GET /api/app/current-package/package: the caller's company's membership. */
export const currentPackageSchema = z.object({
  company_id: z.number().int(),
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  membership_period_id: z.number().int().nullable(),
  membership_end_date: z.string().nullable(),
  membership_recurring_status: z.string().nullable(),
  auto_renew: z.boolean(),
  is_trial: z.boolean(),
  is_downgraded: z.boolean(),
  is_admin: z.boolean(),
  total_giving_usd: z.number(),
});
export type CurrentPackage = z.infer<typeof currentPackageSchema>;
export const currentPackageResponseSchema = successEnvelope(currentPackageSchema);

/** POST /api/user/upgrade: the server prices it; any price field is refused. */
export const upgradeRequestSchema = z
  .object({
    package_id: idSchema,
    membership_period_id: idSchema,
  })
  .passthrough();
export type UpgradeRequest = { package_id: number; membership_period_id: number };
/** Body fields that would let a client name its own price. */
export const UPGRADE_PRICE_FIELDS = ['price', 'amount', 'amount_usd', 'amt_total_usd', 'total', 'total_usd', 'price_usd', 'amount_cents'] as const;

export const membershipPaymentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  package: z.object({ id: z.number().int(), name: z.string() }),
  membership_period_id: z.number().int(),
  period_name: z.string(),
  amount_usd: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  payment_status: z.number().int(),
  payment_status_label: z.string(),
  failure_reason: z.string().nullable(),
  is_renewal: z.boolean(),
  membership_end_date: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;
export const membershipPaymentResponseSchema = successEnvelope(membershipPaymentSchema);

export const upgradeResponseSchema = successEnvelope(
  z.object({ payment: membershipPaymentSchema, provider: z.string(), redirect_url: z.string(), amount_due_usd: z.number() }),
);
export type UpgradeAnswer = z.infer<typeof upgradeResponseSchema>['data'];

export const membershipPaymentParamsSchema = z.object({ id: idSchema });

/** POST /api/user/upgrade/cancel: turns auto-renewal off. */
export const cancelAutoRenewResponseSchema = currentPackageResponseSchema;

/** GET /api/v2/company/main: the caller's company with its membership. */
export const companyMainSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  membership_period_id: z.number().int().nullable(),
  membership_end_date: z.string().nullable(),
  membership_recurring_status: z.string().nullable(),
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const companyMainResponseSchema = successEnvelope(companyMainSchema);

/** A date as the API sends membership_end_date: YYYY-MM-DD (UTC). */
export const toDateOnly = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString().slice(0, 10) : null);
