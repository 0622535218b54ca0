import { receiptFileName } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { convertCents, findCurrentRate } from '../../../lib/money.js';
import { buildReceiptPdf } from '../../../lib/pdf/receipt.js';
import type { GivingAccount } from '../../accounts/index.js';
import { refreshCompanyLevel } from '../../partnership/index.js';
import { creditBalanceCents } from '../credits/credits.repository.js';
import { reserveCredit } from '../credits/credit-ledger.service.js';
import { findGroup } from '../contributions/contributions.repository.js';
import { loadReceiptData } from '../contributions/contributions.service.js';
import { InsufficientBalanceError, balanceOf, ledgerAccount, transfer } from '../../ledger/index.js';
import * as repo from './checkout.repository.js';
import { emitGivingEvent } from './giving-webhooks.js';

/** A line of an automated giving, priced by the server. */
export type AutomatedLine = { project_id: number; impact_level_id: number; quantity: number; unit_price_cents: number; beneficiaries_per_unit: number };

/**
 * How an automated giving is paid: by giving credit (reserved here), by the company's token balance (moved to
 * giving here, on the ledger), or by a card charge already made at the provider.
 */
export type AutomatedPayment = { kind: 'credit' } | { kind: 'tokens' } | { kind: 'card'; provider: string; reference: string };

/** Thrown inside the transaction when the account's giving credit no longer covers the amount (nothing is written). */
export class CreditShortError extends Error {}

/** Thrown inside the transaction when the company's token balance does not cover the amount (nothing is written). */
export class TokenShortError extends Error {}

/**
 * Records a giving made without the giver present (a story's month of automated giving, an engagement's choice)
 * in the caller's transaction: one paid contribution group with a contribution per line, tied to the story (if any), the SGD rate fixed
 * now. Credit is reserved here and must cover the whole amount (else CreditShortError and nothing is kept); a
 * card charge was made before, under the story month's (or choice's) idempotency key. The cart is left as it is.
 */
export async function recordAutomatedGiving(
  tx: DbOrTx,
  input: {
    account: GivingAccount;
    userId: number;
    storyId: number | null;
    lines: AutomatedLine[];
    payment: AutomatedPayment;
    /** The SGD rate to fix, when the caller read it once for many givings; read here otherwise. */
    rate?: string | null;
    /**
     * false when the caller tells the company's webhook endpoints of this giving itself (the Giving API, with its
     * own giving's fields); by default the paid group is announced as giving.paid.
     */
    announce?: boolean;
  },
): Promise<{ groupId: number; totalCents: number }> {
  const totalCents = input.lines.reduce((n, l) => n + l.unit_price_cents * l.quantity, 0);
  const fundedBy = input.payment.kind === 'credit' ? 'credit' : input.payment.kind === 'tokens' ? 'token' : 'customer';
  const rate = input.rate !== undefined ? input.rate : await findCurrentRate(tx, 'SGD');
  /** A line's SGD cents, rounded as the database rounds a checkout's. */
  const sgdOf = (cents: number) => (rate === null ? null : convertCents(cents, rate));
  const contributionOf = (groupId: number, l: AutomatedLine) => ({
    contribution_group_id: groupId,
    user_id: input.userId,
    company_id: input.account.companyId,
    account: input.account.account,
    project_id: l.project_id,
    impact_level_id: l.impact_level_id,
    contribution_story_id: input.storyId,
    quantity: l.quantity,
    beneficiaries: l.quantity * l.beneficiaries_per_unit,
    unit_price_cents: l.unit_price_cents,
    amt_total_usd_cents: l.unit_price_cents * l.quantity,
    created_by: input.userId,
  });

  if (input.payment.kind === 'card' || input.payment.kind === 'tokens') {
    // Already charged (or paid from tokens just below): the group and its lines are written paid at once (two
    // statements, as the monthly job records thousands of these in a run).
    const now = new Date();
    const payment = input.payment;
    const sgd = input.lines.map((l) => sgdOf(l.unit_price_cents * l.quantity));
    const group = await repo.insertGroup(tx, {
      user_id: input.userId,
      company_id: input.account.companyId,
      account: input.account.account,
      status: 'paid',
      paid_at: now,
      payment_provider: payment.kind === 'card' ? payment.provider : 'token',
      payment_reference: payment.kind === 'card' ? payment.reference : `company-tokens-${input.account.companyId}`,
      exchange_rate_sgd: rate,
      total_usd_cents: totalCents,
      total_sgd_cents: rate === null ? null : sgd.reduce((n: number, c) => n + (c ?? 0), 0),
      funded_by: fundedBy,
      created_by: input.userId,
      updated_by: input.userId,
    });
    await repo.insertContributions(
      tx,
      input.lines.map((l, i) => ({
        ...contributionOf(group.id, l),
        payment_received: 1,
        contribution_date: now,
        amt_total_sgd_cents: sgd[i],
        funded_by: fundedBy,
      })),
    );
    if (payment.kind === 'tokens') {
      // The company's token balance pays: refused (and the whole giving undone) when it holds too little.
      if (input.account.account !== 'company' || input.account.companyId === null) throw new TokenShortError();
      try {
        await transfer(tx, {
          asset: 'token',
          kind: 'token.give',
          legs: [
            { account: ledgerAccount.company(input.account.companyId), amount_cents: -totalCents },
            { account: ledgerAccount.system('giving'), amount_cents: totalCents },
          ],
          reference: { type: 'contribution_group', id: group.id },
          createdBy: input.userId,
        });
      } catch (e) {
        if (e instanceof InsufficientBalanceError) throw new TokenShortError();
        throw e;
      }
    }
    if (input.announce !== false) await emitGivingEvent(tx, group, 'giving.paid');
    return { groupId: group.id, totalCents };
  }

  // Credit: the group must exist (pending) to reserve the credit against it, then it is marked paid.
  const group = await repo.insertGroup(tx, {
    user_id: input.userId,
    company_id: input.account.companyId,
    account: input.account.account,
    status: 'pending',
    total_usd_cents: totalCents,
    funded_by: fundedBy,
    created_by: input.userId,
    updated_by: input.userId,
  });
  await repo.insertContributions(tx, input.lines.map((l) => ({ ...contributionOf(group.id, l), payment_received: 0 })));
  if ((await reserveCredit(tx, input.account, group.id, totalCents)) !== totalCents) throw new CreditShortError();
  const paid = await repo.markGroupPaidRow(tx, group.id, { provider: 'credit', reference: `credit-${group.id}`, rate });
  await repo.markContributionsPaid(tx, group.id, rate, fundedBy);
  if (paid && input.announce !== false) await emitGivingEvent(tx, paid, 'giving.paid');
  return { groupId: group.id, totalCents };
}

/** Whether the company's token balance (its own account on the ledger) covers an amount. */
export async function tokensCover(db: DbOrTx, account: GivingAccount, cents: number) {
  return account.account === 'company' && account.companyId !== null && (await balanceOf(db, 'token', ledgerAccount.company(account.companyId))) >= cents;
}

/** Whether the account's unexpired giving credit covers an amount. */
export async function creditCovers(db: DbOrTx, account: GivingAccount, cents: number) {
  return (await creditBalanceCents(db, account)) >= cents;
}

/** The PDF receipt of a paid group, with its file name and lines (for the recurring-giving e-mail). */
export async function groupReceipt(db: DbOrTx, groupId: number) {
  const group = await findGroup(db, groupId);
  if (!group || group.status !== 'paid') return null;
  const data = await loadReceiptData(db, group);
  return { data, pdf: { filename: receiptFileName(groupId), content: await buildReceiptPdf(data) } };
}

/** What follows a paid automated giving: the company's impact partner level is worked out again. */
export async function afterAutomatedGiving(db: DbOrTx, groupId: number) {
  const group = await findGroup(db, groupId);
  if (group?.account === 'company' && group.company_id) await refreshCompanyLevel(db, group.company_id);
}
