import { z } from 'zod';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { idSchema, MAX_RECORD_ID, optionalPhoneSchema } from './fields.js';
import { REFERRAL_STATUSES, REFERRAL_LIMITS } from './referrals-texts.js';
export { REFERRAL_STATUSES, type ReferralStatus, REFERRAL_STATUS_LABELS, REFERRAL_LIMITS } from './referrals-texts.js';

/**
 * Suggested worthy causes (/refer-a-project): anyone may suggest a cause for
 * the platform; staff follow the suggestions up on /admin/wcuuser/referred-causes.
 *
 * Calls (all under /api):
 * - POST /v2/user/refer-worthy-cause          signed in: the referrer's name and e-mail come from the account
 * - POST /v2/guest/user/refer-worthy-cause    visitor: referrer_name and referrer_email required; limited per IP
 * - GET  /admin/worthy-cause-referrals        staff: the suggestions (status filter, search, paging)
 * - PUT  /admin/worthy-cause-referrals/{id}   staff: { status, admin_note }
 */

export const referralMessages = {
  thanks: (causeName: string) => `Thank you for suggesting ${causeName}. Our team will look into it and may contact the cause to invite it.`,
  saved: 'The suggestion was updated.',
  notFound: 'Suggestion not found.',
  unknownCountry: 'Please choose a country from the list.',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** A name of at least 2 characters: `missing` when absent or shorter, `label` in the too-long message. */
const requiredName = (missing: string, max: number, label: string) =>
  z.string({ message: missing }).trim().min(2, missing).max(max, `${label} can be at most ${max} characters.`);
/** An http or https address with a host name that has a dot (https://cause.example). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const email = (message: string) => z.email({ message }).max(REFERRAL_LIMITS.emailMax);

/** What a suggestion says about the cause (both variants). */
export const referralInputSchema = z.object({
  cause_name: requiredName('Please enter the name of the cause.', REFERRAL_LIMITS.causeNameMax, 'The name'),
  website: z
    .string()
    .trim()
    .max(REFERRAL_LIMITS.websiteMax, `The website can be at most ${REFERRAL_LIMITS.websiteMax} characters.`)
    .refine((v) => v === '' || isWebAddress(v), 'Please enter a website address starting with http:// or https://.')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  country_id: z.coerce.number({ message: referralMessages.unknownCountry }).int().positive(referralMessages.unknownCountry).max(MAX_RECORD_ID, referralMessages.unknownCountry).nullable().optional(),
  contact_name: optionalText(REFERRAL_LIMITS.nameMax, 'The contact name'),
  contact_email: email('Please enter a valid contact e-mail address.')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  contact_phone: optionalPhoneSchema,
  description: z
    .string({ message: 'Please tell us why this cause is worthy.' })
    .trim()
    .min(REFERRAL_LIMITS.descriptionMin, `Please tell us a little more (at least ${REFERRAL_LIMITS.descriptionMin} characters).`)
    .max(REFERRAL_LIMITS.descriptionMax, `At most ${REFERRAL_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

/** The visitor variant also names the referrer. */
export const guestReferralInputSchema = referralInputSchema.extend({
  referrer_name: requiredName('Please enter your name.', REFERRAL_LIMITS.nameMax, 'Your name'),
  referrer_email: email('Please enter a valid e-mail address.'),
});
export type GuestReferralInput = z.input<typeof guestReferralInputSchema>;

export const referralCreatedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

export const referralListQuerySchema = listQuerySchema.extend({
  status: z.enum(REFERRAL_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ReferralListQuery = z.input<typeof referralListQuerySchema>;

/** PUT /admin/worthy-cause-referrals/{id}. */
export const referralUpdateSchema = z.object({
  status: z.enum(REFERRAL_STATUSES, { message: 'Choose a status.' }),
  admin_note: optionalText(REFERRAL_LIMITS.noteMax, 'The note'),
});
export type ReferralUpdate = z.input<typeof referralUpdateSchema>;
export const referralIdParams = z.object({ id: idSchema });

/** A suggestion as staff see it. */
export const referralSchema = z.object({
  id: z.number().int(),
  cause_name: z.string(),
  website: z.string().nullable(),
  country: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  description: z.string(),
  referrer: z.object({ user_id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  status: z.enum(REFERRAL_STATUSES),
  admin_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralResponseSchema = successEnvelope(referralSchema);
export const referralListResponseSchema = successEnvelope(z.array(referralSchema));
