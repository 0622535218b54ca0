import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import { partnerApplicationTexts } from './partner-applications-texts.js';

/**
 * The partner sign-up path (issue 21): a worthy cause applies with its organisation's details and a document
 * (registration certificate or similar); staff review it in the admin WC area, and only an approved application
 * becomes a partner user, who then sets a password through the welcome e-mail's link.
 */

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export { partnerApplicationTexts };

/** The application's text fields (sent as multipart with the file field `document`). */
export const partnerApplicationSchema = z.object({
  worthy_cause_name: z.string().trim().min(1, 'Enter the organisation name.').max(160),
  first_name: z.string().trim().min(1, 'Enter your first name.').max(40),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(40),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  country_id: z.coerce.number({ message: 'Choose the country.' }).int().positive('Choose the country.').max(MAX_RECORD_ID, 'Choose the country.'),
  website: z.union([z.literal(''), z.url('Enter the full web address, starting with https://.').max(300)]).optional(),
  about: z.string().trim().min(30, partnerApplicationTexts.aboutLength).max(3000),
});
export type PartnerApplicationInput = z.infer<typeof partnerApplicationSchema>;

export const partnerApplicationSchemaOut = z.object({
  id: z.number().int(),
  worthy_cause_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string(),
  document_name: z.string(),
  document_url: z.string(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  partner_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchemaOut>;

export const partnerApplicationSubmittedSchema = successEnvelope(z.object({ id: z.number().int(), status: z.literal('pending') }));
export const partnerApplicationResponseSchema = successEnvelope(partnerApplicationSchemaOut);
export const partnerApplicationListResponseSchema = successEnvelope(z.array(partnerApplicationSchemaOut));
export const partnerApplicationListQuerySchema = z.object({ status: z.enum(PARTNER_APPLICATION_STATUSES).optional() });
export const partnerApplicationIdParamsSchema = z.object({ id: idSchema });
export const partnerApplicationRejectSchema = z.object({ reason: z.string().trim().min(1, partnerApplicationTexts.reasonRequired).max(1000) });
