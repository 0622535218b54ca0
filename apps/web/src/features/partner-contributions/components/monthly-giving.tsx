import { Paper, Stack, Text, Title } from '@mantine/core';
import type { MonthContributionSummary } from '@goodhive/contract';
import { GivingChartBlock } from '../../../components/ui/giving-chart-block';
import { EmptyBlock } from '../../../components/ui/query-state';
import { periodLabel } from '../../../lib/chart-period';
import { formatCount, formatUsd } from '../../../lib/money';

/** Giving to the partner per month over the last 12 months, with a table of the same figures for screen readers. */
export function MonthlyGiving({ months }: { months: MonthContributionSummary[] }) {
  const points = months.map((m) => ({ label: periodLabel(m.month, 'month'), usd: m.amount_usd, beneficiaries: m.beneficiaries }));
  const totalUsd = months.reduce((sum, m) => sum + Math.round(m.amount_usd * 100), 0) / 100;
  const totalPeople = months.reduce((sum, m) => sum + m.beneficiaries, 0);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="monthly-giving-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={20} c="forest.9" id="monthly-giving-title">
            The last 12 months
          </Title>
          <Text fz="sm" c="dimmed" data-testid="chart-summary">
            {formatUsd(totalUsd)} given · {formatCount(totalPeople)} beneficiaries
          </Text>
        </Stack>
        {totalUsd === 0 && totalPeople === 0 ? (
          <EmptyBlock title="No giving in the last 12 months" description="Paid contributions to your projects show here month by month." />
        ) : (
          <GivingChartBlock points={points} periodName="Month" caption="Giving and beneficiaries per month" testId="monthly-chart" />
        )}
      </Stack>
    </Paper>
  );
}
