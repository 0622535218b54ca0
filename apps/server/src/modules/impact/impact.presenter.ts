import { TRIAL_DAYS, type TrialState } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { DayRange } from './impact-range.js';
import type { Sums } from './impact.repository.js';
import type { ImpactSubject } from './impact-subject.js';

const DAY_MS = 86_400_000;

export const zeroSums = (): Sums => ({ contributions: 0, total_impacts: 0, beneficiaries: 0, usd_cents: 0, sgd_cents: 0 });

/** Adds b into a (in place) and returns a. */
export function addSums(a: Sums, b: Sums): Sums {
  a.contributions += b.contributions;
  a.total_impacts += b.total_impacts;
  a.beneficiaries += b.beneficiaries;
  a.usd_cents += b.usd_cents;
  a.sgd_cents += b.sgd_cents;
  return a;
}

/** Sums as the API's figures: counts, and amounts as decimals with 2 places. */
export const presentFigures = (s: Sums) => ({
  contributions: s.contributions,
  total_impacts: s.total_impacts,
  beneficiaries: s.beneficiaries,
  amt_total_usd: toAmount(s.usd_cents),
  amt_total_sgd: toAmount(s.sgd_cents),
});

/** Who the figures are of, and for which days. */
export const presentSubject = (subject: ImpactSubject, range: DayRange) => ({
  account: subject.account,
  user_id: subject.userId,
  company_id: subject.companyId,
  begin_date: range.begin,
  end_date: range.end,
});

/** The 17-day trial as stored on the company: on trial until trial_ends_at. */
export function presentTrial(row: { trial_started_at: Date | null; trial_ends_at: Date | null } | null, now = new Date()): TrialState {
  const ends = row?.trial_ends_at ? new Date(row.trial_ends_at) : null;
  const isTrial = Boolean(ends && ends.getTime() > now.getTime());
  return {
    is_trial: isTrial,
    trial_started_at: row?.trial_started_at ? new Date(row.trial_started_at).toISOString() : null,
    trial_ends_at: ends ? ends.toISOString() : null,
    days_left: isTrial && ends ? Math.ceil((ends.getTime() - now.getTime()) / DAY_MS) : 0,
    trial_days: TRIAL_DAYS,
  };
}
