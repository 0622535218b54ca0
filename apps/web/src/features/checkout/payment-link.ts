import { z } from 'zod';
import { payRequestSchema } from '@goodhive/contract';
import { ACCOUNT_KINDS } from '@goodhive/contract/texts';

// The payment link's checks use the contract's schemas (zod): the payment page loads them after its first paint.

/**
 * /payment-redirect/{type}/{userToken}/{contributionGroupId}: the server builds it at checkout. `type` is
 * the group's account kind (user or company); `userToken` is the checkout's payment token: a random secret
 * that opens this one group for 24 hours (stored hashed), never a sign-in token, so the page also works
 * without a session.
 */
export type PaymentLink = { type: (typeof ACCOUNT_KINDS)[number]; paymentToken: string; groupId: number };

const linkTypeSchema = z.enum(ACCOUNT_KINDS);

/** Reads the payment page's route parameters with the contract's own rules; null when they cannot be a payment link. */
export function parsePaymentLink(params: { type?: string; userToken?: string; contributionGroupId?: string }): PaymentLink | null {
  const type = linkTypeSchema.safeParse(params.type);
  if (!type.success || !params.contributionGroupId || !/^\d+$/.test(params.contributionGroupId)) return null;
  const request = payRequestSchema.safeParse({ contribution_group_id: params.contributionGroupId, payment_token: params.userToken });
  if (!request.success || !request.data.payment_token) return null;
  return { type: type.data, paymentToken: request.data.payment_token, groupId: request.data.contribution_group_id };
}
