import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';

/**
 * Impact partner levels of companies (/impact-partnership, /impact-partnership-b): reached by the paid
 * giving of the last 12 months, so a level reflects giving that is still going on.
 */
export const IMPACT_PARTNER_LEVELS = [
  { level: 1, name: 'Bronze Impact Partner', min_usd: 500 },
  { level: 2, name: 'Silver Impact Partner', min_usd: 2_500 },
  { level: 3, name: 'Gold Impact Partner', min_usd: 10_000 },
  { level: 4, name: 'Platinum Impact Partner', min_usd: 50_000 },
] as const;
export type ImpactPartnerLevel = (typeof IMPACT_PARTNER_LEVELS)[number];
/** How far back giving counts towards a level. */
export const PARTNER_LEVEL_WINDOW_DAYS = 365;

/** The highest level an amount of yearly giving (USD) reaches, or null. */
export function partnerLevelFor(givingUsd: number): ImpactPartnerLevel | null {
  return [...IMPACT_PARTNER_LEVELS].reverse().find((l) => givingUsd >= l.min_usd) ?? null;
}

const levelSchema = z.object({ level: z.number().int(), name: z.string(), min_usd: z.number() });
export const partnershipStatusSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  /** Paid giving of the last 12 months, USD. */
  giving_usd: z.number(),
  window_days: z.number().int(),
  level: levelSchema.nullable(),
  next: levelSchema.extend({ remaining_usd: z.number() }).nullable(),
  levels: z.array(levelSchema),
});
export type PartnershipStatus = z.infer<typeof partnershipStatusSchema>;
export const partnershipStatusResponseSchema = successEnvelope(partnershipStatusSchema);
export const partnershipQuerySchema = z.object({ company_id: idSchema.optional() });

export const partnershipMessages = {
  companiesOnly: 'Impact partner levels are for business accounts. Switch to your business account to see its level.',
} as const;
