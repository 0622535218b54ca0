import { NumberInput, SimpleGrid } from '@mantine/core';
import { REFERRAL_REWARD_LABELS, REFERRAL_REWARD_TYPES, type ReferralRewardType } from '@goodhive/contract/texts';
import { Select } from '../../../components/ui/select';
import { ImpactLevelSelect } from './impact-level-select';

export type RewardValues = { reward_type: ReferralRewardType; reward_usd: number | null; reward_impact_level_id: number | null; reward_quantity: number | null; reward_days: number | null };

const num = (v: string | number) => (v === '' ? null : Number(v));

/** The reward of a code: its type and the one or two fields that type needs. */
export function RewardFields({ value, onChange, error }: { value: RewardValues; onChange: (v: RewardValues) => void; error: (field: string) => string | null }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Reward"
        data={REFERRAL_REWARD_TYPES.map((r) => ({ value: r, label: REFERRAL_REWARD_LABELS[r] }))}
        value={value.reward_type}
        onChange={(v) => onChange({ ...value, reward_type: (v as ReferralRewardType | null) ?? 'none' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {value.reward_type === 'giving_credit' ? (
        <NumberInput label="Credit (US $)" min={1} decimalScale={2} value={value.reward_usd ?? ''} onChange={(v) => onChange({ ...value, reward_usd: num(v) })} error={error('reward_usd')} required />
      ) : null}
      {value.reward_type === 'membership_days' ? (
        <NumberInput label="Extra days" min={1} allowDecimal={false} value={value.reward_days ?? ''} onChange={(v) => onChange({ ...value, reward_days: num(v) })} error={error('reward_days')} required />
      ) : null}
      {value.reward_type === 'funded_impact' ? (
        <>
          <ImpactLevelSelect value={value.reward_impact_level_id} onChange={(id) => onChange({ ...value, reward_impact_level_id: id })} error={error('reward_impact_level_id')} required />
          <NumberInput label="Quantity" min={1} allowDecimal={false} value={value.reward_quantity ?? ''} onChange={(v) => onChange({ ...value, reward_quantity: num(v) })} error={error('reward_quantity')} required />
        </>
      ) : null}
    </SimpleGrid>
  );
}
