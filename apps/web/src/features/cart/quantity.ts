import { CART_QUANTITY_MESSAGES, QUANTITY_MAX } from '@goodhive/contract/texts';

/** Texts of the quantity field that the contract has no words for (its own min and max texts are reused). */
export const QUANTITY_TEXTS = {
  required: 'Enter a quantity.',
  wholeNumber: 'Enter a whole number of units, such as 1, 5 or 20.',
} as const;

export type QuantityCheck = { ok: true; value: number } | { ok: false; error: string };

/**
 * Checks a quantity as typed: a whole number from 1 to QUANTITY_MAX, the rule the server applies to every
 * cart line, with the words of the contract's cart schemas (CART_QUANTITY_MESSAGES); zod-free, so the cart
 * badge and the project page do not load the schemas.
 */
export function checkQuantity(raw: string | number): QuantityCheck {
  const text = (typeof raw === 'number' ? String(raw) : raw).trim();
  if (text === '') return { ok: false, error: QUANTITY_TEXTS.required };
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return { ok: false, error: QUANTITY_TEXTS.wholeNumber };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, error: QUANTITY_TEXTS.wholeNumber };
  if (value < 1) return { ok: false, error: CART_QUANTITY_MESSAGES.min };
  if (value > QUANTITY_MAX) return { ok: false, error: CART_QUANTITY_MESSAGES.max };
  return { ok: true, value };
}
