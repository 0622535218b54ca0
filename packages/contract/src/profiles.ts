import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { BUSINESS_LISTING_PAGE_SIZE } from './profiles-texts.js';
export { BUSINESS_LISTING_PAGE_SIZE } from './profiles-texts.js';

/**
 * Public impact profiles (/business-profile/{id}, /personal-account-profile/{id}) and the business listing
 * (/business-listing). A profile shows impact (never amounts of money) and only when its owner made it
 * public; a private profile answers 404 to everyone but its owner and staff.
 */

const impactTotals = {
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  projects_supported: z.number().int(),
  countries_reached: z.number().int(),
};

export const publicProfileSchema = z.object({
  id: z.number().int(),
  account: z.enum(['company', 'user']),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  /** The company's mission, or the person's about-you text. */
  about: z.string().nullable(),
  partner_level: z.string().nullable(),
  /** The company's wide banner and square icon (a person has neither). */
  banner_url: z.string().nullable(),
  icon_url: z.string().nullable(),
  industry2: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  facebook_url: z.string().nullable(),
  googleplus_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  member_since: z.string(),
  is_public: z.boolean(),
  /** Whether the viewer may change the profile's visibility. */
  can_edit: z.boolean(),
  ...impactTotals,
  categories: z.array(z.object({ name: z.string(), total_impacts: z.number().int(), beneficiaries: z.number().int() })),
  projects: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      is_bundle: z.boolean(),
      partner_name: z.string(),
      country: z.string().nullable(),
      total_impacts: z.number().int(),
      beneficiaries: z.number().int(),
    }),
  ),
  countries: z.array(z.object({ code: z.string(), name: z.string(), total_impacts: z.number().int(), beneficiaries: z.number().int() })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = successEnvelope(publicProfileSchema);
export const profileIdParamsSchema = z.object({ id: idSchema });

export const businessListingQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  industry_id: idSchema.optional(),
  country_id: idSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(BUSINESS_LISTING_PAGE_SIZE),
});
export type BusinessListingQuery = z.input<typeof businessListingQuerySchema>;
export const businessListingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  partner_level: z.string().nullable(),
  ...impactTotals,
});
export type BusinessListingItem = z.infer<typeof businessListingItemSchema>;
export const businessListingResponseSchema = successEnvelope(z.array(businessListingItemSchema));

export const profileVisibilitySchema = z.object({ is_public: z.boolean() });
export const profileVisibilityResponseSchema = successEnvelope(z.object({ is_public: z.boolean() }));
export const validProfileResponseSchema = successEnvelope(z.object({ valid: z.boolean() }));

export { profileMessages } from './profiles-texts.js';
