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
import * as repo from './checkout.repository.js';
import { emitGivingEvent } from './giving-webhooks.js';

/** A line of an automated giving, priced by the server. */
export type AutomatedLine = { project_id: number; impact_level_id: number; quantity: number; unit_price_cents: number; beneficiaries_per_unit: number };

/** How an automated giving was paid: by giving credit (reserved here), or by a card charge already made at the provider. */
export type AutomatedPayment = { kind: 'credit' } | { kind: 'card'; provider: string; reference: string };

/** Thrown inside the transaction when the account's giving credit no longer covers the amount (nothing is written). */
export class CreditShortError extends Error {}

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
  },
): Promise<{ groupId: number; totalCents: number }> {
  const totalCents = input.lines.reduce((n, l) => n + l.unit_price_cents * l.quantity, 0);
  const fundedBy = input.payment.kind === 'credit' ? 'credit' : 'customer';
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

  if (input.payment.kind === 'card') {
    // Already charged: the group and its lines are written paid at once (two statements, as the monthly job
    // records thousands of these in a run).
    const now = new Date();
    const sgd = input.lines.map((l) => sgdOf(l.unit_price_cents * l.quantity));
    const group = await repo.insertGroup(tx, {
      user_id: input.userId,
      company_id: input.account.companyId,
      account: input.account.account,
      status: 'paid',
      paid_at: now,
      payment_provider: input.payment.provider,
      payment_reference: input.payment.reference,
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
    await emitGivingEvent(tx, group, 'giving.paid');
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
  if (paid) await emitGivingEvent(tx, paid, 'giving.paid');
  return { groupId: group.id, totalCents };
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
