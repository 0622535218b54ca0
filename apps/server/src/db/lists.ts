import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** The ILIKE pattern that finds `text` anywhere, with `%`, `_` and `\` in it matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Values as the bound parameters of an SQL `in (...)` list (give at least one). */
export const sqlList = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * One page of a list query: `limit` rows of page `page` (counted from 1); a limit of -1 answers every row.
 * Pass the query with `.$dynamic()`.
 */
export function pageOf<T extends PgSelect>(query: T, limit: number, page: number): T {
  return limit === -1 ? query : query.limit(limit).offset((page - 1) * limit);
}
