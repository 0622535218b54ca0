import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MonthContributionSummary } from '@goodhive/contract';
import { EmptyBlock, LoadingState } from '../../../components/ui/query-state';
import { periodLabel } from '../../impact/chart-period';
import { formatCount, formatUsd } from '../../../lib/money';
import classes from './partner-giving.module.css';

// The impact screens' chart: giving in bars, beneficiaries as a line. Loaded on its own, so recharts never weighs on the first screen.
const GivingChart = lazy(() => import('../../impact/components/giving-chart'));

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
          <>
            <div className={classes.chartBox} data-testid="monthly-chart">
              <Suspense fallback={<LoadingState label="Loading the chart…" />}>
                <GivingChart points={points} />
              </Suspense>
            </div>
            <VisuallyHidden>
              <Table>
                <Table.Caption>Giving and beneficiaries per month</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Month</Table.Th>
                    <Table.Th scope="col">Giving (USD)</Table.Th>
                    <Table.Th scope="col">Beneficiaries</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((p) => (
                    <Table.Tr key={p.label}>
                      <Table.Th scope="row">{p.label}</Table.Th>
                      <Table.Td>{formatUsd(p.usd)}</Table.Td>
                      <Table.Td>{formatCount(p.beneficiaries)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
