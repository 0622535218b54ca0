import type { DbOrTx } from '../../../db/client.js';
import { balancesOf, ledgerAccount, transfer, transferMany, type TransferSpec } from '../../ledger/index.js';
import type { GivingAccount } from '../../accounts/index.js';
import * as repo from './credits.repository.js';

/**
 * Giving credits on the value ledger. Each credit is its own account `credit:{id}` (each grant has its own
 * expiry); value comes in from `system:credit-grants`, leaves to `system:giving` when a checkout spends it (and
 * comes back when that checkout fails), and leaves for good to `system:credit-expired` or `system:credit-revoked`
 * when staff end it. A credit's balance is the sum of its entries, and the ledger never lets it go below zero.
 */
export const CREDIT_GRANTS = ledgerAccount.system('credit-grants');
export const CREDIT_SPENT = ledgerAccount.system('giving');
export const CREDIT_EXPIRED = ledgerAccount.system('credit-expired');
export const CREDIT_REVOKED = ledgerAccount.system('credit-revoked');

export type CreditGrant = {
  userId: number | null;
  companyId: number | null;
  cents: number;
  expiryDate: string | null;
  note: string | null;
  isNotified?: boolean;
  createdBy: number | null;
  /** Why it was granted, in the ledger: 'staff', 'referral', 'demo'. */
  source: string;
};

/** Records a credit and moves its value onto its ledger account, in the caller's transaction. Answers its id. */
export async function grantCreditOnLedger(tx: DbOrTx, grant: CreditGrant) {
  const id = await repo.insertCredit(tx, {
    user_id: grant.companyId ? null : grant.userId,
    company_id: grant.companyId,
    account: grant.companyId ? 'company' : 'user',
    credit_usd_cents: grant.cents,
    expiry_date: grant.expiryDate,
    note: grant.note,
    is_notified: grant.isNotified ?? false,
    created_by: grant.createdBy,
    updated_by: grant.createdBy,
  });
  await transfer(tx, {
    asset: 'credit',
    kind: 'credit.grant',
    legs: [
      { account: CREDIT_GRANTS, amount_cents: -grant.cents },
      { account: repo.creditAccount(id), amount_cents: grant.cents },
    ],
    reference: { type: 'credit', id },
    idempotencyKey: `credit.grant:${id}`,
    memo: { source: grant.source },
    createdBy: grant.createdBy,
  });
  return id;
}

/**
 * Spends up to `needCents` of the account's usable credit on a contribution group, soonest expiry first: the
 * credits are locked, their ledger balances read, and one transfer moves what is taken to `system:giving`
 * (the ledger re-checks that no credit goes below zero). Answers the amount taken.
 */
export async function reserveCredit(tx: DbOrTx, account: GivingAccount, groupId: number, needCents: number): Promise<number> {
  if (needCents <= 0) return 0;
  const ids = await repo.lockUsableCredits(tx, account);
  if (ids.length === 0) return 0;
  const balances = await balancesOf(tx, 'credit', ids.map(repo.creditAccount));
  const legs = [];
  let remaining = needCents;
  for (const id of ids) {
    if (remaining <= 0) break;
    const take = Math.min(balances.get(repo.creditAccount(id)) ?? 0, remaining);
    if (take <= 0) continue;
    legs.push({ account: repo.creditAccount(id), amount_cents: -take });
    remaining -= take;
  }
  const taken = needCents - remaining;
  if (taken === 0) return 0;
  await transfer(tx, {
    asset: 'credit',
    kind: 'credit.redeem',
    legs: [...legs, { account: CREDIT_SPENT, amount_cents: taken }],
    reference: { type: 'contribution_group', id: groupId },
  });
  return taken;
}

/**
 * Gives a failed or cancelled group's credit back to its credits, once (the caller holds the group's lock and
 * closes it once). A credit staff ended meanwhile does not come back to life: what returns to it leaves again
 * the way it was ended.
 */
export async function releaseCredit(tx: DbOrTx, groupId: number) {
  const held = (await repo.creditHeldByGroup(tx, groupId)).filter((h) => h.cents > 0);
  if (held.length === 0) return;
  const total = held.reduce((n, h) => n + h.cents, 0);
  const specs: TransferSpec[] = [
    {
      asset: 'credit',
      kind: 'credit.release',
      legs: [{ account: CREDIT_SPENT, amount_cents: -total }, ...held.map((h) => ({ account: repo.creditAccount(h.creditId), amount_cents: h.cents }))],
      reference: { type: 'contribution_group', id: groupId },
    },
  ];
  const closed = await repo.closedKinds(tx, held.map((h) => h.creditId));
  for (const h of held) {
    const kind = closed.get(h.creditId);
    if (!kind) continue;
    specs.push({
      asset: 'credit',
      kind,
      legs: [
        { account: repo.creditAccount(h.creditId), amount_cents: -h.cents },
        { account: kind === 'credit.revoke' ? CREDIT_REVOKED : CREDIT_EXPIRED, amount_cents: h.cents },
      ],
      reference: { type: 'credit', id: h.creditId },
      memo: { returned_from_group: groupId },
    });
  }
  await transferMany(tx, specs);
}

/** Ends what is left of a credit (staff expire or revoke it): its whole balance leaves for good. Answers the amount. */
export async function endCreditOnLedger(tx: DbOrTx, creditId: number, how: 'expire' | 'revoke', reason: string, by: number) {
  const account = repo.creditAccount(creditId);
  const cents = (await balancesOf(tx, 'credit', [account])).get(account) ?? 0;
  if (cents <= 0) return 0;
  await transfer(tx, {
    asset: 'credit',
    kind: `credit.${how}`,
    legs: [
      { account, amount_cents: -cents },
      { account: how === 'revoke' ? CREDIT_REVOKED : CREDIT_EXPIRED, amount_cents: cents },
    ],
    reference: { type: 'credit', id: creditId },
    memo: { reason },
    createdBy: by,
  });
  return cents;
}
