import {
  projectUpdateMessages,
  UPDATABLE_PROJECT_STATUSES,
  type ProjectStatus,
  type ProjectUpdate,
  type projectUpdateCreateSchema,
  type projectUpdateEditSchema,
  type UpdatableProject,
} from '@goodhive/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound, validationError } from '../../lib/errors.js';
import { isAdmin, PARTNER_ACCESS, resolveActingPartner, resolvePartnerScope } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { checkUpdateImages } from './update-images.js';
import { coverUrlOf, presentUpdate } from './updates.presenter.js';
import * as repo from './updates.repository.js';
import { emitUpdatePublished } from './update-webhooks.js';

type ListInput = { limit: number; page: number; partner_id?: number; project_id?: number; status?: 'published' | 'hidden'; search?: string };
type Meta = { ip?: string };

/** An update the caller may change: its partner's own, or any for staff. Another partner's answers 404. */
async function findOwnUpdate(db: DbOrTx, auth: AuthContext, id: number) {
  const row = await repo.findUpdate(db, id);
  if (!row) throw notFound(projectUpdateMessages.notFound);
  if (!isAdmin(auth)) {
    const partner = await resolveActingPartner(db, auth, undefined, PARTNER_ACCESS.panel);
    if (row.update.partner_id !== partner.id) throw notFound(projectUpdateMessages.notFound);
  }
  return row;
}

/** Staff changes to a partner's update go to the audit log. */
async function auditStaff(db: DbOrTx, auth: AuthContext, action: string, updateId: number, details: Record<string, unknown>, meta: Meta) {
  if (isAdmin(auth)) await writeAudit(db, { actorId: auth.userId, action, subjectType: 'project_update', subjectId: updateId, details, ip: meta.ip });
}

/** GET /partner/project-updates: the partner's updates (staff: one partner's or all), newest first. */
export async function listPartnerUpdates(db: DbOrTx, auth: AuthContext, q: ListInput) {
  const scope = await resolvePartnerScope(db, auth, q.partner_id, PARTNER_ACCESS.panel);
  const where = repo.whereOfFilter({ partnerId: scope?.id, projectId: q.project_id, status: q.status, search: q.search || undefined });
  const { rows, total } = await repo.findUpdates(db, where, q.limit, q.page);
  return { data: rows.map(presentUpdate), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /partner/project-updates/projects: the projects the partner may post updates for. */
export async function listUpdatableProjects(db: DbOrTx, auth: AuthContext, partnerId?: number): Promise<UpdatableProject[]> {
  const partner = await resolveActingPartner(db, auth, partnerId, PARTNER_ACCESS.updatableProjects);
  const rows = await repo.findUpdatableProjects(db, partner.id);
  return rows.map((p) => ({ id: p.id, title: p.title, status: p.status as ProjectStatus, cover_url: coverUrlOf(p) }));
}

/** GET /partner/project-updates/{id}. */
export async function getPartnerUpdate(db: DbOrTx, auth: AuthContext, id: number): Promise<ProjectUpdate> {
  return presentUpdate(await findOwnUpdate(db, auth, id));
}

/**
 * POST /partner/project-updates: published at once, so givers who funded the project read it without a staff
 * step. Only for the partner's own live, paused or closed projects (staff: any partner's).
 */
export async function createUpdate(db: DbOrTx, auth: AuthContext, body: z.output<typeof projectUpdateCreateSchema>, meta: Meta): Promise<ProjectUpdate> {
  const project = await repo.findProjectOwner(db, body.project_id);
  const chooseProject = validationError({ project_id: [projectUpdateMessages.chooseProject] });
  if (!project) throw chooseProject;
  if (isAdmin(auth)) {
    if (body.partner_id && body.partner_id !== project.partner_id) throw chooseProject;
  } else {
    const partner = await resolveActingPartner(db, auth, body.partner_id, PARTNER_ACCESS.panel);
    if (partner.id !== project.partner_id) throw chooseProject;
  }
  if (!(UPDATABLE_PROJECT_STATUSES as readonly string[]).includes(project.status)) {
    throw validationError({ project_id: [projectUpdateMessages.projectNotUpdatable] });
  }
  const images = await checkUpdateImages(db, body.images, [auth.userId, project.partner_user_id]);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertUpdate(tx, { project_id: project.id, partner_id: project.partner_id, author_id: auth.userId, title: body.title, body: body.body, images });
    await auditStaff(tx, auth, 'project_update.created', created, { project_id: project.id, title: body.title }, meta);
    await emitUpdatePublished(tx, { id: created, project_id: project.id, title: body.title });
    return created;
  });
  return presentUpdate((await repo.findUpdate(db, id))!);
}

/** PUT /partner/project-updates/{id}: a hidden update stays hidden until staff publish it again. */
export async function editUpdate(db: DbOrTx, auth: AuthContext, id: number, body: z.output<typeof projectUpdateEditSchema>, meta: Meta) {
  const row = await findOwnUpdate(db, auth, id);
  const images = await checkUpdateImages(db, body.images, [auth.userId, row.partner.user_id], row.update.images);
  await db.transaction(async (tx) => {
    await repo.saveUpdate(tx, id, { title: body.title, body: body.body, images }, auth.userId);
    await auditStaff(tx, auth, 'project_update.edited', id, { before: { title: row.update.title }, after: { title: body.title } }, meta);
  });
  const saved = presentUpdate((await repo.findUpdate(db, id))!);
  return { data: saved, message: saved.status === 'hidden' ? projectUpdateMessages.savedStillHidden : projectUpdateMessages.saved };
}

/** DELETE /partner/project-updates/{id}. */
export async function deleteUpdate(db: DbOrTx, auth: AuthContext, id: number, meta: Meta) {
  const row = await findOwnUpdate(db, auth, id);
  await db.transaction(async (tx) => {
    await repo.deleteUpdate(tx, id);
    await auditStaff(tx, auth, 'project_update.deleted', id, { project_id: row.project.id, title: row.update.title }, meta);
  });
  return { id };
}
