import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { idSchema, MAX_RECORD_ID, optionalPhoneSchema } from './fields.js';
import { PARTNER_INFO_TYPES, PARTNER_CONTACT_TYPES, FINANCE_YEAR_MONTHS, partnerMessages } from './partner-profile-texts.js';
export { PARTNER_INFO_TYPES, type PartnerInfoType, PARTNER_INFO_LABELS, PARTNER_CONTACT_TYPES, FINANCE_YEAR_MONTHS, partnerMessages } from './partner-profile-texts.js';

/** A worthy-cause partner's own profile: its details, its contacts and its completeness score. */

/** The completeness score of a partner's profile: base 40; +6 per bank field and finance year start; +10 for about-us, mission and image; at most 100. */
export const PARTNER_SCORE_BASE = 40;
export const PARTNER_SCORE_ITEMS = [
  { field: 'bank_account_name', label: 'Bank account name', points: 6 },
  { field: 'account_number', label: 'Account number', points: 6 },
  { field: 'bank_name', label: 'Bank name', points: 6 },
  { field: 'bank_address', label: 'Bank address', points: 6 },
  { field: 'finance_year_start', label: 'Finance year start', points: 6 },
  { field: 'org_aboutus', label: 'About us', points: 10 },
  { field: 'org_mission', label: 'Mission', points: 10 },
  { field: 'org_image', label: 'Organisation image', points: 10 },
] as const;
export type PartnerScoreField = (typeof PARTNER_SCORE_ITEMS)[number]['field'];

/** The score of a profile and what is still missing. */
export function partnerProfileScore(profile: Partial<Record<PartnerScoreField, string | null>>) {
  const missing = PARTNER_SCORE_ITEMS.filter((item) => !profile[item.field]?.trim());
  const score = Math.min(100, PARTNER_SCORE_BASE + PARTNER_SCORE_ITEMS.filter((i) => !missing.includes(i)).reduce((n, i) => n + i.points, 0));
  return { score, missing: missing.map(({ field, label, points }) => ({ field, label, points })) };
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) => text(max).nullable().optional();

export const partnerContactSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  notifications: z.boolean(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
});
export const partnerContactCreateSchema = z.object({
  partner_id: idSchema.optional(),
  type: z.enum(PARTNER_CONTACT_TYPES, { message: 'Please choose a contact type.' }),
  notifications: z.boolean().default(false),
  title: optionalText(16),
  first_name: text(40).min(1, 'The first name is required.'),
  last_name: text(40).min(1, 'The last name is required.'),
  email: z.email({ message: 'Please enter a valid email address.' }).max(254),
  phone: optionalPhoneSchema,
  position: optionalText(80),
});
export type PartnerContactCreate = z.input<typeof partnerContactCreateSchema>;

export const partnerTaxDetailSchema = z.object({ id: z.number().int(), country_id: z.number().int(), country_name: z.string(), tax_type: z.string(), tax_number: z.string() });
export const partnerTaxDetailCreateSchema = z.object({
  partner_id: idSchema.optional(),
  country_id: z.coerce.number().int().positive({ message: 'Please choose a country.' }).max(MAX_RECORD_ID, { message: 'Please choose a country.' }),
  tax_type: text(64).min(1, partnerMessages.taxTypeRequired),
  tax_number: text(64).min(1, partnerMessages.taxNumberRequired),
});

export const partnerProfileSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  worthy_cause_name: z.string(),
  org_legal_name: z.string().nullable(),
  registration_date: z.string().nullable(),
  tax_id: z.string().nullable(),
  org_aboutus: z.string().nullable(),
  org_mission: z.string().nullable(),
  org_story: z.string().nullable(),
  org_image: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_address: z.string().nullable(),
  finance_year_start: z.string().nullable(),
  countries: z.array(z.object({ country_id: z.number().int(), name: z.string(), code: z.string(), info_type: z.enum(PARTNER_INFO_TYPES) })),
  contacts: z.array(partnerContactSchema),
  tax_details: z.array(partnerTaxDetailSchema),
  completeness: z.object({ score: z.number().int(), missing: z.array(z.object({ field: z.string(), label: z.string(), points: z.number().int() })) }),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfileResponseSchema = successEnvelope(partnerProfileSchema);
export const partnerRefQuerySchema = z.object({ partner_id: idSchema.optional() });

export const partnerProfileUpdateSchema = z.object({
  partner_id: idSchema.optional(),
  org_legal_name: optionalText(200),
  registration_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-mm-dd.')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d <= new Date().toISOString().slice(0, 10), 'The registration date cannot be in the future.')
    .nullable()
    .optional(),
  tax_id: optionalText(64),
  org_aboutus: optionalText(4000),
  org_mission: optionalText(2000),
  org_story: optionalText(8000),
  bank_account_name: optionalText(200),
  account_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,40}$/, 'Please enter a valid account number (letters, digits, spaces or hyphens).')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bank_name: optionalText(200),
  bank_address: optionalText(500),
  finance_year_start: z.enum(FINANCE_YEAR_MONTHS, { message: 'Please choose a month.' }).nullable().optional(),
  /** Only null: removes the organisation image (a new one comes through POST /api/user/org-image). */
  org_image: z.null().optional(),
  countries: z
    .object({ reg: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(50), ope: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(100), tax: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(50) })
    .partial()
    .optional(),
});
export type PartnerProfileUpdate = z.output<typeof partnerProfileUpdateSchema>;
