import { Table, VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { formatCount, formatUsd } from '../../lib/money';
import type { ChartPoint } from './giving-chart';
import { LoadWhenVisible } from './load-when-visible';
import { LoadingState } from './query-state';
import classes from './giving-chart-block.module.css';

// Giving in bars, beneficiaries as a line. Loaded on its own when it scrolls into view, so recharts never weighs
// on the first paint of a screen.
const GivingChart = lazy(() => import('./giving-chart'));

type GivingChartBlockProps = {
  points: ChartPoint[];
  /** What one point is, e.g. 'Month': the first column of the table for screen readers. */
  periodName: string;
  /** The caption of that table, e.g. 'Giving and beneficiaries per month'. */
  caption: string;
  testId: string;
  /** The points are the previous period's, while the next one loads. */
  stale?: boolean;
};

/** Giving and beneficiaries per period as a chart, with the same figures as a table for screen readers. */
export function GivingChartBlock({ points, periodName, caption, testId, stale }: GivingChartBlockProps) {
  return (
    <>
      <div className={classes.chartBox} data-stale={stale || undefined} data-testid={testId}>
        <LoadWhenVisible label="Loading the chart…" className={classes.chartPlace}>
          <GivingChart points={points} />
        </LoadWhenVisible>
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{periodName}</Table.Th>
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
  );
}

/** The chart's place while its data loads, at the chart's height. */
export function ChartLoading() {
  return (
    <div className={classes.chartBox}>
      <LoadingState label="Loading the chart…" />
    </div>
  );
}
