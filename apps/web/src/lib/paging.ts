/** How many pages a list of `total` rows fills, `pageSize` to a page (at least one, so page 1 always exists). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
