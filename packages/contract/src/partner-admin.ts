import { z } from 'zod';
import { MAX_RECORD_ID } from './fields.js';
import { NAME_MAX } from './constants.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { PARTNER_USER_STATUSES, ADMIN_PARTNER_SORTS, ADMIN_PARTNER_PAGE_SIZE, ADMIN_PARTNER_SEARCH_MAX } from './partner-admin-texts.js';
export { PARTNER_USER_STATUSES, type PartnerUserStatus, PARTNER_USER_STATUS_LABELS, ADMIN_PARTNER_SORTS, ADMIN_PARTNER_PAGE_SIZE, ADMIN_PARTNER_SEARCH_MAX, PARTNER_WELCOME_LINK_DAYS } from './partner-admin-texts.js';

/**
 * Staff manage worthy-cause partner users (the staff 'Worthy-cause users and projects' screens:
 * /admin/wcuuser, /admin/wcuuser/create, /admin/wcuuser/profiles). Calls (under /api, staff only):
 * - GET  /admin/partners   partners with their panel user, completeness score and project counts
 * - POST /admin/partners   create a partner user and e-mail a one-time link to set a password
 * A partner's profile is edited by staff through the partner profile calls with partner_id.
 */
export type AdminPartnerSort = (typeof ADMIN_PARTNER_SORTS)[number];

export const adminPartnerListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PARTNER_PAGE_SIZE),
  /** Part of the worthy cause's name, the contact person's name or e-mail; or a partner or user id. */
  search: z.string().trim().max(ADMIN_PARTNER_SEARCH_MAX, `At most ${ADMIN_PARTNER_SEARCH_MAX} characters.`).optional(),
  status: z.enum(PARTNER_USER_STATUSES).optional(),
  /** newest first (default), by name, or the least complete profiles first. */
  sort: z.enum(ADMIN_PARTNER_SORTS).default('newest'),
});
export type AdminPartnerListQuery = z.input<typeof adminPartnerListQuerySchema>;

const count = z.number().int();
/** Projects per status (PROJECT_STATUSES). */
const projectCountsSchema = z.object({ draft: count, submitted: count, live: count, paused: count, closed: count });

export const adminPartnerRowSchema = z.object({
  partner_id: z.number().int(),
  user_id: z.number().int(),
  worthy_cause_name: z.string(),
  org_legal_name: z.string().nullable(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  contact_email: z.string(),
  user_status: z.enum(PARTNER_USER_STATUSES),
  /** False when the panel user is switched off (deactivated). */
  is_active: z.boolean(),
  completeness: z.object({ score: z.number().int(), missing: z.array(z.object({ field: z.string(), label: z.string(), points: z.number().int() })) }),
  /** Projects (not bundles) per status. */
  project_counts: projectCountsSchema,
  bundle_count: z.number().int(),
  created_at: z.string(),
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRowSchema>;
export const adminPartnerListResponseSchema = successEnvelope(z.array(adminPartnerRowSchema));

const name = (label: string) =>
  z
    .string({ message: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(NAME_MAX, `The ${label} can be at most ${NAME_MAX} characters.`);

export const adminPartnerCreateSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email: z
    .string({ message: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'The email can be at most 254 characters.')
    .pipe(z.email({ message: 'Please enter a valid email address.' })),
  worthy_cause_name: z
    .string({ message: 'The worthy cause name is required.' })
    .trim()
    .min(1, 'The worthy cause name is required.')
    .max(160, 'The worthy cause name can be at most 160 characters.'),
  org_legal_name: z.string().trim().max(200, 'The legal name can be at most 200 characters.').nullable().optional(),
  /** The country the organisation is registered and operates in (partner countries reg and ope). */
  country_id: z.coerce.number().int().positive('Please choose a country.').max(MAX_RECORD_ID, 'Please choose a country.').nullable().optional(),
});
export type AdminPartnerCreate = z.input<typeof adminPartnerCreateSchema>;

export const adminPartnerCreatedSchema = z.object({
  partner_id: z.number().int(),
  user_id: z.number().int(),
  worthy_cause_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** sent: handed to the mail server; stored: kept in the outbox (no mail server configured); failed: not delivered. */
  welcome_email: z.enum(['sent', 'stored', 'failed']),
});
export type AdminPartnerCreated = z.infer<typeof adminPartnerCreatedSchema>;
export const adminPartnerCreatedResponseSchema = successEnvelope(adminPartnerCreatedSchema);

export const partnerAdminMessages = {
  emailTaken: 'A user with this email address already exists. Please use another email address.',
  unknownCountry: 'This country does not exist.',
  created: (email: string) => `The partner user was created. We e-mailed ${email} a link to set a password.`,
  createdMailFailed: (email: string) => `The partner user was created, but the welcome e-mail to ${email} could not be sent. Ask them to use 'Forgot password' on the sign-in page.`,
} as const;
