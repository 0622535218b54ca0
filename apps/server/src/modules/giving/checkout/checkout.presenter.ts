import type { ContributionGroup } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { toAmount, toAmountOrNull } from '../../../lib/money.js';
import { reservedCreditCents } from '../credits/credits.repository.js';
import { findCategoriesOf, findGroupContributionRows, type GroupRow } from '../contributions/contributions.repository.js';
import { iso, presentContribution } from '../contributions/contributions.presenter.js';
import { findGroupEcard } from './checkout.repository.js';

/** A contribution group with its contributions, e-card, applied credit and what is left to pay. */
export async function presentGroup(db: DbOrTx, group: GroupRow): Promise<ContributionGroup> {
  const rows = await findGroupContributionRows(db, group.id);
  const categories = await findCategoriesOf(db, rows.map((r) => r.c.project_id));
  const credit = await reservedCreditCents(db, group.id);
  const ecard = await findGroupEcard(db, group.id);
  const status = group.status as ContributionGroup['status'];
  return {
    id: group.id,
    contribution_group_id: group.id,
    user_id: group.user_id,
    company_id: group.company_id,
    account: group.account === 'company' ? 'company' : 'user',
    status,
    total_usd: toAmount(group.total_usd_cents),
    total_sgd: toAmountOrNull(group.total_sgd_cents),
    exchange_rate_sgd: group.exchange_rate_sgd === null ? null : Number(group.exchange_rate_sgd),
    credit_applied_usd: toAmount(credit),
    amount_due_usd: status === 'pending' ? toAmount(group.total_usd_cents - credit) : 0,
    funded_by: group.funded_by,
    payment_provider: group.payment_provider,
    payment_reference: group.payment_reference,
    paid_at: iso(group.paid_at),
    created_at: iso(group.created_at)!,
    ecard: ecard
      ? { template_id: ecard.template_id, message: ecard.message, recipient_name: ecard.recipient_name, recipient_email: ecard.recipient_email }
      : null,
    contributions: rows.map((r) => presentContribution(r, categories.get(r.c.project_id) ?? [])),
  };
}
