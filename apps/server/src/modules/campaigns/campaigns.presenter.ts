import type { Campaign, CampaignState, PublicCampaign } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { CampaignRow, findCampaignFacts, findCampaignProgress } from './campaigns.repository.js';

export type CampaignFacts = Awaited<ReturnType<typeof findCampaignFacts>>[number];
export type CampaignTotals = Awaited<ReturnType<typeof findCampaignProgress>>[number];

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Upcoming before its first day, open through its last day (inclusive, UTC), ended after. */
export function campaignState(row: Pick<CampaignRow, 'starts_on' | 'ends_on'>, now: Date): CampaignState {
  const today = dayOf(now);
  if (today < row.starts_on) return 'upcoming';
  return today > row.ends_on ? 'ended' : 'open';
}

/** What anyone may read of a campaign; `givable` says whether visitors may still give its impact. */
export function presentPublicCampaign(row: CampaignRow, facts: CampaignFacts, totals: CampaignTotals | undefined, givable: boolean, now: Date): PublicCampaign {
  const units = totals?.units ?? 0;
  return {
    key: row.share_key,
    title: row.title,
    company_name: facts.company_name,
    story_text: facts.story_text,
    story_image: facts.story_image,
    project_id: row.project_id,
    project_title: facts.project_title,
    is_bundle: facts.is_bundle,
    partner_name: facts.partner_name,
    impact_level_id: row.impact_level_id,
    impact_unit: facts.impact_unit,
    unit_price_usd: toAmount(facts.price_cents),
    is_givable: givable,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    state: campaignState(row, now),
    thank_you_text: row.thank_you_text,
    progress: {
      given_units: units,
      goal_units: row.goal_units,
      percent: Math.min(100, Math.floor((units * 100) / row.goal_units)),
      supporters: totals?.supporters ?? 0,
      beneficiaries: totals?.beneficiaries ?? 0,
      amt_total_usd: toAmount(totals?.cents ?? 0),
    },
  };
}

/** A campaign as its company sees it: the public view with its ids, links and dates. */
export function presentCampaign(row: CampaignRow, view: PublicCampaign): Campaign {
  return {
    ...view,
    id: row.id,
    company_id: row.company_id,
    story_id: row.story_id,
    shared_path: `/campaign/shared/${row.share_key}`,
    data_path: `/campaign/campaigndata/${row.share_key}`,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
