/** The catalogue's plain limits and choices, apart from its schemas (catalogue.ts re-exports them) so a screen can use them without loading zod. */

/** Most units of one impact level a single cart line may hold. */
export const QUANTITY_MAX = 100_000;

export const PROJECT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'name', 'popular'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The catalogue's price filter (GET /api/projects price_min and price_max) when the maximum is below the minimum. */
export const PRICE_RANGE_INVERTED = 'The maximum price must not be below the minimum price.';

/** The price filter's one rule beyond each bound being a number of at least 0: the maximum is not below the minimum. */
export function priceRangeError(min: number | null | undefined, max: number | null | undefined): string | null {
  return min != null && max != null && min > max ? PRICE_RANGE_INVERTED : null;
}

/** The catalogue's heading (/view-all-projects), which the server's first paint of the page repeats. */
export const CATALOGUE_HEADING = {
  eyebrow: 'Explore Project List',
  title: 'Find an impact to give',
  description:
    'Every project is run by a vetted worthy-cause partner. Choose one, pick how much impact to create, and add it to your giving cart.',
} as const;
