import type { ImpactPeriodType } from '@goodhive/contract';
import { IMPACT_MAX_PERIODS, isRealDay } from '@goodhive/contract/texts';

/**
 * The period switch of the 'Giving over time' chart: the last 12 months, every year given in, or a range of
 * days the user picks. A short range is charted per day, a longer one per month.
 */
export type ChartMode = 'month' | 'year' | 'range';
export type ChartRange = { begin: string | null; end: string | null };

export const CHART_MODE_LABELS: Record<ChartMode, string> = { month: 'Last 12 months', year: 'By year', range: 'Date range' };

/** Ranges up to this many days are charted per day. */
export const DAILY_CHART_MAX_DAYS = 62;

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Days in an inclusive range of valid YYYY-MM-DD days. */
export function daysInRange(begin: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / DAY_MS) + 1;
}

export type ChartQuery = { type: ImpactPeriodType; begin_date?: string; end_date?: string };

/**
 * The query of GET /api/user/{id}/impacts-grouped-by-date for a mode, or null while a chosen range is
 * incomplete or reversed (nothing to ask yet).
 */
export function chartQueryFor(mode: ChartMode, range: ChartRange): ChartQuery | null {
  if (mode === 'month') return { type: 'month' };
  if (mode === 'year') return { type: 'year' };
  const { begin, end } = range;
  if (!begin || !end || !isRealDay(begin) || !isRealDay(end) || begin > end) return null;
  const days = daysInRange(begin, end);
  const type: ImpactPeriodType = days <= DAILY_CHART_MAX_DAYS ? 'day' : days / 30 <= IMPACT_MAX_PERIODS ? 'month' : 'year';
  return { type, begin_date: begin, end_date: end };
}

/** A period's label on the chart's axis: '05 Mar' for a day, 'Mar 2026' for a month, '2026' for a year. */
export function periodLabel(period: string, type: ImpactPeriodType): string {
  if (type === 'year') return period.slice(0, 4);
  const month = MONTHS[Number(period.slice(5, 7)) - 1] ?? period.slice(5, 7);
  if (type === 'month') return `${month} ${period.slice(0, 4)}`;
  return `${period.slice(8, 10)} ${month}`;
}
