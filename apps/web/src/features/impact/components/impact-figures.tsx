import { SimpleGrid } from '@mantine/core';
import type { StatImpacts } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';
import { FigureCard } from '../../../components/ui/figure-card';
import { CoinIcon, ImpactIcon, PeopleIcon } from '../../../components/ui/icons';

/** The four headline figures of an account: impacts, beneficiaries, and giving in USD and SGD. */
export function ImpactFigures({ stats }: { stats: StatImpacts }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }} component="section" aria-label="Impact totals">
      <FigureCard
        testId="figure-impacts"
        label="Impacts created"
        value={formatCount(stats.total_impacts)}
        note={`${pluralise(stats.projects_supported, 'project')} in ${pluralise(stats.countries_reached, 'country', 'countries')}`}
        icon={ImpactIcon}
        color="forest"
      />
      <FigureCard
        testId="figure-beneficiaries"
        label="Beneficiaries"
        value={formatCount(stats.beneficiaries)}
        note="People reached by your giving"
        icon={PeopleIcon}
        color="forest"
      />
      <FigureCard
        testId="figure-usd"
        label="Total giving (USD)"
        value={formatUsd(stats.amt_total_usd)}
        note={pluralise(stats.contributions, 'paid contribution')}
        icon={CoinIcon}
        color="honey"
      />
      <FigureCard testId="figure-sgd" label="Total giving (SGD)" value={formatSgd(stats.amt_total_sgd)} note="At the rate of each payment" icon={CoinIcon} color="honey" />
    </SimpleGrid>
  );
}
