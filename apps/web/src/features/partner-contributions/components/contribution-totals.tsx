import { Group, Paper, Text } from '@mantine/core';
import type { ContributionTotals } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';
import classes from './partner-giving.module.css';

/** The totals of the whole filtered set (every page), as the impact history shows its totals. */
export function ContributionTotalsBar({ totals }: { totals: ContributionTotals }) {
  const items = [
    { label: 'Contributions', value: formatCount(totals.contributions) },
    { label: 'Impacts', value: formatCount(totals.quantity) },
    { label: 'Beneficiaries', value: formatCount(totals.beneficiaries) },
    { label: 'Total (USD)', value: formatUsd(totals.amount_usd) },
    { label: 'Total (SGD)', value: formatSgd(totals.amount_sgd) },
  ];
  return (
    <Paper p="md" shadow="xs" component="section" aria-label={`Totals of ${pluralise(totals.contributions, 'contribution')}`} data-testid="contribution-totals" bg="forest.0" withBorder={false}>
      <Group gap="xl" style={{ rowGap: 8 }}>
        {items.map((item) => (
          <div key={item.label}>
            <Text fz="xs" fw={600} c="forest.8" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              {item.label}
            </Text>
            <Text fw={700} fz="lg" c="forest.9" className={classes.numeric} data-total={item.label}>
              {item.value}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}
