import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MESSAGES, QUANTITY_MAX, cartUpdateSchema } from '@goodhive/contract';
import { displayTotal, formatSgd, formatUsd, pluralise } from '../src/lib/money';
import { QUANTITY_TEXTS, checkQuantity } from '../src/features/cart/quantity';

describe('checkQuantity', () => {
  it('accepts whole numbers from 1 to QUANTITY_MAX, typed or numeric', () => {
    expect(checkQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(checkQuantity(' 25 ')).toEqual({ ok: true, value: 25 });
    expect(checkQuantity(QUANTITY_MAX)).toEqual({ ok: true, value: QUANTITY_MAX });
    expect(checkQuantity('7.0')).toEqual({ ok: true, value: 7 });
  });

  it('asks for a quantity when the field is empty', () => {
    expect(checkQuantity('')).toEqual({ ok: false, error: QUANTITY_TEXTS.required });
    expect(checkQuantity('   ')).toEqual({ ok: false, error: QUANTITY_TEXTS.required });
  });

  it('refuses fractions and anything that is not a number', () => {
    for (const raw of ['1.5', 'abc', '1e3', '2,5', '0x10', 'Infinity']) {
      expect(checkQuantity(raw), raw).toEqual({ ok: false, error: QUANTITY_TEXTS.wholeNumber });
    }
    expect(checkQuantity(2.5)).toEqual({ ok: false, error: QUANTITY_TEXTS.wholeNumber });
  });

  it('agrees with the cart schema the server checks, on both sides of each limit', () => {
    for (const value of [-3, 0, 1, 2, QUANTITY_MAX - 1, QUANTITY_MAX, QUANTITY_MAX + 1]) {
      const server = cartUpdateSchema.shape.quantity.safeParse(value);
      const screen = checkQuantity(value);
      expect(screen.ok, String(value)).toBe(server.success);
      if (!server.success && !screen.ok) expect(screen.error).toBe(server.error.issues[0]?.message);
    }
    expect(cartUpdateSchema.shape.quantity.safeParse(0).error?.issues[0]?.message).toBe(CART_QUANTITY_MESSAGES.min);
  });

  it("uses the contract's own words for the limits, as the server does", () => {
    expect(checkQuantity('0')).toEqual({ ok: false, error: 'The quantity must be at least 1.' });
    expect(checkQuantity('-3')).toEqual({ ok: false, error: 'The quantity must be at least 1.' });
    expect(checkQuantity(QUANTITY_MAX + 1)).toEqual({ ok: false, error: `The quantity must be at most ${QUANTITY_MAX}.` });
  });
});

describe('displayTotal', () => {
  it('multiplies in whole cents, so small prices never drift', () => {
    expect(displayTotal(0.02, 50)).toBe(1);
    expect(displayTotal(0.1, 3)).toBe(0.3);
    expect(displayTotal(4.5, 7)).toBe(31.5);
  });
});

describe('amounts and counts as the product shows them', () => {
  it('uses 2 decimals, comma thousands and the currency in front', () => {
    expect(formatUsd(1234.5)).toBe('US $1,234.50');
    expect(formatUsd(0.02)).toBe('US $0.02');
    expect(formatSgd(13.5)).toBe('S$13.50');
  });

  it('says one or many', () => {
    expect(pluralise(1, 'impact')).toBe('1 impact');
    expect(pluralise(1200, 'beneficiary', 'beneficiaries')).toBe('1,200 beneficiaries');
  });
});
