import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { BANNER_LINK_MAX, BANNER_PLACEMENTS, BANNER_TITLE_MAX, bannerTexts as t } from './banners-texts.js';
export * from './banners-texts.js';

/**
 * Banners (admin-and-partner.md §2.1, §7.7; business-and-public.md §2): GET /api/v2/banner, POST
 * /api/v2/banner/add and /api/v2/banner/edit/{id} (multipart, with an optional image), DELETE /api/v2/banner/{id},
 * and the public GET /api/v2/banner/active-banner/{placement}.
 */

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  placement: z.enum(BANNER_PLACEMENTS),
  image_url: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  show_usd_notification: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** What the header reads: the one banner shown now in a placement, or null. */
export const activeBannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: z.string().nullable(),
    placement: z.enum(BANNER_PLACEMENTS),
    image_url: z.string().nullable(),
    show_usd_notification: z.boolean(),
  })
  .nullable();
export type ActiveBanner = z.infer<typeof activeBannerSchema>;

export const bannerListResponseSchema = successEnvelope(z.array(bannerSchema));
export const bannerResponseSchema = successEnvelope(bannerSchema);
export const activeBannerResponseSchema = successEnvelope(activeBannerSchema);
export const bannerDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));
export const bannerParamsSchema = z.object({ id: idSchema });
export const bannerPlacementParamsSchema = z.object({ placement: z.enum(BANNER_PLACEMENTS, { message: t.placementInvalid }) });

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', 'off'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

const instant = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((v) => !Number.isNaN(Date.parse(v)), t.dateInvalid);

/** The banner form's fields (multipart text fields, or JSON). The image comes as the file part 'image'. */
export const bannerInputSchema = z
  .object({
    title: z.string({ message: t.titleRequired }).trim().min(1, t.titleRequired).max(BANNER_TITLE_MAX, t.titleTooLong),
    link: z
      .string()
      .trim()
      .max(BANNER_LINK_MAX, t.linkInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), t.linkInvalid)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    placement: z.enum(BANNER_PLACEMENTS, { message: t.placementInvalid }),
    start_at: instant(t.startRequired),
    end_at: z
      .string()
      .trim()
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), t.dateInvalid)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    show_usd_notification: flag.default(false),
    active: flag.default(true),
  })
  .superRefine((v, ctx) => {
    if (v.end_at && Date.parse(v.end_at) <= Date.parse(v.start_at)) ctx.addIssue({ code: 'custom', path: ['end_at'], message: t.endBeforeStart });
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;
