import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { partnerDocuments, projectChanges, projects } from '../../../db/schema/index.js';
import { isUpdateOverdue, lastUpdateAt, measuredFrom } from './update-overdue.js';

/** How many of the partner's projects are live. */
export async function countLiveProjects(db: DbOrTx, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .where(and(eq(projects.partner_id, partnerId), eq(projects.status, 'live')));
  return row.n;
}

/** The partner's projects whose update is overdue (isUpdateOverdue), longest waiting first. */
export function findOverdueUpdates(db: DbOrTx, partnerId: number, cutoff: Date) {
  const from = measuredFrom().mapWith(projects.created_at);
  return db
    .select({ project_id: projects.id, project_title: projects.title, last_update_at: lastUpdateAt().mapWith(projects.approved_at), measured_from: from })
    .from(projects)
    .where(and(eq(projects.partner_id, partnerId), isUpdateOverdue(cutoff)))
    .orderBy(from, projects.id);
}

/** Draft projects that staff sent back with a review note. */
export function findSentBackProjects(db: DbOrTx, partnerId: number) {
  return db
    .select({ project_id: projects.id, project_title: projects.title, review_note: projects.review_note, updated_at: projects.updated_at })
    .from(projects)
    .where(and(eq(projects.partner_id, partnerId), eq(projects.status, 'draft'), sql`coalesce(btrim(${projects.review_note}), '') <> ''`))
    .orderBy(desc(projects.updated_at), desc(projects.id));
}

/** Change requests of the partner's live projects waiting for staff review. */
export function findPendingChanges(db: DbOrTx, partnerId: number) {
  return db
    .select({ change_id: projectChanges.id, project_id: projects.id, project_title: projects.title, requested_at: projectChanges.created_at })
    .from(projectChanges)
    .innerJoin(projects, eq(projects.id, projectChanges.project_id))
    .where(and(eq(projectChanges.partner_id, partnerId), eq(projectChanges.status, 'pending')))
    .orderBy(desc(projectChanges.created_at), desc(projectChanges.id));
}

/** Remittance advice for the partner that it has not opened yet, newest first. */
export function findNewRemittances(db: DbOrTx, partnerId: number) {
  return db
    .select({
      document_id: partnerDocuments.id,
      title: partnerDocuments.title,
      period_start: partnerDocuments.period_start,
      period_end: partnerDocuments.period_end,
      amount_usd_cents: partnerDocuments.amount_usd_cents,
      created_at: partnerDocuments.created_at,
    })
    .from(partnerDocuments)
    .where(and(eq(partnerDocuments.partner_id, partnerId), eq(partnerDocuments.kind, 'remittance'), isNull(partnerDocuments.viewed_at)))
    .orderBy(desc(partnerDocuments.created_at), desc(partnerDocuments.id));
}
