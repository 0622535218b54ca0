import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { partners, projects } from '../../db/schema/index.js';

/** How many projects (with their partner) meet the condition: the total beside a page of a project list. */
export async function countProjects(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(where);
  return Number(total);
}
