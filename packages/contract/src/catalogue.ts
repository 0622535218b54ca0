import { z } from 'zod';
import { idSchema } from './fields.js';
import { PRICE_RANGE_INVERTED, PROJECT_SORTS, priceRangeError } from './catalogue-constants.js';
import { successEnvelope } from './envelope.js';

/**
 * Project catalogue: /view-all-projects, /projectdetail/{id}, /bundledetail/{id} and favourites.
 * Amounts are USD decimals with 2 places (the server stores integer cents).
 */

export { CATALOGUE_HEADING, PRICE_RANGE_INVERTED, PROJECT_SORTS, QUANTITY_MAX, priceRangeError, type ProjectSort } from './catalogue-constants.js';

/** An image: its stored name and a URL the browser can load (a placeholder is served when none was uploaded). */
export const projectImageSchema = z.object({ image_name: z.string(), url: z.string() });

export const impactLevelSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  /** Price per impact unit, USD decimal. */
  price: z.number(),
  currency: z.string(),
  impact_unit: z.string(),
  beneficiaries_per_unit: z.number().int(),
});
export type ImpactLevel = z.infer<typeof impactLevelSchema>;

const categoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const countryRefSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** A card of the project list. */
export const projectCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  is_bundle: z.boolean(),
  image_square: projectImageSchema,
  image_rectangle: projectImageSchema,
  country: countryRefSchema.nullable(),
  partner: z.object({ id: z.number().int(), worthy_cause_name: z.string() }),
  categories: z.array(categoryRefSchema),
  /** The lowest price per impact of the project's impact levels. */
  price_from: z.number(),
  impact_levels: z.array(impactLevelSchema),
  /** False for visitors. */
  is_favourite: z.boolean(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

const commaList = (item: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(item));

/**
 * GET /api/projects. `category` and `country` take comma-separated ids, slugs or ISO codes;
 * price_min / price_max filter on price_from (USD). limit=-1 returns every project.
 */
export const projectListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: commaList(z.string().regex(/^[a-z0-9-]+$/i, 'Use category ids or slugs.')),
    country: commaList(z.string().regex(/^(\d+|[A-Za-z]{2})$/, 'Use country ids or two-letter codes.')),
    price_min: z.coerce.number().min(0).optional(),
    price_max: z.coerce.number().min(0).optional(),
    is_bundle: z.enum(['true', 'false', '1', '0']).optional(),
    sort: z.enum(PROJECT_SORTS).default('recommended'),
    limit: z.coerce.number().int().min(-1).max(100).refine((v) => v !== 0, 'The limit must be -1 (all) or at least 1.').default(12),
    page: z.coerce.number().int().min(1).default(1),
  })
  .refine((q) => priceRangeError(q.price_min, q.price_max) === null, { path: ['price_max'], message: PRICE_RANGE_INVERTED });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export const projectListResponseSchema = successEnvelope(z.array(projectCardSchema));

/** One component of a bundle: `quantity` units of an impact level of another project, per bundle unit. */
export const bundleItemSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string(), image_square: projectImageSchema }),
  impact_level: impactLevelSchema,
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amt_total_usd: z.number(),
});

/** GET /api/projects/{id} and GET /api/bundles/{id}. */
export const projectDetailSchema = projectCardSchema.extend({
  description: z.string().nullable(),
  story: z.string().nullable(),
  partner: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    worthy_cause_name: z.string(),
    org_aboutus: z.string().nullable(),
    org_image: z.string().nullable(),
  }),
  location: z.object({
    country: countryRefSchema.nullable(),
    state: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    location: z.string().nullable(),
  }),
  /** The components of a bundle; empty for other projects. */
  bundle_items: z.array(bundleItemSchema),
  quantity_min: z.number().int(),
  quantity_max: z.number().int(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export const projectDetailResponseSchema = successEnvelope(projectDetailSchema);

export const projectIdParamsSchema = z.object({ id: idSchema });
export const projectImageParamsSchema = z.object({ id: idSchema, variant: z.enum(['square', 'rectangle']) });

/** GET /api/projects/filters: the options of the catalogue's filter bar. */
export const catalogueFiltersResponseSchema = successEnvelope(
  z.object({
    categories: z.array(categoryRefSchema.extend({ count: z.number().int() })),
    countries: z.array(countryRefSchema.extend({ count: z.number().int() })),
    price: z.object({ min: z.number(), max: z.number() }),
    sorts: z.array(z.enum(PROJECT_SORTS)),
  }),
);

/** POST/DELETE /api/projects/{id}/favourite. */
export const favouriteResponseSchema = successEnvelope(z.object({ project_id: z.number().int(), is_favourite: z.boolean() }));
