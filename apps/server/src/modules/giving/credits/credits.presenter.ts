import { personName, type Credit } from '@goodhive/contract';
import { toAmount } from '../../../lib/money.js';
import { iso } from '../contributions/contributions.presenter.js';
import type { CreditListRow } from './credits.repository.js';

/** A giving credit with what the ledger says of it; expiry_date null means it never expires. */
export function presentCredit(row: CreditListRow): Credit {
  const { credit } = row;
  const isExpired = Boolean(row.is_expired);
  const balance = Number(row.balance_cents);
  const revoked = -Number(row.revoked_cents);
  const expired = -Number(row.expired_cents);
  const status = revoked > 0 ? 'revoked' : expired > 0 || (isExpired && balance > 0) ? 'expired' : balance > 0 ? 'active' : 'used';
  return {
    id: credit.id,
    user_id: credit.user_id,
    company_id: credit.company_id,
    account: credit.account === 'company' ? 'company' : 'user',
    credit_usd: toAmount(credit.credit_usd_cents),
    amount_redeemed_usd: toAmount(-Number(row.redeemed_cents)),
    balance_usd: isExpired ? 0 : toAmount(balance),
    expired_usd: toAmount(expired),
    revoked_usd: toAmount(revoked),
    status,
    expiry_date: credit.expiry_date,
    never_expires: credit.expiry_date === null,
    is_expired: isExpired,
    note: credit.note,
    created_at: iso(credit.created_at)!,
    created_by: credit.created_by,
    owner_name: credit.account === 'company' ? (row.company_name ?? '') : (personName(row.first_name, row.last_name) ?? ''),
  };
}
