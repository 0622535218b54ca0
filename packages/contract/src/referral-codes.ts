import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { emailSchema, nameSchema, trialPasswordSchema } from './accounts.js';
import { accountMessages } from './account-messages.js';
import { messages } from './messages.js';
import {
  HIVE_PAGE_URL_PATTERN,
  REFERRAL_CODE_PATTERN,
  REFERRAL_CODE_STATUSES,
  REFERRAL_LIMITS_CODES as L,
  REFERRAL_REWARD_TYPES,
  REFERRAL_SOURCES,
  REFERRAL_STATES,
  hiveTexts,
  referralAdminTexts,
  referralTexts,
} from './referral-codes-texts.js';
export * from './referral-codes-texts.js';

/**
 * Referrals, hives and connect.
 *
 * Member calls (business panel, under /api):
 * - GET  /v2/referral                  the company's referral code, links, reward, referrals and invitations left today
 * - POST /v2/referral/invite           { emails, message? }: invitation e-mails, at most REFERRAL_LIMITS_CODES.invitationsPerDay a day
 * - GET  /hive-builder                 the hive partner's hive (null before it is built), link and invitations left
 * - PUT  /hive-builder                 create or save the hive (page_url, title, story, logo, banner)
 * - POST /hive-builder/invite          { emails, message? }: invitations into the hive (same daily limit)
 * - GET  /hive-member                  the hive's member companies, for the hive partner
 * - GET  /my-hive                      the hive the member's company belongs to (null when none)
 * - POST /hive/{page_url}/join         public-join-business: a company admin joins the hive
 * Public:
 * - GET  /hive/{page_url}              a hive's public page with its combined impact (404 for an unknown page)
 * - GET  /connect/{code}               who invites (and the hive the business will join) for /connect/{code}
 * - POST /connect/register             the public business register (/connect, /connect/{code})
 * Staff: /admin/referral-codes, /admin/referrals-for-good, /admin/hives (see below).
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** An uploaded image's address (/api/files/...) or an https address. */
const imageField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(\/api\/files\/|https:\/\/)/.test(v), hiveTexts.imageInvalid)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const referralRewardSchema = z.object({
  reward_type: z.enum(REFERRAL_REWARD_TYPES),
  /** Giving credit, in US dollars. */
  reward_usd: z.number().nullable(),
  reward_impact_level_id: z.number().int().nullable(),
  reward_quantity: z.number().int().nullable(),
  reward_days: z.number().int().nullable(),
  /** The reward in words ('US $25.00 giving credit', '10 × Plant a tree'). */
  description: z.string(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

export const givenRewardSchema = z.object({
  side: z.enum(['referrer', 'referred']),
  source: z.enum(['code', 'programme']),
  reward_type: z.enum(REFERRAL_REWARD_TYPES),
  description: z.string(),
  created_at: z.string(),
});

export const referralRowSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  status: z.enum(REFERRAL_STATES),
  source: z.enum(REFERRAL_SOURCES),
  joined_at: z.string(),
  converted_at: z.string().nullable(),
  /** What the referring company received for this referral. */
  rewards: z.array(givenRewardSchema),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const myReferralSchema = z.object({
  code: z.string(),
  link: z.string(),
  connect_link: z.string(),
  reward: referralRewardSchema,
  /** The referral for good running now: what each successful referral funds. */
  programme: z.object({ name: z.string(), description: z.string() }).nullable(),
  invitations_left_today: z.number().int(),
  is_hive_partner: z.boolean(),
  referrals: z.array(referralRowSchema),
});
export type MyReferral = z.infer<typeof myReferralSchema>;
export const myReferralResponseSchema = successEnvelope(myReferralSchema);

/** E-mail addresses of an invitation, as a list or one text separated by commas, semicolons or new lines. */
export const invitationSchema = z.object({
  emails: z
    .union([z.array(z.string()), z.string()])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(/[\s,;]+/))
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.email({ error: referralTexts.invalidEmails }))
        .min(1, referralTexts.invalidEmails)
        .max(L.invitationsPerRequest, referralTexts.tooManyEmails(L.invitationsPerRequest))
        .transform((list) => [...new Set(list)]),
    ),
  message: optionalText(L.messageMax),
});
export type InvitationInput = z.input<typeof invitationSchema>;
export const invitationResponseSchema = successEnvelope(z.object({ sent: z.number().int(), invitations_left_today: z.number().int() }));

/** The trial sign-up's answer about the code it carried. */
export const referralOutcomeSchema = z.object({ applied: z.boolean(), message: z.string() }).nullable();

// ---- Hives ----

export const hivePageUrlSchema = z
  .string({ error: hiveTexts.pageUrlInvalid })
  .trim()
  .toLowerCase()
  .min(L.pageUrlMin, hiveTexts.pageUrlInvalid)
  .max(L.pageUrlMax, hiveTexts.pageUrlInvalid)
  .regex(HIVE_PAGE_URL_PATTERN, hiveTexts.pageUrlInvalid);

export const hiveInputSchema = z.object({
  page_url: hivePageUrlSchema,
  title: z.string({ error: hiveTexts.titleRequired }).trim().min(1, hiveTexts.titleRequired).max(L.titleMax, `At most ${L.titleMax} characters.`),
  story: optionalText(L.storyMax),
  logo: imageField,
  banner: imageField,
});
export type HiveInput = z.input<typeof hiveInputSchema>;

export const hiveImpactSchema = z.object({
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: z.number(),
  projects_supported: z.number().int(),
  /** Impacts per US dollar given (0 before any giving). */
  impacts_per_usd: z.number(),
});
export type HiveImpact = z.infer<typeof hiveImpactSchema>;

export const hiveMemberSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  logo_url: z.string().nullable(),
  joined_at: z.string(),
});

export const hiveSchema = z.object({
  id: z.number().int(),
  page_url: z.string(),
  title: z.string(),
  story: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  partner: z.object({ company_id: z.number().int(), company_name: z.string(), logo_url: z.string().nullable() }),
  member_count: z.number().int(),
});
export type Hive = z.infer<typeof hiveSchema>;

/** GET /api/hive/{page_url}: the public page; members are the first 500 by joining date. */
export const publicHiveSchema = hiveSchema.extend({
  impact: hiveImpactSchema,
  members: z.array(hiveMemberSchema.omit({ joined_at: true })),
  /** The hive partner's connect link, for businesses that are not members yet. */
  connect_path: z.string(),
});
export type PublicHive = z.infer<typeof publicHiveSchema>;
export const publicHiveResponseSchema = successEnvelope(publicHiveSchema);
export const hivePageParamsSchema = z.object({ page_url: z.string().trim().toLowerCase().min(1).max(100) });

export const hiveBuilderSchema = z.object({
  hive: hiveSchema.nullable(),
  link: z.string(),
  invitations_left_today: z.number().int(),
});
export type HiveBuilder = z.infer<typeof hiveBuilderSchema>;
export const hiveBuilderResponseSchema = successEnvelope(hiveBuilderSchema);
export const hiveResponseSchema = successEnvelope(hiveSchema);

export const hiveMembersResponseSchema = successEnvelope(z.array(hiveMemberSchema.extend({ status: z.enum(REFERRAL_STATES).nullable() })));
export type HiveMemberRow = z.infer<typeof hiveMembersResponseSchema>['data'][number];

export const myHiveSchema = z.object({ hive: publicHiveSchema.omit({ members: true }).nullable() });
export type MyHive = z.infer<typeof myHiveSchema>;
export const myHiveResponseSchema = successEnvelope(myHiveSchema);
export const hiveJoinResponseSchema = successEnvelope(z.object({ hive_id: z.number().int(), page_url: z.string() }));

// ---- Connect ----

export const connectParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const connectInfoSchema = z.object({
  code: z.string(),
  company_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  hive: z.object({ title: z.string(), page_url: z.string() }).nullable(),
});
export type ConnectInfo = z.infer<typeof connectInfoSchema>;
export const connectInfoResponseSchema = successEnvelope(connectInfoSchema);

const countryRef = z.object({ id: z.number().int().positive().max(MAX_RECORD_ID), name: z.string(), code: z.string(), dialing_code: z.string() });
/** POST /api/connect/register: the public business register. */
export const connectRegisterSchema = z
  .object({
    first_name: nameSchema('first name'),
    last_name: nameSchema('last name'),
    email: emailSchema,
    company: z.string({ error: accountMessages.required('company') }).trim().min(1, accountMessages.required('company')).max(160),
    countryid: z.preprocess((v) => v ?? null, countryRef.nullable().refine((v) => v !== null, messages.countryRequired)),
    password: trialPasswordSchema,
    retype_password: z.string({ error: accountMessages.required('confirm password') }).min(1, accountMessages.required('confirm password')),
    terms: z.literal(true, { error: messages.termsNotAccepted }),
    code: z.string().trim().max(64).nullable().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.retype_password !== form.password) ctx.addIssue({ code: 'custom', path: ['retype_password'], message: accountMessages.passwordsDiffer });
  });
export type ConnectRegister = z.input<typeof connectRegisterSchema>;
export type ConnectRegisterValues = z.output<typeof connectRegisterSchema>;
export const connectRegisterResponseSchema = successEnvelope(
  z.object({ user_id: z.number().int(), company_id: z.number().int(), referral: referralOutcomeSchema, hive: z.object({ title: z.string(), page_url: z.string() }).nullable() }),
);

// ---- Staff ----

const rewardInput = {
  reward_type: z.enum(REFERRAL_REWARD_TYPES).default('none'),
  reward_usd: z.coerce.number().positive().max(100_000).nullable().optional(),
  reward_impact_level_id: idSchema.nullable().optional(),
  reward_quantity: z.coerce.number().int().positive().max(100_000).nullable().optional(),
  reward_days: z.coerce.number().int().positive().max(3650).nullable().optional(),
};
type RewardFields = { reward_type: string; reward_usd?: number | null; reward_impact_level_id?: number | null; reward_quantity?: number | null; reward_days?: number | null };
const checkReward = (v: RewardFields, ctx: z.RefinementCtx) => {
  if (v.reward_type === 'giving_credit' && !v.reward_usd) ctx.addIssue({ code: 'custom', path: ['reward_usd'], message: referralAdminTexts.rewardAmountRequired });
  if (v.reward_type === 'membership_days' && !v.reward_days) ctx.addIssue({ code: 'custom', path: ['reward_days'], message: referralAdminTexts.rewardDaysRequired });
  if (v.reward_type === 'funded_impact' && (!v.reward_impact_level_id || !v.reward_quantity)) {
    ctx.addIssue({ code: 'custom', path: ['reward_impact_level_id'], message: referralAdminTexts.rewardImpactRequired });
  }
};

/** POST /api/admin/referral-codes and PUT /api/admin/referral-codes/{id}. */
export const referralCodeInputSchema = z
  .object({
    code: z
      .string({ error: referralAdminTexts.codeInvalid })
      .trim()
      .min(L.codeMin, referralAdminTexts.codeInvalid)
      .max(L.codeMax, referralAdminTexts.codeInvalid)
      .regex(REFERRAL_CODE_PATTERN, referralAdminTexts.codeInvalid),
    company_id: idSchema.nullable().optional(),
    description: optionalText(L.descriptionMax),
    ...rewardInput,
    usage_limit: z.coerce.number().int().positive().max(1_000_000).nullable().optional(),
    expires_at: z.iso.datetime({ offset: true, error: 'Please enter a valid date.' }).nullable().optional(),
    status: z.enum(REFERRAL_CODE_STATUSES).default('active'),
  })
  .superRefine(checkReward);
export type ReferralCodeInput = z.input<typeof referralCodeInputSchema>;

export const referralCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_personal: z.boolean(),
  description: z.string().nullable(),
  reward: referralRewardSchema,
  usage_limit: z.number().int().nullable(),
  used: z.number().int(),
  converted: z.number().int(),
  expires_at: z.string().nullable(),
  status: z.enum(REFERRAL_CODE_STATUSES),
  created_at: z.string(),
});
export type ReferralCode = z.infer<typeof referralCodeSchema>;
export const referralCodeResponseSchema = successEnvelope(referralCodeSchema);
export const referralCodeListResponseSchema = successEnvelope(z.array(referralCodeSchema));
export const referralCodeListQuerySchema = listQuerySchema.extend({ search: z.string().trim().max(100).optional(), personal: z.enum(['0', '1']).optional() });
export const referralIdParamsSchema = z.object({ id: idSchema });

/** The uses of one code (staff). */
export const referralUseSchema = z.object({
  id: z.number().int(),
  referrer: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.enum(REFERRAL_STATES),
  source: z.enum(REFERRAL_SOURCES),
  joined_at: z.string(),
  converted_at: z.string().nullable(),
});
export const referralCodeDetailResponseSchema = successEnvelope(referralCodeSchema.extend({ uses: z.array(referralUseSchema) }));

/** POST /api/admin/referrals-for-good and PUT /api/admin/referrals-for-good/{id}. */
export const referralProgrammeInputSchema = z
  .object({
    name: z.string({ error: 'Please enter a name.' }).trim().min(1, 'Please enter a name.').max(L.programmeNameMax),
    description: optionalText(L.descriptionMax),
    impact_level_id: z.coerce.number({ error: referralAdminTexts.rewardImpactRequired }).int().positive(referralAdminTexts.rewardImpactRequired).max(MAX_RECORD_ID, referralAdminTexts.rewardImpactRequired),
    quantity: z.coerce.number({ error: referralAdminTexts.rewardImpactRequired }).int().positive(referralAdminTexts.rewardImpactRequired).max(100_000),
    starts_at: z.iso.datetime({ offset: true, error: 'Please enter a valid date.' }),
    ends_at: z.iso.datetime({ offset: true, error: 'Please enter a valid date.' }).nullable().optional(),
    status: z.enum(REFERRAL_CODE_STATUSES).default('active'),
  })
  .superRefine((v, ctx) => {
    if (v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: referralAdminTexts.endsBeforeStart });
  });
export type ReferralProgrammeInput = z.input<typeof referralProgrammeInputSchema>;
export const referralProgrammeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  impact_level_id: z.number().int(),
  impact_name: z.string(),
  project_name: z.string(),
  quantity: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.enum(REFERRAL_CODE_STATUSES),
  rewarded: z.number().int(),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;
export const referralProgrammeResponseSchema = successEnvelope(referralProgrammeSchema);
export const referralProgrammeListResponseSchema = successEnvelope(z.array(referralProgrammeSchema));

/** Staff hives: POST /api/admin/hives ({ company_id, ...hive }), PUT /api/admin/hives/{id}. */
export const adminHiveCreateSchema = hiveInputSchema.extend({ company_id: idSchema });
export const adminHiveListResponseSchema = successEnvelope(z.array(hiveSchema));
export const adminHiveDetailResponseSchema = successEnvelope(hiveSchema.extend({ members: z.array(hiveMemberSchema) }));
export const hiveMemberInputSchema = z.object({ company_id: idSchema });
export const hiveMemberParamsSchema = z.object({ id: idSchema, company_id: idSchema });
export const hivePartnerInputSchema = z.object({ is_hive_partner: z.union([z.literal(0), z.literal(1)]) });
export const hivePartnerResponseSchema = successEnvelope(z.object({ company_id: z.number().int(), is_hive_partner: z.number().int() }));
export const referralAdminListQuerySchema = listQuerySchema.extend({ search: z.string().trim().max(100).optional() });
