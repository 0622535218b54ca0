import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { ContributionTotals } from '@goodhive/contract';
import { formatSgd, formatUsd, pluralise } from '../../../lib/money';
import classes from './partner-giving.module.css';

type FigureProps = { label: string; value: string; note?: ReactNode; icon: ComponentType<{ size?: number }>; color: string; testId: string };

/** One headline figure in a card: an icon, the label, the value set large and a short note. */
export function Figure({ label, value, note, icon: Icon, color, testId }: FigureProps) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" className={classes.figure} data-testid={testId} component="section" aria-label={label}>
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

/** What a set of contributions achieved, in words: '3 contributions · 12 impacts · 40 beneficiaries'. */
export function describeTotals(t: ContributionTotals): string {
  return `${pluralise(t.contributions, 'contribution')} · ${pluralise(t.quantity, 'impact')} · ${pluralise(t.beneficiaries, 'beneficiary', 'beneficiaries')}`;
}

/** A giving figure: the amount in USD with the SGD amount and what it achieved. */
export function GivingFigure({ label, totals, icon, testId }: { label: string; totals: ContributionTotals; icon: ComponentType<{ size?: number }>; testId: string }) {
  return (
    <Figure
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
    />
  );
}
