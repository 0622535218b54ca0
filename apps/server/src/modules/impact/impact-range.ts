import { IMPACT_MAX_PERIODS, impactMessages, type ImpactPeriodType } from '@goodhive/contract';
import { validationError } from '../../lib/errors.js';

/** A range of UTC days, inclusive of both ends; null ends are open. */
export type DayRange = { begin: string | null; end: string | null };

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

export const todayUtc = () => dayOf(new Date());
export const addDays = (day: string, n: number) => dayOf(new Date(parseDay(day).getTime() + n * DAY_MS));

/** The instants a day range covers: from the first day's midnight up to (not including) the midnight after the last day. */
export function rangeInstants(range: DayRange): { from: Date | null; until: Date | null } {
  return {
    from: range.begin ? parseDay(range.begin) : null,
    until: range.end ? new Date(parseDay(range.end).getTime() + DAY_MS) : null,
  };
}

/** The SQL to_char format that labels a period of each type. */
export const PERIOD_FORMATS: Record<ImpactPeriodType, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

const labelOf = (start: string, type: ImpactPeriodType) => (type === 'day' ? start : type === 'month' ? start.slice(0, 7) : start.slice(0, 4));
const startOf = (day: string, type: ImpactPeriodType) => (type === 'day' ? day : type === 'month' ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`);
function nextStart(start: string, type: ImpactPeriodType): string {
  if (type === 'day') return addDays(start, 1);
  const d = parseDay(start);
  if (type === 'month') return dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  return dayOf(new Date(Date.UTC(d.getUTCFullYear() + 1, 0, 1)));
}

/** Every period that touches the range, in order; more than IMPACT_MAX_PERIODS is refused (422). */
export function listPeriods(begin: string, end: string, type: ImpactPeriodType): { period: string; start_date: string }[] {
  const out: { period: string; start_date: string }[] = [];
  for (let start = startOf(begin, type); start <= end; start = nextStart(start, type)) {
    if (out.length === IMPACT_MAX_PERIODS) throw validationError({ type: [impactMessages.tooManyPeriods] });
    out.push({ period: labelOf(start, type), start_date: start });
  }
  return out;
}

/**
 * The range a chart covers when the request leaves it open: up to today, from 30 days, 12 months, or the
 * year of the first paid contribution (`firstDay`) back.
 */
export function chartRange(type: ImpactPeriodType, begin: string | undefined, end: string | undefined, firstDay: string | null): { begin: string; end: string } {
  const today = todayUtc();
  const last = end ?? (begin && begin > today ? begin : today);
  if (begin) return { begin, end: last };
  if (type === 'day') return { begin: addDays(last, -29), end: last };
  if (type === 'month') {
    const d = parseDay(last);
    return { begin: dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1))), end: last };
  }
  const firstYear = firstDay && firstDay < last ? firstDay.slice(0, 4) : last.slice(0, 4);
  return { begin: `${firstYear}-01-01`, end: last };
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => nextStart(monthStart(day), 'month');

/**
 * Splits a day range into the whole months it covers ([from, until) as first days; null ends are open) and
 * the days of partial months at either end, so totals can come from monthly rollups plus a few raw days.
 */
export function splitByMonths(range: DayRange): { months: { from: string | null; until: string | null } | null; edges: DayRange[] } {
  const from = range.begin === null ? null : range.begin.endsWith('-01') ? range.begin : nextMonthStart(range.begin);
  const until = range.end === null ? null : addDays(range.end, 1).endsWith('-01') ? nextMonthStart(range.end) : monthStart(range.end);
  if (from !== null && until !== null && from >= until) return { months: null, edges: [range] };
  const edges: DayRange[] = [];
  if (range.begin !== null && from !== null && range.begin < from) edges.push({ begin: range.begin, end: addDays(from, -1) });
  if (range.end !== null && until !== null && until <= range.end) edges.push({ begin: until, end: range.end });
  return { months: { from, until }, edges };
}
