import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { milestoneEmails, milestoneSends, users } from '../../db/schema/index.js';

export type MilestoneEmailRow = typeof milestoneEmails.$inferSelect & { sent_count: number };
export type MilestoneEmailFields = Pick<typeof milestoneEmails.$inferInsert, 'name' | 'kind' | 'threshold' | 'subject' | 'body' | 'active'>;

// The outer column is written out: drizzle leaves columns unqualified in the select list of a one-table query.
const sentCount = sql<number>`(select count(*) from milestone_sends s where s.milestone_email_id = "milestone_emails"."id")`.mapWith(Number);

export async function findMilestoneEmails(db: DbOrTx): Promise<MilestoneEmailRow[]> {
  return db.select({ ...milestoneEmailColumns(), sent_count: sentCount }).from(milestoneEmails).orderBy(desc(milestoneEmails.id));
}

export async function findMilestoneEmail(db: DbOrTx, id: number, lock = false): Promise<MilestoneEmailRow | undefined> {
  const q = db.select({ ...milestoneEmailColumns(), sent_count: sentCount }).from(milestoneEmails).where(eq(milestoneEmails.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

function milestoneEmailColumns() {
  const { id, name, kind, threshold, subject, body, active, created_by, updated_by, created_at, updated_at } = milestoneEmails;
  return { id, name, kind, threshold, subject, body, active, created_by, updated_by, created_at, updated_at };
}

export async function insertMilestoneEmail(db: DbOrTx, fields: MilestoneEmailFields, actorId: number): Promise<number> {
  const [row] = await db.insert(milestoneEmails).values({ ...fields, created_by: actorId, updated_by: actorId }).returning({ id: milestoneEmails.id });
  return row!.id;
}

export async function updateMilestoneEmail(db: DbOrTx, id: number, fields: MilestoneEmailFields, actorId: number) {
  await db.update(milestoneEmails).set({ ...fields, updated_by: actorId, updated_at: new Date() }).where(eq(milestoneEmails.id, id));
}

export async function deleteMilestoneEmail(db: DbOrTx, id: number) {
  await db.delete(milestoneEmails).where(eq(milestoneEmails.id, id));
}

export async function findActiveMilestoneEmails(db: DbOrTx) {
  return db.select().from(milestoneEmails).where(eq(milestoneEmails.active, true)).orderBy(milestoneEmails.id);
}

/** Paid giving of a member up to an instant: what the giving milestones count. */
const paidUpTo = (at: Date) => sql`c.payment_received = 1 and c.contribution_date is not null and c.contribution_date <= ${at.toISOString()}`;

/** The members (active business users) who have reached a milestone at an instant, as SQL selecting user_id. */
function reachedSql(kind: string, threshold: number, at: Date) {
  const member = sql`u.user_type = 'business' and u.is_active and u.status = 0`;
  switch (kind) {
    case 'first_giving':
      return sql`select c.user_id from contributions c join users u on u.id = c.user_id where ${member} and ${paidUpTo(at)} group by c.user_id`;
    case 'impacts':
      return sql`select c.user_id from contributions c join users u on u.id = c.user_id where ${member} and ${paidUpTo(at)} group by c.user_id having sum(c.quantity) >= ${threshold}`;
    case 'total_given':
      return sql`select c.user_id from contributions c join users u on u.id = c.user_id where ${member} and ${paidUpTo(at)} group by c.user_id having sum(c.amt_total_usd_cents) > ${threshold * 100}`;
    default:
      return sql`select u.id as user_id from users u where ${member} and u.created_at <= ${at.toISOString()}::timestamptz - make_interval(months => ${threshold})`;
  }
}

/**
 * Records, in one statement, up to `limit` members who reached a milestone and were not yet sent it, leaving out
 * members already sent the most milestones allowed; the unique pair keeps two runs from recording one twice.
 * Answers the members recorded, with what their e-mail needs.
 */
export async function claimReached(db: DbOrTx, m: { id: number; kind: string; threshold: number }, at: Date, perMemberLimit: number, limit: number) {
  const { rows } = await db.execute<{ user_id: number; email: string; first_name: string; last_name: string; created_at: string; impacts: string | number; total_cents: string | number }>(sql`
    with reached as (${reachedSql(m.kind, m.threshold, at)}),
    claimed as (
      insert into milestone_sends (milestone_email_id, user_id, reached_at)
      select ${m.id}, r.user_id, ${at.toISOString()}::timestamptz from reached r
      where not exists (select 1 from milestone_sends s where s.milestone_email_id = ${m.id} and s.user_id = r.user_id)
        and (select count(*) from milestone_sends s where s.user_id = r.user_id) < ${perMemberLimit}
      order by r.user_id
      limit ${limit}
      on conflict (milestone_email_id, user_id) do nothing
      returning user_id
    )
    select u.id as user_id, u.email, u.first_name, u.last_name, u.created_at,
      coalesce((select sum(c.quantity) from contributions c where c.user_id = u.id and ${paidUpTo(at)}), 0) as impacts,
      coalesce((select sum(c.amt_total_usd_cents) from contributions c where c.user_id = u.id and ${paidUpTo(at)}), 0) as total_cents
    from claimed k join users u on u.id = k.user_id order by u.id`);
  return rows.map((r) => ({ ...r, impacts: Number(r.impacts), total_cents: Number(r.total_cents), created_at: new Date(r.created_at) }));
}

/** A member's figures for a preview or a test: the staff member's own. */
export async function findUserForMail(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function countSendsOf(db: DbOrTx, userId: number, milestoneId?: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(milestoneSends)
    .where(milestoneId ? and(eq(milestoneSends.user_id, userId), eq(milestoneSends.milestone_email_id, milestoneId)) : eq(milestoneSends.user_id, userId));
  return row?.n ?? 0;
}
