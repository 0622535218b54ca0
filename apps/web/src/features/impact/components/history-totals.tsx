import { Group, Paper, Text } from '@mantine/core';
import type { StatImpacts } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';
import classes from './impact.module.css';

type Figures = Pick<StatImpacts, 'contributions' | 'total_impacts' | 'beneficiaries' | 'amt_total_usd' | 'amt_total_sgd'>;

/** The totals of the filtered contributions. */
export function HistoryTotals({ figures }: { figures: Figures }) {
  const items = [
    { label: 'Impacts', value: formatCount(figures.total_impacts) },
    { label: 'Beneficiaries', value: formatCount(figures.beneficiaries) },
    { label: 'Total (USD)', value: formatUsd(figures.amt_total_usd) },
    { label: 'Total (SGD)', value: formatSgd(figures.amt_total_sgd) },
  ];
  return (
    <Paper p="md" shadow="xs" component="section" aria-label={`Totals of ${pluralise(figures.contributions, 'contribution')}`} data-testid="history-totals" bg="forest.0" withBorder={false}>
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
