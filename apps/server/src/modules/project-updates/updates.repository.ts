import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { UPDATABLE_PROJECT_STATUSES, type ProjectUpdateStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { containing, pageOf } from '../../db/lists.js';
import { countries, files, partners, projects, projectUpdates, users } from '../../db/schema/index.js';

/** Narrowing of an update list (partner and staff screens). */
export type UpdateFilter = { partnerId?: number; projectId?: number; status?: ProjectUpdateStatus; search?: string };

/** The conditions of an update list. */
export function whereOfFilter(f: UpdateFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.partnerId) parts.push(eq(projectUpdates.partner_id, f.partnerId));
  if (f.projectId) parts.push(eq(projectUpdates.project_id, f.projectId));
  if (f.status) parts.push(eq(projectUpdates.status, f.status));
  if (f.search) {
    const like = containing(f.search);
    parts.push(sql`(${projectUpdates.title} ilike ${like} or ${projectUpdates.body} ilike ${like} or ${projects.title} ilike ${like})`);
  }
  return parts.length ? and(...parts) : undefined;
}

const rowColumns = {
  update: projectUpdates,
  project: { id: projects.id, title: projects.title, status: projects.status, summary: projects.summary, is_bundle: projects.is_bundle, image_rectangle: projects.image_rectangle },
  partner: { id: partners.id, worthy_cause_name: partners.worthy_cause_name, user_id: partners.user_id },
  author: { first_name: users.first_name, last_name: users.last_name },
  country: { id: countries.id, name: countries.name, code: countries.code },
};

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.project_id))
    .innerJoin(partners, eq(partners.id, projectUpdates.partner_id))
    .leftJoin(users, eq(users.id, projectUpdates.author_id))
    .leftJoin(countries, eq(countries.id, projects.country_id));
}

/** One page of updates matching `where`, newest first, and how many match in all (limit -1: every row). */
export async function findUpdates(db: DbOrTx, where: SQL | undefined, limit: number, page: number) {
  const base = selectRows(db).where(where).orderBy(desc(projectUpdates.published_at), desc(projectUpdates.id));
  const rows = await pageOf(base.$dynamic(), limit, page);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.project_id))
    .where(where);
  return { rows, total: Number(total) };
}
export type UpdateRow = Awaited<ReturnType<typeof findUpdates>>['rows'][number];

/** An update with its project, partner and author; null when there is none. */
export async function findUpdate(db: DbOrTx, id: number) {
  const [row] = await selectRows(db).where(eq(projectUpdates.id, id)).limit(1);
  return row ?? null;
}

/** A project's owner and status, to check an update may be posted for it. */
export async function findProjectOwner(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, partner_id: projects.partner_id, status: projects.status, partner_user_id: partners.user_id })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/** The partner's projects an update can be posted for (live, paused, closed), by title. */
export function findUpdatableProjects(db: DbOrTx, partnerId: number) {
  return db
    .select({ id: projects.id, title: projects.title, status: projects.status, image_rectangle: projects.image_rectangle })
    .from(projects)
    .where(and(eq(projects.partner_id, partnerId), inArray(projects.status, [...UPDATABLE_PROJECT_STATUSES])))
    .orderBy(projects.title, projects.id);
}

/** Uploaded files by id: who owns them and what they are for. */
export function findFiles(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: files.id, owner_user_id: files.owner_user_id, purpose: files.purpose, original_name: files.original_name })
    .from(files)
    .where(inArray(files.id, ids));
}

type UpdateValues = { title: string; body: string; images: string[] };

export async function insertUpdate(db: DbOrTx, values: UpdateValues & { project_id: number; partner_id: number; author_id: number }) {
  const [row] = await db
    .insert(projectUpdates)
    .values({ ...values, status: 'published', created_by: values.author_id, updated_by: values.author_id })
    .returning({ id: projectUpdates.id });
  return row.id;
}

export async function saveUpdate(
  db: DbOrTx,
  id: number,
  values: UpdateValues & { status?: ProjectUpdateStatus; moderation_note?: string | null },
  actorId: number,
) {
  await db
    .update(projectUpdates)
    .set({ ...values, updated_at: new Date(), updated_by: actorId })
    .where(eq(projectUpdates.id, id));
}

export async function deleteUpdate(db: DbOrTx, id: number) {
  await db.delete(projectUpdates).where(eq(projectUpdates.id, id));
}

/** Only published updates, and what else must hold: the condition every giver's read shares. */
export const publishedAnd = (...extra: (SQL | undefined)[]) => and(eq(projectUpdates.status, 'published'), ...extra);

/** Updates of one project. */
export const ofProject = (projectId: number) => eq(projectUpdates.project_id, projectId);

/**
 * The projects an account funded: the projects of its paid contributions and, for a bundle it funded, the
 * bundle's parts (their partners post the updates).
 */
export function fundedProjectsOf(owner: { account: 'user' | 'company'; id: number }): SQL {
  const mine =
    owner.account === 'company'
      ? sql`c.account = 'company' and c.company_id = ${owner.id}`
      : sql`c.account = 'user' and c.user_id = ${owner.id}`;
  const paid = sql`select c.project_id from contributions c where ${mine} and c.payment_received = 1 and c.contribution_date is not null`;
  return sql`${projectUpdates.project_id} in (${paid} union select bi.project_id from bundle_items bi where bi.bundle_project_id in (${paid}))`;
}
