import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { containing, pageOf, sqlList } from '../../db/lists.js';
import { impactLevels, partners, projects } from '../../db/schema/index.js';
import { countProjects, priceFromCents } from '../catalogue/index.js';

export type ProjectListFilter = {
  partnerId?: number;
  status?: ProjectStatus;
  search?: string;
  pendingChange?: boolean;
  isBundle?: boolean;
  /** Display conditions list: only projects restricted in some way (true) or shown to everyone (false). */
  restricted?: boolean;
};

const hasPendingChange = sql<boolean>`exists (select 1 from project_changes pc where pc.project_id = ${projects.id} and pc.status = 'pending')`;
const isRestricted = sql<boolean>`(not ${projects.show_to_personal} or not ${projects.show_to_company} or exists (select 1 from project_display_countries d where d.project_id = ${projects.id}))`;
function whereOf(f: ProjectListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.partnerId) conditions.push(eq(projects.partner_id, f.partnerId));
  if (f.status) conditions.push(eq(projects.status, f.status));
  if (f.search) {
    const like = containing(f.search);
    const byText = or(ilike(projects.title, like), ilike(partners.worthy_cause_name, like))!;
    conditions.push(/^\d{1,9}$/.test(f.search) ? or(byText, eq(projects.id, Number(f.search)))! : byText);
  }
  if (f.pendingChange !== undefined) conditions.push(f.pendingChange ? hasPendingChange : sql`not ${hasPendingChange}`);
  if (f.isBundle !== undefined) conditions.push(eq(projects.is_bundle, f.isBundle));
  if (f.restricted !== undefined) conditions.push(f.restricted ? isRestricted : sql`not ${isRestricted}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** What waits for staff comes first (submitted projects and pending changes, oldest first), then the newest. */
const ORDERS = {
  newest: () => [desc(projects.created_at), desc(projects.id)],
  review: () => [
    sql`case when ${projects.status} = 'submitted' or ${hasPendingChange} then 0 else 1 end`,
    sql`case when ${projects.status} = 'submitted' or ${hasPendingChange} then coalesce((select min(pc.created_at) from project_changes pc where pc.project_id = ${projects.id} and pc.status = 'pending'), ${projects.submitted_at}) end asc nulls last`,
    desc(projects.updated_at),
    desc(projects.id),
  ],
  name: () => [asc(partners.worthy_cause_name), asc(projects.title), asc(projects.id)],
} as const;

/** One page of projects for the partner and staff lists, with the count of all that match. */
export async function findProjectRows(db: DbOrTx, f: ProjectListFilter, order: keyof typeof ORDERS, limit: number, page: number) {
  const where = whereOf(f);
  const base = db
    .select({
      project: projects,
      partner: { id: partners.id, user_id: partners.user_id, worthy_cause_name: partners.worthy_cause_name },
      has_pending_change: hasPendingChange,
      price_from_cents: priceFromCents,
    })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(where)
    .orderBy(...ORDERS[order]());
  const rows = await pageOf(base.$dynamic(), limit, page);
  return { rows, total: await countProjects(db, where) };
}
export type ProjectListRow = Awaited<ReturnType<typeof findProjectRows>>['rows'][number];

/** Every worthy cause with its number of live projects, by name. */
export function findPartnerOptions(db: DbOrTx) {
  return db
    .select({
      id: partners.id,
      user_id: partners.user_id,
      worthy_cause_name: partners.worthy_cause_name,
      // Written out: drizzle leaves a column unqualified in the select list of a one-table query, and here it must name the outer row.
      live_projects: sql<number>`(select count(*)::int from projects p where p.partner_id = "partners"."id" and p.status = 'live')`,
    })
    .from(partners)
    .orderBy(asc(partners.worthy_cause_name), asc(partners.id));
}

/** The active impact levels of a partner's live, non-bundle projects: what its bundles can hold. */
export function findBundleParts(db: DbOrTx, partnerId: number, levelIds?: number[]) {
  const conditions = [eq(projects.partner_id, partnerId), eq(projects.status, 'live'), eq(projects.is_bundle, false), eq(impactLevels.is_active, true), eq(impactLevels.currency, 'USD')];
  if (levelIds) conditions.push(levelIds.length ? sql`${impactLevels.id} in (${sqlList(levelIds)})` : sql`false`);
  return db
    .select({ level: impactLevels, project_title: projects.title })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(and(...conditions))
    .orderBy(asc(projects.title), asc(impactLevels.price_cents), asc(impactLevels.id));
}
