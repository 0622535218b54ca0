/** The catalogue's plain limits and choices, apart from its schemas (catalogue.ts re-exports them) so a screen can use them without loading zod. */

/** Most units of one impact level a single cart line may hold. */
export const QUANTITY_MAX = 100_000;

export const PROJECT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'name', 'popular'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
