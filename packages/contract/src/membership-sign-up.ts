import { z } from 'zod';
import { MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { messages } from './messages.js';
import { accountMessages, emailSchema, nameSchema, trialPasswordSchema } from './accounts.js';
import { stripCompanyName } from './accounts-texts.js';
import { membershipMessages } from './memberships-texts.js';
import { SIGN_UP_ACCOUNT_TYPES, SIGN_UP_SOURCES, membershipSignUpMessages } from './membership-sign-up-texts.js';
export * from './membership-sign-up-texts.js';

/**
 * POST /api/sign-up/membership (/sign-up and /sign-up-geniusu): who signs up, the package and period, and the
 * page's source. The server prices the membership; any price field is refused (UPGRADE_PRICE_FIELDS).
 */
export const membershipSignUpSchema = z
  .object({
    account_type: z.enum(SIGN_UP_ACCOUNT_TYPES, { error: 'Please choose a business or a personal membership.' }),
    first_name: nameSchema('first name'),
    last_name: nameSchema('last name'),
    email: emailSchema,
    company: z
      .string()
      .trim()
      .max(160)
      .refine((v) => stripCompanyName(v) === v, 'The company name may only contain letters, numbers, &, hyphens, spaces and apostrophes.')
      .nullable()
      .optional(),
    country_id: z.number({ error: messages.countryRequired }).int().positive(messages.countryRequired),
    industry_1: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
    password: trialPasswordSchema,
    retype_password: z.string({ error: accountMessages.required('confirm password') }).min(1, accountMessages.required('confirm password')),
    terms: z.literal(true, { error: messages.termsNotAccepted }),
    package_id: z.number({ error: membershipMessages.unknownPackage }).int().positive(membershipMessages.unknownPackage),
    membership_period_id: z.number({ error: membershipMessages.unknownPeriod }).int().positive(membershipMessages.unknownPeriod),
    register_source: z.enum(SIGN_UP_SOURCES, { error: membershipSignUpMessages.unknownSource }),
  })
  .passthrough()
  .superRefine((form, ctx) => {
    if (form.retype_password !== form.password) ctx.addIssue({ code: 'custom', path: ['retype_password'], message: accountMessages.passwordsDiffer });
    if (form.account_type === 'business' && !form.company) ctx.addIssue({ code: 'custom', path: ['company'], message: membershipSignUpMessages.companyRequired });
  });
export type MembershipSignUpValues = z.infer<typeof membershipSignUpSchema>;

export const membershipSignUpStatusSchema = z.object({
  sign_up_key: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  account_type: z.enum(SIGN_UP_ACCOUNT_TYPES),
  email: z.string(),
  package_name: z.string(),
  period_name: z.string(),
  amount_usd: z.number(),
  register_source: z.string(),
  failure_reason: z.string().nullable(),
  membership_end_date: z.string().nullable(),
});
export type MembershipSignUpStatus = z.infer<typeof membershipSignUpStatusSchema>;
export const membershipSignUpStatusResponseSchema = successEnvelope(membershipSignUpStatusSchema);

export const membershipSignUpResponseSchema = successEnvelope(
  membershipSignUpStatusSchema.extend({ provider: z.string(), redirect_url: z.string() }),
);
export type MembershipSignUpAnswer = z.infer<typeof membershipSignUpResponseSchema>['data'];

export const membershipSignUpParamsSchema = z.object({ key: z.string().min(16).max(64) });
