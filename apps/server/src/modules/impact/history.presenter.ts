import type { GuestImpactHistoryRow, ImpactHistoryRow, PartnerImpactHistoryRow } from '@goodhive/contract';
import { toAmount, toAmountOrNull } from '../../lib/money.js';
import type { HistoryRow } from './history.repository.js';

type Categories = Map<number, { id: number; name: string }[]>;

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : '');

/** The receipt of a contribution group (GET /api/contribution/receipt). */
export const receiptUrl = (groupId: number) => `/api/contribution/receipt?group_id=${groupId}`;

/** A line of an account's impact history. */
export function presentHistoryRow(r: HistoryRow, categories: Categories): ImpactHistoryRow {
  return {
    id: r.id,
    contribution_group_id: r.contribution_group_id,
    contribution_date: iso(r.contribution_date),
    account: r.account === 'company' ? 'company' : 'user',
    type: r.contribution_story_id === null ? 'project' : 'story',
    project_id: r.project_id,
    project_title: r.project_title,
    is_bundle: r.is_bundle,
    categories: categories.get(r.project_id) ?? [],
    impact_level_id: r.impact_level_id,
    impact_unit: r.impact_unit,
    quantity: r.quantity,
    beneficiaries: r.beneficiaries,
    amt_total_usd: toAmount(r.amt_total_usd_cents),
    amt_total_sgd: toAmountOrNull(r.amt_total_sgd_cents),
    funded_by: r.funded_by,
    receipt_url: receiptUrl(r.contribution_group_id),
  };
}

/** A public line: what was achieved, never what was paid. */
export function presentGuestRow(r: HistoryRow, categories: Categories): GuestImpactHistoryRow {
  return {
    id: r.id,
    contribution_date: iso(r.contribution_date),
    type: r.contribution_story_id === null ? 'project' : 'story',
    project_id: r.project_id,
    project_title: r.project_title,
    is_bundle: r.is_bundle,
    categories: categories.get(r.project_id) ?? [],
    impact_unit: r.impact_unit,
    quantity: r.quantity,
    beneficiaries: r.beneficiaries,
  };
}

/** A partner's line: the giver is named only when their profile is public. */
export function presentPartnerRow(r: HistoryRow, categories: Categories, names: { companies: Map<number, string>; users: Map<number, string> }): PartnerImpactHistoryRow {
  const account = r.account === 'company' ? 'company' : 'user';
  const name = account === 'company' ? (r.company_id === null ? undefined : names.companies.get(r.company_id)) : names.users.get(r.user_id);
  const { account: _a, funded_by: _f, receipt_url: _r, contribution_group_id: _g, ...line } = presentHistoryRow(r, categories);
  return { ...line, giver: { account, name: name ?? null } };
}
