import { sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';

/** The lowest active USD price of a project, in cents; null when nothing can be given to it. */
export const priceFromCents = sql<number | null>`(select min(il.price_cents) from impact_levels il where il.project_id = ${projects.id} and il.is_active and il.currency = 'USD')`;
