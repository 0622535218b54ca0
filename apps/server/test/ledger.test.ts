import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { InsufficientBalanceError, balanceOf, balancesOf, ledgerAccount, transfer, transferMany } from '../src/modules/ledger/index.js';
import { useTestApp } from './helpers.js';

const PAYMENTS = ledgerAccount.system('payments');

/** The text of a failed query, with the database's own message drizzle keeps as its cause. */
const failure = (query: Promise<unknown>) =>
  query.then(
    () => 'succeeded',
    (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
  );

describe('the value ledger', () => {
  const ctx = useTestApp({ seedDemo: false });
  let next = 1000;
  const freshCompany = () => ledgerAccount.company(next++);

  it('moves value between accounts; a balance is the sum of its entries', async () => {
    const db = ctx.database.db;
    const company = freshCompany();
    const holder = ledgerAccount.user(next++);
    await transfer(db, { asset: 'token', kind: 'token.purchase', legs: [{ account: PAYMENTS, amount_cents: -10_000 }, { account: company, amount_cents: 10_000 }] });
    await transfer(db, { asset: 'token', kind: 'token.issue', legs: [{ account: company, amount_cents: -2_500 }, { account: holder, amount_cents: 2_500 }] });
    expect(await balanceOf(db, 'token', company)).toBe(7_500);
    expect(Object.fromEntries(await balancesOf(db, 'token', [company, holder, ledgerAccount.user(999_999)]))).toEqual({
      [company]: 7_500,
      [holder]: 2_500,
      [ledgerAccount.user(999_999)]: 0,
    });
    // Another asset of the same account is a balance of its own.
    expect(await balanceOf(db, 'credit', company)).toBe(0);
  });

  it('refuses to take an account below zero and writes nothing of the refused batch', async () => {
    const db = ctx.database.db;
    const company = freshCompany();
    await transfer(db, { asset: 'token', kind: 'token.purchase', legs: [{ account: PAYMENTS, amount_cents: -1_000 }, { account: company, amount_cents: 1_000 }] });
    const transfers = async () => (await db.execute(sql`select count(*)::int as n from ledger_transfers`)).rows[0];
    const before = await transfers();
    const attempt = transferMany(
      db,
      [
        { asset: 'token', kind: 'token.issue', legs: [{ account: company, amount_cents: -600 }, { account: ledgerAccount.user(1), amount_cents: 600 }] },
        { asset: 'token', kind: 'token.issue', legs: [{ account: company, amount_cents: -600 }, { account: ledgerAccount.user(2), amount_cents: 600 }] },
      ],
      { message: 'Not enough tokens.' },
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: 'Not enough tokens.', balanceCents: 1_000, neededCents: 1_200 });
    expect(await transfers()).toEqual(before);
    expect(await balanceOf(db, 'token', company)).toBe(1_000);
  });

  it('writes a batch larger than one statement can bind (12,000 transfers) whole, each transfer with its own entries', async () => {
    const db = ctx.database.db;
    const company = freshCompany();
    const n = 12_000;
    await transfer(db, { asset: 'token', kind: 'token.purchase', legs: [{ account: PAYMENTS, amount_cents: -n }, { account: company, amount_cents: n }] });
    const holders = Array.from({ length: n }, () => ledgerAccount.user(next++));
    const results = await transferMany(
      db,
      holders.map((holder) => ({ asset: 'token' as const, kind: 'token.issue', legs: [{ account: company, amount_cents: -1 }, { account: holder, amount_cents: 1 }] })),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(n);
    expect(await balanceOf(db, 'token', company)).toBe(0);
    // Every transfer's entries are its own pair: the holder at position i got transfer i.
    const rows = await db.execute<{ transfer_id: number; account: string }>(
      sql`select transfer_id, account from ledger_entries where transfer_id = any(${sql.param([results[0]!.transferId, results[n - 1]!.transferId])}::int[]) and amount_cents > 0 order by transfer_id`,
    );
    expect(rows.rows.map((r) => r.account)).toEqual([holders[0], holders[n - 1]]);
    // One more than the balance holds, in a batch as large: nothing of it is written.
    const refused = transferMany(
      db,
      holders.slice(0, 6_001).map((holder) => ({ asset: 'token' as const, kind: 'token.revoke', legs: [{ account: holder, amount_cents: -1 }, { account: company, amount_cents: 1 }] })).concat([{ asset: 'token', kind: 'token.issue', legs: [{ account: company, amount_cents: -6_002 }, { account: holders[0]!, amount_cents: 6_002 }] }]),
    );
    await expect(refused).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(db, 'token', company)).toBe(0);
  });

  it('moves value once per idempotency key, also within one batch', async () => {
    const db = ctx.database.db;
    const company = freshCompany();
    const purchase = { asset: 'token' as const, kind: 'token.purchase', idempotencyKey: `purchase-${company}`, legs: [{ account: PAYMENTS, amount_cents: -500 }, { account: company, amount_cents: 500 }] };
    const first = await transfer(db, purchase);
    const again = await transfer(db, purchase);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    const [x, y] = await transferMany(db, [
      { ...purchase, idempotencyKey: `twice-${company}` },
      { ...purchase, idempotencyKey: `twice-${company}` },
    ]);
    expect(x!.replayed).toBe(false);
    expect(y).toEqual({ transferId: x!.transferId, replayed: true });
    expect(await balanceOf(db, 'token', company)).toBe(1_000);
  });

  it('spends a balance exactly once under concurrent requests', async () => {
    const db = ctx.database.db;
    const company = freshCompany();
    await transfer(db, { asset: 'token', kind: 'token.purchase', legs: [{ account: PAYMENTS, amount_cents: -500 }, { account: company, amount_cents: 500 }] });
    const spend = (i: number) =>
      transfer(db, { asset: 'token', kind: 'token.issue', legs: [{ account: company, amount_cents: -100 }, { account: ledgerAccount.user(5_000 + i), amount_cents: 100 }] }).then(
        () => 'ok',
        (error: unknown) => (error instanceof InsufficientBalanceError ? 'refused' : Promise.reject(error)),
      );
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => spend(i)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(7);
    expect(await balanceOf(db, 'token', company)).toBe(0);
  });

  it('is refused by the database when a transfer does not add up, or when a row is changed or deleted', async () => {
    const db = ctx.database.db;
    const [{ id }] = (await db.execute<{ id: number }>(sql`insert into ledger_transfers (asset, kind) values ('token', 'test') returning id`)).rows as { id: number }[];
    expect(await failure(db.execute(sql`insert into ledger_entries (transfer_id, asset, account, amount_cents) values (${id}, 'token', 'company:1', 5)`))).toMatch(/add up to zero/);
    expect(await failure(db.execute(sql`insert into ledger_entries (transfer_id, asset, account, amount_cents) values (${id}, 'credit', 'company:1', 5), (${id}, 'credit', 'system:payments', -5)`))).toMatch(/one asset/);
    await db.execute(sql`insert into ledger_entries (transfer_id, asset, account, amount_cents) values (${id}, 'token', 'company:1', 5), (${id}, 'token', 'system:payments', -5)`);
    expect(await failure(db.execute(sql`update ledger_entries set amount_cents = 50 where transfer_id = ${id}`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from ledger_entries where transfer_id = ${id}`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from ledger_transfers where id = ${id}`))).toMatch(/append-only/);
  });

  it('rejects a transfer whose legs do not add up before touching the database', async () => {
    await expect(
      transfer(ctx.database.db, { asset: 'token', kind: 'bad', legs: [{ account: 'company:1', amount_cents: 5 }, { account: PAYMENTS, amount_cents: -4 }] }),
    ).rejects.toThrow(/add up/);
  });
});
