import {
  PROJECT_STATUSES,
  type ContributionTotals,
  type MonthContributionSummary,
  type PartnerAttention,
  type ProjectContributionSummary,
  type ProjectStatus,
} from '@goodhive/contract';
import { toAmount } from '../../../lib/money.js';
import type { Sums } from './partner-contributions.repository.js';
import type * as home from './partner-home.repository.js';

export const ZERO_SUMS: Sums = { contributions: 0, quantity: 0, beneficiaries: 0, usd_cents: 0, sgd_cents: 0 };

/** Adds sums in cents, so totals match the lines to the cent. */
export function addSums(list: readonly Sums[]): Sums {
  const out = { ...ZERO_SUMS };
  for (const s of list) for (const k of Object.keys(out) as (keyof Sums)[]) out[k] += s[k];
  return out;
}

/** Sums as the API answers them: counts, and amounts as decimals with 2 places. */
export function presentTotals(s: Sums): ContributionTotals {
  return { contributions: s.contributions, quantity: s.quantity, beneficiaries: s.beneficiaries, amount_usd: toAmount(s.usd_cents), amount_sgd: toAmount(s.sgd_cents) };
}

const statusOf = (status: string): ProjectStatus => ((PROJECT_STATUSES as readonly string[]).includes(status) ? (status as ProjectStatus) : 'draft');

/** A project's line of the overview. */
export function presentProjectSummary(p: { id: number; title: string; status: string; is_bundle: boolean }, sums?: { all: Sums; recent: Sums }): ProjectContributionSummary {
  return {
    project_id: p.id,
    project_title: p.title,
    status: statusOf(p.status),
    is_bundle: p.is_bundle,
    all_time: presentTotals(sums?.all ?? ZERO_SUMS),
    this_month: presentTotals(sums?.recent ?? ZERO_SUMS),
  };
}

/** A month of the overview's chart. */
export function presentMonth(month: string, sums: Sums | undefined): MonthContributionSummary {
  return { month, start_date: `${month}-01`, ...presentTotals(sums ?? ZERO_SUMS) };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const DAY_MS = 86_400_000;

type Attention = {
  gaps: PartnerAttention['profile_gaps'];
  overdue: Awaited<ReturnType<typeof home.findOverdueUpdates>>;
  sentBack: Awaited<ReturnType<typeof home.findSentBackProjects>>;
  pending: Awaited<ReturnType<typeof home.findPendingChanges>>;
  remittances: Awaited<ReturnType<typeof home.findNewRemittances>>;
};

/** The Home's attention list, measured at `now`. */
export function presentAttention(a: Attention, now: Date): PartnerAttention {
  return {
    profile_gaps: a.gaps,
    overdue_updates: a.overdue.map((o) => ({
      project_id: o.project_id,
      project_title: o.project_title,
      last_update_at: iso(o.last_update_at),
      measured_from: iso(o.measured_from)!,
      days_since: Math.floor((now.getTime() - new Date(o.measured_from).getTime()) / DAY_MS),
    })),
    sent_back: a.sentBack.map((p) => ({ project_id: p.project_id, project_title: p.project_title, review_note: p.review_note ?? '', updated_at: iso(p.updated_at)! })),
    pending_changes: a.pending.map((c) => ({ change_id: c.change_id, project_id: c.project_id, project_title: c.project_title, requested_at: iso(c.requested_at)! })),
    new_remittances: a.remittances.map((d) => ({
      document_id: d.document_id,
      title: d.title,
      period_start: d.period_start,
      period_end: d.period_end,
      amount_usd: d.amount_usd_cents === null ? null : toAmount(d.amount_usd_cents),
      created_at: iso(d.created_at)!,
    })),
  };
}

/** How many things need the partner: the profile counts once, however many gaps it has (all are done on /profile). */
export const countAttention = (a: PartnerAttention) =>
  (a.profile_gaps.length ? 1 : 0) + a.overdue_updates.length + a.sent_back.length + a.pending_changes.length + a.new_remittances.length;
