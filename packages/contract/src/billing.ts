import { z } from 'zod';
import { idSchema } from './fields.js';
import { accountChoiceSchema } from './giving-account.js';
import { successEnvelope } from './envelope.js';
import { BILLING_ADDRESS_LIMITS, TAX_TYPES } from './billing-texts.js';
export * from './billing-texts.js';

/**
 * Billing of a giving account (the company in company mode, the personal account in personal mode): saved
 * cards (kept at the payment provider; only brand, last 4 digits and expiry are stored), tax details, the
 * billing address, the giving payments with their receipts and the token purchases.
 */

/** Which giving account a billing call acts on: the one the member acts as, unless account or company_id name another (staff read by user_id). */
export const billingAccountQuerySchema = z.object({
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
  user_id: idSchema.optional(),
});
export type BillingAccountQuery = z.infer<typeof billingAccountQuerySchema>;

export const savedCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  brand_label: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const cardsResponseSchema = successEnvelope(z.array(savedCardSchema));
export const cardResponseSchema = successEnvelope(savedCardSchema);

/** POST /api/user/update-card: opens the provider's hosted page to add a card. */
export const cardSetupRequestSchema = z.object({ account: accountChoiceSchema, company_id: idSchema.optional() }).optional();
export const cardSetupResponseSchema = successEnvelope(z.object({ redirect_url: z.string(), provider: z.string() }));

/** POST /api/user/giving/add-giving-card-new/{payment_method_id}. */
export const paymentMethodParamsSchema = z.object({ payment_method_id: z.string().min(3).max(400) });

/** set-primary and delete: the card by id. */
export const cardIdRequestSchema = z.object({
  card_id: idSchema,
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
});

export const taxDetailSchema = z.object({
  id: z.number().int(),
  tax_type: z.enum(TAX_TYPES),
  tax_number: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  created_at: z.string(),
});
export type TaxDetail = z.infer<typeof taxDetailSchema>;
/** POST /api/user/addTaxDetails (a member's giving account): the number is checked against its type on the server (taxNumberProblem). */
export const taxDetailResponseSchema = successEnvelope(taxDetailSchema);
export const removedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

const addressText = (max: number) => z.string().max(max + 200).nullable().optional();
export const billingAddressSchema = z.object({
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country_name: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
/** POST /api/user/billing-address: lengths and required fields are checked on the server with per-field messages. */
export const billingAddressRequestSchema = z.object({
  address_1: addressText(BILLING_ADDRESS_LIMITS.address_1),
  address_2: addressText(BILLING_ADDRESS_LIMITS.address_2),
  city: addressText(BILLING_ADDRESS_LIMITS.city),
  state: addressText(BILLING_ADDRESS_LIMITS.state),
  country_name: addressText(BILLING_ADDRESS_LIMITS.country_name),
  zip_code: addressText(BILLING_ADDRESS_LIMITS.zip_code),
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
});
export const billingAddressResponseSchema = successEnvelope(billingAddressSchema);

export const billingAccountSchema = z.object({
  account: z.enum(['user', 'company']),
  company_id: z.number().int().nullable(),
  name: z.string(),
});
/** GET /api/user/billing-details: everything the Billing Details screen shows. */
export const billingDetailsSchema = z.object({
  account: billingAccountSchema,
  provider: z.string(),
  cards: z.array(savedCardSchema),
  tax_details: z.array(taxDetailSchema),
  address: billingAddressSchema,
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsResponseSchema = successEnvelope(billingDetailsSchema);

export const billingListQuerySchema = billingAccountQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

/** GET /api/user/billing/impacts: one paid giving payment (contribution group). */
export const billingImpactSchema = z.object({
  contribution_group_id: z.number().int(),
  paid_at: z.string(),
  amount_usd: z.number(),
  /** How it was paid: 'Card (Stripe)', 'Card (Sandbox)', 'Giving credit', 'Goodhive trial gift'. */
  method: z.string(),
  contributions: z.number().int(),
  receipt_url: z.string(),
});
export type BillingImpact = z.infer<typeof billingImpactSchema>;
export const billingImpactsResponseSchema = successEnvelope(z.array(billingImpactSchema));

/** GET /api/user/billing/tokens: one impact-token purchase of the company. */
export const tokenPurchaseSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  amount_usd: z.number(),
  status: z.string(),
  receipt_number: z.string().nullable(),
  provider: z.string().nullable(),
});
export type TokenPurchase = z.infer<typeof tokenPurchaseSchema>;
export const tokenPurchasesResponseSchema = successEnvelope(z.array(tokenPurchaseSchema));

/**
 * GET /api/user/billing/memberships: the company's membership payments, newest first: every paid one (card or
 * recorded by staff) and the incomplete ones staff recorded; a paid one has its receipt
 * (GET /api/user/billing/memberships/{id}/receipt, membership_receipt_{id}.pdf).
 */
export const billingMembershipSchema = z.object({
  id: z.number().int(),
  package_name: z.string(),
  membership_period_id: z.number().int(),
  period: z.string(),
  amount_usd: z.number(),
  /** Complete, Incomplete, or null when the company's renewal is not required. */
  payment_status_label: z.string().nullable(),
  /** 'Card (Stripe)', 'Bank transfer', 'Cheque'... */
  method: z.string(),
  is_renewal: z.boolean(),
  paid_at: z.string().nullable(),
  membership_end_date: z.string().nullable(),
  created_at: z.string(),
  has_receipt: z.boolean(),
});
export type BillingMembership = z.infer<typeof billingMembershipSchema>;
export const billingMembershipsResponseSchema = successEnvelope(z.array(billingMembershipSchema));
export const billingMembershipParamsSchema = z.object({ id: idSchema });
