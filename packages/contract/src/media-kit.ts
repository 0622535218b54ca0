import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { accountChoiceSchema } from './giving-account.js';
import { SHARING_TEMPLATE_IDS, USEFUL_GUIDE_SLUGS, WRITTEN_PIECE_IDS } from './media-kit-texts.js';

export * from './media-kit-texts.js';

/**
 * The media kit (/media-kit and its four sections) and the useful resources (/useful-resources): the
 * personalised templates and texts are filled with the figures of an account's paid impacts, the same
 * totals its dashboard shows (GET /api/user/{id}/stat-impacts).
 */

/** The account the caller acts as, or the one account or company_id picks; staff name user_id to read anyone's. */
export const mediaKitQuerySchema = z.object({
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
  user_id: idSchema.optional(),
});
export type MediaKitQuery = z.infer<typeof mediaKitQuerySchema>;

export const sharingTemplateParamsSchema = z.object({ template: z.enum(SHARING_TEMPLATE_IDS, { error: 'Unknown template.' }) });
export const writtenPieceParamsSchema = z.object({ piece: z.enum(WRITTEN_PIECE_IDS, { error: 'Unknown text.' }) });
export const usefulGuideParamsSchema = z.object({ guide: z.enum(USEFUL_GUIDE_SLUGS, { error: 'Unknown guide.' }) });

export const mediaKitFiguresSchema = z.object({
  name: z.string(),
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  projects_supported: z.number().int(),
  countries_reached: z.number().int(),
  amount_usd: z.number(),
  causes: z.array(z.string()),
});

/** GET /api/media-kit: whose kit it is, its figures, and the templates and texts filled with them. */
export const mediaKitSchema = z.object({
  account: z.enum(['user', 'company']),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  figures: mediaKitFiguresSchema,
  has_figures: z.boolean(),
  templates: z.array(
    z.object({
      id: z.enum(SHARING_TEMPLATE_IDS),
      label: z.string(),
      use: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      file_name: z.string(),
    }),
  ),
  written: z.array(
    z.object({
      id: z.enum(WRITTEN_PIECE_IDS),
      title: z.string(),
      use: z.string(),
      text: z.string(),
      file_name: z.string(),
    }),
  ),
});
export type MediaKit = z.infer<typeof mediaKitSchema>;
export const mediaKitResponseSchema = successEnvelope(mediaKitSchema);
