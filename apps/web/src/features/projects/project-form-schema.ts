import { z } from 'zod';
import { projectInputSchema, projectLevelInputSchema } from '@goodhive/contract';
import { PROJECT_LIMITS, PROJECT_STATUSES } from '@goodhive/contract/texts';
import { placeMessages } from './project-form-values';

/** An empty number box holds '': it reaches the contract's rule as NaN, which that rule calls missing. */
const numberBox = (rule: z.ZodType<number, number>) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .pipe(rule);

/**
 * A contract rule whose input also allows 'missing' (null, undefined), typed for a form input that always
 * holds a value: the rule itself is unchanged.
 */
const fedBy =
  <I>() =>
  <O>(rule: z.ZodType<O, I | null | undefined>) =>
    rule as unknown as z.ZodType<O, I>;

const shape = projectInputSchema.shape;
const levelShape = projectLevelInputSchema.shape;

/** The form's checks: the contract's rules and messages, from the inputs' shapes to the call's body. */
export const projectFormSchema = z.object({
  title: shape.title,
  summary: fedBy<string>()(shape.summary),
  description: fedBy<string>()(shape.description),
  story: fedBy<string>()(shape.story),
  location: fedBy<string>()(shape.location),
  category_ids: z
    .array(z.string())
    .max(PROJECT_LIMITS.categoriesMax, `Choose at most ${PROJECT_LIMITS.categoriesMax} categories.`)
    .transform((ids) => ids.map(Number)),
  locations: z
    .array(
      z.object({
        country_id: z.string().nullable().refine((v) => v !== null && v !== '', placeMessages.countryRequired),
        state_id: z.string().nullable(),
      }),
    )
    .max(PROJECT_LIMITS.locationsMax, `Choose at most ${PROJECT_LIMITS.locationsMax} places.`)
    .transform((rows) => rows.map((r) => ({ country_id: Number(r.country_id), state_id: r.state_id ? Number(r.state_id) : null }))),
  images: fedBy<string[]>()(shape.images),
  impact_levels: z
    .array(
      z.object({
        id: z.number().nullable(),
        price: numberBox(levelShape.price),
        impact_unit: levelShape.impact_unit,
        beneficiaries_per_unit: numberBox(levelShape.beneficiaries_per_unit),
      }),
    )
    .max(PROJECT_LIMITS.levelsMax, `Add at most ${PROJECT_LIMITS.levelsMax} impact levels.`),
  status: z.enum(PROJECT_STATUSES).nullable(),
});
export type ProjectFormOutput = z.output<typeof projectFormSchema>;
