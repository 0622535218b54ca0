import { accountsAdminMessages, tokenLedgerKindLabels, type ExternalTokenIssue, type TokenLedgerKind, type TokenLedgerQuery } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { csvAmount, toCsv } from '../../lib/csv.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import { presentEmployeeToken, toCents } from './tokens.presenter.js';
import { ledgerMovementTotals, ledgerMovements, type LedgerRow } from './token-admin.repository.js';
import * as repo from './tokens.repository.js';
import { actorOf, closeTokens, expiryOf, issue, type Recipient } from './tokens.service.js';

type Deps = Parameters<typeof issue>[0];
type Log = Parameters<typeof issue>[5];

const presentLedgerRow = (r: LedgerRow) => ({
  transfer_id: Number(r.transfer_id),
  created_at: new Date(r.created_at).toISOString(),
  kind: r.kind,
  company_id: r.company_id === null ? null : Number(r.company_id),
  company_name: r.company_name,
  token_id: r.token_id === null ? null : Number(r.token_id),
  token_kind: r.token_kind,
  email: r.email,
  amount: toAmount(Number(r.amount_cents)),
});

/** GET /api/admin/impact-tokens: the ledger movements the filter finds (newest first) and their totals by kind. */
export async function tokenLedger(db: DbOrTx, q: TokenLedgerQuery) {
  const [rows, totals] = await Promise.all([ledgerMovements(db, q, q.limit, (q.page - 1) * q.limit), ledgerMovementTotals(db, q)]);
  const total = totals.reduce((n, r) => n + r.n, 0);
  return { data: { rows: rows.map(presentLedgerRow), totals: Object.fromEntries(totals.map((r) => [r.kind, toAmount(r.cents)])) }, meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/admin/impact-tokens/export: the same movements as CSV (every text cell formula-safe). */
export async function tokenLedgerCsv(db: DbOrTx, q: TokenLedgerQuery) {
  const rows = await ledgerMovements(db, q, 100_000, 0);
  const csv = toCsv(
    ['date', 'movement', 'company_id', 'company', 'token_id', 'token_kind', 'holder_email', 'amount_usd'],
    rows.map((r) => [new Date(r.created_at).toISOString().slice(0, 19).replace('T', ' '), tokenLedgerKindLabels[r.kind as TokenLedgerKind] ?? r.kind, r.company_id === null ? null : Number(r.company_id), r.company_name, r.token_id === null ? null : Number(r.token_id), r.token_kind, r.email, csvAmount(Number(r.amount_cents))]),
  );
  return { csv, fileName: `impact_token_ledger_${new Date().toISOString().slice(0, 10)}.csv` };
}

async function companyOrNotFound(db: DbOrTx, companyId: number) {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound('Company not found.');
  return company;
}

/**
 * POST /api/admin/company/{id}/external-tokens: staff issue an external token (to someone outside the company,
 * a customer say) from the company's token balance, on the same ledger and allocation path as the company's own;
 * the person gets the e-mail with a link, and a bell notice when they already have an account. Audited with the reason.
 */
export async function issueExternalToken(deps: Deps, auth: AuthContext, companyId: number, body: ExternalTokenIssue, log: Log) {
  const company = await companyOrNotFound(deps.db, companyId);
  const recipient: Recipient = { email: body.email, first_name: body.first_name ?? '', last_name: body.last_name ?? '', cents: toCents(body.token_amount) };
  const [token] = await issue(deps, auth, company, [recipient], expiryOf(body.expiry_date), log, { kind: 'external', reason: body.reason });
  const sums = await repo.tokenSums(deps.db, [token!.id]);
  return presentEmployeeToken(token!, sums.get(token!.id));
}

/** GET /api/admin/company/{id}/external-tokens: the external tokens staff issued from the company's balance. */
export async function listExternalTokens(db: DbOrTx, companyId: number, q: { page: number; limit: number; search?: string }) {
  const company = await companyOrNotFound(db, companyId);
  const { rows, total } = await repo.listTokens(db, repo.companyTokensWhere(company.id, { kind: 'external', search: q.search }), q.limit, q.page);
  const sums = await repo.tokenSums(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentEmployeeToken(r, sums.get(r.id))), meta: { total, page: q.page, limit: q.limit } };
}

/** POST /api/admin/company/{id}/external-tokens/revoke: what they still hold goes back to the company; all or none. */
export async function revokeExternalTokens(db: Db, auth: AuthContext, companyId: number, body: { token_ids: number[]; reason: string }) {
  await companyOrNotFound(db, companyId);
  const tokens = await repo.findTokens(db, [...new Set(body.token_ids)]);
  if (tokens.length !== new Set(body.token_ids).size || tokens.some((t) => t.kind !== 'external' || t.company_id !== companyId || t.status === 'deleted')) throw notFound(accountsAdminMessages.notExternal);
  const closed = tokens.find((t) => !['active', 'paused'].includes(t.status));
  if (closed) throw new AppError(409, `Token #${closed.id} is ${closed.status} and cannot be revoked.`);
  return closeTokens(db, { userId: auth.userId, staffId: actorOf(auth), reason: body.reason }, tokens, 'revoked', 'token.revoke');
}
