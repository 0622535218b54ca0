import { describe, expect, it } from 'vitest';
import { formatAmount, type ImpactHistoryRow } from '@goodhive/contract';
import { sumHistoryRows } from '../src/features/impact/api/history-totals';
import { CHART_MODE_LABELS, chartQueryFor, daysInRange, periodLabel } from '../src/lib/chart-period';
import { formatCount, formatSgd, formatUsd, pluralise } from '../src/lib/money';

describe('impact amounts', () => {
  it("use the contract's one formatter: 2 decimals and comma thousands separators", () => {
    expect(formatUsd(1234567.5)).toBe(`US $${formatAmount(1234567.5)}`);
    expect(formatUsd(1234567.5)).toBe('US $1,234,567.50');
    expect(formatSgd(0.1)).toBe('S$0.10');
    expect(formatSgd(null)).toBe('—');
    expect(formatUsd(Number.NaN)).toBe('US $0.00');
  });

  it('count people and impacts as whole numbers', () => {
    expect(formatCount(2979)).toBe('2,979');
    expect(pluralise(1, 'beneficiary', 'beneficiaries')).toBe('1 beneficiary');
    expect(pluralise(1500, 'project')).toBe('1,500 projects');
  });

  it('add history lines in cents, so totals match the server to the cent', () => {
    const row = (usd: number, sgd: number | null) => ({ amt_total_usd: usd, amt_total_sgd: sgd, quantity: 2, beneficiaries: 3 }) as ImpactHistoryRow;
    const totals = sumHistoryRows([row(0.1, 0.14), row(0.2, null), row(1.15, 1.55)]);
    expect(totals).toEqual({ contributions: 3, total_impacts: 6, beneficiaries: 9, amt_total_usd: 1.45, amt_total_sgd: 1.69 });
  });
});

describe('the giving chart period switch', () => {
  it('asks for the last 12 months or every year without dates', () => {
    expect(Object.keys(CHART_MODE_LABELS)).toEqual(['month', 'year', 'range']);
    expect(chartQueryFor('month', { begin: null, end: null })).toEqual({ type: 'month' });
    expect(chartQueryFor('year', { begin: '2026-01-01', end: null })).toEqual({ type: 'year' });
  });

  it('charts a short range per day and a longer one per month, both days included', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(chartQueryFor('range', { begin: '2026-03-01', end: '2026-04-30' })).toEqual({ type: 'day', begin_date: '2026-03-01', end_date: '2026-04-30' });
    expect(chartQueryFor('range', { begin: '2026-01-01', end: '2026-12-31' })).toEqual({ type: 'month', begin_date: '2026-01-01', end_date: '2026-12-31' });
  });

  it('asks nothing while a range is incomplete or reversed', () => {
    expect(chartQueryFor('range', { begin: '2026-03-01', end: null })).toBeNull();
    expect(chartQueryFor('range', { begin: '2026-03-02', end: '2026-03-01' })).toBeNull();
    expect(chartQueryFor('range', { begin: '2026-02-30', end: '2026-03-01' })).toBeNull();
  });

  it('labels periods for the axis', () => {
    expect(periodLabel('2026-03-05', 'day')).toBe('05 Mar');
    expect(periodLabel('2026-03', 'month')).toBe('Mar 2026');
    expect(periodLabel('2026', 'year')).toBe('2026');
  });
});
