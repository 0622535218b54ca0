import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { QUANTITY_MAX } from './catalogue.js';
import { CART_QUANTITY_MESSAGES } from './cart-texts.js';
import { guestGivingTexts } from './guest-giving-texts.js';
import { resetPasswordSchema } from './accounts.js';
export * from './guest-giving-texts.js';

/**
 * Guest giving (issue 21): a visitor's public cart, shareable by its key at /usercart/{key}/guest; a members'
 * shared cart reads the same way at /usercart/{key}/user|company. A guest checks a public cart out with a name
 * and an e-mail; the server prices every line; the receipt e-mail carries a link that claims the giving into a
 * new personal account.
 */

export const PUBLIC_CART_TYPES = ['user', 'company', 'guest'] as const;

const noPrices = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? guestGivingTexts.noClientPrices : undefined) };
/** One line as a visitor sends it: no price, no amount (the server refuses them). */
export const publicCartLineSchema = z.strictObject(
  {
    project_id: idSchema,
    impact_level_id: idSchema,
    quantity: z.coerce.number().int().min(1, CART_QUANTITY_MESSAGES.min).max(QUANTITY_MAX, CART_QUANTITY_MESSAGES.max),
  },
  noPrices,
);
export type PublicCartLine = z.infer<typeof publicCartLineSchema>;

/** POST /api/usercart (a new guest cart) and PUT /api/usercart/{key}/guest (its lines, replaced). */
export const publicCartWriteSchema = z.strictObject({ lines: z.array(publicCartLineSchema).max(50) }, noPrices);

export const publicCartParamsSchema = z.object({ key: z.string().min(10).max(64), type: z.enum(PUBLIC_CART_TYPES) });
export const guestCartParamsSchema = z.object({ key: z.string().min(10).max(64) });

export const publicCartItemSchema = z.object({
  project_id: z.number().int(),
  impact_level_id: z.number().int(),
  quantity: z.number().int(),
  project_title: z.string(),
  partner_name: z.string(),
  is_bundle: z.boolean(),
  impact_unit: z.string(),
  unit_price_usd: z.number(),
  amt_total_usd: z.number(),
  beneficiaries: z.number().int(),
  is_available: z.boolean(),
});
export type PublicCartItem = z.infer<typeof publicCartItemSchema>;

/** GET /api/usercart/{key}/{type}: a public cart's lines priced by the server. */
export const publicCartSchema = z.object({
  key: z.string(),
  type: z.enum(PUBLIC_CART_TYPES),
  path: z.string(),
  owner_name: z.string(),
  items: z.array(publicCartItemSchema),
  total_usd: z.number(),
});
export type PublicCart = z.infer<typeof publicCartSchema>;
export const publicCartResponseSchema = successEnvelope(publicCartSchema);

/** POST /api/guest/checkout: a guest gives what a guest cart holds. */
export const guestCheckoutSchema = z.strictObject(
  {
    cart_key: z.string().min(10).max(64),
    first_name: z.string().trim().min(1, guestGivingTexts.nameRequired).max(40),
    last_name: z.string().trim().min(1, guestGivingTexts.nameRequired).max(40),
    email: z.string().trim().toLowerCase().email(guestGivingTexts.invalidEmail).max(254),
    country_id: z.coerce.number({ message: guestGivingTexts.countryRequired }).int().positive(guestGivingTexts.countryRequired).max(MAX_RECORD_ID, guestGivingTexts.countryRequired),
    /** Required for visitors from a country with the charity disclosure (CHARITY_DISCLOSURE_COUNTRIES). */
    disclosure_accepted: z.boolean().default(false),
  },
  noPrices,
);
export type GuestCheckout = z.input<typeof guestCheckoutSchema>;

export const guestCheckoutResponseSchema = successEnvelope(
  z.object({
    contribution_group_id: z.number().int(),
    total_usd: z.number(),
    payment_token: z.string(),
    /** The payment page: /payment-redirect/user/{token}/{group}. */
    redirect_path: z.string(),
  }),
);

/** POST /api/guest/claim: the receipt's link turns the guest into a personal member with a password. */
export const guestClaimSchema = z
  .object({
    key: z.string().min(10).max(128),
    password: resetPasswordSchema,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: guestGivingTexts.passwordsDiffer });
export const guestClaimResponseSchema = successEnvelope(z.object({ email: z.string() }));
