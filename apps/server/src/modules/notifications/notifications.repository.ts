import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { broadcastNotifications, notifications, userBusiness } from '../../db/schema/index.js';

/** One recipient: a company or a person. */
export type Recipient = { recipient_type: 'company' | 'personal'; recipient_id: number };

/**
 * Whose notifications a call reads or changes: fixed recipients, and (for calls by id) any company the user
 * belongs to.
 */
export type NotificationScope = { recipients: Recipient[]; memberCompaniesOf?: number };

function scopeCondition(scope: NotificationScope): SQL {
  const parts: SQL[] = scope.recipients.map(
    (r) => and(eq(notifications.recipient_type, r.recipient_type), eq(notifications.recipient_id, r.recipient_id)) as SQL,
  );
  if (scope.memberCompaniesOf !== undefined) {
    parts.push(
      and(
        eq(notifications.recipient_type, 'company'),
        inArray(notifications.recipient_id, sql`(select ${userBusiness.company_id} from ${userBusiness} where ${userBusiness.user_id} = ${scope.memberCompaniesOf})`),
      ) as SQL,
    );
  }
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : (or(...parts) as SQL);
}

export type NotificationRow = {
  id: number;
  recipient_id: number;
  recipient_type: string;
  status: string;
  notification_date: Date;
  title: string;
  message_body: string;
  external_link: string | null;
};

/**
 * The ids of one recipient's newest `n` notifications, read backwards along notifications_recipient_idx
 * (recipient_type, recipient_id, id): a page costs its own rows, however many the bell holds.
 */
const newestOf = (r: Recipient, n: number) =>
  sql`(select ${notifications.id} from ${notifications} where ${notifications.recipient_type} = ${r.recipient_type} and ${notifications.recipient_id} = ${r.recipient_id} order by ${notifications.id} desc limit ${n})`;

/**
 * A page of a bell's notifications, newest first: each recipient's newest (offset + limit) ids from its index,
 * merged, and only the page's rows read and joined to their messages. (An OR over the recipients would read and
 * join every notification of the bell before sorting.)
 */
export function findNotifications(db: DbOrTx, scope: Pick<NotificationScope, 'recipients'>, limit: number, offset: number): Promise<NotificationRow[]> {
  if (scope.recipients.length === 0) return Promise.resolve([]);
  const newest = sql.join(
    scope.recipients.map((r) => newestOf(r, offset + limit)),
    sql` union all `,
  );
  return db
    .select({
      id: notifications.id,
      recipient_id: notifications.recipient_id,
      recipient_type: notifications.recipient_type,
      status: notifications.status,
      notification_date: notifications.notification_date,
      title: broadcastNotifications.title,
      message_body: broadcastNotifications.message_body,
      external_link: broadcastNotifications.external_link,
    })
    .from(notifications)
    .innerJoin(broadcastNotifications, eq(broadcastNotifications.id, notifications.broadcast_notification_id))
    .where(inArray(notifications.id, sql`(select page.id from (${newest}) page order by page.id desc limit ${limit} offset ${offset})`))
    .orderBy(desc(notifications.id));
}

/** How many notifications (or unread ones) a scope holds: one index count per recipient, added up. */
export async function countNotifications(db: DbOrTx, scope: NotificationScope, unreadOnly: boolean): Promise<number> {
  if (scope.memberCompaniesOf !== undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(unreadOnly ? and(scopeCondition(scope), eq(notifications.status, '0')) : scopeCondition(scope));
    return Number(row?.n ?? 0);
  }
  if (scope.recipients.length === 0) return 0;
  const counts = scope.recipients.map(
    (r) =>
      sql`(select count(*) from ${notifications} where ${notifications.recipient_type} = ${r.recipient_type} and ${notifications.recipient_id} = ${r.recipient_id}${unreadOnly ? sql` and ${notifications.status} = '0'` : sql``})`,
  );
  const { rows } = await db.execute<{ n: string | number }>(sql`select ${sql.join(counts, sql` + `)} as n`);
  return Number(rows[0]?.n ?? 0);
}

/** Whether the notification exists within the scope. */
export async function hasNotification(db: DbOrTx, scope: NotificationScope, id: number): Promise<boolean> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), scopeCondition(scope)));
  return Boolean(row);
}

/** Marks one notification (id) or all (null) of the scope read; answers how many changed. */
export async function markRead(db: DbOrTx, scope: NotificationScope, id: number | null): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: '1', read_at: sql`now()` })
    .where(and(scopeCondition(scope), eq(notifications.status, '0'), id === null ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one notification of the scope; answers whether there was one. */
export async function deleteNotification(db: DbOrTx, scope: NotificationScope, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), scopeCondition(scope)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export type NewMessage = {
  title: string;
  message_body: string;
  external_link: string | null;
  kind: string;
  sender_id?: number | null;
  audience?: unknown;
  send_at?: Date;
  status: 'scheduled' | 'sending' | 'sent';
};

/** Stores a message; answers its id (never the audience back: a broadcast's may list 100,000 people). */
export async function insertMessage(db: DbOrTx, message: NewMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(broadcastNotifications)
    .values({ ...message, sent_at: message.status === 'sent' ? sql`now()` : null })
    .returning({ id: broadcastNotifications.id });
  return row;
}

/** One notification per recipient of a message (a recipient already holding it is passed over); answers how many were added. */
export async function insertRecipients(db: DbOrTx, messageId: number, recipients: Recipient[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(recipients.map((r) => ({ broadcast_notification_id: messageId, recipient_type: r.recipient_type, recipient_id: r.recipient_id })))
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}

export async function setRecipientCount(db: DbOrTx, messageId: number, n: number) {
  await db.update(broadcastNotifications).set({ recipient_count: n }).where(eq(broadcastNotifications.id, messageId));
}
