import { sql, type SQL } from 'drizzle-orm';
import type { TokenLedgerQuery } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';

export type LedgerRow = { transfer_id: number; kind: string; created_at: Date | string; company_id: number | null; company_name: string | null; token_id: number | null; token_kind: string | null; email: string | null; amount_cents: string | number };

/**
 * The movements of every company's token ledger, one row per ledger transfer of the token asset: which company
 * (its own account's leg, or the company of the token it moved), which token and holder, the kind and the amount.
 */
function ledgerRowsSql(q: Omit<TokenLedgerQuery, 'page' | 'limit'>): SQL {
  const filters: SQL[] = [sql`true`];
  if (q.company_id) filters.push(sql`m.company_id = ${q.company_id}`);
  if (q.kind) filters.push(sql`m.kind = ${q.kind}`);
  if (q.date_from) filters.push(sql`m.created_at >= ${`${q.date_from}T00:00:00Z`}::timestamptz`);
  if (q.date_to) filters.push(sql`m.created_at < (${q.date_to}::date + 1)::timestamptz`);
  if (q.search) {
    const text = q.search.replace(/^cid\s*/i, '');
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(/^\d+$/.test(text) ? sql`(m.company_id = ${Number(text)} or c.company_name ilike ${like})` : sql`(c.company_name ilike ${like} or k.email ilike ${like})`);
  }
  return sql`
    with moved as (
      select t.id as transfer_id, t.kind, t.created_at,
        coalesce(max(case when e.account like 'company:%' then substring(e.account from 9)::int end), max(k0.company_id)) as company_id,
        max(case when e.account like 'token:%' then substring(e.account from 7)::int end) as token_id,
        sum(case when e.amount_cents > 0 then e.amount_cents else 0 end) as amount_cents
      from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      left join impact_tokens k0 on k0.id = case when e.account like 'token:%' then substring(e.account from 7)::int end
      where t.asset = 'token'
      group by t.id
    )
    select m.transfer_id, m.kind, m.created_at, m.company_id, c.company_name, m.token_id, k.kind as token_kind, k.email, m.amount_cents::int8 as amount_cents
    from moved m
    left join companies c on c.id = m.company_id
    left join impact_tokens k on k.id = m.token_id
    where ${sql.join(filters, sql` and `)}`;
}


/** The movements the filter finds, newest first. */
export async function ledgerMovements(db: DbOrTx, q: Omit<TokenLedgerQuery, 'page' | 'limit'>, limit: number, offset: number) {
  const res = await db.execute<LedgerRow>(sql`${ledgerRowsSql(q)} order by m.transfer_id desc limit ${limit} offset ${offset}`);
  return res.rows;
}

/** How many movements the filter finds and their sum, per kind. */
export async function ledgerMovementTotals(db: DbOrTx, q: Omit<TokenLedgerQuery, 'page' | 'limit'>) {
  const res = await db.execute<{ kind: string; cents: string; n: string }>(sql`select x.kind, sum(x.amount_cents)::text as cents, count(*)::text as n from (${ledgerRowsSql(q)}) x group by x.kind`);
  return res.rows.map((r) => ({ kind: r.kind, cents: Number(r.cents), n: Number(r.n) }));
}
