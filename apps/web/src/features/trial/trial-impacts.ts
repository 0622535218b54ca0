import type { ComponentType } from 'react';
import { TRIAL_IMPACTS, formatAmount, type TrialImpactKey } from '@goodhive/contract/texts';
import { BookIcon, DropletIcon, LeafIcon } from '../../components/ui/icons';

type ImpactCopy = { title: string; unit: (quantity: number) => string; description: string; icon: ComponentType<{ size?: number }> };

const COPY: Record<TrialImpactKey, ImpactCopy> = {
  water: {
    title: 'Clean water',
    unit: (q) => `${q} ${q === 1 ? 'day' : 'days'} of clean water`,
    description: 'Safe water from community wells in Kenya, kept running by local technicians.',
    icon: DropletIcon,
  },
  tree: {
    title: 'Trees',
    unit: (q) => `${q} ${q === 1 ? 'tree' : 'trees'} planted`,
    description: 'Native trees planted and cared for by farming families restoring their land.',
    icon: LeafIcon,
  },
  education: {
    title: 'Education',
    unit: (q) => `${q} ${q === 1 ? 'day' : 'days'} of education`,
    description: 'Teachers, meals and books for children in informal settlements.',
    icon: BookIcon,
  },
};

export type TrialImpactOption = ImpactCopy & {
  key: TrialImpactKey;
  /** What the funded dollar buys, e.g. '50 days of clean water'. */
  outcome: string;
  /** The gift's value, e.g. '$1.00'. */
  amount: string;
};

/** The three impacts a trial member chooses from, each shown as what $1.00 of giving does. */
export const TRIAL_IMPACT_OPTIONS: readonly TrialImpactOption[] = (Object.keys(TRIAL_IMPACTS) as TrialImpactKey[]).map((key) => {
  const impact = TRIAL_IMPACTS[key];
  return {
    key,
    ...COPY[key],
    outcome: COPY[key].unit(impact.quantity),
    amount: `$${formatAmount(impact.price * impact.quantity)}`,
  };
});

export function findTrialImpact(key: string | null): TrialImpactOption | null {
  return TRIAL_IMPACT_OPTIONS.find((option) => option.key === key) ?? null;
}
