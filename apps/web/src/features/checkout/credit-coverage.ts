import { amountToCents, centsToAmount } from '@goodhive/contract/texts';

/** What the giving credit does to a checkout of `totalUsd`: the part it covers and what is left to pay by card. */
export type CreditCoverage = { coveredUsd: number; dueUsd: number; coversAll: boolean };

export function creditCoverage(balanceUsd: number, totalUsd: number): CreditCoverage {
  // In cents, so 0.1 + 0.2 never leaves a stray 0.0000001 to pay.
  const total = Math.max(0, amountToCents(totalUsd));
  const covered = Math.min(Math.max(0, amountToCents(balanceUsd)), total);
  return { coveredUsd: centsToAmount(covered), dueUsd: centsToAmount(total - covered), coversAll: total > 0 && covered === total };
}
