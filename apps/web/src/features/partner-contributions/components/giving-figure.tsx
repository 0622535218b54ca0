import type { ComponentType } from 'react';
import type { ContributionTotals } from '@goodhive/contract';
import { FigureCard } from '../../../components/ui/figure-card';
import { formatSgd, formatUsd, pluralise } from '../../../lib/money';

/** What a set of contributions achieved, in words: '3 contributions · 12 impacts · 40 beneficiaries'. */
export function describeTotals(t: ContributionTotals): string {
  return `${pluralise(t.contributions, 'contribution')} · ${pluralise(t.quantity, 'impact')} · ${pluralise(t.beneficiaries, 'beneficiary', 'beneficiaries')}`;
}

/** A giving figure: the amount in USD with the SGD amount and what it achieved; a region of its own, a row of its own on phones. */
export function GivingFigure({ label, totals, icon, testId }: { label: string; totals: ContributionTotals; icon: ComponentType<{ size?: number }>; testId: string }) {
  return (
    <FigureCard
      label={label}
      value={formatUsd(totals.amount_usd)}
      note={
        <>
          {formatSgd(totals.amount_sgd)}
          <br />
          {describeTotals(totals)}
        </>
      }
      icon={icon}
      color="honey"
      testId={testId}
      region
      wide
    />
  );
}
