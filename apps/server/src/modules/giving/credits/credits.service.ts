import type { CreditCreate, CreditEnd } from '@goodhive/contract';
import { ZERO_DATE, contributionMessages, formatAmount, notificationEventTexts } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../../db/client.js';
import { conflict, notFound, validationError } from '../../../lib/errors.js';
import { resolveGivingAccount } from '../../accounts/index.js';
import { toAmount } from '../../../lib/money.js';
import type { AuthContext } from '../../../http/auth.js';
import * as repo from './credits.repository.js';
import { presentCredit } from './credits.presenter.js';
import { endCreditOnLedger, grantCreditOnLedger } from './credit-ledger.service.js';
import { writeAudit } from '../../../lib/audit.js';
import { companyRecipient, notify, personalRecipient } from '../../notifications/index.js';

async function getCredit(db: DbOrTx, id: number) {
  const { rows } = await repo.findCredits(db, repo.creditIs(id), 1, 1);
  if (!rows[0]) throw notFound(contributionMessages.creditNotFound);
  return presentCredit(rows[0]);
}

/**
 * POST /api/admin/giving/credits: grants a giving credit (US $100 by default) to one user's personal account
 * or to a company. An empty or all-zero expiry date means it never expires.
 */
export async function grantCredit(db: Db, auth: AuthContext, body: CreditCreate) {
  if (body.user_id) {
    const user = await repo.findUserId(db, body.user_id);
    if (!user) throw validationError({ user_id: [contributionMessages.userNotFound] });
  }
  if (body.company_id) {
    const company = await repo.findCompanyId(db, body.company_id);
    if (!company) throw validationError({ company_id: [contributionMessages.companyNotFound] });
  }
  const expiry = !body.expiry_date || body.expiry_date === ZERO_DATE ? null : body.expiry_date;
  // A credit that has already expired could never be spent.
  if (expiry !== null && expiry < new Date().toISOString().slice(0, 10)) throw validationError({ expiry_date: [contributionMessages.creditExpiryPast] });
  const id = await db.transaction(async (tx) => {
    const creditId = await grantCreditOnLedger(tx, {
      userId: body.company_id ? null : body.user_id!,
      companyId: body.company_id ?? null,
      cents: Math.round(body.credit_usd * 100),
      expiryDate: expiry,
      note: body.note ?? null,
      createdBy: auth.userId,
      source: 'staff',
    });
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: 'credit.grant',
      subjectType: 'credit',
      subjectId: creditId,
      details: { user_id: body.user_id ?? null, company_id: body.company_id ?? null, credit_usd: body.credit_usd, expiry_date: expiry },
    });
    // The member hears of it in their notification bell (the company's bell for a company's credit).
    await notify(tx, {
      kind: 'credit_granted',
      recipients: [body.company_id ? companyRecipient(body.company_id) : personalRecipient(body.user_id!)],
      ...notificationEventTexts.creditGranted(formatAmount(body.credit_usd)),
    });
    return creditId;
  });
  return getCredit(db, id);
}

/**
 * POST /api/admin/giving/credits/{id}/expire and /revoke: staff end what is left of a credit (what was spent
 * stays spent), with a reason, audited. 409 when nothing is left.
 */
export async function endCredit(db: Db, auth: AuthContext, id: number, how: 'expire' | 'revoke', body: CreditEnd) {
  await db.transaction(async (tx) => {
    const credit = await repo.lockCredit(tx, id);
    if (!credit) throw notFound(contributionMessages.creditNotFound);
    const cents = await endCreditOnLedger(tx, id, how, body.reason, auth.userId);
    if (cents === 0) throw conflict(contributionMessages.creditNothingLeft);
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: `credit.${how}`,
      subjectType: 'credit',
      subjectId: id,
      reason: body.reason,
      details: { user_id: credit.user_id, company_id: credit.company_id, ended_usd: toAmount(cents) },
    });
  });
  return getCredit(db, id);
}

/** GET /api/admin/giving/credits: every credit, newest first, optionally of one user or company. */
export async function listCredits(db: DbOrTx, q: { user_id?: number; company_id?: number; limit: number; page: number }) {
  const { rows, total } = await repo.findCredits(db, repo.creditsOf({ userId: q.user_id, companyId: q.company_id }), q.limit, q.page);
  return { data: rows.map(presentCredit), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/user/credits: the balance a checkout can use, the credits behind it, and the gift dialog to show once. */
export async function getUserCredits(db: DbOrTx, auth: AuthContext, q: { user_id?: number; account?: 'user' | 'company'; company_id?: number }) {
  const account = await resolveGivingAccount(db, auth, q, 'read');
  const { rows } = await repo.findCredits(db, repo.ownedBy(account), -1, 1);
  const list = rows.map(presentCredit);
  const announce = rows.filter((r) => !r.credit.is_notified && !r.is_expired).map((r) => r.credit.credit_usd_cents);
  const giftCents = announce.reduce((n, c) => n + c, 0);
  return {
    account: account.account,
    balance_usd: toAmount(await repo.creditBalanceCents(db, account)),
    credits: list,
    gift_notification: giftCents > 0 ? { credit_usd: toAmount(giftCents), message: contributionMessages.giftCredit(toAmount(giftCents)) } : null,
  };
}

/**
 * POST /api/user/credit-notification: the gift dialog was shown; it is not offered again. `type` is the older
 * name of `account` ('personal' meaning the personal account).
 */
export async function markCreditsNotified(db: DbOrTx, auth: AuthContext, q: { user_id?: number; type?: string; account?: 'user' | 'company'; company_id?: number }) {
  const account = q.account ?? (q.type === 'company' ? 'company' : q.type ? 'user' : undefined);
  const owner = await resolveGivingAccount(db, auth, { user_id: q.user_id, account, company_id: q.company_id }, 'write');
  return { updated: await repo.markNotified(db, owner) };
}
