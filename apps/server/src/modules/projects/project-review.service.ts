import { projectMessages, type PartnerProject } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../http/auth.js';
import { findChange, insertChange, updateChange, type ChangeRow } from './changelog.repository.js';
import { statusValues } from './changelog.service.js';
import { actorOf, loadPartnerProject, type ProjectDeps } from './project-access.js';
import { sendProjectNotices } from './project-mail.js';
import { lockProject, type ProjectRow } from './project-reads.repository.js';
import { assertComplete, describeState, loadProjectState, overlay, pick, type ProjectState } from './project-state.js';
import { applyState, updateProject } from './project-writes.repository.js';

type Result = { message: string; project: PartnerProject };

/** Locks a project that waits for review, or refuses (404 unknown, 409 not submitted). */
async function lockSubmitted(tx: DbOrTx, id: number): Promise<ProjectRow> {
  const project = await lockProject(tx, id);
  if (!project) throw notFound(projectMessages.notFound);
  if (project.status !== 'submitted') throw conflict(projectMessages.notReviewable);
  return project;
}

/** POST /admin/projects/{id}/approve: a submitted project goes live; the partner hears of it (with the note, if any). */
export async function approveProject(deps: ProjectDeps, auth: AuthContext, id: number, note: string | null): Promise<Result> {
  await deps.db.transaction(async (tx) => {
    const project = await lockSubmitted(tx, id);
    assertComplete(await loadProjectState(tx, project));
    await updateProject(tx, id, { status: 'live', approved_at: new Date(), approved_by: auth.userId, review_note: null }, auth.userId);
    await insertChange(tx, { project_id: id, partner_id: project.partner_id, ...actorOf(auth), action: 'approved', ...statusValues('submitted', 'live'), note });
  });
  await sendProjectNotices(deps, [{ kind: 'approved', projectId: id, note }]);
  return { message: projectMessages.approved, project: await loadPartnerProject(deps.db, auth, id) };
}

/** POST /admin/projects/{id}/reject: a submitted project goes back to draft with the note the partner sees (and is mailed). */
export async function rejectProject(deps: ProjectDeps, auth: AuthContext, id: number, note: string): Promise<Result> {
  await deps.db.transaction(async (tx) => {
    const project = await lockSubmitted(tx, id);
    await updateProject(tx, id, { status: 'draft', review_note: note }, auth.userId);
    await insertChange(tx, { project_id: id, partner_id: project.partner_id, ...actorOf(auth), action: 'rejected', ...statusValues('submitted', 'draft'), note });
  });
  await sendProjectNotices(deps, [{ kind: 'sent-back', projectId: id, note }]);
  return { message: projectMessages.rejected, project: await loadPartnerProject(deps.db, auth, id) };
}

/** Locks the change request's project and re-reads the request: it must still wait for review. */
async function lockPending(tx: DbOrTx, changeId: number): Promise<{ change: ChangeRow; project: ProjectRow }> {
  const seen = await findChange(tx, changeId);
  if (!seen) throw notFound(projectMessages.noPendingChange);
  const project = await lockProject(tx, seen.project_id);
  const change = await findChange(tx, changeId);
  if (!project || !change || change.status !== 'pending') throw conflict(projectMessages.noPendingChange);
  return { change, project };
}

/**
 * POST /admin/project-changes/{id}/approve: applies the fields the partner changed (as it proposed them) to the
 * live project in one transaction, marks the request approved and logs what was applied; the partner is mailed.
 */
export async function approveChange(deps: ProjectDeps, auth: AuthContext, changeId: number, note: string | null): Promise<Result> {
  const projectId = await deps.db.transaction(async (tx) => {
    const { change, project } = await lockPending(tx, changeId);
    const fields = Object.keys((change.after ?? {}) as Record<string, unknown>);
    const current = await loadProjectState(tx, project);
    const next = overlay(current, change.proposed as ProjectState, fields);
    assertComplete(next);
    const before = pick(await describeState(tx, current), fields);
    const after = pick(await describeState(tx, next), fields);
    await applyState(tx, project.id, next, fields, auth.userId);
    await updateChange(tx, change.id, { status: 'approved', reviewed_by: auth.userId, reviewed_at: new Date(), note });
    await insertChange(tx, { project_id: project.id, partner_id: project.partner_id, ...actorOf(auth), action: 'change_approved', before, after, note });
    return project.id;
  });
  await sendProjectNotices(deps, [{ kind: 'change-approved', projectId, note }]);
  return { message: projectMessages.changeApproved, project: await loadPartnerProject(deps.db, auth, projectId) };
}

/** POST /admin/project-changes/{id}/reject: the live project stays as it is; the request is closed with the note the partner is mailed. */
export async function rejectChange(deps: ProjectDeps, auth: AuthContext, changeId: number, note: string): Promise<Result> {
  const projectId = await deps.db.transaction(async (tx) => {
    const { change, project } = await lockPending(tx, changeId);
    await updateChange(tx, change.id, { status: 'rejected', reviewed_by: auth.userId, reviewed_at: new Date(), note });
    await insertChange(tx, { project_id: project.id, partner_id: project.partner_id, ...actorOf(auth), action: 'change_rejected', note });
    return project.id;
  });
  await sendProjectNotices(deps, [{ kind: 'change-rejected', projectId, note }]);
  return { message: projectMessages.changeRejected, project: await loadPartnerProject(deps.db, auth, projectId) };
}
