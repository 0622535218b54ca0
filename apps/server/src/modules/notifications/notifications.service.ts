import { NOTIFICATION_LINK_MAX, NOTIFICATION_TITLE_MAX, notificationTexts, type Notification, type NotificationEventKind, type NotificationListQuery, type NotificationOwnerQuery, type NotificationRead } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, resolveGivingAccount } from '../accounts/index.js';
import { presentNotification } from './notifications.presenter.js';
import * as repo from './notifications.repository.js';
import type { NotificationScope, Recipient } from './notifications.repository.js';

export type { Recipient } from './notifications.repository.js';

/**
 * Whose bell a read names. Without a type or an id: the caller's own bell, their personal notifications and
 * those of the company they act as. type 'personal' (user_id or recipient_id, the caller by default) or
 * 'company' (company_id or recipient_id, the company the caller acts as by default). A member reads only their
 * own and their companies'; staff may read anyone's (never change them).
 */
async function ownerScope(db: DbOrTx, auth: AuthContext, q: NotificationOwnerQuery & { recipient_type?: 'company' | 'personal' }, mode: 'read' | 'write'): Promise<NotificationScope> {
  const type = q.type ?? q.recipient_type ?? (q.company_id ? 'company' : q.user_id ? 'personal' : undefined);
  if (type === 'personal') {
    const userId = q.user_id ?? q.recipient_id ?? auth.userId;
    if (userId !== auth.userId && !(mode === 'read' && isAdmin(auth))) throw forbidden(notificationTexts.notYours);
    return { recipients: [{ recipient_type: 'personal', recipient_id: userId }] };
  }
  if (type === 'company') {
    const account = await resolveGivingAccount(db, auth, { account: 'company', company_id: q.company_id ?? q.recipient_id ?? null }, mode).catch((e: unknown) => {
      throw e instanceof AppError && e.statusCode === 404 ? notFound(notificationTexts.notFound) : forbidden(notificationTexts.notYours);
    });
    return { recipients: [{ recipient_type: 'company', recipient_id: account.companyId! }] };
  }
  return bellOf(db, auth);
}

/** The caller's bell: their personal notifications and, while they act as a company, the company's. */
async function bellOf(db: DbOrTx, auth: AuthContext): Promise<NotificationScope> {
  const recipients: Recipient[] = [{ recipient_type: 'personal', recipient_id: auth.userId }];
  if (auth.userType === 'business') {
    const account = await resolveGivingAccount(db, auth, {}, 'read');
    if (account.account === 'company' && account.companyId) recipients.push({ recipient_type: 'company', recipient_id: account.companyId });
  }
  return { recipients };
}

/** For calls by id: the caller's personal notifications and those of every company they belong to. */
const ownScope = (auth: AuthContext): NotificationScope => ({ recipients: [{ recipient_type: 'personal', recipient_id: auth.userId }], memberCompaniesOf: auth.userId });

/** GET /api/user/get-broadcast-notification: a page of notifications, newest first, with meta.total. */
export async function listNotifications(db: DbOrTx, auth: AuthContext, q: NotificationListQuery): Promise<{ data: Notification[]; total: number }> {
  const scope = await ownerScope(db, auth, q, 'read');
  const rows = await repo.findNotifications(db, scope, q.limit, (q.page - 1) * q.limit);
  const total = rows.length < q.limit && (q.page === 1 || rows.length > 0) ? (q.page - 1) * q.limit + rows.length : await repo.countNotifications(db, scope, false);
  return { data: rows.map(presentNotification), total };
}

/** GET /api/user/get-broadcast-notification-count: how many are unread. */
export async function countUnread(db: DbOrTx, auth: AuthContext, q: NotificationOwnerQuery): Promise<{ count: number }> {
  return { count: await repo.countNotifications(db, await ownerScope(db, auth, q, 'read'), true) };
}

/** Staff acting as a member may read the bell but not change it: only the member reads their messages. */
function refuseImpersonatedWrite(auth: AuthContext) {
  if (auth.impersonatorId !== null) throw forbidden(notificationTexts.notYours);
}

/** POST /api/user/read-broadcast-notification: one notification (id) or all of the bell (id 0) becomes read ('1'). */
export async function readNotification(db: Db, auth: AuthContext, body: NotificationRead): Promise<{ updated: number; count: number }> {
  refuseImpersonatedWrite(auth);
  return db.transaction(async (tx) => {
    if (body.id === 0) {
      const scope = body.recipient_type || body.recipient_id ? await ownerScope(tx, auth, body, 'write') : await bellOf(tx, auth);
      const updated = await repo.markRead(tx, scope, null);
      return { updated, count: await repo.countNotifications(tx, scope, true) };
    }
    const scope = ownScope(auth);
    if (!(await repo.hasNotification(tx, scope, body.id))) throw notFound(notificationTexts.notFound);
    const updated = await repo.markRead(tx, scope, body.id);
    return { updated, count: await repo.countNotifications(tx, await bellOf(tx, auth), true) };
  });
}

/** POST /api/user/delete-broadcast-notification: removes one notification of the caller's. */
export async function deleteNotification(db: Db, auth: AuthContext, id: number): Promise<{ id: number; count: number }> {
  refuseImpersonatedWrite(auth);
  return db.transaction(async (tx) => {
    if (!(await repo.deleteNotification(tx, ownScope(auth), id))) throw notFound(notificationTexts.notFound);
    return { id, count: await repo.countNotifications(tx, await bellOf(tx, auth), true) };
  });
}

/** What another module tells a member: a title, a message and an optional http(s) link. */
export type NotifyInput = {
  /** The platform event it tells of; 'broadcast' for a staff message sent to fixed recipients (demo data). */
  kind: NotificationEventKind | 'broadcast';
  senderId?: number | null;
  recipients: Recipient[];
  title: string;
  message_body: string;
  external_link?: string | null;
};

const safeLink = (link: string | null | undefined) => (link && /^https?:\/\//i.test(link) && link.length <= NOTIFICATION_LINK_MAX ? link : null);

/**
 * Puts a notification in each recipient's bell (a company's is seen by its members while they act as it), the
 * way a staff broadcast does. Call it inside the transaction of the event it tells of, so both stand or fall
 * together. Texts are kept as plain text and shown as text.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<{ id: number; recipients: number }> {
  const message = await repo.insertMessage(db, {
    title: input.title.slice(0, NOTIFICATION_TITLE_MAX),
    message_body: input.message_body,
    external_link: safeLink(input.external_link),
    kind: input.kind,
    sender_id: input.senderId ?? null,
    status: 'sent',
  });
  const added = await repo.insertRecipients(db, message.id, input.recipients);
  await repo.setRecipientCount(db, message.id, added);
  return { id: message.id, recipients: added };
}

/** A member's personal bell. */
export const personalRecipient = (userId: number): Recipient => ({ recipient_type: 'personal', recipient_id: userId });
/** A company's bell, seen by its members while they act as it. */
export const companyRecipient = (companyId: number): Recipient => ({ recipient_type: 'company', recipient_id: companyId });
