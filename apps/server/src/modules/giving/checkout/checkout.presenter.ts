import type { ContributionGroup } from '@goodhive/contract';
import { toAmount, toAmountOrNull } from '../../../lib/money.js';
import type { findCategoriesOf, findGroupContributionRows, GroupRow } from '../contributions/contributions.repository.js';
import { iso, presentContribution } from '../contributions/contributions.presenter.js';
import type { findGroupEcard } from './checkout.repository.js';

/** What a group's answer shows beside the group itself, read by the service. */
export type GroupDetails = {
  rows: Awaited<ReturnType<typeof findGroupContributionRows>>;
  categories: Awaited<ReturnType<typeof findCategoriesOf>>;
  credit: number;
  ecard: Awaited<ReturnType<typeof findGroupEcard>>;
};

/** A contribution group with its contributions, e-card, applied credit and what is left to pay. */
export function presentGroup(group: GroupRow, { rows, categories, credit, ecard }: GroupDetails): ContributionGroup {
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
