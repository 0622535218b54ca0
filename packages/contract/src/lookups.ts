import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
export { DEFAULT_COUNTRY_CODE } from './lookups-texts.js';

export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), dialing_code: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = successEnvelope(z.array(countrySchema));

/** The country to preselect on sign-up; code is null when preselection is off or the country is unknown. */
export const visitorCountryResponseSchema = successEnvelope(z.object({ code: z.string().length(2).nullable() }));

export const stateSchema = z.object({ id: z.number().int(), country_id: z.number().int(), name: z.string(), code: z.string() });
export type State = z.infer<typeof stateSchema>;
export const statesResponseSchema = successEnvelope(z.array(stateSchema));

export const industrySchema = z.object({ id: z.number().int(), name: z.string() });
export type Industry = z.infer<typeof industrySchema>;
export const industriesResponseSchema = successEnvelope(z.array(industrySchema));

export const impactCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type ImpactCategory = z.infer<typeof impactCategorySchema>;
export const impactCategoriesResponseSchema = successEnvelope(z.array(impactCategorySchema));

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  impact_category_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = successEnvelope(z.array(categorySchema));

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  group: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type Role = z.infer<typeof roleSchema>;
/** GET /api/role/get-all: the list sits under data.data. */
export const rolesResponseSchema = successEnvelope(z.object({ data: z.array(roleSchema) }));

export const roleGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  roles: z.array(roleSchema.omit({ group: true })),
});
export const roleGroupsResponseSchema = successEnvelope(z.array(roleGroupSchema));

export const countryIdParamsSchema = z.object({ id: idSchema });

export const healthResponseSchema = successEnvelope(z.object({ database: z.literal('reachable'), state: z.literal('ready'), version: z.string() }));
