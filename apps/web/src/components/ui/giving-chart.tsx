import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatUsd } from '../../lib/money';

export type ChartPoint = { label: string; usd: number; beneficiaries: number };

const HONEY = '#f5ad14';
const FOREST = '#1f7350';

/**
 * Giving (bars, USD) and beneficiaries (line) per period. Loaded on its own when a dashboard shows it, so
 * the charting library never weighs on the first screen.
 */
export default function GivingChart({ points }: { points: ChartPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The keyboard can step through the periods (arrow keys); screen readers get the table beside the chart. */}
      <ComposedChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer title="Giving and beneficiaries per period">
        <CartesianGrid stroke="#ece6da" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#5c5346' }} tickLine={false} axisLine={{ stroke: '#d9d1c2' }} minTickGap={12} />
        <YAxis
          yAxisId="usd"
          tick={{ fontSize: 12, fill: '#5c5346' }}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(v: number) => `$${formatCount(v)}`}
        />
        <YAxis yAxisId="people" orientation="right" tick={{ fontSize: 12, fill: '#5c5346' }} tickLine={false} axisLine={false} width={44} tickFormatter={formatCount} />
        <Tooltip
          formatter={(value, name) => (name === 'Giving (USD)' ? formatUsd(Number(value)) : formatCount(Number(value)))}
          contentStyle={{ borderRadius: 8, borderColor: '#d9d1c2' }}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} formatter={(value: string) => <span style={{ color: '#3d352b' }}>{value}</span>} />
        <Bar yAxisId="usd" dataKey="usd" name="Giving (USD)" fill={HONEY} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        <Line yAxisId="people" dataKey="beneficiaries" name="Beneficiaries" stroke={FOREST} strokeWidth={2} dot={points.length > 31 ? false : { r: 2.5 }} type="linear" isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
