import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectChangeAction, ProjectChangeStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/lists.js';
import { partners, projectChanges, projects, users } from '../../db/schema/index.js';

export type NewChange = {
  project_id: number;
  partner_id: number;
  actor_id: number;
  actor_type: 'partner' | 'admin';
  action: ProjectChangeAction;
  status?: ProjectChangeStatus;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
  proposed?: unknown;
  reviewed_by?: number | null;
  reviewed_at?: Date | null;
};

/** Adds an entry to the change log. */
export async function insertChange(tx: DbOrTx, entry: NewChange) {
  const [row] = await tx
    .insert(projectChanges)
    .values({ ...entry, status: entry.status ?? 'applied', before: entry.before ?? null, after: entry.after ?? null, note: entry.note ?? null, proposed: entry.proposed ?? null })
    .returning();
  return row;
}

/** Changes an entry (a change request being merged, approved, rejected or withdrawn). */
export async function updateChange(tx: DbOrTx, id: number, patch: Partial<typeof projectChanges.$inferInsert>) {
  const [row] = await tx.update(projectChanges).set(patch).where(eq(projectChanges.id, id)).returning();
  return row;
}

export async function findChange(db: DbOrTx, id: number) {
  const [row] = await db.select().from(projectChanges).where(eq(projectChanges.id, id)).limit(1);
  return row ?? null;
}
export type ChangeRow = NonNullable<Awaited<ReturnType<typeof findChange>>>;

/** The project's change request that waits for review, with the name of who asked. */
export async function findPendingChange(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ change: projectChanges, actor_first: users.first_name, actor_last: users.last_name })
    .from(projectChanges)
    .leftJoin(users, eq(users.id, projectChanges.actor_id))
    .where(and(eq(projectChanges.project_id, projectId), eq(projectChanges.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export type ChangelogFilter = {
  projectId?: number;
  partnerId?: number;
  action?: ProjectChangeAction;
  status?: ProjectChangeStatus;
  /** Inclusive UTC bounds: from the start of `from` to before `until`. */
  from?: Date;
  until?: Date;
};

const actor = alias(users, 'actor');
const reviewer = alias(users, 'reviewer');

/** One page of the change log, newest first, with project, partner, actor and reviewer names; and the count of all that match. */
export async function findChanges(db: DbOrTx, f: ChangelogFilter, limit: number, page: number) {
  const conditions: SQL[] = [];
  if (f.projectId) conditions.push(eq(projectChanges.project_id, f.projectId));
  if (f.partnerId) conditions.push(eq(projectChanges.partner_id, f.partnerId));
  if (f.action) conditions.push(eq(projectChanges.action, f.action));
  if (f.status) conditions.push(eq(projectChanges.status, f.status));
  if (f.from) conditions.push(gte(projectChanges.created_at, f.from));
  if (f.until) conditions.push(lt(projectChanges.created_at, f.until));
  const where = conditions.length ? and(...conditions) : undefined;
  const base = db
    .select({
      change: projectChanges,
      project_title: projects.title,
      partner_name: partners.worthy_cause_name,
      actor_first: actor.first_name,
      actor_last: actor.last_name,
      reviewer_first: reviewer.first_name,
      reviewer_last: reviewer.last_name,
    })
    .from(projectChanges)
    .innerJoin(projects, eq(projects.id, projectChanges.project_id))
    .innerJoin(partners, eq(partners.id, projectChanges.partner_id))
    .leftJoin(actor, eq(actor.id, projectChanges.actor_id))
    .leftJoin(reviewer, eq(reviewer.id, projectChanges.reviewed_by))
    .where(where)
    .orderBy(desc(projectChanges.created_at), desc(projectChanges.id));
  const rows = await pageOf(base.$dynamic(), limit, page);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(projectChanges).where(where);
  return { rows, total: Number(total) };
}
export type ChangeListRow = Awaited<ReturnType<typeof findChanges>>['rows'][number];
