import { z } from 'zod';
import { idSchema } from './fields.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { PARTNER_DOCUMENT_LIMITS, latestDocumentYear } from './partner-documents-texts.js';
export { PARTNER_DOCUMENT_LIMITS, latestDocumentYear } from './partner-documents-texts.js';

/**
 * Documents staff give worthy-cause partners: remittance advice and annual
 * documents for one partner, and resources for every partner. The bytes are private uploaded files, served
 * only through these calls. `{id}` in /user/{id}/... is the partner's user id. Calls (under /api):
 * - POST   /user/{id}/remittance-pdf           staff: multipart title, period_start, period_end, amount_usd, then file (PDF)
 * - POST   /user/{id}/annual-document          staff: multipart title, year, then file (PDF)
 * - GET    /user/get-remittance-pdf            the partner's remittance advice (staff: ?user_id=)
 * - GET    /user/{id}/get-annual-document      the partner's annual documents
 * - GET    /partner/resources                  resources for every partner
 * - GET    /user/download-remittance-pdf/{id}  the file of any document the caller may see
 * - POST   /user/update-remittance-pdf-status  { id, viewed }: mark read or unread
 * - DELETE /user/delete-remittance-pdf/{id}    staff
 * - DELETE /user/delete-document/{id}          staff: a remittance advice or annual document
 * - POST   /admin/resources                    staff: multipart title, description, then file (PDF or image)
 * - DELETE /admin/resources/{id}               staff
 */

export const PARTNER_DOCUMENT_KINDS = ['remittance', 'annual', 'resource'] as const;
export type PartnerDocumentKind = (typeof PARTNER_DOCUMENT_KINDS)[number];
export const PARTNER_DOCUMENT_KIND_LABELS: Record<PartnerDocumentKind, string> = {
  remittance: 'Remittance advice',
  annual: 'Annual document',
  resource: 'Resource',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Control characters (NUL among them) have no place in a title and cannot be stored. */
// eslint-disable-next-line no-control-regex
const hasControlCharacters = (s: string) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);
const noControlCharacters = [(s: string) => !hasControlCharacters(s), 'Remove the control characters from this text.'] as const;

const title = z
  .string({ message: 'The title is required.' })
  .trim()
  .min(1, 'The title is required.')
  .max(PARTNER_DOCUMENT_LIMITS.titleMax, `The title can be at most ${PARTNER_DOCUMENT_LIMITS.titleMax} characters.`)
  .refine(...noControlCharacters);
const day = (label: string) =>
  z
    .string({ message: `The ${label} is required.` })
    .trim()
    .min(1, { message: `The ${label} is required.`, abort: true })
    .refine(isRealDay, `Enter the ${label} as yyyy-mm-dd.`);

/** The form fields of a remittance advice upload (multipart: they come as text, before the file). */
export const remittanceUploadFieldsSchema = z
  .object({
    title,
    period_start: day('first day of the period'),
    period_end: day('last day of the period'),
    amount_usd: z
      .string({ message: 'The amount is required.' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter the amount in US dollars with at most 2 decimals, e.g. 1250.00.')
      .transform(Number)
      .refine((n) => n > 0, 'The amount must be above zero.')
      .refine((n) => n <= PARTNER_DOCUMENT_LIMITS.amountMax, `The amount can be at most ${PARTNER_DOCUMENT_LIMITS.amountMax.toLocaleString('en-US')}.`),
  })
  .refine((f) => !isRealDay(f.period_start) || !isRealDay(f.period_end) || f.period_start <= f.period_end, {
    path: ['period_end'],
    message: 'The period must end on or after its first day.',
  });
export type RemittanceUploadFields = z.input<typeof remittanceUploadFieldsSchema>;

export const annualUploadFieldsSchema = z.object({
  title,
  year: z
    .string({ message: 'The year is required.' })
    .trim()
    .regex(/^\d{4}$/, 'Enter the year with 4 digits, e.g. 2025.')
    .transform(Number)
    .superRefine((y, ctx) => {
      const latest = latestDocumentYear();
      if (y < PARTNER_DOCUMENT_LIMITS.yearMin || y > latest) ctx.addIssue({ code: 'custom', message: `The year must be between ${PARTNER_DOCUMENT_LIMITS.yearMin} and ${latest}.` });
    }),
});
export type AnnualUploadFields = z.input<typeof annualUploadFieldsSchema>;

export const resourceUploadFieldsSchema = z.object({
  title,
  description: z
    .string()
    .trim()
    .max(PARTNER_DOCUMENT_LIMITS.descriptionMax, `The description can be at most ${PARTNER_DOCUMENT_LIMITS.descriptionMax} characters.`)
    .refine(...noControlCharacters)
    .optional()
    .transform((d) => d || null),
});
export type ResourceUploadFields = z.input<typeof resourceUploadFieldsSchema>;

export const partnerDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PARTNER_DOCUMENT_KINDS),
  /** The partner it was given to; null for resources (every partner). */
  partner_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** Remittance advice: the period paid out (yyyy-mm-dd) and the amount remitted in USD. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  amount_usd: z.number().nullable(),
  /** Annual documents: the year covered. */
  year: z.number().int().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  /** Whether the partner has opened it (remittance advice and annual documents; always false for resources). */
  viewed: z.boolean(),
  viewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;
export const partnerDocumentResponseSchema = successEnvelope(partnerDocumentSchema);
export const partnerDocumentListResponseSchema = successEnvelope(z.array(partnerDocumentSchema));

export const partnerDocumentListQuerySchema = listQuerySchema;
export const remittanceListQuerySchema = listQuerySchema.extend({
  /** Staff: whose remittance advice (the partner's user id). Partners always get their own. */
  user_id: idSchema.optional(),
});
export type RemittanceListQuery = z.input<typeof remittanceListQuerySchema>;

export const documentStatusSchema = z.object({
  id: idSchema,
  viewed: z.boolean({ message: 'Say whether the document is read (true) or unread (false).' }),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const documentIdParamsSchema = z.object({ id: idSchema });

export const partnerDocumentMessages = {
  notFound: 'Document not found.',
  pdfOnly: 'Please upload a PDF document.',
  notAPartnerUser: 'This user is not a worthy-cause partner.',
  ownOnly: 'You can only open your own documents.',
  userIdRequired: 'Choose whose documents to list: user_id is required for staff.',
  noReadStatus: 'Resources have no read status.',
  remittanceUploaded: 'The remittance advice was uploaded.',
  annualUploaded: 'The annual document was uploaded.',
  resourceUploaded: 'The resource was added for every partner.',
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as unread.',
  deleted: 'The document was deleted.',
  resourceDeleted: 'The resource was deleted.',
} as const;
