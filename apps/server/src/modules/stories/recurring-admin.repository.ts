import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export type RecurringFilters = { automationStatus?: string; failing?: boolean; search?: string; companyId?: number; storyId?: number };

/** Monthly stories (not deleted), with their owner, what a month gives, the last month's run and run counts. */
function whereOf(f: RecurringFilters): SQL {
  const parts: SQL[] = [sql`s.deleted_at is null and s.is_giving_monthly = 1`];
  if (f.storyId) parts.push(sql`s.id = ${f.storyId}`);
  if (f.automationStatus) parts.push(sql`s.automation_status = ${f.automationStatus}`);
  if (f.companyId) parts.push(sql`s.company_id = ${f.companyId}`);
  if (f.failing) parts.push(sql`lr.status in ('failed', 'retrying')`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(s.story_text ilike ${like} or co.company_name ilike ${like} or concat_ws(' ', u.first_name, u.last_name) ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const fromOf = sql`
  from stories s
  join users u on u.id = s.user_id
  left join companies co on co.id = s.company_id
  left join lateral (select r.period, r.status, r.attempts, r.failure_reason, r.paid_at, r.amount_usd_cents
    from story_runs r where r.story_id = s.id order by r.period desc, r.id desc limit 1) lr on true`;

export type RecurringRow = {
  id: number;
  story_text: string;
  account: string;
  user_id: number;
  company_id: number | null;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  status: string;
  automation_status: string;
  next_giving_at: Date | null;
  skip_period: string | null;
  monthly_cents: number;
  last_period: string | null;
  last_status: string | null;
  last_attempts: number | null;
  last_failure: string | null;
  last_paid_at: Date | null;
  last_amount_cents: number | null;
  failed_runs: number;
  paid_runs: number;
};

/** A page of monthly stories, the next to give first (paused and cancelled ones after), with the total. */
export async function findRecurringPage(db: DbOrTx, f: RecurringFilters, limit: number, offset: number) {
  const where = whereOf(f);
  const [rows, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select s.id, s.story_text, s.account, s.user_id, s.company_id, co.company_name, u.first_name, u.last_name, s.status,
        s.automation_status, s.next_giving_at, s.skip_period,
        (select coalesce(sum(l.price_cents * sp.quantity), 0) from story_projects sp join impact_levels l on l.id = sp.impact_level_id where sp.story_id = s.id)::int8 as monthly_cents,
        lr.period as last_period, lr.status as last_status, lr.attempts as last_attempts, lr.failure_reason as last_failure,
        lr.paid_at as last_paid_at, lr.amount_usd_cents as last_amount_cents,
        (select count(*) from story_runs r where r.story_id = s.id and r.status = 'failed')::int as failed_runs,
        (select count(*) from story_runs r where r.story_id = s.id and r.status = 'paid')::int as paid_runs
      ${fromOf}
      where ${where}
      order by (s.automation_status = 'on' and s.status = 'active') desc, s.next_giving_at asc nulls last, s.id desc
      limit ${limit} offset ${offset}`),
    db.execute<{ n: string }>(sql`select count(*)::text as n ${fromOf} where ${where}`),
  ]);
  const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    rows: rows.rows.map(
      (r): RecurringRow => ({
        id: Number(r.id),
        story_text: String(r.story_text),
        account: String(r.account),
        user_id: Number(r.user_id),
        company_id: r.company_id === null ? null : Number(r.company_id),
        company_name: (r.company_name as string | null) ?? null,
        first_name: (r.first_name as string | null) ?? null,
        last_name: (r.last_name as string | null) ?? null,
        status: String(r.status),
        automation_status: String(r.automation_status),
        next_giving_at: toDate(r.next_giving_at),
        skip_period: (r.skip_period as string | null) ?? null,
        monthly_cents: Number(r.monthly_cents),
        last_period: (r.last_period as string | null) ?? null,
        last_status: (r.last_status as string | null) ?? null,
        last_attempts: r.last_attempts === null ? null : Number(r.last_attempts),
        last_failure: (r.last_failure as string | null) ?? null,
        last_paid_at: toDate(r.last_paid_at),
        last_amount_cents: r.last_amount_cents === null ? null : Number(r.last_amount_cents),
        failed_runs: Number(r.failed_runs),
        paid_runs: Number(r.paid_runs),
      }),
    ),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/** Who did what to a story (staff and owners' audited actions), newest first. */
export async function findStoryAudit(db: DbOrTx, storyId: number) {
  const res = await db.execute<{ id: number; action: string; reason: string | null; created_at: Date | string; first_name: string | null; last_name: string | null }>(sql`
    select a.id, a.action, a.reason, a.created_at, u.first_name, u.last_name
    from audit_log a left join users u on u.id = a.actor_id
    where a.subject_type = 'story' and a.subject_id = ${storyId}
    order by a.id desc limit 50`);
  return res.rows;
}
