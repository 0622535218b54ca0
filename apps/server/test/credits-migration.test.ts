import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';

const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const MIGRATION = '0033_credits_on_ledger';

/** A copy of the migrations folder that stops just before the credits moved onto the ledger. */
function foldersBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  fs.mkdirSync(path.join(dir, 'meta'));
  for (const e of journal.entries.slice(0, cut)) fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('moving giving credits onto the ledger (migration)', () => {
  it('keeps every credit, what was redeemed and what is left', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: foldersBefore(MIGRATION) });
    // Credits as they were kept before: a redeemed column and redemption rows (one given back). Owners and
    // groups are not needed to carry the amounts, so the foreign keys are left out of this test.
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`insert into credits (id, user_id, account, credit_usd_cents, amount_redeemed_usd_cents, expiry_date) values
      (1, 10, 'user', 10000, 3000, null),
      (2, 11, 'user', 5000, 0, '2030-01-01'),
      (3, 12, 'user', 2500, 2500, null),
      (4, 13, 'user', 4000, 1500, null)`);
    await db.execute(sql`insert into credit_redemptions (credit_id, contribution_group_id, amount_cents, released_at) values
      (1, 100, 3000, null),
      (1, 101, 2000, now()),
      (3, 102, 2500, null)`);
    await db.execute(sql`set session_replication_role = origin`);

    await migrate(db, { migrationsFolder: drizzleFolder });

    const balances = await db.execute<{ account: string; balance: string }>(
      sql`select account, sum(amount_cents)::text as balance from ledger_entries where asset = 'credit' and account like 'credit:%' group by account order by account`,
    );
    expect(balances.rows.map((r) => [r.account, Number(r.balance)])).toEqual([
      ['credit:1', 7000],
      ['credit:2', 5000],
      ['credit:3', 0],
      ['credit:4', 2500],
    ]);
    // Redemptions stay tied to their checkout, so a failed payment can still give them back.
    const byGroup = await db.execute<{ reference_id: number; held: string }>(sql`
      select t.reference_id, (-sum(e.amount_cents))::text as held from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
      where t.reference_type = 'contribution_group' and e.account like 'credit:%' group by t.reference_id order by t.reference_id`);
    expect(byGroup.rows.map((r) => [Number(r.reference_id), Number(r.held)])).toEqual([
      [100, 3000],
      [101, 0],
      [102, 2500],
    ]);
    // Every transfer adds up to zero and the old columns are gone.
    const total = await db.execute<{ s: string }>(sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries where asset = 'credit'`);
    expect(Number(total.rows[0]!.s)).toBe(0);
    const cols = await db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'credits'`);
    expect(cols.rows.map((c) => c.column_name)).not.toContain('amount_redeemed_usd_cents');
    const tables = await db.execute<{ n: string }>(sql`select count(*)::text as n from information_schema.tables where table_name = 'credit_redemptions'`);
    expect(Number(tables.rows[0]!.n)).toBe(0);
    await client.close();
  }, 120_000);
});
