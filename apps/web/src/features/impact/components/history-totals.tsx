import type { StatImpacts } from '@goodhive/contract';
import { TotalsBar } from '../../../components/ui/totals-bar';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';

type Figures = Pick<StatImpacts, 'contributions' | 'total_impacts' | 'beneficiaries' | 'amt_total_usd' | 'amt_total_sgd'>;

/** The totals of the filtered contributions. */
export function HistoryTotals({ figures }: { figures: Figures }) {
  const items = [
    { label: 'Impacts', value: formatCount(figures.total_impacts) },
    { label: 'Beneficiaries', value: formatCount(figures.beneficiaries) },
    { label: 'Total (USD)', value: formatUsd(figures.amt_total_usd) },
    { label: 'Total (SGD)', value: formatSgd(figures.amt_total_sgd) },
  ];
  return <TotalsBar items={items} label={`Totals of ${pluralise(figures.contributions, 'contribution')}`} testId="history-totals" />;
}
