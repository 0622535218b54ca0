import { FAILED_JOBS_DAYS, FAILED_PAYMENTS_DAYS, PROJECT_UPDATE_CADENCE_DAYS, percentChange, personName, type AdminDashboard } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { OwedByPartnerRow } from '../remittances/index.js';
import type { Window, findFailedJobs, findFailedPayments, findTrialsEnding } from './admin-dashboard.repository.js';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Sums = { count: number; usd_cents: number };

const totals = (s: Sums) => ({ count: s.count, amount_usd: toAmount(s.usd_cents) });
/** A period compared with the one before: this one so far, the whole previous one, and the previous one up to the same point. */
export type ComparedPeriod = { starts: Date; previousStarts: Date; windows: { current: Window; previous: Window; previous_to_date: Window } };

const bounds = (p: ComparedPeriod) => ({ starts_at: p.starts.toISOString(), previous_starts_at: p.previousStarts.toISOString() });

/** A week or month of paid giving against the one before; the change is of the USD total, like for like. */
export function givingPeriod(p: ComparedPeriod, s: { current: Sums; previous: Sums; previous_to_date: Sums }): AdminDashboard['giving']['week'] {
  return {
    ...bounds(p),
    current: totals(s.current),
    previous: totals(s.previous),
    previous_to_date: totals(s.previous_to_date),
    change_pct: percentChange(s.current.usd_cents, s.previous_to_date.usd_cents),
  };
}

/** New trials this week against last week. */
export function trialPeriod(p: ComparedPeriod, n: { current: number; previous: number; previous_to_date: number }): AdminDashboard['trials']['new_this_week'] {
  return { ...bounds(p), ...n, change_pct: percentChange(n.current, n.previous_to_date) };
}

export function failedJobs(found: Awaited<ReturnType<typeof findFailedJobs>>): AdminDashboard['failed_jobs'] {
  return {
    days: FAILED_JOBS_DAYS,
    count: found.total,
    rows: found.rows.map((r) => ({ id: r.id, name: r.name, attempts: r.attempts, last_error: r.last_error, failed_at: r.failed_at.toISOString() })),
  };
}

export function trialEnding(r: Rows<typeof findTrialsEnding>[number]): AdminDashboard['trials']['ending_soon']['rows'][number] {
  return {
    company_id: r.company_id,
    company_name: r.company_name,
    owner_user_id: r.owner_user_id,
    owner_name: personName(r.owner_first_name, r.owner_last_name),
    trial_ends_at: (r.trial_ends_at as Date).toISOString(),
  };
}

export function overdueUpdates(n: { projects: number; partners: number }): AdminDashboard['overdue_updates'] {
  return { cadence_days: PROJECT_UPDATE_CADENCE_DAYS, projects: n.projects, partners: n.partners };
}

/** Read from the remittances (what no remittance covers yet); the totals ride on every row, no row means nothing is owed. */
export function remittancesDue(rows: OwedByPartnerRow[]): AdminDashboard['remittances_due'] {
  return {
    available: true,
    total_usd: toAmount(rows[0]?.total_usd_cents ?? 0),
    partners: rows[0]?.total_partners ?? 0,
    rows: rows.map((r) => ({
      partner_id: r.partner_id,
      user_id: r.user_id,
      worthy_cause_name: r.worthy_cause_name,
      amount_usd: toAmount(r.usd_cents),
      contributions: r.contributions,
      last_period_end: r.last_period_end,
    })),
  };
}

export function failedPayments(rows: Rows<typeof findFailedPayments>, needsAttention: number): AdminDashboard['failed_payments'] {
  return {
    days: FAILED_PAYMENTS_DAYS,
    count: rows[0]?.total_count ?? 0,
    amount_usd: toAmount(rows[0]?.total_usd_cents ?? 0),
    needs_attention: needsAttention,
    rows: rows.map((r) => ({
      contribution_group_id: r.contribution_group_id,
      user_id: r.user_id,
      giver_name: personName(r.first_name, r.last_name) ?? `User ${r.user_id}`,
      company_name: r.company_name,
      amount_usd: toAmount(r.usd_cents),
      failed_at: r.failed_at.toISOString(),
    })),
  };
}
