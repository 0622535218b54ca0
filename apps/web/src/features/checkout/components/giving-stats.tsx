import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ContributionGroup } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';

/** The headline figures of a paid checkout: who it reaches, how many impacts, and what it came to in both currencies. */
export function GivingStats({ group }: { group: Pick<ContributionGroup, 'contributions' | 'total_usd' | 'total_sgd'> }) {
  const beneficiaries = group.contributions.reduce((n, c) => n + c.beneficiaries, 0);
  const stats = [
    { label: 'Beneficiaries', value: formatCount(beneficiaries) },
    // As on the giving cart: one impact per project or story given, whatever its number of units.
    { label: 'Impacts', value: formatCount(group.contributions.length) },
    { label: 'Given in USD', value: formatUsd(group.total_usd) },
    ...(group.total_sgd !== null ? [{ label: 'Given in SGD', value: formatSgd(group.total_sgd) }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: stats.length }} spacing="md" component="dl" m={0}>
      {stats.map((s) => (
        <Paper key={s.label} p="md" shadow="none" radius="md">
          <Text component="dt" fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
            {s.label}
          </Text>
          <Text component="dd" m={0} fz={{ base: 19, sm: 24 }} fw={700} c="forest.9" ff="heading" style={{ overflowWrap: 'anywhere' }}>
            {/* Keeps 'US $' together when a long amount wraps on a phone. */}
            {s.value.replace('US $', 'US\u00a0$')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
