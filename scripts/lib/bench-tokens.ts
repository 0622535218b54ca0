// The impact tokens' cases of `npm run bench`, made in the bulk database on first use:
// - "Bench Token Co", a company with token management whose 10,000 people each hold a live token (the holder list
//   and the totals that /token-management reads);
// - "Bench Token Import Co", whose owner imports a CSV of 10,000 employees on every run (the preview, then the issue of
//   the checked list, both through the HTTP calls the web app makes); the tokens are deleted again afterwards, which
//   returns their value to the company on the ledger, so every run starts from the same balance.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.js';
import { companies, impactTokens } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/secrets.js';
import { balanceOf, ledgerAccount, transfer } from '../../apps/server/src/modules/ledger/index.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.js';
import { ensureOwner } from './bench-stories.js';

export const TOKEN_HOLDERS = 10_000;
export const TOKEN_CSV_ROWS = 10_000;
const TOKEN_USD = 5;
const HOLDER_COMPANY = { name: 'Bench Token Co', email: 'owner@bench-tokens.example', people: (i: number) => `holder${i}@bench-tokens.example` };
const IMPORT_COMPANY = { name: 'Bench Token Import Co', email: 'owner@bench-token-import.example', people: (i: number) => `employee${i}@bench-token-import.example` };
type Db = Database['db'];
type Owner = { userId: number; companyId: number };

/** A company with token management and a token balance of at least `cents`, topped up by a purchase on the ledger. */
async function ensureTokenCompany(db: Db, c: { name: string; email: string }, cents: number): Promise<Owner> {
  const owner = await ensureOwner(db, c.name, c.email, await hashPassword(DEMO_PASSWORD));
  await db.update(companies).set({ token_management_access: '1' }).where(eq(companies.id, owner.companyId));
  const missing = cents - (await balanceOf(db, 'token', ledgerAccount.company(owner.companyId)));
  if (missing > 0) {
    await transfer(db, {
      asset: 'token',
      kind: 'token.purchase',
      legs: [
        { account: ledgerAccount.system('payments'), amount_cents: -missing },
        { account: ledgerAccount.company(owner.companyId), amount_cents: missing },
      ],
      reference: { type: 'bench', id: owner.companyId },
      createdBy: owner.userId,
    });
  }
  return owner;
}

const csvOf = (people: (i: number) => string, from: number, to: number) =>
  ['email,first_name,last_name,token_amount', ...Array.from({ length: to - from }, (_, k) => `${people(from + k)},Bench,Person ${from + k},${TOKEN_USD}`)].join('\n');

/** The two calls of the web app's CSV import: the checked preview of the file, then the issue of its rows. */
async function importCsv(app: FastifyInstance, token: string, csv: string) {
  const boundary = `bench${Date.now().toString(36)}`;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="employees.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const headers = { authorization: `Bearer ${token}` };
  const preview = await app.inject({ method: 'POST', url: '/api/v2/token/import-employee-csv', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  if (preview.statusCode !== 200) throw new Error(`import-employee-csv answered ${preview.statusCode}: ${preview.body.slice(0, 300)}`);
  const checked = preview.json<{ data: { rows: { email: string; first_name: string; last_name: string; token_amount: number | null; errors: string[] }[]; errors: string[] } }>().data;
  const bad = checked.rows.find((r) => r.errors.length > 0);
  if (checked.errors.length || bad) throw new Error(`The bench CSV did not pass its check: ${[...checked.errors, ...(bad?.errors ?? [])].join('; ')}`);
  const employees = checked.rows.map((r) => ({ email: r.email, first_name: r.first_name, last_name: r.last_name, token_amount: r.token_amount ?? TOKEN_USD }));
  const issued = await app.inject({ method: 'POST', url: '/api/v2/token/emp-issue-tokens', headers, payload: { employees } });
  if (issued.statusCode !== 200) throw new Error(`emp-issue-tokens answered ${issued.statusCode}: ${issued.body.slice(0, 300)}`);
}

async function liveTokens(db: Db, companyId: number) {
  const [{ n }] = await db.select({ n: count() }).from(impactTokens).where(and(eq(impactTokens.company_id, companyId), inArray(impactTokens.status, ['active', 'paused'])));
  return Number(n);
}

/** "Bench Token Co" with 10,000 holders of live tokens (made once, by the CSV import); answers its owner. */
export async function ensureTokenHolders(db: Db, app: FastifyInstance, tokenOf: (userId: number) => Promise<string>): Promise<Owner> {
  const owner = await ensureTokenCompany(db, HOLDER_COMPANY, 0);
  const have = await liveTokens(db, owner.companyId);
  if (have < TOKEN_HOLDERS) {
    await ensureTokenCompany(db, HOLDER_COMPANY, (TOKEN_HOLDERS - have) * TOKEN_USD * 100);
    await importCsv(app, await tokenOf(owner.userId), csvOf(HOLDER_COMPANY.people, have, TOKEN_HOLDERS));
    // Fresh statistics, so the planner sees the new rows as PostgreSQL's autovacuum would after a while.
    await db.execute(sql`analyze impact_tokens, ledger_entries, ledger_transfers`);
  }
  return owner;
}

/**
 * The import's case, measured once: a CSV of 10,000 employees previewed and issued (ms). Its tokens are deleted
 * afterwards (not timed), through the call the web app uses, which gives their value back to the company.
 */
export function benchTokenImport(db: Db, app: () => FastifyInstance, tokenOf: (userId: number) => Promise<string>) {
  return async () => {
    const owner = await ensureTokenCompany(db, IMPORT_COMPANY, TOKEN_CSV_ROWS * TOKEN_USD * 100);
    const token = await tokenOf(owner.userId);
    const csv = csvOf(IMPORT_COMPANY.people, 0, TOKEN_CSV_ROWS);
    const started = performance.now();
    await importCsv(app(), token, csv);
    const ms = performance.now() - started;
    const ids = (await db.select({ id: impactTokens.id }).from(impactTokens).where(and(eq(impactTokens.company_id, owner.companyId), inArray(impactTokens.status, ['active', 'paused'])))).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const res = await app().inject({ method: 'POST', url: '/api/v2/token/emp-delete-tokens', headers: { authorization: `Bearer ${token}` }, payload: { token_ids: ids.slice(i, i + 500) } });
      if (res.statusCode !== 200) throw new Error(`emp-delete-tokens answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
    return ms;
  };
}
