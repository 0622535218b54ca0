import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { broadcastNotifications, companies, favouriteFilters, notifications, userBusiness, users } from '../../db/schema/index.js';

export type BroadcastRow = typeof broadcastNotifications.$inferSelect & { sender_first: string | null; sender_last: string | null };

const b = broadcastNotifications;
/**
 * A broadcast's columns as its readers need them: the audience of chosen users is read as their number
 * (user_count) instead of the list, which may hold 100,000 ids; the delivery reads the list itself (findBroadcastUserIds).
 */
const broadcastColumns = {
  id: b.id,
  title: b.title,
  message_body: b.message_body,
  external_link: b.external_link,
  kind: b.kind,
  sender_id: b.sender_id,
  audience: sql<unknown>`case when ${b.audience}->>'kind' = 'users' then (${b.audience} - 'user_ids') || jsonb_build_object('user_count', jsonb_array_length(${b.audience}->'user_ids')) else ${b.audience} end`.as(
    'audience',
  ),
  send_at: b.send_at,
  status: b.status,
  sent_at: b.sent_at,
  recipient_count: b.recipient_count,
  emailed_count: b.emailed_count,
  created_at: b.created_at,
};

/** Staff broadcasts (not the platform's own notices), newest first. */
export async function findBroadcasts(db: DbOrTx, limit: number, offset: number): Promise<{ rows: BroadcastRow[]; total: number }> {
  const rows = await db
    .select({ b: broadcastColumns, sender_first: users.first_name, sender_last: users.last_name })
    .from(broadcastNotifications)
    .leftJoin(users, eq(users.id, broadcastNotifications.sender_id))
    .where(eq(broadcastNotifications.kind, 'broadcast'))
    .orderBy(desc(broadcastNotifications.id))
    .limit(limit)
    .offset(offset);
  const [t] = await db.select({ n: count() }).from(broadcastNotifications).where(eq(broadcastNotifications.kind, 'broadcast'));
  return { rows: rows.map((r) => ({ ...r.b, sender_first: r.sender_first, sender_last: r.sender_last })), total: Number(t?.n ?? 0) };
}

export async function findBroadcast(db: DbOrTx, id: number, lock = false): Promise<BroadcastRow | undefined> {
  const q = db
    .select({ b: broadcastColumns, sender_first: users.first_name, sender_last: users.last_name })
    .from(broadcastNotifications)
    .leftJoin(users, eq(users.id, broadcastNotifications.sender_id))
    .where(and(eq(broadcastNotifications.id, id), eq(broadcastNotifications.kind, 'broadcast')));
  const [row] = lock ? await q.for('update', { of: broadcastNotifications }) : await q;
  return row ? { ...row.b, sender_first: row.sender_first, sender_last: row.sender_last } : undefined;
}

export async function setBroadcastStatus(db: DbOrTx, id: number, status: 'sending' | 'sent' | 'cancelled', extra: { recipient_count?: number } = {}) {
  await db
    .update(broadcastNotifications)
    .set({ status, ...extra, ...(status === 'sent' ? { sent_at: sql`now()` } : {}) })
    .where(eq(broadcastNotifications.id, id));
}

export async function addEmailed(db: DbOrTx, id: number, n: number) {
  await db
    .update(broadcastNotifications)
    .set({ emailed_count: sql`${broadcastNotifications.emailed_count} + ${n}` })
    .where(eq(broadcastNotifications.id, id));
}

/** The users with these ids. */
export const userIdsCondition = (ids: number[]): SQL => sql`${users.id} = any(${sql.param(ids)}::int[])`;

/** Live, not deleted users. */
const liveUser = () => and(isNull(users.deleted_at), eq(users.status, 0), eq(users.is_active, true));

/** The ids a broadcast to chosen users names (the list its readers leave out). */
export async function findBroadcastUserIds(db: DbOrTx, broadcastId: number): Promise<number[]> {
  const [row] = await db.select({ ids: sql<number[] | null>`${b.audience}->'user_ids'` }).from(broadcastNotifications).where(eq(b.id, broadcastId));
  return row?.ids ?? [];
}

/** The ids among `ids` (distinct) that name no user: counted first, listed only when some are missing. */
export async function findMissingUsers(db: DbOrTx, ids: number[]): Promise<number[]> {
  const [{ found }] = await db.select({ found: count() }).from(users).where(and(userIdsCondition(ids), isNull(users.deleted_at)));
  if (Number(found) === ids.length) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select x as id from unnest(${sql.param(ids)}::int[]) x where not exists (select 1 from ${users} u where u.id = x and u.deleted_at is null) order by x limit 10`,
  );
  return rows.map((r) => Number(r.id));
}

export async function findUserName(db: DbOrTx, id: number) {
  const [row] = await db.select({ first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(and(eq(users.id, id), isNull(users.deleted_at)));
  return row;
}

export async function findCompanyName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.company_name }).from(companies).where(eq(companies.id, id));
  return row?.name;
}

/** A staff member's saved filter (their own). */
export async function findFavouriteFilter(db: DbOrTx, staffId: number, id: number) {
  const [row] = await db.select().from(favouriteFilters).where(and(eq(favouriteFilters.id, id), eq(favouriteFilters.staff_id, staffId)));
  return row;
}

/** How many live users a condition on `users` selects. */
export async function countUsersWhere(db: DbOrTx, condition: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(liveUser(), condition));
  return Number(row?.n ?? 0);
}

/** Personal accounts: business-panel users who belong to no company. */
export const individualsCondition = (): SQL =>
  and(eq(users.user_type, 'business'), sql`not exists (select 1 from ${userBusiness} where ${userBusiness.user_id} = ${users.id})`) as SQL;

/** One set-based insert: a notification for each live user the condition selects. Answers how many were added. */
export async function insertPersonalRecipientsWhere(db: DbOrTx, messageId: number, condition: SQL): Promise<void> {
  await db.execute(sql`
    insert into ${notifications} (broadcast_notification_id, recipient_type, recipient_id)
    select ${messageId}, 'personal', ${users.id} from ${users} where ${and(liveUser(), condition)}
    on conflict do nothing`);
}

/** One set-based insert: a notification for each company (all, or one). */
export async function insertCompanyRecipients(db: DbOrTx, messageId: number, companyId: number | null): Promise<void> {
  await db.execute(sql`
    insert into ${notifications} (broadcast_notification_id, recipient_type, recipient_id)
    select ${messageId}, 'company', ${companies.id} from ${companies} ${companyId === null ? sql`` : sql`where ${companies.id} = ${companyId}`}
    on conflict do nothing`);
}

export async function countRecipients(db: DbOrTx, messageId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.broadcast_notification_id, messageId));
  return Number(row?.n ?? 0);
}

/**
 * The next batch of people to e-mail a broadcast to, after user id `after`: live users holding it personally, and
 * the members of companies holding it.
 */
export function findMailBatch(db: DbOrTx, messageId: number, after: number, limit: number) {
  return db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(users)
    .where(
      and(
        gt(users.id, after),
        liveUser(),
        sql`(exists (select 1 from ${notifications} n where n.broadcast_notification_id = ${messageId} and n.recipient_type = 'personal' and n.recipient_id = ${users.id})
          or exists (select 1 from ${userBusiness} ub join ${notifications} n on n.recipient_type = 'company' and n.recipient_id = ub.company_id and n.broadcast_notification_id = ${messageId} where ub.user_id = ${users.id}))`,
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}
