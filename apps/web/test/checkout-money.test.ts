import { describe, expect, it } from 'vitest';
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
