import { Group, Paper, Text } from '@mantine/core';
import classes from './lists.module.css';

type TotalsBarProps = {
  /** Each total with its label, e.g. { label: 'Total (USD)', value: 'US $12.00' }. */
  items: { label: string; value: string }[];
  /** Names the region, e.g. 'Totals of 12 contributions'. */
  label: string;
  testId: string;
};

/** The totals of a filtered list (every page of it), in a light green band above the rows. */
export function TotalsBar({ items, label, testId }: TotalsBarProps) {
  return (
    <Paper p="md" shadow="xs" component="section" aria-label={label} data-testid={testId} bg="forest.0" withBorder={false}>
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
