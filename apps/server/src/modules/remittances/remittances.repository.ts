import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, partnerDocuments, partners, projects, remittanceLines, remittances, users } from '../../db/schema/index.js';

/** Paid contributions not remitted yet, dated before the day after `periodEnd`, of one partner's projects (or all partners'). */
const owedWhere = (periodEnd: string, partnerId?: number) => sql`
  c.payment_received = 1 and c.remittance_id is null and c.contribution_date is not null
  and c.contribution_date < (${periodEnd}::date + 1)
  ${partnerId === undefined ? sql`` : sql`and p.partner_id = ${partnerId}`}`;

export type OwedRow = {
  partner_id: number;
  partner_name: string;
  project_id: number;
  title: string;
  contributions: number;
  quantity: number;
  beneficiaries: number;
  usd_cents: number;
  carried_cents: number;
};

/**
 * What partners are owed up to `periodEnd`, per project; `carried_cents` is the part dated before `periodStart`.
 * The contributions are summed per project first (a hash of a few projects), and only those sums meet the
 * partner's and project's names, so a partner owed 50,000 contributions is not sorted row by row.
 */
export async function findOwed(db: DbOrTx, q: { periodStart: string; periodEnd: string; partnerId?: number }): Promise<OwedRow[]> {
  const result = await db.execute<Record<keyof OwedRow, string | number>>(sql`
    with owed as (
      select c.project_id, count(*) as contributions, sum(c.quantity) as quantity, sum(c.beneficiaries) as beneficiaries,
        sum(c.amt_total_usd_cents) as usd_cents,
        coalesce(sum(c.amt_total_usd_cents) filter (where c.contribution_date < ${q.periodStart}::date), 0) as carried_cents
      from contributions c
      join projects p on p.id = c.project_id
      where ${owedWhere(q.periodEnd, q.partnerId)}
      group by c.project_id
    )
    select p.partner_id, w.worthy_cause_name as partner_name, o.project_id, p.title,
      o.contributions, o.quantity, o.beneficiaries, o.usd_cents, o.carried_cents
    from owed o
    join projects p on p.id = o.project_id
    join partners w on w.id = p.partner_id
    order by w.worthy_cause_name, p.partner_id, p.title, o.project_id`);
  return result.rows.map((r) => ({
    partner_id: Number(r.partner_id),
    partner_name: String(r.partner_name),
    project_id: Number(r.project_id),
    title: String(r.title),
    contributions: Number(r.contributions),
    quantity: Number(r.quantity),
    beneficiaries: Number(r.beneficiaries),
    usd_cents: Number(r.usd_cents),
    carried_cents: Number(r.carried_cents),
  }));
}

/**
 * What each partner is owed now (paid contributions no remittance covers yet, through contributions_unremitted_idx),
 * most first, with the last day its latest remittance covers; the totals over every partner ride on each row
 * (window sums, before the limit).
 */
export async function findOwedByPartner(db: DbOrTx, limit: number) {
  const result = await db.execute<Record<string, string | number | null>>(sql`
    with owed as (
      select p.partner_id, sum(c.amt_total_usd_cents) as usd_cents, count(*) as contributions
      from contributions c join projects p on p.id = c.project_id
      where c.payment_received = 1 and c.remittance_id is null and c.contribution_date is not null
      group by p.partner_id having sum(c.amt_total_usd_cents) > 0)
    select o.partner_id, w.user_id, w.worthy_cause_name, o.usd_cents, o.contributions,
      (select to_char(max(r.period_end), 'YYYY-MM-DD') from remittances r where r.partner_id = o.partner_id) as last_period_end,
      sum(o.usd_cents) over () as total_usd_cents, count(*) over () as total_partners
    from owed o join partners w on w.id = o.partner_id
    order by o.usd_cents desc, o.partner_id
    limit ${limit}`);
  return result.rows.map((r) => ({
    partner_id: Number(r.partner_id),
    user_id: Number(r.user_id),
    worthy_cause_name: String(r.worthy_cause_name),
    usd_cents: Number(r.usd_cents),
    contributions: Number(r.contributions),
    last_period_end: r.last_period_end === null ? null : String(r.last_period_end),
    total_usd_cents: Number(r.total_usd_cents),
    total_partners: Number(r.total_partners),
  }));
}
export type OwedByPartnerRow = Awaited<ReturnType<typeof findOwedByPartner>>[number];

export async function findPartnerRow(db: DbOrTx, partnerId: number) {
  const [row] = await db
    .select({ id: partners.id, name: partners.worthy_cause_name, user_id: partners.user_id, email: users.email, first_name: users.first_name })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ?? null;
}

/** One remittance at a time per partner: a second one waits here until the first commits, then sees its result. */
export async function lockPartnerRemittances(tx: DbOrTx, partnerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7012, ${partnerId})`);
}

export async function insertRemittance(tx: DbOrTx, values: typeof remittances.$inferInsert) {
  const [row] = await tx.insert(remittances).values(values).returning();
  return row;
}

export async function insertRemittanceLines(tx: DbOrTx, rows: (typeof remittanceLines.$inferInsert)[]) {
  if (rows.length) await tx.insert(remittanceLines).values(rows);
}

/** Points every owed contribution of the partner up to `periodEnd` at the remittance; answers how many and how much. */
export async function markRemitted(tx: DbOrTx, remittanceId: number, partnerId: number, periodEnd: string) {
  const result = await tx.execute<{ n: string | number; cents: string | number | null }>(sql`
    with done as (
      update contributions c set remittance_id = ${remittanceId}, updated_at = now()
      from projects p
      where p.id = c.project_id and ${owedWhere(periodEnd, partnerId)}
      returning c.amt_total_usd_cents
    )
    select count(*) as n, sum(amt_total_usd_cents) as cents from done`);
  const row = result.rows[0];
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

export async function setRemittanceDocument(tx: DbOrTx, remittanceId: number, documentId: number) {
  await tx.update(remittances).set({ document_id: documentId }).where(eq(remittances.id, remittanceId));
}

export async function insertGeneratedFile(tx: DbOrTx, values: typeof files.$inferInsert) {
  const [row] = await tx.insert(files).values(values).returning({ id: files.id });
  return row.id;
}

export async function insertAdviceDocument(tx: DbOrTx, values: typeof partnerDocuments.$inferInsert) {
  const [row] = await tx.insert(partnerDocuments).values(values).returning({ id: partnerDocuments.id });
  return row.id;
}

const creator = sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${remittances.created_by})`;

/** A page of remittances, newest first, with the partner's name and the advice's first opening. */
export async function findRemittancePage(db: DbOrTx, q: { partnerId?: number; limit: number; offset: number }) {
  const where = q.partnerId === undefined ? undefined : eq(remittances.partner_id, q.partnerId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ r: remittances, partner_name: partners.worthy_cause_name, viewed_at: partnerDocuments.viewed_at, creator })
      .from(remittances)
      .innerJoin(partners, eq(partners.id, remittances.partner_id))
      .leftJoin(partnerDocuments, eq(partnerDocuments.id, remittances.document_id))
      .where(where)
      .orderBy(desc(remittances.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(remittances).where(where),
  ]);
  return { rows, total: count.n };
}
export type RemittanceRow = Awaited<ReturnType<typeof findRemittancePage>>['rows'][number];

export async function findRemittance(db: DbOrTx, id: number): Promise<RemittanceRow | null> {
  const [row] = await db
    .select({ r: remittances, partner_name: partners.worthy_cause_name, viewed_at: partnerDocuments.viewed_at, creator })
    .from(remittances)
    .innerJoin(partners, eq(partners.id, remittances.partner_id))
    .leftJoin(partnerDocuments, eq(partnerDocuments.id, remittances.document_id))
    .where(eq(remittances.id, id))
    .limit(1);
  return row ?? null;
}

export function findLinesOf(db: DbOrTx, remittanceIds: number[]) {
  if (!remittanceIds.length) return Promise.resolve([]);
  return db
    .select({ l: remittanceLines, title: projects.title })
    .from(remittanceLines)
    .innerJoin(projects, eq(projects.id, remittanceLines.project_id))
    .where(inArray(remittanceLines.remittance_id, remittanceIds))
    .orderBy(asc(projects.title), asc(remittanceLines.project_id));
}
