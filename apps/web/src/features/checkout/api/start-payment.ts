import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { payResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** The provider's hosted payment page for a group, and the amount it charges. */
export type PaymentSession = z.infer<typeof payResponseSchema>['data'];

/**
 * POST /api/contribution/pay: opens (or reopens) the provider's hosted page for what is left to pay of a
 * pending group. The payment token lets a page without a session pay; a session is sent when there is one.
 */
export function startPayment(groupId: number, paymentToken?: string): Promise<PaymentSession> {
  return api.post<PaymentSession>('/contribution/pay', { contribution_group_id: groupId, payment_token: paymentToken });
}

export function useStartPayment() {
  return useMutation({ mutationFn: ({ groupId, paymentToken }: { groupId: number; paymentToken?: string }) => startPayment(groupId, paymentToken) });
}
