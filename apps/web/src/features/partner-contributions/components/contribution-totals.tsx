import type { ContributionTotals } from '@goodhive/contract';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';

/** The totals of the whole filtered set (every page), as the impact history shows its totals. */
export function ContributionTotalsBar({ totals }: { totals: ContributionTotals }) {
  const items = [
    { label: 'Contributions', value: formatCount(totals.contributions) },
    { label: 'Impacts', value: formatCount(totals.quantity) },
    { label: 'Beneficiaries', value: formatCount(totals.beneficiaries) },
    { label: 'Total (USD)', value: formatUsd(totals.amount_usd) },
    { label: 'Total (SGD)', value: formatSgd(totals.amount_sgd) },
  ];
  return <TotalsBar items={items} label={`Totals of ${pluralise(totals.contributions, 'contribution')}`} testId="contribution-totals" />;
}
