import type { PaymentProviderName } from '@goodhive/contract';

/** What a provider needs to open a hosted payment page for the amount due of one contribution group. */
export type CreateSessionInput = {
  groupId: number;
  /** Distinguishes attempts for the same group (idempotency keys at the provider). */
  attempt: number;
  amountDueCents: number;
  currency: 'USD';
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type CreatedSession = {
  providerSessionId: string;
  redirectUrl: string;
  expiresAt: Date;
};

/**
 * A payment provider: opens hosted payment pages. Completion always arrives as a payment event (a sandbox
 * page submission or a signed Stripe webhook) handled by the checkout module's one confirm path.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The smallest amount the provider can charge, in cents. */
  readonly minimumAmountCents: number;
  createSession(input: CreateSessionInput): Promise<CreatedSession>;
  /** Closes an open session so it can no longer be paid (best effort). */
  expireSession(providerSessionId: string): Promise<void>;
}

/** The outcome a payment event reports for a session. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'cancelled' | 'requires_action' | 'ignored';

/** A provider notification in the provider-neutral form the confirm path handles. */
export type PaymentEvent = {
  provider: PaymentProviderName;
  eventId: string;
  eventType: string;
  providerSessionId: string;
  outcome: PaymentOutcome;
  amountCents?: number | null;
  currency?: string | null;
  /** The provider's payment reference (Stripe's PaymentIntent id), kept on the group. */
  reference?: string | null;
};
