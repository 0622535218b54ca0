import { z } from 'zod';
import { MAX_RECORD_ID } from './fields.js';
import { NAME_MAX, OTP_LENGTH, ROLE, TRIAL_IMPACTS } from './constants.js';
import { successEnvelope } from './envelope.js';
import { messages } from './messages.js';
import { accountMessages } from './account-messages.js';
import { currentUserSchema } from './users.js';
import { stripCompanyName } from './accounts-texts.js';
export { stripCompanyName } from './accounts-texts.js';

export { accountMessages };

/** Lower-case, trimmed e-mail with the specification's message. */
export const emailSchema = z
  .string({ error: accountMessages.required('email') })
  .trim()
  .min(1, accountMessages.required('email'))
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }));

export const nameSchema = (field: string) =>
  z
    .string({ error: accountMessages.required(field) })
    .trim()
    .min(1, accountMessages.required(field))
    .max(NAME_MAX, accountMessages.nameMax(field));

/** Trial sign-up password: at least 6 characters with 1 uppercase, 1 lowercase and 1 digit. */
export const trialPasswordSchema = z
  .string({ error: accountMessages.required('password') })
  .min(1, accountMessages.required('password'))
  .refine((v) => v.length >= 6 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), accountMessages.trialPassword);

/** Reset password: at least 8 characters with a lowercase, an uppercase and a digit. */
export const resetPasswordSchema = z
  .string({ error: accountMessages.required('password') })
  .min(1, accountMessages.required('password'))
  .max(200)
  .refine((v) => v.length >= 8 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), accountMessages.resetPassword);

const countryRefSchema = z.object({
  id: z.number().int().positive().max(MAX_RECORD_ID),
  name: z.string(),
  code: z.string(),
  dialing_code: z.string(),
});

/** POST /api/v2/trial-account/create: the trial form of /trial-registration. */
export const trialSignUpSchema = z
  .object({
    first_name: nameSchema('first name'),
    last_name: nameSchema('last name'),
    email: emailSchema,
    company: z
      .string({ error: accountMessages.required('company') })
      .trim()
      .min(1, accountMessages.required('company'))
      .max(160)
      .refine((v) => stripCompanyName(v) === v, 'The company name may only contain letters, numbers, &, hyphens, spaces and apostrophes.'),
    industry: z.union([z.number().int(), z.string(), z.null()]).optional(),
    countryid: z.preprocess((v) => v ?? null, countryRefSchema.nullable().refine((v) => v !== null, messages.countryRequired)),
    password: trialPasswordSchema,
    retype_password: z.string({ error: accountMessages.required('confirm password') }).min(1, accountMessages.required('confirm password')),
    terms: z.literal(true, { error: messages.termsNotAccepted }),
    referal_code: z.string().trim().max(64).nullable().optional(),
    role_id: z.literal(ROLE.TRIAL),
    register_source: z.literal('trial-online'),
    user_business: z.object({
      type_reg: z.literal('other'),
      country_id: z.number().int().positive().max(MAX_RECORD_ID),
      company: z.object({
        company_name: z.string(),
        country_id: z.number().int().positive().max(MAX_RECORD_ID),
        country_name: z.string(),
        country_code: z.string(),
        employee_limit: z.number().int(),
        token_management_access: z.enum(['0', '1']),
        engagement_access: z.enum(['0', '1']),
        industry_1: z.union([z.number().int(), z.null()]).optional(),
      }),
    }),
    project: z.object({
      id: z.number().int(),
      impact_level_id: z.number().int(),
      quantity: z.number().int().positive(),
      price: z.number().positive(),
    }),
  })
  .superRefine((form, ctx) => {
    if (form.retype_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['retype_password'], message: accountMessages.passwordsDiffer });
    }
    const offered = Object.values(TRIAL_IMPACTS).some(
      (i) =>
        i.project_id === form.project.id &&
        i.impact_level_id === form.project.impact_level_id &&
        i.quantity === form.project.quantity &&
        i.price === form.project.price,
    );
    if (!offered) ctx.addIssue({ code: 'custom', path: ['project'], message: accountMessages.invalidImpact });
  });
export type TrialSignUp = z.infer<typeof trialSignUpSchema>;
export const trialSignUpResponseSchema = successEnvelope(
  z.object({ user_id: z.number().int(), company_id: z.number().int(), trial_ends_at: z.string(), contribution_group_id: z.number().int(), referral: z.object({ applied: z.boolean(), message: z.string() }).nullable().optional() }),
);

export const checkEmailFreeSchema = z.object({
  email: emailSchema,
  userId: z.number().int().positive().nullable().optional(),
  companyId: z.number().int().positive().nullable().optional(),
});
export const checkEmailFreeResponseSchema = successEnvelope(z.object({ free: z.boolean() }));

/** The credentials the sign-in helpers take before a token exists. */
export const credentialsSchema = z.object({
  username: emailSchema,
  password: z.string({ error: accountMessages.required('password') }).min(1, accountMessages.required('password')),
});
export const emailVerifiedResponseSchema = successEnvelope(z.object({ is_verified: z.enum(['yes', 'no']) }));
export const otpSentResponseSchema = successEnvelope(z.object({ user_id: z.number().int() }));
export const resendOtpSchema = z.object({ user_id: z.number().int().positive().max(MAX_RECORD_ID) });
export const otpCodeSchema = z
  .string({ error: accountMessages.required('otp') })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), accountMessages.otpFormat);
export const verifyOtpSchema = z.object({ user_id: z.number().int().positive().max(MAX_RECORD_ID), otp: otpCodeSchema });
export const verifyOtpResponseSchema = successEnvelope(z.object({ user_id: z.number().int(), otp_ticket: z.string() }));

export const verifyEmailFlagSchema = z.object({ email_code: z.string().trim().min(1, accountMessages.required('email code')).max(200) });

export const userLoginQuerySchema = z.object({ username: emailSchema });
/** POST /api/user/user-login: records the login and tells the web app which panel to open. */
export const userLoginResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
  user_type: z.enum(['business', 'partner', 'admin']).nullable(),
  error_msg: z.string().nullable(),
});

export const resetRequestSchema = z.object({ email: emailSchema });
/** A failed reset request: error '1' (generic) or '2' (suspended), beside the message. */
export const resetRequestErrorSchema = z.object({ status: z.literal('error'), message: z.string(), error: z.enum(['1', '2']).optional() });
export const validateForgotLinkQuerySchema = z.object({ code: z.string().trim().min(1, accountMessages.required('code')).max(200) });
export const validateForgotLinkResponseSchema = successEnvelope(z.object({ date_diff: z.union([z.literal(0), z.literal(1)]) }));
export const resetConfirmSchema = z
  .object({
    code: z.string().trim().min(1, accountMessages.required('code')).max(200),
    password: resetPasswordSchema,
    re_password: z.string({ error: accountMessages.required('confirm password') }).min(1, accountMessages.required('confirm password')),
  })
  .refine((v) => v.password === v.re_password, { path: ['re_password'], message: accountMessages.passwordsDiffer });
export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: accountMessages.required('current password') }).min(1, accountMessages.required('current password')),
    password: resetPasswordSchema,
    re_password: z.string({ error: accountMessages.required('confirm password') }).min(1, accountMessages.required('confirm password')),
  })
  .refine((v) => v.password === v.re_password, { path: ['re_password'], message: accountMessages.passwordsDiffer });

export const switchAccountSchema = z.object({ account: z.enum(['user', 'company']), isAdmin: z.boolean().optional() });
export const switchTypeSchema = z.object({ type: z.enum(['admin', 'partner', 'business']) });
export const currentUserEnvelope = successEnvelope(currentUserSchema);
