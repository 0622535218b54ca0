import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { StatImpacts } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';
import { CoinIcon, ImpactIcon, PeopleIcon } from '../../../components/ui/icons';
import classes from './impact.module.css';

type FigureProps = { label: string; value: string; note?: ReactNode; icon: ComponentType<{ size?: number }>; color: string; testId: string };

function Figure({ label, value, note, icon: Icon, color, testId }: FigureProps) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" className={classes.figure} data-testid={testId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="md" size={32} aria-hidden="true">
            <Icon size={18} />
          </ThemeIcon>
          <Text fz="sm" fw={600} c="dimmed">
            {label}
          </Text>
        </Group>
        <Text className={classes.figureValue} data-figure-value>
          {value}
        </Text>
        {note ? (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The four headline figures of an account: impacts, beneficiaries, and giving in USD and SGD. */
export function ImpactFigures({ stats }: { stats: StatImpacts }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }} component="section" aria-label="Impact totals">
      <Figure
        testId="figure-impacts"
        label="Impacts created"
        value={formatCount(stats.total_impacts)}
        note={`${pluralise(stats.projects_supported, 'project')} in ${pluralise(stats.countries_reached, 'country', 'countries')}`}
        icon={ImpactIcon}
        color="forest"
      />
      <Figure
        testId="figure-beneficiaries"
        label="Beneficiaries"
        value={formatCount(stats.beneficiaries)}
        note="People reached by your giving"
        icon={PeopleIcon}
        color="forest"
      />
      <Figure
        testId="figure-usd"
        label="Total giving (USD)"
        value={formatUsd(stats.amt_total_usd)}
        note={pluralise(stats.contributions, 'paid contribution')}
        icon={CoinIcon}
        color="honey"
      />
      <Figure testId="figure-sgd" label="Total giving (SGD)" value={formatSgd(stats.amt_total_sgd)} note="At the rate of each payment" icon={CoinIcon} color="honey" />
    </SimpleGrid>
  );
}
