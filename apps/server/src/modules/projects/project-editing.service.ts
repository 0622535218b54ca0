import { PROJECT_STATUS_LABELS, projectMessages, type PartnerProject, type ProjectStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isAdmin, PARTNER_ACCESS, resolveActingPartner } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findPendingChange, insertChange, updateChange } from './changelog.repository.js';
import { actorOf, assertNotPartnerBundle, getProjectForCaller, loadPartnerProject, type ProjectDeps } from './project-access.js';
import { resolveProjectInput, type ProjectFormInput } from './project-form.js';
import { sendProjectNotices, type ProjectNotice } from './project-mail.js';
import { findProjectUse, lockProject } from './project-reads.repository.js';
import { assertComplete, changedFields, describeState, loadProjectState, onlyFilled, overlay, pick, type ProjectState } from './project-state.js';
import { applyState, deleteProjectRow, insertProject } from './project-writes.repository.js';

type Saved = { message: string; project: PartnerProject };

/** The dates a new project gets for the status it starts in. */
function startStamps(status: ProjectStatus, actorId: number) {
  const now = new Date();
  if (status === 'submitted') return { submitted_at: now, review_note: null };
  if (status === 'live' || status === 'paused') return { approved_at: now, approved_by: actorId, review_note: null };
  if (status === 'closed') return { closed_at: now };
  return {};
}

/**
 * POST /partner/projects: a partner's new project is a draft of its own; staff name the partner and may choose
 * the starting status (a project that is to be reviewed or shown must be complete).
 */
export async function createProject(deps: ProjectDeps, auth: AuthContext, input: ProjectFormInput): Promise<Saved> {
  const staff = isAdmin(auth);
  const partner = await resolveActingPartner(deps.db, auth, input.partner_id, PARTNER_ACCESS.newProject);
  const status: ProjectStatus = staff ? (input.status ?? 'draft') : 'draft';
  const state = await resolveProjectInput(deps.db, input, { projectId: null, imageOwnerIds: staff ? [auth.userId, partner.user_id] : [auth.userId] });
  if (['submitted', 'live', 'paused'].includes(status)) assertComplete(state);
  const id = await deps.db.transaction(async (tx) => {
    const project = await insertProject(tx, { partner_id: partner.id, title: state.title, status, ...startStamps(status, auth.userId), created_by: auth.userId, updated_by: auth.userId });
    await applyState(tx, project.id, state, ['categories', 'locations', 'images', 'impact_levels', 'summary', 'description', 'story', 'location'], auth.userId);
    const after = { ...onlyFilled(await describeState(tx, state)), status: PROJECT_STATUS_LABELS[status] };
    await insertChange(tx, { project_id: project.id, partner_id: partner.id, ...actorOf(auth), action: 'created', after });
    return project.id;
  });
  return { message: status === 'draft' ? projectMessages.created : projectMessages.saved, project: await loadPartnerProject(deps.db, auth, id) };
}

/**
 * A partner's save of a live or paused project: nothing changes yet; the changed fields become the one
 * pending change request, or merge into it (its original `before` is kept). Answers whether anything was recorded.
 */
async function requestChange(tx: DbOrTx, auth: AuthContext, partnerId: number, projectId: number, current: ProjectState, proposed: ProjectState): Promise<ProjectNotice | 'merged' | null> {
  const now = await describeState(tx, current);
  const changed = changedFields(now, await describeState(tx, proposed));
  if (!changed.length) return null;
  const pending = await findPendingChange(tx, projectId);
  if (!pending) {
    const after = pick(await describeState(tx, proposed), changed);
    await insertChange(tx, { project_id: projectId, partner_id: partnerId, ...actorOf(auth), action: 'change_requested', status: 'pending', before: pick(now, changed), after, proposed });
    return { kind: 'change-requested', projectId, fields: changed };
  }
  const earlier = pending.change;
  const fields = [...new Set([...Object.keys(earlier.after ?? {}), ...changed])];
  const merged = overlay(earlier.proposed as ProjectState, proposed, changed);
  const before = { ...pick(now, fields), ...(earlier.before as Record<string, unknown>) };
  await updateChange(tx, earlier.id, { before: pick(before, fields), after: pick(await describeState(tx, merged), fields), proposed: merged, actor_id: auth.userId });
  return 'merged';
}

/**
 * PUT /partner/projects/{id}. Drafts, submitted projects and every staff save apply at once and are logged
 * with before and after; a partner's save of a live or paused project becomes a change request for staff.
 * A save that changes nothing records nothing.
 */
export async function saveProject(deps: ProjectDeps, auth: AuthContext, id: number, input: ProjectFormInput): Promise<Saved> {
  const found = await getProjectForCaller(deps.db, auth, id);
  assertNotPartnerBundle(auth, found.project);
  if (found.project.is_bundle) throw conflict(projectMessages.notABundle);
  const staff = isAdmin(auth);
  const proposed = await resolveProjectInput(deps.db, input, { projectId: id, imageOwnerIds: staff ? [auth.userId, found.partner.user_id] : [auth.userId] });
  const notices: ProjectNotice[] = [];
  let message: string = projectMessages.saved;
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    if (project.status === 'closed') throw conflict(projectMessages.closedIsFinal);
    // A project that is reviewed or shown must stay complete.
    if (project.status !== 'draft') assertComplete(proposed);
    const current = await loadProjectState(tx, project);
    if (!staff && (project.status === 'live' || project.status === 'paused')) {
      const result = await requestChange(tx, auth, found.partner.id, id, current, proposed);
      if (result) message = projectMessages.changeRequested;
      if (result && result !== 'merged') notices.push(result);
      return;
    }
    const before = await describeState(tx, current);
    const after = await describeState(tx, proposed);
    const changed = changedFields(before, after);
    if (!changed.length) return;
    await applyState(tx, id, proposed, changed, auth.userId);
    await insertChange(tx, { project_id: id, partner_id: found.partner.id, ...actorOf(auth), action: 'updated', before: pick(before, changed), after: pick(after, changed) });
  });
  await sendProjectNotices(deps, notices);
  return { message, project: await loadPartnerProject(deps.db, auth, id) };
}

/**
 * DELETE /partner/projects/{id}: only a draft or submitted project that nothing refers to (no contribution
 * of any status, cart line or update). Anything else is closed instead (409). The deletion is audited.
 */
export async function deleteProject(deps: ProjectDeps, auth: AuthContext, id: number, ip: string) {
  const found = await getProjectForCaller(deps.db, auth, id);
  assertNotPartnerBundle(auth, found.project);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    if (!['draft', 'submitted'].includes(project.status)) throw conflict(projectMessages.cannotDeleteLive);
    const use = await findProjectUse(tx, id);
    if (use.contributions || use.cartLines || use.bundleParts) throw conflict(projectMessages.cannotDeleteWithContributions);
    if (use.updates) throw conflict(projectMessages.cannotDeleteWithUpdates);
    await deleteProjectRow(tx, id);
    await writeAudit(tx, { actorId: auth.userId, action: 'project.delete', subjectType: 'project', subjectId: id, details: { title: project.title, partner_id: project.partner_id, status: project.status }, ip });
  });
  return { id };
}
