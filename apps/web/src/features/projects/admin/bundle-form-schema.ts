import { z } from 'zod';
import { bundleInputSchema } from '@goodhive/contract';
import { PROJECT_LIMITS } from '@goodhive/contract/texts';
import { BUNDLE_STATUSES } from './bundle-form-values';

const shape = bundleInputSchema.shape;
const asInput = <I, O>(rule: z.ZodType<O, unknown>) => rule as unknown as z.ZodType<O, I>;

/** The form's checks: the contract's bundle rules and messages (an empty quantity counts as 0). */
export const bundleFormSchema = z.object({
  title: shape.title,
  summary: asInput<string, string | null>(shape.summary),
  description: asInput<string, string | null>(shape.description),
  impact_unit: asInput<string, string>(shape.impact_unit),
  category_ids: z
    .array(z.string())
    .max(PROJECT_LIMITS.categoriesMax, `Choose at most ${PROJECT_LIMITS.categoriesMax} categories.`)
    .transform((ids) => ids.map(Number)),
  images: asInput<string[], string[]>(shape.images),
  items: z
    .array(z.object({ impact_level_id: z.number(), quantity: z.union([z.number(), z.string()]) }))
    .transform((rows) => rows.map((r) => ({ impact_level_id: r.impact_level_id, quantity: r.quantity === '' ? 0 : Number(r.quantity) })))
    .pipe(asInput<{ impact_level_id: number; quantity: number }[], { impact_level_id: number; quantity: number }[]>(shape.items)),
  status: z.enum(BUNDLE_STATUSES),
});
export type BundleFormOutput = z.output<typeof bundleFormSchema>;
