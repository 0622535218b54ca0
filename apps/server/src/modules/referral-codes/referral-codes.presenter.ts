import { formatAmount, type ReferralCode, type ReferralProgramme, type ReferralReward, type ReferralRewardType, type ReferralRow } from '@goodhive/contract';
import type { ProgrammeRow, ReferralCodeRow } from './referral-codes.repository.js';
import type { referralRewards, referrals } from '../../db/schema/index.js';

/** A reward in words: 'US $25.00 giving credit', '10 × tree planted', '30 extra membership days'. */
export function describeReward(r: { type: string; usdCents: number | null; quantity: number | null; levelName: string | null; days: number | null }): string {
  switch (r.type) {
    case 'giving_credit':
      return `US $${formatAmount((r.usdCents ?? 0) / 100)} giving credit`;
    case 'funded_impact':
      return `${r.quantity ?? 0} × ${r.levelName ?? 'impact'} funded`;
    case 'membership_days':
      return `${r.days ?? 0} extra membership days`;
    default:
      return 'No reward';
  }
}

export function presentReward(code: ReferralCodeRow, levelName: string | null): ReferralReward {
  return {
    reward_type: code.reward_type as ReferralRewardType,
    reward_usd: code.reward_usd_cents === null ? null : code.reward_usd_cents / 100,
    reward_impact_level_id: code.reward_impact_level_id,
    reward_quantity: code.reward_quantity,
    reward_days: code.reward_days,
    description: describeReward({ type: code.reward_type, usdCents: code.reward_usd_cents, quantity: code.reward_quantity, levelName, days: code.reward_days }),
  };
}

type RewardRow = typeof referralRewards.$inferSelect;

export function presentGivenReward(r: RewardRow, levelName: string | null) {
  return {
    side: r.side as 'referrer' | 'referred',
    source: r.source as 'code' | 'programme',
    reward_type: r.reward_type as ReferralRewardType,
    description: describeReward({ type: r.reward_type, usdCents: r.amount_usd_cents, quantity: r.quantity, levelName, days: r.days }),
    created_at: r.created_at.toISOString(),
  };
}

export function presentReferral(row: { referral: typeof referrals.$inferSelect; company_name: string }, rewards: ReferralRow['rewards']): ReferralRow {
  return {
    id: row.referral.id,
    company_name: row.company_name,
    status: row.referral.status as ReferralRow['status'],
    source: row.referral.source as ReferralRow['source'],
    joined_at: row.referral.created_at.toISOString(),
    converted_at: row.referral.converted_at?.toISOString() ?? null,
    rewards,
  };
}

export function presentCode(
  row: { code: ReferralCodeRow; level_name: string | null; company_name: string | null },
  uses: { used: number; converted: number } | undefined,
): ReferralCode {
  const c = row.code;
  return {
    id: c.id,
    code: c.code,
    company: c.company_id !== null ? { id: c.company_id, name: row.company_name ?? '' } : null,
    is_personal: c.is_personal,
    description: c.description,
    reward: presentReward(c, row.level_name),
    usage_limit: c.usage_limit,
    used: uses?.used ?? 0,
    converted: uses?.converted ?? 0,
    expires_at: c.expires_at?.toISOString() ?? null,
    status: c.status as ReferralCode['status'],
    created_at: c.created_at.toISOString(),
  };
}

export function presentProgramme(row: { programme: ProgrammeRow; impact_name: string; project_name: string; rewarded: number }): ReferralProgramme {
  const p = row.programme;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    impact_level_id: p.impact_level_id,
    impact_name: row.impact_name,
    project_name: row.project_name,
    quantity: p.quantity,
    starts_at: p.starts_at.toISOString(),
    ends_at: p.ends_at?.toISOString() ?? null,
    status: p.status as ReferralProgramme['status'],
    rewarded: Number(row.rewarded),
  };
}

/** What a running programme funds, in words. */
export const programmeDescription = (p: { quantity: number; impact_name: string; project_name: string }) =>
  `Each business that becomes a paying member through your link funds ${p.quantity} × ${p.impact_name} (${p.project_name}).`;
