import { describe, expect, it } from 'vitest';
import { formatAmount } from '@goodhive/contract/texts';
import { formatCount, formatSgd, formatUsd, pluralise } from '../src/lib/money';

describe('amounts on the payment screens (2 decimals, comma thousands)', () => {
  it.each([
    [0, 'US $0.00'],
    [10, 'US $10.00'],
    [12.5, 'US $12.50'],
    [1234.5, 'US $1,234.50'],
    [1_000_000, 'US $1,000,000.00'],
    [1_234_567.891, 'US $1,234,567.89'],
    [0.1 + 0.2, 'US $0.30'],
    [0.02, 'US $0.02'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('puts the minus sign before the currency, and never shows -0.00', () => {
    expect(formatUsd(-100)).toBe('-US $100.00');
    expect(formatUsd(-1234.5)).toBe('-US $1,234.50');
    expect(formatUsd(-0.001)).toBe('US $0.00');
    expect(formatUsd(-0)).toBe('US $0.00');
  });

  it('shows a missing or broken amount as zero rather than NaN', () => {
    expect(formatUsd(Number.NaN)).toBe('US $0.00');
    expect(formatSgd(Number.POSITIVE_INFINITY)).toBe('S$0.00');
  });

  it('formats Singapore dollars the same way', () => {
    expect(formatSgd(13.5)).toBe('S$13.50');
    expect(formatSgd(1653.75)).toBe('S$1,653.75');
  });

  it('counts with thousands separators and the right noun', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(pluralise(1, 'impact')).toBe('1 impact');
    expect(pluralise(2, 'impact')).toBe('2 impacts');
    expect(pluralise(1250, 'beneficiary', 'beneficiaries')).toBe('1,250 beneficiaries');
    expect(pluralise(1, 'beneficiary', 'beneficiaries')).toBe('1 beneficiary');
  });
});

describe('formatAmount', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('writes every amount as the en-US number formatter does', () => {
    // Ties (x.xx5 exactly representable or not), negatives, every magnitude up to the formatter's own range.
    const values = [0, -0, 0.005, 0.015, 0.125, -0.125, 1.005, 2.675, -2.675, 999.995, 999_999.995, 1e20, -1e20, 1e21, 123456789.987, Number.NaN, Infinity, -Infinity];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 5_000; i++) values.push((random() - 0.5) * 10 ** Math.floor(random() * 12), Math.round((random() - 0.5) * 1e7) / 1000);
    for (const value of values) expect(formatAmount(value), String(value)).toBe(intl.format(value));
  });
});
