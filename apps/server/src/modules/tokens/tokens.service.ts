import type { FastifyBaseLogger } from 'fastify';
import { ROLE, TOKEN_LIMITS, TOKEN_PATHS, accountsAdminMessages, formatAmount, notificationEventTexts, tokenMessages, type EmpIssueTokens, type IssueToken, type PurchaseToken } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, forbidden, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { toAmount } from '../../lib/money.js';
import { paymentProviderFor, type PaymentEvent } from '../../lib/payments/index.js';
import { randomSecret, sha256 } from '../../lib/secrets.js';
import { isAdmin } from '../accounts/index.js';
import { toCsv } from '../impact/index.js';
import { companyRecipient, notify, personalRecipient } from '../notifications/index.js';
import { ledgerAccount, transferMany, type TransferSpec } from '../ledger/index.js';
import { presentCompanyDetails, presentEmployeeToken, toCents } from './tokens.presenter.js';
import * as repo from './tokens.repository.js';
import { checkEmployeeCsv } from './token-csv.js';
import { formatDay as day } from '../../lib/day-format.js';
import { buildTokenReceiptPdf, tokenIssuedMail, tokenReceiptMail, type TokenReceipt } from './token-mails.js';

type Deps = { db: Db; config: Config; mailer: Mailer };
type Log = Pick<FastifyBaseLogger, 'error'>;

export const PAYMENTS = ledgerAccount.system('payments');
export const EXTERNAL = ledgerAccount.system('external-tokens');
export const GIVING = ledgerAccount.system('giving');

/** The staff member behind an action (the impersonator when there is one). */
export const actorOf = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

/**
 * The company a token call acts for. Members: a company they administer (is_admin or owner, with is_business 0),
 * the one named or their own by default, and only with token management ('Upgrade to access' otherwise). Staff
 * act for any company they name.
 */
export async function resolveTokenCompany(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  if (isAdmin(auth)) {
    if (!companyId) throw validationError({ company_id: ['Choose a company.'] });
    const company = await repo.findCompany(db, companyId);
    if (!company) throw notFound('Company not found.');
    return { company, staff: true };
  }
  const id = companyId ?? (await repo.findAdministeredCompanyId(db, auth.userId));
  if (!id) throw forbidden(tokenMessages.noAccess);
  const link = await repo.findCompanyLink(db, auth.userId, id);
  if (!link || !(link.is_admin === 1 || link.is_owner) || link.is_business !== 0) throw forbidden(tokenMessages.noAccess);
  const company = await repo.findCompany(db, id);
  if (!company) throw notFound('Company not found.');
  if (company.token_management_access !== '1') throw forbidden(tokenMessages.upgradeToAccess);
  return { company, staff: false };
}

// Purchase

export const tokenSandboxUrl = (config: Config, key: string) => `${config.appUrl}/api/v2/token/sandbox/${encodeURIComponent(key)}`;
export const tokenPurchaseResultUrl = (config: Config, id: number) => `${config.appUrl}${TOKEN_PATHS.management}?purchase=${id}`;

/** POST /api/v2/token/purchaseToken: a pending purchase and the provider's payment page for it. */
export async function purchaseTokens({ db, config }: Deps, auth: AuthContext, body: PurchaseToken) {
  const { company, staff } = await resolveTokenCompany(db, auth, body.company_id);
  if (staff) throw forbidden('Staff issue external tokens instead of buying them for a company.');
  const provider = paymentProviderFor(config);
  const cents = toCents(body.amount);
  if (cents < provider.minimumAmountCents) throw validationError({ amount: ['The amount is below the smallest payment.'] });
  const purchase = await repo.insertPurchase(db, { company_id: company.id, user_id: auth.userId, amount_usd_cents: cents, status: 'pending', created_by: auth.userId, updated_by: auth.userId });
  const payer = await repo.findUser(db, auth.userId);
  const created = await provider.createSession({
    groupId: purchase.id,
    attempt: 1,
    amountDueCents: cents,
    currency: 'USD',
    description: `Impact Tokens for ${company.company_name}`,
    customerEmail: payer?.email ?? null,
    successUrl: tokenPurchaseResultUrl(config, purchase.id),
    cancelUrl: tokenPurchaseResultUrl(config, purchase.id),
  });
  await repo.setPurchaseSession(db, purchase.id, provider.name, created.providerSessionId);
  const redirect = provider.name === 'sandbox' ? tokenSandboxUrl(config, created.providerSessionId) : created.redirectUrl;
  return { token_purchase_id: purchase.id, redirect_url: redirect, provider: provider.name };
}

/**
 * The one confirm path of token purchases (sandbox page, Stripe webhook): pending → paid once, and the value moves
 * from payments into the company's token account under the purchase's idempotency key, in the same transaction.
 */
export async function handleTokenPurchaseEvent(db: Db, ev: PaymentEvent): Promise<{ outcome: string; purchaseId: number | null }> {
  return db.transaction(async (tx) => {
    const purchase = await repo.findPurchaseBySession(tx, ev.provider, ev.providerSessionId);
    if (!purchase) return { outcome: 'unknown_session', purchaseId: null };
    if (ev.outcome === 'succeeded') {
      if (ev.amountCents != null && ev.amountCents !== purchase.amount_usd_cents) return { outcome: 'amount_mismatch', purchaseId: purchase.id };
      if (!(await repo.markPurchasePaid(tx, purchase.id, ev.reference ?? ev.providerSessionId))) return { outcome: 'already_paid', purchaseId: purchase.id };
      await transferMany(tx, [
        {
          asset: 'token',
          kind: 'token.purchase',
          legs: [
            { account: PAYMENTS, amount_cents: -purchase.amount_usd_cents },
            { account: ledgerAccount.company(purchase.company_id), amount_cents: purchase.amount_usd_cents },
          ],
          reference: { type: 'token_purchase', id: purchase.id },
          idempotencyKey: `token.purchase:${purchase.id}`,
          createdBy: purchase.user_id,
        },
      ]);
      return { outcome: 'paid', purchaseId: purchase.id };
    }
    if (ev.outcome === 'failed' || ev.outcome === 'cancelled') {
      return { outcome: (await repo.closePurchase(tx, purchase.id, ev.outcome)) ? ev.outcome : 'ignored', purchaseId: purchase.id };
    }
    return { outcome: ev.outcome, purchaseId: purchase.id };
  });
}

async function receiptOf(db: DbOrTx, purchaseId: number): Promise<TokenReceipt | null> {
  const p = await repo.findPurchase(db, purchaseId);
  if (!p || p.status !== 'paid' || !p.paid_at) return null;
  const company = await repo.findCompany(db, p.company_id);
  const payer = p.user_id ? await repo.findUser(db, p.user_id) : null;
  return {
    purchaseId: p.id,
    receiptNumber: p.receipt_number ?? `T-${p.id}`,
    paidAt: p.paid_at,
    payer: { name: payer ? `${payer.first_name} ${payer.last_name}`.trim() : '', email: payer?.email ?? '' },
    company: company?.company_name ?? '',
    amountUsd: toAmount(p.amount_usd_cents),
    provider: p.provider,
    reference: p.provider_reference,
  };
}

/** The confirm path, then the receipt mail to the payer when the purchase has just been paid. */
export async function handleTokenPurchaseEventAndNotify({ db, mailer, config }: Deps, ev: PaymentEvent, log: Log) {
  const result = await handleTokenPurchaseEvent(db, ev);
  if (result.outcome === 'paid' && result.purchaseId) {
    try {
      const r = await receiptOf(db, result.purchaseId);
      if (r && r.payer.email) await mailer.send(db, r.payer.email, tokenReceiptMail({ firstName: r.payer.name.split(' ')[0] ?? '', r, url: `${config.appUrl}${TOKEN_PATHS.management}`, pdf: await buildTokenReceiptPdf(r) }));
    } catch (err) {
      log.error({ err, purchase: result.purchaseId }, 'could not send the token receipt');
    }
  }
  return result;
}

/** GET /api/v2/token/getTokenPaymentReceipt?token_data={id}: the PDF receipt of a paid purchase of the caller's company. */
export async function tokenReceiptPdf(db: DbOrTx, auth: AuthContext, purchaseId: number) {
  const p = await repo.findPurchase(db, purchaseId);
  if (!p) throw notFound(tokenMessages.purchaseNotFound);
  if (!isAdmin(auth)) {
    const link = await repo.findCompanyLink(db, auth.userId, p.company_id);
    if (!link || !(link.is_admin === 1 || link.is_owner)) throw notFound(tokenMessages.purchaseNotFound);
  }
  const r = await receiptOf(db, purchaseId);
  if (!r) throw new AppError(409, tokenMessages.receiptNotPaid);
  return { pdf: await buildTokenReceiptPdf(r), fileName: `payment_receipt_${r.receiptNumber}.pdf` };
}

/** The sandbox page's read of a purchase by its session key. */
export const findPurchaseBySandboxKey = (db: DbOrTx, key: string) => repo.findPurchaseBySession(db, 'sandbox', key);

// Balance and totals

/** POST /api/v2/token/company-token-details: the balance and totals, all from the ledger. */
export async function companyTokenDetails(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  const { company } = await resolveTokenCompany(db, auth, companyId);
  const [byKind, tokens] = await Promise.all([repo.companyTotalsByKind(db, company.id), repo.companyTokenAccountTotals(db, company.id)]);
  return presentCompanyDetails(company, byKind, tokens);
}

// Issuing

export type Recipient = { email: string; first_name: string; last_name: string; cents: number };

/** The expiry of tokens issued now: the end of the day given, or a year from now. */
export function expiryOf(date: string | undefined, now = new Date()) {
  if (!date) return new Date(now.getTime() + TOKEN_LIMITS.defaultValidDays * 86_400_000);
  const d = new Date(`${date}T23:59:59.999Z`);
  if (Number.isNaN(d.getTime()) || d.getTime() <= now.getTime()) throw validationError({ expiry_date: ['The expiry date must be in the future.'] });
  return d;
}

/**
 * Issues tokens to people of a company, all or none: one token row per person and one ledger transfer each from
 * the company's balance (refused with 409 when the balance is too low). Recipients with an account see them at
 * once; the others get a link that sets one up. The mails go out after the commit.
 */
export async function issue(deps: Deps, auth: AuthContext, company: { id: number; company_name: string }, recipients: Recipient[], expiresAt: Date, log: Log, opts: { kind?: 'company' | 'external'; reason?: string } = {}) {
  const kind = opts.kind ?? 'company';
  const emails = recipients.map((r) => r.email);
  const known = new Map((await repo.findUsersByEmails(deps.db, emails)).map((u) => [u.email, u]));
  const keys = new Map<string, string>();
  const created = await deps.db.transaction(async (tx) => {
    const rows = await repo.insertTokens(
      tx,
      recipients.map((r) => {
        const user = known.get(r.email);
        let claim: string | null = null;
        if (!user) {
          const key = randomSecret(24);
          keys.set(r.email, key);
          claim = sha256(key);
        }
        return {
          kind,
          company_id: company.id,
          user_id: user?.id ?? null,
          email: r.email,
          first_name: r.first_name,
          last_name: r.last_name,
          amount_cents: r.cents,
          expires_at: expiresAt,
          claim_key_hash: claim,
          created_by: auth.userId,
          updated_by: auth.userId,
        };
      }),
    );
    const specs: TransferSpec[] = rows.map((t) => ({
      asset: 'token',
      kind: 'token.issue',
      legs: [
        { account: ledgerAccount.company(company.id), amount_cents: -t.amount_cents },
        { account: repo.tokenAccount(t.id), amount_cents: t.amount_cents },
      ],
      reference: { type: 'impact_token', id: t.id },
      createdBy: auth.userId,
    }));
    await transferMany(tx, specs, { message: tokenMessages.notEnoughBalance });
    // Holders who already have an account hear of it in their bell (one message per amount).
    const holders = new Map<number, number[]>();
    for (const t of rows) if (t.user_id) holders.set(t.amount_cents, [...(holders.get(t.amount_cents) ?? []), t.user_id]);
    for (const [cents, ids] of holders) await notify(tx, { kind: 'tokens_received', senderId: auth.userId, recipients: ids.map(personalRecipient), ...notificationEventTexts.tokensReceived(formatAmount(toAmount(cents))) });
    if (isAdmin(auth)) {
      await writeAudit(tx, {
        actorId: actorOf(auth),
        action: kind === 'external' ? 'token.issue-external' : 'token.issue',
        subjectType: 'company',
        subjectId: company.id,
        details: { tokens: rows.length, token_ids: rows.slice(0, 50).map((t) => t.id), emails: rows.slice(0, 50).map((t) => t.email), total_cents: rows.reduce((n, t) => n + t.amount_cents, 0) },
        reason: opts.reason,
      });
    }
    return rows;
  });
  const mails = created.map((t) => async () => {
    const key = keys.get(t.email);
    const url = key ? `${deps.config.appUrl}${TOKEN_PATHS.claim}/${key}` : `${deps.config.appUrl}/impact`;
    await deps.mailer.send(
      deps.db,
      t.email,
      tokenIssuedMail({ firstName: t.first_name || known.get(t.email)?.first_name || '', issuer: company.company_name, amountUsd: toAmount(t.amount_cents), expiresAt: t.expires_at, url, hasAccount: !key }),
    );
  });
  const sendAll = async () => {
    for (let i = 0; i < mails.length; i += 8) {
      await Promise.all(mails.slice(i, i + 8).map((m) => m().catch((err: unknown) => log.error({ err }, 'could not send a token mail'))));
    }
  };
  // A handful of mails go out before the answer; a large import sends them in the background.
  if (mails.length <= 25) await sendAll();
  else void sendAll();
  return created;
}

/** The bells told of a token that expires soon or has expired: its holder's, and the issuing company's. */
export async function notifyTokenExpiry(db: DbOrTx, t: repo.TokenRow, type: 'expiring' | 'expired', leftCents: number) {
  const recipients = [...(t.user_id !== null ? [personalRecipient(t.user_id)] : []), ...(t.company_id !== null ? [companyRecipient(t.company_id)] : [])];
  if (recipients.length === 0) return;
  const amount = formatAmount(toAmount(leftCents));
  await notify(db, {
    kind: type === 'expiring' ? 'tokens_expiring' : 'tokens_expired',
    recipients,
    title: type === 'expiring' ? accountsAdminMessages.tokensExpiring.title : accountsAdminMessages.tokensExpired.title,
    message_body: type === 'expiring' ? tokenMessages.expiringSoon(amount, day(t.expires_at)) : tokenMessages.expiredNotice(amount),
  });
}

/** POST /api/v2/token/issueToken: tokens to one person by e-mail. */
export async function issueToken(deps: Deps, auth: AuthContext, body: IssueToken, log: Log) {
  const { company } = await resolveTokenCompany(deps.db, auth, body.company_id);
  const [token] = await issue(deps, auth, company, [{ email: body.email, first_name: body.first_name ?? '', last_name: body.last_name ?? '', cents: toCents(body.token_amount) }], expiryOf(body.expiry_date), log);
  const sums = await repo.tokenSums(deps.db, [token!.id]);
  return presentEmployeeToken(token!, sums.get(token!.id));
}

/** POST /api/v2/token/emp-issue-tokens: the checked list of an import, all rows or none. */
export async function issueTokensToEmployees(deps: Deps, auth: AuthContext, body: EmpIssueTokens, log: Log) {
  const { company } = await resolveTokenCompany(deps.db, auth, body.company_id);
  const seen = new Set<string>();
  const dupes = body.employees.filter((e) => (seen.has(e.email) ? true : (seen.add(e.email), false)));
  if (dupes.length) throw validationError({ employees: dupes.map((d) => `${d.email}: ${tokenMessages.rowDuplicate}`) });
  const rows = await issue(
    deps,
    auth,
    company,
    body.employees.map((e) => ({ email: e.email, first_name: e.first_name, last_name: e.last_name, cents: toCents(e.token_amount) })),
    expiryOf(body.expiry_date),
    log,
  );
  return { issued: rows.length, total_token_amount: toAmount(rows.reduce((n, t) => n + t.amount_cents, 0)) };
}

/** POST /api/v2/token/import-employee-csv: the file read and checked row by row; nothing is saved. */
export async function previewEmployeeCsv(db: DbOrTx, auth: AuthContext, companyId: number | undefined, bytes: Buffer) {
  const { company } = await resolveTokenCompany(db, auth, companyId);
  const { rows, errors } = checkEmployeeCsv(bytes);
  const balance = (await repo.companyTotalsByKind(db, company.id)).reduce((n, k) => n + k.cents, 0);
  const total = rows.reduce((n, r) => n + (r.token_amount ? toCents(r.token_amount) : 0), 0);
  const fileErrors = [...errors];
  if (rows.length && total > balance) fileErrors.push(`${tokenMessages.notEnoughBalance} (US $${toAmount(total).toFixed(2)} asked, US $${toAmount(balance).toFixed(2)} available)`);
  return {
    rows,
    total_rows: rows.length,
    error_rows: rows.filter((r) => r.errors.length > 0).length,
    total_token_amount: toAmount(total),
    balance: toAmount(balance),
    errors: fileErrors,
  };
}

// Lists

/**
 * POST /api/v2/token/getEmployeeToken: the company's tokens and who holds them, newest first; with the external
 * tokens staff issued from its balance (marked by `kind`), as in the export.
 */
export async function listEmployeeTokens(db: DbOrTx, auth: AuthContext, q: { company_id?: number; search?: string; status?: string; limit: number; page: number }) {
  const { company } = await resolveTokenCompany(db, auth, q.company_id);
  const { rows, total } = await repo.listTokens(db, repo.companyTokensWhere(company.id, { search: q.search, status: q.status }), q.limit, q.page);
  const sums = await repo.tokenSums(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentEmployeeToken(r, sums.get(r.id))), meta: { total, page: q.page, limit: q.limit } };
}

/** A token the caller may manage: of a company they administer (404 for anyone else's), or any for staff. */
export async function tokenForIssuer(db: DbOrTx, auth: AuthContext, tokenId: number) {
  const [token] = await tokensForIssuer(db, auth, [tokenId]);
  return token!;
}

/** Tokens the caller may manage, all of them or a 404 naming none (as `tokenForIssuer`, in one read and one check per company). */
export async function tokensForIssuer(db: DbOrTx, auth: AuthContext, tokenIds: number[]) {
  const ids = [...new Set(tokenIds)];
  const tokens = (await repo.findTokens(db, ids)).filter((t) => t.status !== 'deleted');
  if (tokens.length !== ids.length) throw notFound(tokenMessages.notFound);
  if (isAdmin(auth)) return tokens;
  if (tokens.some((t) => t.kind !== 'company' || t.company_id === null)) throw notFound(tokenMessages.notFound);
  for (const companyId of new Set(tokens.map((t) => t.company_id!))) {
    await resolveTokenCompany(db, auth, companyId).catch((e: unknown) => {
      if (e instanceof AppError && e.statusCode === 403) throw notFound(tokenMessages.notFound);
      throw e;
    });
  }
  return tokens;
}

/** GET /api/v2/token/getEmployeeToExport: the company's token holders as CSV (formula-safe). */
export async function exportEmployeeTokens(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  const { company } = await resolveTokenCompany(db, auth, companyId);
  const rows = await repo.allCompanyTokens(db, company.id);
  const sums = await repo.tokenSums(db, rows.map((r) => r.id));
  const csv = toCsv(
    ['email', 'first_name', 'last_name', 'token_amount', 'balance', 'allocated', 'status', 'expires_at', 'issued_at'],
    rows.map((r) => {
      const s = sums.get(r.id);
      return [r.email, r.first_name, r.last_name, (r.amount_cents / 100).toFixed(2), ((s?.balance ?? 0) / 100).toFixed(2), ((s?.allocated ?? 0) / 100).toFixed(2), r.status, r.expires_at.toISOString().slice(0, 10), r.created_at.toISOString().slice(0, 10)];
    }),
  );
  return { csv, fileName: `impact_tokens_${company.id}.csv` };
}

// Revoking and deleting

/**
 * Ends tokens and returns what they still hold to where it came from (the company, or the platform for external
 * tokens), all or none. The token accounts are locked by the ledger, so an allocation racing with it either
 * happens first (and less returns) or finds the token closed.
 */
export type Closer = { userId: number | null; staffId: number | null; reason?: string };
export const closerOf = (auth: AuthContext): Closer => ({ userId: auth.userId, staffId: isAdmin(auth) ? actorOf(auth) : null });

export async function closeTokens(db: Db, by: Closer, tokens: repo.TokenRow[], status: 'revoked' | 'deleted' | 'expired', kind: string) {
  if (tokens.length === 0) return { tokens: 0, returned: 0 };
  return db.transaction(async (tx) => {
    // The row locks of the status change make a concurrent allocation of these tokens finish first (or find them closed).
    const changed = await repo.setStatus(tx, tokens.map((t) => t.id), status, by.userId, status === 'deleted' ? ['active', 'paused', 'revoked', 'expired'] : ['active', 'paused']);
    const ids = new Set(changed.map((c) => c.id));
    const sums = await repo.tokenSums(tx, [...ids]);
    const specs: TransferSpec[] = [];
    for (const t of tokens) {
      const left = ids.has(t.id) ? (sums.get(t.id)?.balance ?? 0) : 0;
      if (left <= 0) continue;
      // Company-funded tokens (the company's own and the external ones staff issue from its balance) go back to it.
      const back = t.company_id ? ledgerAccount.company(t.company_id) : EXTERNAL;
      specs.push({ asset: 'token', kind, legs: [{ account: repo.tokenAccount(t.id), amount_cents: -left }, { account: back, amount_cents: left }], reference: { type: 'impact_token', id: t.id }, idempotencyKey: `${kind}:${t.id}`, createdBy: by.userId });
    }
    // The balances are read again under the ledger's locks: a concurrent allocation cannot make these go below zero.
    await transferMany(tx, specs);
    if (by.staffId !== null) {
      await writeAudit(tx, { actorId: by.staffId, action: `token.${status === 'deleted' ? 'delete' : 'revoke'}`, subjectType: 'impact_token', subjectId: tokens[0]!.id, details: { token_ids: [...ids], returned_cents: specs.reduce((n, s) => n + s.legs[1]!.amount_cents, 0) }, reason: by.reason });
    }
    return { tokens: ids.size, returned: toAmount(specs.reduce((n, s) => n + s.legs[1]!.amount_cents, 0)) };
  });
}

/** POST /api/v2/token/revokeToken, emp-revoke-tokens and emp-delete-tokens. */
export async function revokeTokens(db: Db, auth: AuthContext, ids: number[], action: 'revoke' | 'delete') {
  const tokens = await tokensForIssuer(db, auth, ids);
  if (action === 'revoke') {
    const closed = tokens.find((t) => !['active', 'paused'].includes(t.status));
    if (closed) throw new AppError(409, tokenMessages.notActive(closed.status));
  }
  return closeTokens(db, closerOf(auth), tokens, action === 'revoke' ? 'revoked' : 'deleted', 'token.revoke');
}

/** POST /api/v2/token/revoke-del-employee-token: every token the company gave one person, revoked and removed. */
export async function revokeAndDeleteEmployee(db: Db, auth: AuthContext, body: { company_id?: number; email: string }) {
  const { company } = await resolveTokenCompany(db, auth, body.company_id);
  const { rows } = await repo.listTokens(db, repo.companyTokensWhere(company.id, { kind: 'company', search: undefined }), 10_000, 1);
  const mine = rows.filter((r) => r.email.toLowerCase() === body.email);
  if (mine.length === 0) throw notFound(tokenMessages.notFound);
  return closeTokens(db, closerOf(auth), mine, 'deleted', 'token.revoke');
}

/** POST /api/v2/token/updateStatus: pauses or resumes a token (a paused one cannot be allocated). */
export async function updateTokenStatus(db: Db, auth: AuthContext, body: { token_id: number; status: 'active' | 'paused' }) {
  const token = await tokenForIssuer(db, auth, body.token_id);
  const from = body.status === 'active' ? ['paused', 'active'] : ['active', 'paused'];
  const changed = await db.transaction(async (tx) => {
    const rows = await repo.setStatus(tx, [token.id], body.status, auth.userId, from);
    if (isAdmin(auth)) await writeAudit(tx, { actorId: actorOf(auth), action: 'token.status', subjectType: 'impact_token', subjectId: token.id, before: { status: token.status }, after: { status: body.status } });
    return rows;
  });
  if (changed.length === 0) throw new AppError(409, tokenMessages.notActive(token.status));
  const fresh = (await repo.findToken(db, token.id))!;
  return presentEmployeeToken(fresh, (await repo.tokenSums(db, [token.id])).get(token.id));
}

/** GET /api/v2/token/getNextBillingDate/{id}: the company's membership end, when the next payment falls due. */
export async function nextBillingDate(db: DbOrTx, auth: AuthContext, companyId: number) {
  const { company } = await resolveTokenCompany(db, auth, companyId);
  return { company_id: company.id, next_billing_date: company.membership_end_date?.toISOString() ?? null };
}

/** Whether a role is the light account made for token recipients. */
export const isEmployeeRole = (roleId: number) => roleId === ROLE.EMPLOYEE;
