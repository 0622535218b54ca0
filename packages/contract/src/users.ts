import { z } from 'zod';
import { idSchema } from './fields.js';
import { ACCOUNT_KINDS, USER_TYPES } from './constants.js';
import { successEnvelope } from './envelope.js';
import { profileCompletenessSchema } from './profile-edit.js';

export const userCompanySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  country_name: z.string().nullable(),
  is_hive_partner: z.number().int(),
  latest_impact_partner_level: z.string().nullable(),
  engagement_access: z.enum(['0', '1']),
  token_management_access: z.enum(['0', '1']),
  /** YYYY-MM-DD: when the membership (or the trial) ends; the server always sends it. */
  membership_end_date: z.string().nullable().optional(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** GET /api/user/current: the signed-in user as the web app reads it, with the account they act as. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  account: z.enum(ACCOUNT_KINDS),
  role_id: z.number().int(),
  user_role: z.object({ id: z.number().int(), name: z.string(), group: z.string() }),
  business_owner_role_id: z.number().int().nullable(),
  register_source: z.string().nullable(),
  campaign_access_flag: z.number().int(),
  change_type: z.number().int(),
  /** The panel this session acts in (an admin who switched view is shown in that view). */
  type: z.enum(USER_TYPES),
  user_type: z.enum(USER_TYPES),
  /** The user's own type, whatever view the session acts in. */
  base_user_type: z.enum(USER_TYPES),
  is_owner: z.boolean(),
  is_verified: z.boolean(),
  /** Set while an admin is acting as this user. */
  impersonator_id: z.number().int().nullable(),
  user_business: z
    .object({
      company_id: z.number().int(),
      is_admin: z.number().int(),
      is_business: z.number().int(),
      company: userCompanySchema,
    })
    .nullable(),
  companydata: userCompanySchema.omit({ id: true }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = successEnvelope(currentUserSchema);

export const userIdParamsSchema = z.object({ id: idSchema });
/** GET /api/user/get-wc-name/{id}: a worthy-cause user's organisation name. */
export const worthyCauseNameResponseSchema = successEnvelope(z.object({ worthy_cause_name: z.string() }));

/** GET /api/user/user-search: the admin header's quick search by UID, CID, name, e-mail or business name. */
export const userSearchQuerySchema = z.object({
  keyword: z.string().trim().min(1, 'The keyword field is required.').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const userSearchResultSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
});
export const userSearchResponseSchema = successEnvelope(z.array(userSearchResultSchema));

/** GET /api/user/{id}/profile: a user's record for staff (and for the user themself). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  user_type: z.enum(USER_TYPES),
  account: z.enum(ACCOUNT_KINDS),
  change_type: z.number().int(),
  status: z.number().int(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  register_source: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  about_you: z.string().nullable(),
  image: z.string().nullable(),
  facebook_url: z.string().nullable(),
  googleplus_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  /** A new login e-mail waiting for its confirmation link. */
  pending_email: z.string().nullable(),
  /** The personal profile's completeness score and what is missing. */
  completeness: profileCompletenessSchema,
  user_business: z
    .object({ company_id: z.number().int(), company_name: z.string(), is_admin: z.number().int(), is_business: z.number().int(), is_owner: z.boolean() })
    .nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = successEnvelope(userProfileSchema);
