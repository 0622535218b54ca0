import type { ContributionGroup } from '@goodhive/contract';
import { PATHS } from '../../lib/paths';

export { creditCoverage, type CreditCoverage } from './credit-coverage';

/**
 * The decisions of the payment screens, kept apart from React so they are unit tested: what a payment
 * link holds, what the payment page does with a group, when the result page stops waiting for the
 * provider's confirmation, and how much of a checkout the giving credit covers.
 */

export type { PaymentLink } from './payment-link';

/** The group id of a result page's ?group= parameter, or null. */
export function parseGroupParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** What the payment page does with the group it loaded. */
export type PaymentPageStep =
  /** Open the provider's hosted page for what is left to pay. */
  | 'pay'
  /** Giving credit paid everything at checkout: straight to the success page. */
  | 'paid-by-credit'
  /** Paid already (by card): say so and link to the receipt. */
  | 'already-paid'
  /** Failed or cancelled: it cannot be paid any more; the cart is where to start again. */
  | 'not-payable';

export function paymentPageStep(group: Pick<ContributionGroup, 'status' | 'funded_by'>): PaymentPageStep {
  if (group.status === 'paid') return group.funded_by === 'credit' ? 'paid-by-credit' : 'already-paid';
  if (group.status === 'pending') return 'pay';
  return 'not-payable';
}

/** How often, and how long, the success page asks again while the provider's confirmation is on its way. */
export const PAYMENT_POLL_INTERVAL_MS = 1500;
export const PAYMENT_POLL_TIMEOUT_MS = 30_000;

/** What the success page shows for a group status after waiting `waitedMs` for the confirmation. */
export type PaymentOutcome = 'paid' | 'confirming' | 'delayed' | 'failed' | 'cancelled';

export function paymentOutcome(status: ContributionGroup['status'], waitedMs: number): PaymentOutcome {
  if (status === 'pending') return waitedMs < PAYMENT_POLL_TIMEOUT_MS ? 'confirming' : 'delayed';
  return status;
}

/**
 * The refetch interval of the success page's group query: poll only while a pending group may still be
 * confirmed (the provider returns the browser before its webhook lands); stop once settled or after the
 * time limit, when the page offers to check again instead.
 */
export function nextPollDelay(status: ContributionGroup['status'] | undefined, waitedMs: number): number | false {
  if (status === undefined) return false;
  return paymentOutcome(status, waitedMs) === 'confirming' ? PAYMENT_POLL_INTERVAL_MS : false;
}

/** Where a result page for a group lives (the payment provider's return addresses the server gives it). */
export function paymentResultPath(kind: 'success' | 'failed' | 'cancelled', groupId: number): string {
  const base = { success: PATHS.paymentSuccess, failed: PATHS.paymentFailed, cancelled: PATHS.paymentCancelled }[kind];
  return `${base}?group=${groupId}`;
}

/** The result page that matches a settled group, or null while it is pending. */
export function resultPathFor(group: Pick<ContributionGroup, 'id' | 'status'>): string | null {
  if (group.status === 'paid') return paymentResultPath('success', group.id);
  if (group.status === 'failed') return paymentResultPath('failed', group.id);
  if (group.status === 'cancelled') return paymentResultPath('cancelled', group.id);
  return null;
}

/** Only a web address may receive the browser: a provider answering anything else (javascript:, data:) is refused. */
export function isProviderUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
