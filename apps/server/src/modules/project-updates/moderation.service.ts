import { projectUpdateMessages, type ProjectUpdate, type projectUpdateModerationSchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../http/auth.js';
import { checkUpdateImages } from './update-images.js';
import { presentUpdate } from './updates.presenter.js';
import * as repo from './updates.repository.js';
import { emitUpdatePublished } from './update-webhooks.js';

type ListInput = { limit: number; page: number; partner_id?: number; project_id?: number; status?: 'published' | 'hidden'; search?: string };

/** GET /admin/project-updates: every update (filters partner, project, status, search), newest first. */
export async function listAllUpdates(db: DbOrTx, q: ListInput) {
  const where = repo.whereOfFilter({ partnerId: q.partner_id, projectId: q.project_id, status: q.status, search: q.search || undefined });
  const { rows, total } = await repo.findUpdates(db, where, q.limit, q.page);
  return { data: rows.map(presentUpdate), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /admin/project-updates/{id}. */
export async function getAnyUpdate(db: DbOrTx, id: number): Promise<ProjectUpdate> {
  const row = await repo.findUpdate(db, id);
  if (!row) throw notFound(projectUpdateMessages.notFound);
  return presentUpdate(row);
}

/**
 * PUT /admin/project-updates/{id}: staff edit the text and images, publish or hide (with a note the partner
 * reads). The change and the fields before and after are written to the audit log in the same transaction.
 */
export async function moderateUpdate(db: DbOrTx, auth: AuthContext, id: number, body: z.output<typeof projectUpdateModerationSchema>, meta: { ip?: string }) {
  const row = await repo.findUpdate(db, id);
  if (!row) throw notFound(projectUpdateMessages.notFound);
  const images = await checkUpdateImages(db, body.images, [auth.userId, row.partner.user_id], row.update.images);
  const before = { title: row.update.title, body: row.update.body, images: row.update.images, status: row.update.status, moderation_note: row.update.moderation_note };
  const after = { title: body.title, body: body.body, images, status: body.status, moderation_note: body.moderation_note };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  await db.transaction(async (tx) => {
    await repo.saveUpdate(tx, id, after, auth.userId);
    const action = before.status === after.status ? 'project_update.moderated' : after.status === 'hidden' ? 'project_update.hidden' : 'project_update.published';
    await writeAudit(tx, {
      actorId: auth.userId,
      action,
      subjectType: 'project_update',
      subjectId: id,
      details: { before: pick(before, changed), after: pick(after, changed) },
      ip: meta.ip,
    });
    if (before.status === 'hidden' && after.status === 'published') await emitUpdatePublished(tx, { id, project_id: row.project.id, title: after.title });
  });
  const message =
    before.status === after.status
      ? projectUpdateMessages.moderated
      : after.status === 'hidden'
        ? projectUpdateMessages.hidden
        : projectUpdateMessages.published;
  return { data: presentUpdate((await repo.findUpdate(db, id))!), message };
}

const pick = <T extends object>(values: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));
