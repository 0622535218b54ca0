import { BROADCAST_EMAIL_BATCH, JOB_NAMES, broadcastTexts, formatDisplayDay, userFilterFieldsSchema, type Broadcast, type BroadcastCreate, type UserFilter } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { userFilterCondition } from '../admin-users/index.js';
import { enqueueJob, type JobContext } from '../jobs/index.js';
import { broadcastMail } from './broadcast-mail.js';
import { presentBroadcast, type Audience, type StoredAudience } from './broadcasts.presenter.js';
import * as repo from './broadcasts.repository.js';
import { insertMessage } from './notifications.repository.js';

/** The filter fields as the admin filter reads them; bad fields answer 422 under filters.<field>. */
function parseFilter(fields: Record<string, unknown>): UserFilter {
  const parsed = userFilterFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[`filters.${issue.path.map(String).join('.')}`] ??= []).push(issue.message);
    throw validationError(errors);
  }
  return parsed.data;
}

/** Whom the broadcast goes to, checked: every named user and company exists and at least one person is chosen. */
async function resolveAudience(db: DbOrTx, auth: AuthContext, body: BroadcastCreate, now: Date): Promise<Audience> {
  if (body.user_ids?.length) {
    const ids = [...new Set(body.user_ids)];
    const missing = await repo.findMissingUsers(db, ids);
    if (missing.length) throw validationError({ user_ids: [`${broadcastTexts.userNotFound} (${missing.slice(0, 10).join(', ')})`] });
    return { kind: 'users', user_ids: ids };
  }
  if (body.user_id) {
    const user = await repo.findUserName(db, body.user_id);
    if (!user) throw validationError({ user_id: [broadcastTexts.userNotFound] });
    return { kind: 'user', user_id: body.user_id, name: `${user.first_name} ${user.last_name} (${user.email})` };
  }
  if (body.company_id) {
    const name = await repo.findCompanyName(db, body.company_id);
    if (!name) throw validationError({ company_id: [broadcastTexts.companyNotFound] });
    return { kind: 'company', company_id: body.company_id, name };
  }
  if (body.group) return { kind: 'group', group: body.group };
  let fields = body.filters ?? {};
  let name: string | undefined;
  if (body.favorite_filter) {
    const saved = await repo.findFavouriteFilter(db, auth.impersonatorId ?? auth.userId, body.favorite_filter);
    if (!saved) throw validationError({ favorite_filter: [broadcastTexts.filterNotFound] });
    fields = saved.filters as Record<string, unknown>;
    name = saved.name;
  }
  const filter = parseFilter(fields);
  if ((await repo.countUsersWhere(db, userFilterCondition(filter, now))) === 0) throw validationError({ recipients: [broadcastTexts.noRecipients] }, broadcastTexts.noRecipients);
  return { kind: 'filter', filters: fields, ...(body.favorite_filter ? { favorite_filter: body.favorite_filter, name } : {}) };
}

/**
 * POST /api/user/broadcast-notification: stores the broadcast and queues its delivery on the job runner (now, or
 * at send_at); the call answers at once, whatever the number of recipients. Staff only; audited.
 */
export async function createBroadcast(db: Db, auth: AuthContext, body: BroadcastCreate, now = new Date()): Promise<{ broadcast: Broadcast; message: string }> {
  const sendAt = body.send_at ? new Date(body.send_at) : now;
  if (body.send_at && sendAt.getTime() < now.getTime() - 60_000) throw validationError({ send_at: [broadcastTexts.sendAtPast] });
  const actorId = auth.impersonatorId ?? auth.userId;
  const id = await db.transaction(async (tx) => {
    const audience = await resolveAudience(tx, auth, body, now);
    const message = await insertMessage(tx, {
      title: body.title,
      message_body: body.message_body,
      external_link: body.external_link ?? null,
      kind: 'broadcast',
      sender_id: actorId,
      audience: { ...audience, send_email: body.send_email },
      send_at: sendAt,
      status: 'scheduled',
    });
    await enqueueJob(tx, { name: JOB_NAMES.broadcastDelivery, payload: { broadcast_id: message.id }, runAt: sendAt, dedupeKey: `${JOB_NAMES.broadcastDelivery}:${message.id}`, maxAttempts: 5 });
    // Chosen users are audited by their number: the broadcast row (the audit's subject) keeps the list, which may
    // hold 100,000 ids.
    const audited = audience.kind === 'users' ? { kind: 'users', user_count: audience.user_ids.length } : audience;
    await writeAudit(tx, { actorId, action: 'broadcast.create', subjectType: 'broadcast_notification', subjectId: message.id, after: { title: body.title, external_link: body.external_link ?? null, audience: audited, send_at: sendAt.toISOString(), send_email: body.send_email } });
    return message.id;
  });
  const broadcast = presentBroadcast((await repo.findBroadcast(db, id))!);
  const message = body.send_at && sendAt > now ? broadcastTexts.scheduled(`${formatDisplayDay(sendAt)} ${sendAt.toISOString().slice(11, 16)} UTC`) : broadcastTexts.queued('now');
  return { broadcast, message };
}

/** GET /api/admin/broadcast-notifications: staff broadcasts, newest first. */
export async function listBroadcasts(db: DbOrTx, q: { limit: number; page: number }) {
  const { rows, total } = await repo.findBroadcasts(db, q.limit, (q.page - 1) * q.limit);
  return { data: rows.map(presentBroadcast), total };
}

/** POST /api/admin/broadcast-notifications/{id}/cancel: a scheduled broadcast does not go out. */
export async function cancelBroadcast(db: Db, auth: AuthContext, id: number): Promise<Broadcast> {
  await db.transaction(async (tx) => {
    const row = await repo.findBroadcast(tx, id, true);
    if (!row) throw notFound(broadcastTexts.notFound);
    if (row.status !== 'scheduled') throw conflict(broadcastTexts.notCancellable);
    await repo.setBroadcastStatus(tx, id, 'cancelled');
    await writeAudit(tx, { actorId: auth.impersonatorId ?? auth.userId, action: 'broadcast.cancel', subjectType: 'broadcast_notification', subjectId: id, before: { status: 'scheduled' }, after: { status: 'cancelled' } });
  });
  return presentBroadcast((await repo.findBroadcast(db, id))!);
}

/**
 * broadcast-delivery: one set-based insert puts the broadcast in every recipient's bell (a recipient already holding
 * it is passed over, so a retry adds nobody twice), then its e-mail batches are queued. A cancelled broadcast is left.
 */
export async function deliverBroadcast(ctx: JobContext): Promise<string> {
  const id = Number(ctx.job.payload.broadcast_id);
  const row = await repo.findBroadcast(ctx.db, id);
  if (!row) return `broadcast ${id} deleted: nothing sent`;
  if (row.status === 'cancelled') return `broadcast ${id} cancelled: nothing sent`;
  if (row.status === 'sent') return `broadcast ${id} already delivered`;
  const audience = row.audience as StoredAudience & { send_email?: boolean };
  const recipients = await ctx.db.transaction(async (tx) => {
    await repo.setBroadcastStatus(tx, id, 'sending');
    switch (audience.kind) {
      case 'users':
        // One array parameter: joining users to the stored list's elements instead probed users 100,000 times.
        await repo.insertPersonalRecipientsWhere(tx, id, repo.userIdsCondition(await repo.findBroadcastUserIds(tx, id)));
        break;
      case 'user':
        await repo.insertPersonalRecipientsWhere(tx, id, repo.userIdsCondition([audience.user_id]));
        break;
      case 'filter':
        await repo.insertPersonalRecipientsWhere(tx, id, userFilterCondition(parseFilter(audience.filters), ctx.now));
        break;
      case 'group':
        if (audience.group === 'all_businesses') await repo.insertCompanyRecipients(tx, id, null);
        else await repo.insertPersonalRecipientsWhere(tx, id, repo.individualsCondition());
        break;
      case 'company':
        await repo.insertCompanyRecipients(tx, id, audience.company_id);
        break;
    }
    const n = await repo.countRecipients(tx, id);
    await repo.setBroadcastStatus(tx, id, 'sent', { recipient_count: n });
    return n;
  });
  if (audience.send_email !== false) {
    await ctx.enqueue({ name: JOB_NAMES.broadcastEmails, payload: { broadcast_id: id, after: 0 }, dedupeKey: `${JOB_NAMES.broadcastEmails}:${id}:0`, maxAttempts: 3 });
  }
  return `broadcast ${id} delivered to ${recipients} recipient(s)`;
}

/**
 * broadcast-emails: e-mails one batch of the broadcast's people (BROADCAST_EMAIL_BATCH, in user id order after
 * `after`) and queues the next batch. The mailer skips members who turned platform news off.
 */
export async function emailBroadcastBatch(ctx: JobContext): Promise<string> {
  const id = Number(ctx.job.payload.broadcast_id);
  const after = Number(ctx.job.payload.after ?? 0);
  const row = await repo.findBroadcast(ctx.db, id);
  if (!row || row.status !== 'sent') return `broadcast ${id} not delivered: no e-mails`;
  const batch = await repo.findMailBatch(ctx.db, id, after, BROADCAST_EMAIL_BATCH);
  if (batch.length === 0) return `broadcast ${id}: every e-mail sent`;
  const mail = broadcastMail(row);
  let sent = 0;
  for (const person of batch) {
    const result = await ctx.mailer.send(ctx.db, person.email, mail);
    if (result.status === 'sent' || result.status === 'stored') sent++;
  }
  await repo.addEmailed(ctx.db, id, sent);
  const last = batch[batch.length - 1].id;
  if (batch.length === BROADCAST_EMAIL_BATCH) {
    await ctx.enqueue({ name: JOB_NAMES.broadcastEmails, payload: { broadcast_id: id, after: last }, dedupeKey: `${JOB_NAMES.broadcastEmails}:${id}:${last}`, maxAttempts: 3 });
  }
  return `broadcast ${id}: ${sent} of ${batch.length} e-mailed`;
}
