import '@mantine/core/styles/SegmentedControl.css';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { impactMessages } from '@goodhive/contract/texts';
import { ChartLoading, GivingChartBlock } from '../../../components/ui/giving-chart-block';
import { EmptyBlock, ErrorState } from '../../../components/ui/query-state';
import { impactsGroupedQuery } from '../api/impacts-grouped';
import { CHART_MODE_LABELS, chartQueryFor, periodLabel, type ChartMode, type ChartRange } from '../../../lib/chart-period';
import { formatCount, formatUsd } from '../../../lib/money';
import type { GivingAccount } from '../../../lib/history-filters';

const MODES = (Object.keys(CHART_MODE_LABELS) as ChartMode[]).map((value) => ({ value, label: CHART_MODE_LABELS[value] }));

/** 'Giving over time': a chart of giving and beneficiaries with a period switch (months, years or a date range). */
export function GivingOverTime({ userId, account }: { userId: number; account: GivingAccount }) {
  const [mode, setMode] = useState<ChartMode>('month');
  const [range, setRange] = useState<ChartRange>({ begin: null, end: null });
  const chart = chartQueryFor(mode, range);
  const grouped = useQuery({ ...impactsGroupedQuery(userId, account, chart ?? { type: 'month' }), enabled: chart !== null });
  const idBase = useId();
  const reversed = mode === 'range' && range.begin !== null && range.end !== null && range.begin > range.end;

  const data = chart ? grouped.data : undefined;
  const points = (data?.periods ?? []).map((p) => ({ label: periodLabel(p.period, data!.type), usd: p.amt_total_usd, beneficiaries: p.beneficiaries }));
  const totalUsd = points.reduce((sum, p) => sum + p.usd, 0);
  const totalPeople = points.reduce((sum, p) => sum + p.beneficiaries, 0);

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={`${idBase}-title`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz={20} c="forest.9" id={`${idBase}-title`}>
              Giving over time
            </Title>
            {data && points.length > 0 ? (
              <Text fz="sm" c="dimmed" aria-live="polite" data-testid="chart-summary">
                {formatUsd(totalUsd)} given · {formatCount(totalPeople)} beneficiaries
              </Text>
            ) : null}
          </Stack>
          <SegmentedControl
            aria-label="Chart period"
            value={mode}
            onChange={(value) => setMode(value as ChartMode)}
            data={MODES}
            color="forest"
            size="sm"
          />
        </Group>

        {mode === 'range' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={420}>
            <TextInput
              type="date"
              label="From"
              value={range.begin ?? ''}
              max={range.end ?? undefined}
              onChange={(e) => {
                const begin = e.currentTarget.value || null;
                setRange((r) => ({ ...r, begin }));
              }}
            />
            <TextInput
              type="date"
              label="To"
              value={range.end ?? ''}
              min={range.begin ?? undefined}
              error={reversed ? impactMessages.beginAfterEnd : undefined}
              onChange={(e) => {
                const end = e.currentTarget.value || null;
                setRange((r) => ({ ...r, end }));
              }}
            />
          </SimpleGrid>
        ) : null}

        {chart === null ? (
          reversed ? null : (
            <Text fz="sm" c="dimmed" py="xl" ta="center">
              Choose the first and last day to chart.
            </Text>
          )
        ) : grouped.isPending ? (
          <ChartLoading />
        ) : grouped.isError ? (
          <ErrorState error={grouped.error} onRetry={() => void grouped.refetch()} retrying={grouped.isRefetching} />
        ) : totalUsd === 0 && totalPeople === 0 ? (
          <EmptyBlock title="No giving in this period" description="Choose another period, or make a giving to see it here." />
        ) : (
          <GivingChartBlock points={points} periodName="Period" caption="Giving and beneficiaries per period" testId="giving-chart" stale={grouped.isPlaceholderData} />
        )}
      </Stack>
    </Paper>
  );
}
