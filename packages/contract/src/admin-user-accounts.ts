import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { ROLE } from './constants.js';
import { successEnvelope } from './envelope.js';
import { companyProfileUpdateSchema, personalProfileUpdateSchema } from './profile-edit.js';
import { profileEditMessages } from './profile-edit-texts.js';
import { NEW_BUSINESS_ROLE_IDS, adminAccountMessages } from './admin-user-accounts-texts.js';
export * from './admin-user-accounts-texts.js';

/**
 * Accounts staff create and edit (admin-and-partner.md §2.1 /admin/users/create, /create-new, /edit/{id}; §7.4):
 * - POST /user/personal, /user/premium: an individual giver (Personal User, Premium Personal User)
 * - POST /user/business: a company and its owner (a trial, or a paying role with its membership payment)
 * - POST /user/update-business: a member's own fields and, when they have one, their company's
 * Staff only; each one transaction with its audit row (who, before, after, reason); a taken e-mail is 409. The
 * fields follow the member's own profile forms (profile-edit.ts), so both check the same way.
 */

const reason = z.string({ message: adminAccountMessages.reasonRequired }).trim().min(3, adminAccountMessages.reasonRequired).max(500);
const email = z.email({ message: profileEditMessages.invalidEmail }).trim().toLowerCase().max(254);
const person = { first_name: personalProfileUpdateSchema.shape.first_name, last_name: personalProfileUpdateSchema.shape.last_name, email };
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());

/** POST /api/user/personal and /api/user/premium. */
export const newPersonalAccountSchema = z.object({ ...person, country_id: optionalId, reason });
export type NewPersonalAccount = z.input<typeof newPersonalAccountSchema>;

/** POST /api/user/business: the owner, the company and its role; a paying role names the package and period it paid. */
export const newBusinessAccountSchema = z
  .object({
    ...person,
    company_name: companyProfileUpdateSchema.shape.company_name,
    country_id: z.coerce.number({ message: adminAccountMessages.countryRequired }).int().positive(adminAccountMessages.countryRequired).max(MAX_RECORD_ID, adminAccountMessages.countryRequired),
    industry1: optionalId,
    role_id: z.coerce.number().int().refine((v) => NEW_BUSINESS_ROLE_IDS.includes(v), adminAccountMessages.roleNotBusiness),
    package_id: optionalId,
    membership_period_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1, adminAccountMessages.periodRequired).max(4, adminAccountMessages.periodRequired).optional()),
    reason,
  })
  .superRefine((v, ctx) => {
    const trial = v.role_id === ROLE.TRIAL;
    if (trial && (v.package_id !== undefined || v.membership_period_id !== undefined)) ctx.addIssue({ code: 'custom', path: ['package_id'], message: adminAccountMessages.trialHasNoPackage });
    if (!trial && v.package_id === undefined) ctx.addIssue({ code: 'custom', path: ['package_id'], message: adminAccountMessages.packageRequired });
    if (!trial && v.membership_period_id === undefined) ctx.addIssue({ code: 'custom', path: ['membership_period_id'], message: adminAccountMessages.periodRequired });
  });
export type NewBusinessAccount = z.input<typeof newBusinessAccountSchema>;

export const newAccountResponseSchema = successEnvelope(
  z.object({
    user_id: z.number().int(),
    company_id: z.number().int().nullable(),
    email: z.string(),
    role_id: z.number().int(),
    welcome_email: z.enum(['sent', 'stored', 'failed']),
  }),
);
export type NewAccountResult = z.infer<typeof newAccountResponseSchema>['data'];

/** POST /api/user/update-business: the personal profile's fields (the e-mail set at once), the company's when the member has one. */
export const accountUpdateSchema = z.object({
  user_id: idSchema,
  first_name: personalProfileUpdateSchema.shape.first_name,
  last_name: personalProfileUpdateSchema.shape.last_name,
  email,
  about_you: personalProfileUpdateSchema.shape.about_you,
  facebook_url: personalProfileUpdateSchema.shape.facebook_url,
  googleplus_url: personalProfileUpdateSchema.shape.googleplus_url,
  linkedin_url: personalProfileUpdateSchema.shape.linkedin_url,
  twitter_url: personalProfileUpdateSchema.shape.twitter_url,
  company: companyProfileUpdateSchema.optional(),
  reason,
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;
export const accountUpdateResponseSchema = successEnvelope(z.object({ user_id: z.number().int(), company_id: z.number().int().nullable(), changed: z.array(z.string()) }));
