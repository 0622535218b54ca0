import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { accountChoiceSchema } from './giving-account.js';
export { certificateFileName } from './certificates-texts.js';

/**
 * Gratitude certificates (/gratitude-certificate, GET /api/user/impact-certifcate): the impact an account
 * created up to the day of issue, with a verification link whose page recomputes the figures from the
 * ledger, so a certificate cannot be faked.
 */
export const CERTIFICATE_FORMATS = ['json', 'pdf', 'svg'] as const;
export type CertificateFormat = (typeof CERTIFICATE_FORMATS)[number];

/** The account the caller acts as, or the one account or company_id picks. */
export const certificateQuerySchema = z.object({
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
  format: z.enum(CERTIFICATE_FORMATS).default('json'),
});

export const certificateFiguresSchema = z.object({
  name: z.string(),
  account: z.enum(['user', 'company']),
  /** The day of issue (UTC, YYYY-MM-DD): impact paid up to the end of this day counts. */
  issued_on: z.string(),
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  projects_supported: z.number().int(),
  countries_reached: z.number().int(),
  amount_usd: z.number(),
  categories: z.array(z.object({ name: z.string(), total_impacts: z.number().int(), beneficiaries: z.number().int() })),
});
export type CertificateFigures = z.infer<typeof certificateFiguresSchema>;

export const certificateSchema = certificateFiguresSchema.extend({
  code: z.string(),
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponseSchema = successEnvelope(certificateSchema);

export const certificateCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });
export const certificateVerifyResponseSchema = successEnvelope(certificateFiguresSchema.extend({ code: z.string() }));

/** Where a certificate is checked: a public page of the web app. */
export const certificateVerifyPath = (code: string) => `/certificate/verify/${encodeURIComponent(code)}`;

export const certificateMessages = {
  nothingYet: 'Your gratitude certificate is ready once your first impact is paid.',
  notFound: 'This certificate could not be verified. Please check the link, or ask its owner for a new certificate.',
} as const;
