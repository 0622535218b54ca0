import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { QUANTITY_MAX, projectImageSchema } from './catalogue.js';
import { contributionSchema } from './contributions.js';
import { accountChoiceSchema } from './giving-account.js';
import { ECARD_MESSAGE_MAX, ECARD_TEMPLATES, givingMessages, CART_QUANTITY_MESSAGES } from './cart-texts.js';
export { CART_MAX_TOTAL_USD, ECARD_MESSAGE_MAX, ECARD_TEMPLATES, givingMessages, CART_QUANTITY_MESSAGES } from './cart-texts.js';

/**
 * The giving cart (its lines; an added line merges into the same project or story and impact level), checkout
 * and payment. A personal cart belongs to the user; a company cart (company_id set) to the company, and any
 * member linked to the company may use it. Amounts are USD decimals with 2 places; the server prices every
 * line from its own impact levels and ignores amounts sent by the client.
 */

export const CART_ITEM_TYPES = ['project', 'story'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
export type EcardTemplate = (typeof ECARD_TEMPLATES)[number];

/** The sandbox payment page's test cards. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresConfirmation: '4000 0000 0000 3220',
} as const;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const id = idSchema;
const quantity = z.coerce.number().int().min(1, CART_QUANTITY_MESSAGES.min).max(QUANTITY_MAX, CART_QUANTITY_MESSAGES.max);
/** Amounts a client may send for display; accepted when well-formed and otherwise ignored. */
const clientAmount = z.coerce.number().min(0).optional();

/**
 * Which cart: by default the one of the account the caller acts as (their company's while they act as the
 * company, else their personal cart); account=user picks the personal cart, account=company or company_id a
 * company cart of theirs. user_id, when sent, must be the caller (admins may read anyone's).
 */
export const cartOwnerSchema = z.object({
  user_id: id.optional(),
  account: accountChoiceSchema,
  company_id: id.nullable().optional(),
});
export type CartOwner = z.infer<typeof cartOwnerSchema>;

export const cartAddSchema = cartOwnerSchema
  .extend({
    op: z.literal('add'),
    type: z.enum(CART_ITEM_TYPES).default('project'),
    project_id: id,
    impact_level_id: id,
    story_id: id.nullable().optional(),
    story_group_id: z.union([z.string().max(64), z.number().int()]).nullable().optional(),
    /** Units to add to a project line (default 1: "a project add increases the count by 1"). */
    quantity: quantity.optional(),
    /** Units a story adds ("a story add increases the count by its count"); falls back to quantity, then 1. */
    story_qty: quantity.optional(),
    monthly_story_flag: z.union([z.literal(0), z.literal(1)]).optional(),
    amt_total_usd: clientAmount,
    beneficiaries: clientAmount,
    single_contribution_total: clientAmount,
  })
  .refine((v) => v.type !== 'story' || v.story_id != null, { path: ['story_id'], message: givingMessages.storyIdRequired });

export const cartUpdateSchema = cartOwnerSchema.extend({
  op: z.literal('update'),
  /** The cart line (cart item id) to change. */
  carts_id: id,
  /** The line's new number of units. */
  quantity,
  amt_total_usd: clientAmount,
  beneficiaries: clientAmount,
  single_contribution_total: clientAmount,
});

export const cartRemoveSchema = cartOwnerSchema.extend({ op: z.literal('remove'), carts_id: id });
export const cartClearSchema = cartOwnerSchema.extend({ op: z.literal('clear') });

/** Sets (or, with ecard_template_id null, removes) the gift e-card sent with the next checkout. */
export const cartEcardSchema = cartOwnerSchema.extend({
  op: z.literal('ecard'),
  ecard_template_id: z
    .number()
    .int()
    .refine((v) => ECARD_TEMPLATES.some((t) => t.id === v), 'Choose one of the e-card templates.')
    .nullable(),
  ecard_message: z.string().trim().max(ECARD_MESSAGE_MAX).nullable().optional(),
  recipient_name: z.string().trim().max(120).nullable().optional(),
  recipient_email: z.email('Please enter a valid email address.').max(254).nullable().optional(),
});

/** POST /api/cart: one cart operation, chosen by `op`. */
export const cartRequestSchema = z.discriminatedUnion('op', [cartAddSchema, cartUpdateSchema, cartRemoveSchema, cartClearSchema, cartEcardSchema]);
export type CartRequest = z.infer<typeof cartRequestSchema>;

/** GET /api/cart query: whose cart. Admins may read anyone's (user_id, account and/or company_id). */
export const cartQuerySchema = cartOwnerSchema;

export const cartItemSchema = z.object({
  /** The cart line id, sent back as carts_id to update or remove the line. */
  carts_id: z.number().int(),
  type: z.enum(CART_ITEM_TYPES),
  project_id: z.number().int(),
  story_id: z.number().int().nullable(),
  impact_level_id: z.number().int(),
  quantity: z.number().int(),
  /** Same as quantity (the web app's older name). */
  count: z.number().int(),
  group_unique_id: z.string().nullable(),
  unit_price_usd: z.number(),
  amt_total_usd: z.number(),
  beneficiaries: z.number().int(),
  /** False once the project stopped being live or the level was withdrawn; checkout then refuses the cart. */
  is_available: z.boolean(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    is_bundle: z.boolean(),
    image_square: projectImageSchema,
    image_rectangle: projectImageSchema,
    partner_name: z.string(),
  }),
  impact: z.object({ id: z.number().int(), impact_unit: z.string(), beneficiaries_per_unit: z.number().int(), price: z.number() }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const ecardSchema = z.object({
  template_id: z.number().int(),
  message: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
});

export const cartTotalsSchema = z.object({
  /** Number of lines (the header badge). */
  items_count: z.number().int(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
  /** Indicative: the SGD amount is fixed at the rate of the moment of payment. */
  amt_total_sgd: z.number(),
  exchange_rate_sgd: z.number(),
});

/** The cart state the web app reads, with its lines and totals. `id` is null until the first change. */
export const cartSchema = z.object({
  id: z.number().int().nullable(),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  account: z.enum(['user', 'company']),
  contribution_group_id: z.number().int().nullable(),
  restored: z.union([z.literal(0), z.literal(1)]),
  monthly_story_flag: z.union([z.literal(0), z.literal(1)]),
  ecard: ecardSchema.nullable(),
  share_key: z.string().nullable(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = successEnvelope(cartSchema);

/** POST /api/story/checkIsInCart. */
export const checkIsInCartSchema = cartOwnerSchema.extend({
  project_id: id.optional(),
  story_id: id.nullable().optional(),
});
export const checkIsInCartResponseSchema = successEnvelope(
  z.object({ is_in_cart: z.boolean(), quantity: z.number().int(), carts_id: z.number().int().nullable() }),
);

/** GET /api/cart/preview-ecard: answers an SVG image of the e-card. */
export const ecardPreviewQuerySchema = z.object({
  current_template_id: z.coerce
    .number()
    .int()
    .refine((v) => ECARD_TEMPLATES.some((t) => t.id === v), 'Choose one of the e-card templates.'),
  msg: z.string().max(ECARD_MESSAGE_MAX).optional().default(''),
  recipient_name: z.string().max(120).optional(),
});
export const ecardTemplatesResponseSchema = successEnvelope(
  z.array(z.object({ id: z.number().int(), name: z.string(), headline: z.string(), background: z.string(), accent: z.string() })),
);

/** POST /api/cart/share: the read-only link /usercart/{key}/{type}. */
export const cartShareResponseSchema = successEnvelope(
  z.object({ share_key: z.string(), type: z.enum(['user', 'company']), path: z.string() }),
);
export const sharedCartParamsSchema = z.object({ key: z.string().min(10).max(64), type: z.enum(['user', 'company']) });
/** GET /api/cart/shared/{key}/{type}: what a shared cart holds, without its owner's details. */
export const sharedCartResponseSchema = successEnvelope(
  z.object({ owner_name: z.string(), account: z.enum(['user', 'company']), items: z.array(cartItemSchema), totals: cartTotalsSchema }),
);

/** POST /api/cart/contribution: check out the cart into a pending contribution group. */
export const checkoutRequestSchema = cartOwnerSchema.extend({
  /** Spend the account's giving credit first (all of it, up to the total). */
  use_credit: z.boolean().default(false),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const GROUP_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/** A contribution group: one checkout and the contributions it holds. */
export const contributionGroupSchema = z.object({
  id: z.number().int(),
  contribution_group_id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  account: z.enum(['user', 'company']),
  status: z.enum(GROUP_STATUSES),
  total_usd: z.number(),
  /** Fixed at the moment of payment; null until paid. */
  total_sgd: z.number().nullable(),
  exchange_rate_sgd: z.number().nullable(),
  credit_applied_usd: z.number(),
  amount_due_usd: z.number(),
  funded_by: z.string(),
  payment_provider: z.string().nullable(),
  payment_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  ecard: ecardSchema.nullable(),
  contributions: z.array(contributionSchema),
});
export type ContributionGroup = z.infer<typeof contributionGroupSchema>;
export const contributionGroupResponseSchema = successEnvelope(contributionGroupSchema);

export const checkoutSchema = z.object({
  contribution_group_id: z.number().int(),
  status: z.enum(['pending', 'paid']),
  account: z.enum(['user', 'company']),
  total_usd: z.number(),
  credit_applied_usd: z.number(),
  amount_due_usd: z.number(),
  /** False when credit paid everything: the group is already paid. */
  payment_required: z.boolean(),
  /** Secret for the payment page; valid 24 hours. Null when nothing is left to pay. */
  payment_token: z.string().nullable(),
  /** Where the web app goes next: /payment-redirect/{type}/{payment_token}/{group} or /payment-success/?group={id}. */
  redirect_path: z.string(),
  group: contributionGroupSchema,
});
export const checkoutResponseSchema = successEnvelope(checkoutSchema);

/** GET /api/cart/group/{id}: the owner, a member of its company or an admin; or anyone holding its payment token. */
export const groupParamsSchema = z.object({ id: idSchema });
export const groupQuerySchema = z.object({ payment_token: z.string().min(10).max(200).optional() });

/** POST /api/cart/contribution/remove: cancel the pending checkout; the cart keeps its items. */
export const checkoutCancelSchema = cartOwnerSchema.extend({ contribution_group_id: id.optional() });
export const checkoutCancelResponseSchema = successEnvelope(z.object({ contribution_group_id: z.number().int().nullable(), cart: cartSchema }));

/** POST /api/contribution/pay: start (or resume) paying a pending group at the payment provider. */
export const payRequestSchema = z.object({
  contribution_group_id: id,
  /** From the payment page URL, when the page has no signed-in session. */
  payment_token: z.string().min(10).max(200).optional(),
});
export const payResponseSchema = successEnvelope(
  z.object({
    contribution_group_id: z.number().int(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** The provider's hosted payment page: send the browser there. */
    redirect_url: z.string(),
    amount_due_usd: z.number(),
  }),
);

/** Stripe webhook acknowledgement. */
export const webhookResponseSchema = successEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() }));
