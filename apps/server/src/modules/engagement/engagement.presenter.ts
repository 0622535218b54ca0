import type { Engagement, EngagementChoice, EngagementOption, EngagementState } from '@goodhive/contract';
import { ENGAGEMENT_PATHS } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import { presentImage } from '../catalogue/index.js';
import type { ChoiceRow, EngagementRow, OptionRow } from './engagement.repository.js';

/** Today's date (UTC) as YYYY-MM-DD: start and end days are inclusive. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Whether an offered impact may be chosen: the project is live and shown to the company, the level active in USD. */
export const isOptionAvailable = (o: OptionRow, hidden: ReadonlySet<number>) =>
  o.project_status === 'live' && o.level_active && o.currency === 'USD' && o.level_project_id === o.project_id && !hidden.has(o.project_id);

/** How an engagement stands at `now`, given the choices that hold a place. */
export function stateOf(e: Pick<EngagementRow, 'is_active' | 'start_date' | 'end_date' | 'choice_limit'>, made: number, now: Date, companyHasAccess = true): EngagementState {
  const today = todayOf(now);
  if (!e.is_active || !companyHasAccess) return 'inactive';
  if (e.start_date && e.start_date > today) return 'scheduled';
  if (e.end_date && e.end_date < today) return 'ended';
  if (made >= e.choice_limit) return 'full';
  return 'open';
}

export function presentOption(o: OptionRow, hidden: ReadonlySet<number>): EngagementOption {
  return {
    id: o.id,
    project_id: o.project_id,
    impact_level_id: o.impact_level_id,
    quantity: o.quantity,
    project_title: o.project_title,
    impact_unit: o.impact_unit,
    beneficiaries: o.quantity * o.beneficiaries_per_unit,
    amt_total_usd: toAmount(o.price_cents * o.quantity),
    image_square: presentImage(o.project_id, 'square', o.image_square),
    is_available: isOptionAvailable(o, hidden),
  };
}

export const sharedUrlOf = (appUrl: string, key: string) => new URL(ENGAGEMENT_PATHS.shared(key), appUrl).toString();

/** An engagement as its company sees it. */
export function presentEngagement(
  e: EngagementRow,
  options: OptionRow[],
  counts: { made: number; spent_cents: number },
  hidden: ReadonlySet<number>,
  ctx: { appUrl: string; now: Date; hasAccess: boolean },
): Engagement {
  const dearest = options.reduce((n, o) => Math.max(n, o.price_cents * o.quantity), 0);
  return {
    id: e.id,
    key: e.key,
    company_id: e.company_id,
    title: e.title,
    message: e.message,
    choice_limit: e.choice_limit,
    choices_made: counts.made,
    choices_left: Math.max(0, e.choice_limit - counts.made),
    start_date: e.start_date,
    end_date: e.end_date,
    is_active: e.is_active,
    state: stateOf(e, counts.made, ctx.now, ctx.hasAccess),
    options: options.map((o) => presentOption(o, hidden)),
    max_spend_usd: toAmount(dearest * e.choice_limit),
    spent_usd: toAmount(counts.spent_cents),
    shared_url: sharedUrlOf(ctx.appUrl, e.key),
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

export function presentChoice(row: { choice: ChoiceRow; project_title: string; impact_unit: string; beneficiaries_per_unit: number }): EngagementChoice {
  const c = row.choice;
  return {
    id: c.id,
    created_at: c.created_at.toISOString(),
    name: c.name,
    email: c.email,
    option_id: c.option_id,
    project_title: row.project_title,
    impact_unit: row.impact_unit,
    quantity: c.quantity,
    beneficiaries: c.quantity * row.beneficiaries_per_unit,
    amt_total_usd: toAmount(c.amount_usd_cents),
    status: c.status as EngagementChoice['status'],
    funded_by: c.funded_by,
    contribution_group_id: c.contribution_group_id,
    failure_reason: c.failure_reason,
  };
}
