import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { idSchema, MAX_RECORD_ID, optionalPhoneSchema } from './fields.js';
import { PROFILE_SCORE_MAX, profileEditMessages } from './profile-edit-texts.js';
export * from './profile-edit-texts.js';

/**
 * The member's own profiles: the personal profile (/personal/profile/: GET and POST /api/user/{id}/profile,
 * POST /api/user/{id}/image) and the company profile (/company/profile/: GET and POST /api/company/{id},
 * POST /api/company/{id}/image), each with its completeness score (admin-and-partner.md §5).
 */

export const profileCompletenessSchema = z.object({
  score: z.number().int().min(0).max(PROFILE_SCORE_MAX),
  missing: z.array(z.object({ key: z.string(), label: z.string(), points: z.number().int() })),
});

// ---- Field rules ----

/** An optional text: trimmed, empty is null. */
const optionalText = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, `${label} may have at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** An optional web address (http or https); empty is null. */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'A web address may have at most 500 characters.')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), profileEditMessages.invalidUrl)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const socialUrls = {
  facebook_url: optionalUrl,
  googleplus_url: optionalUrl,
  linkedin_url: optionalUrl,
  twitter_url: optionalUrl,
};

// ---- Personal profile ----

/** POST /api/user/{id}/profile: the personal profile fields; a new `email` is only used once its confirmation link is opened. */
export const personalProfileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, 'The first name field is required.').max(40, 'The first name may have at most 40 characters.'),
  last_name: z.string().trim().min(1, 'The last name field is required.').max(40, 'The last name may have at most 40 characters.'),
  about_you: optionalText(2000, 'About you'),
  email: z.email({ message: profileEditMessages.invalidEmail }).max(254).optional(),
  ...socialUrls,
});
export type PersonalProfileUpdate = z.input<typeof personalProfileUpdateSchema>;

/** POST /api/user/confirm-email-change: the key from the confirmation link sent to the new address. */
export const confirmEmailChangeSchema = z.object({ email_code: z.string().trim().min(10).max(200) });
export const confirmEmailChangeResponseSchema = successEnvelope(z.object({ email: z.string() }));

// ---- Company profile ----

export const companyAddressSchema = z.object({
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  zip_code: z.string().nullable(),
});

/** GET and POST /api/company/{id}: the company profile as its owner and admins edit it. */
export const companyProfileSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  mission: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  facebook_url: z.string().nullable(),
  googleplus_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  industry1: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  industry2: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  company_logo: z.string().nullable(),
  company_icon: z.string().nullable(),
  company_banner_img: z.string().nullable(),
  address: companyAddressSchema,
  /** Whether the caller may change it (owner and admins; staff read only). */
  can_edit: z.boolean(),
  completeness: profileCompletenessSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export const companyProfileResponseSchema = successEnvelope(companyProfileSchema);
export const companyIdParamsSchema = z.object({ id: idSchema });

export const companyProfileUpdateSchema = z.object({
  company_name: z.string().trim().min(1, 'The company name field is required.').max(160, 'The company name may have at most 160 characters.'),
  mission: optionalText(2000, 'The mission'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, profileEditMessages.invalidEmail)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  phone: optionalPhoneSchema,
  website: optionalUrl,
  ...socialUrls,
  industry1: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
  industry2: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
  address_1: optionalText(160, 'Address line 1'),
  address_2: optionalText(160, 'Address line 2'),
  city: optionalText(80, 'The city'),
  state: optionalText(80, 'The state'),
  country_id: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
  zip_code: optionalText(20, 'The zip code'),
});
export type CompanyProfileUpdate = z.input<typeof companyProfileUpdateSchema>;
