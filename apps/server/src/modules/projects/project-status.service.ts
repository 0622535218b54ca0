import { projectMessages, type PartnerProject, type ProjectChangeAction, type ProjectStatus } from '@goodhive/contract';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { pauseBundlesOfPart } from './bundles.service.js';
import { findPendingChange, insertChange, updateChange } from './changelog.repository.js';
import { statusValues } from './changelog.service.js';
import { actorOf, assertNotPartnerBundle, getProjectForCaller, loadPartnerProject, type ProjectDeps } from './project-access.js';
import { sendProjectNotices, type ProjectNotice } from './project-mail.js';
import { approveProject, rejectProject } from './project-review.service.js';
import { lockProject } from './project-reads.repository.js';
import { assertComplete, loadProjectState } from './project-state.js';
import { updateProject } from './project-writes.repository.js';

type Result = { message: string; project: PartnerProject };

/**
 * POST /partner/projects/{id}/submit: a complete draft goes to review (422 with what is missing otherwise);
 * any earlier review note is cleared and staff hear of it.
 */
export async function submitProject(deps: ProjectDeps, auth: AuthContext, id: number): Promise<Result> {
  const found = await getProjectForCaller(deps.db, auth, id);
  assertNotPartnerBundle(auth, found.project);
  if (found.project.is_bundle) throw conflict(projectMessages.statusNotAllowed);
  const notices: ProjectNotice[] = [];
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    if (project.status !== 'draft') throw conflict(projectMessages.notSubmittable);
    assertComplete(await loadProjectState(tx, project));
    await updateProject(tx, id, { status: 'submitted', submitted_at: new Date(), review_note: null }, auth.userId);
    await insertChange(tx, { project_id: id, partner_id: project.partner_id, ...actorOf(auth), action: 'submitted', ...statusValues('draft', 'submitted') });
    if (!isAdmin(auth)) notices.push({ kind: 'submitted', projectId: id });
  });
  await sendProjectNotices(deps, notices);
  return { message: projectMessages.submitted, project: await loadPartnerProject(deps.db, auth, id) };
}

/** The moves open to partners and staff alike (review decisions are staff's and go through the review calls). */
function actionOf(from: string, to: ProjectStatus, staff: boolean): ProjectChangeAction | null {
  if (to === 'closed') return 'closed';
  if (from === 'live' && to === 'paused') return 'paused';
  if (from === 'paused' && to === 'live') return 'resumed';
  if (from === 'submitted' && to === 'draft' && !staff) return 'withdrawn';
  return null;
}

/**
 * POST /partner/projects/{id}/status. Partners withdraw from review, pause, resume and close; staff also
 * approve (submitted → live) and send back (submitted → draft, note required). Closing is final and drops a
 * change request that was waiting. Pausing or closing also pauses the live bundles holding the project's impact
 * levels. Any other move is refused (409).
 */
export async function changeStatus(deps: ProjectDeps, auth: AuthContext, id: number, body: { status: ProjectStatus; note: string | null }): Promise<Result> {
  const found = await getProjectForCaller(deps.db, auth, id);
  assertNotPartnerBundle(auth, found.project);
  const staff = isAdmin(auth);
  const from = found.project.status;
  if (from === 'closed') throw conflict(projectMessages.closedIsFinal);
  if (from === 'draft' && body.status === 'submitted') return submitProject(deps, auth, id);
  if (staff && from === 'submitted' && body.status === 'live') return approveProject(deps, auth, id, body.note);
  if (staff && from === 'submitted' && body.status === 'draft') {
    if (!body.note) throw validationError({ note: [projectMessages.noteRequired] }, projectMessages.noteRequired);
    return rejectProject(deps, auth, id, body.note);
  }
  const action = actionOf(from, body.status, staff);
  if (!action || from === body.status) throw conflict(projectMessages.statusNotAllowed);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    if (project.status !== from) throw conflict(projectMessages.statusNotAllowed);
    await updateProject(tx, id, { status: body.status, ...(body.status === 'closed' ? { closed_at: new Date() } : {}) }, auth.userId);
    if (body.status === 'closed') {
      const pending = await findPendingChange(tx, id);
      if (pending) await updateChange(tx, pending.change.id, { status: 'withdrawn', reviewed_at: new Date() });
    }
    await insertChange(tx, { project_id: id, partner_id: project.partner_id, ...actorOf(auth), action, ...statusValues(from, body.status), note: body.note });
    if (body.status === 'paused' || body.status === 'closed') await pauseBundlesOfPart(tx, auth, project, body.status);
  });
  return { message: projectMessages.statusChanged, project: await loadPartnerProject(deps.db, auth, id) };
}
