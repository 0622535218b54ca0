import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { projectCardSchema } from './catalogue.js';
import { businessListingItemSchema } from './profiles.js';
import { PUBLIC_PAGE_SLUGS, publicSiteTexts } from './public-site-texts.js';
export * from './public-site-texts.js';

/**
 * The public site (business-and-public.md §2, issue 21): the informational pages a visitor reads before joining.
 * Their texts live in the database so staff can change them without a release; GET /api/public/pages/{slug}
 * reads one, the admin calls list and change them. The server also writes each page's title, description, Open
 * Graph tags and canonical address into the HTML it sends, so the first paint carries them before any script.
 */

export const publicPageSectionSchema = z.object({
  /** Anchor id, so other screens can link straight to the section. */
  id: z.string().trim().max(60).regex(/^[a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens.').optional(),
  /** A small line above the heading (a step number, a date). */
  kicker: z.string().trim().max(60).optional(),
  heading: z.string().trim().min(1, publicSiteTexts.sectionHeadingRequired).max(160),
  body: z.array(z.string().trim().min(1).max(2000)).min(1, publicSiteTexts.sectionBodyRequired).max(20),
  points: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
});
export type PublicPageSection = z.infer<typeof publicPageSectionSchema>;

/** The texts of one public page; `title` and `description` are what search engines and link previews show. */
export const publicPageSchema = z.object({
  slug: z.enum(PUBLIC_PAGE_SLUGS),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  /** 'cards' lays sections out side by side (steps, audiences); 'article' stacks them as prose. */
  style: z.enum(['cards', 'article']),
  sections: z.array(publicPageSectionSchema),
  updated_at: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const publicPageParamsSchema = z.object({ slug: z.enum(PUBLIC_PAGE_SLUGS, { message: publicSiteTexts.pageNotFound }) });
export const publicPageResponseSchema = successEnvelope(publicPageSchema);
export const publicPageListResponseSchema = successEnvelope(z.array(publicPageSchema));

/** PUT /api/admin/public-pages/{slug}: staff change a page's texts (the whole page at once). */
export const publicPageUpdateSchema = z.object({
  title: z.string().trim().min(1, publicSiteTexts.titleRequired).max(70),
  description: z.string().trim().min(50, publicSiteTexts.descriptionLength).max(170, publicSiteTexts.descriptionLength),
  eyebrow: z.string().trim().max(60).default(''),
  heading: z.string().trim().min(1, publicSiteTexts.headingRequired).max(160),
  intro: z.string().trim().min(1, publicSiteTexts.introRequired).max(600),
  style: z.enum(['cards', 'article']),
  sections: z.array(publicPageSectionSchema).max(30),
});
export type PublicPageUpdate = z.input<typeof publicPageUpdateSchema>;

/** GET /api/public/causes: each impact category with its project categories and a few of its live projects. */
export const publicCauseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  projects: z.array(z.object({ id: z.number().int(), title: z.string(), is_bundle: z.boolean(), partner_name: z.string() })),
  project_count: z.number().int(),
});
export type PublicCause = z.infer<typeof publicCauseSchema>;
export const publicCausesResponseSchema = successEnvelope(z.array(publicCauseSchema));

/**
 * GET /api/public/home: the visitors' home (/welcome) beyond its texts: live totals of the paid impacts in the
 * ledger, a few projects to give to and the public businesses that funded the most. Counted at most a minute ago.
 */
export const publicHomeSchema = z.object({
  totals: z.object({
    /** Paid impacts delivered. */
    impacts: z.number().int(),
    /** People reached by them. */
    beneficiaries: z.number().int(),
    /** Projects and countries they went to. */
    projects: z.number().int(),
    countries: z.number().int(),
  }),
  projects: z.array(projectCardSchema),
  members: z.array(businessListingItemSchema),
  /** When the totals were counted. */
  counted_at: z.string(),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;
export const publicHomeResponseSchema = successEnvelope(publicHomeSchema);
