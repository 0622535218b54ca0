/** The zod-free part of contributions.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
import { formatAmount } from './format.js';

/** The gift credit an admin grants by default: US $100. */
export const GIFT_CREDIT_USD = 100;

export const contributionMessages = {
  notFound: 'Contribution not found.',
  paidCannotDelete: 'A paid contribution cannot be deleted.',
  inCheckout: 'This contribution is part of a checkout in progress. Cancel the checkout first.',
  deleted: 'Contribution deleted.',
  statusChanged: 'Contribution status changed.',
  receiptNotReady: 'A receipt is available once the payment has been received.',
  creditOwner: 'Give the credit to exactly one of user_id or company_id.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
  creditGranted: 'Giving credit added.',
  creditExpiryPast: 'The expiry date cannot be in the past.',
  creditNotified: 'Credit notification marked as shown.',
  creditExpired: 'What was left of the credit has expired.',
  creditRevoked: 'What was left of the credit has been revoked.',
  creditNothingLeft: 'Nothing is left of this credit to end.',
  creditNotFound: 'Giving credit not found.',
  creditReasonRequired: 'Please give a reason.',
  /** The message of the dialog that tells a member a gift credit was added. */
  giftCredit: (amountUsd: number) => `A special Giving Credit of US $${formatAmount(amountUsd)} has been added to your account!`,
} as const;

/** A credit's state: active (something left to spend), used (nothing left), expired (its day passed or staff expired it), revoked. */
export const CREDIT_STATUSES = ['active', 'used', 'expired', 'revoked'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const creditStatusLabels: Record<CreditStatus, string> = { active: 'Active', used: 'Used', expired: 'Expired', revoked: 'Revoked' };

/** The receipt's file name. */
export const receiptFileName = (groupId: number) => `payment_receipt_${groupId}.pdf`;

/** True for a calendar day that exists (2026-02-30 does not). */
export function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}
