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
export interface PaymentProvider extends CardVault {
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

/** A card saved at the provider, as we keep it: never the number, only what a member recognises it by. */
export type SavedPaymentMethod = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider customer it is attached to, when it is. */
  customerId: string | null;
};

/** What a provider needs to open its hosted page for saving a card to a customer (no charge). */
export type CreateCardSetupInput = {
  customerId: string;
  /** Our own session key (idempotency at the provider, and the return address). */
  reference: string;
  successUrl: string;
  cancelUrl: string;
};

/** A charge of a saved card without the card holder present (automatic renewals). */
export type ChargeSavedCardInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'USD';
  description: string;
  /** The same key never charges twice at the provider. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type ChargeResult =
  | { outcome: 'succeeded'; reference: string; amountCents: number }
  | { outcome: 'declined' | 'requires_action'; reference: string | null; reason: string };

/**
 * Saving cards and charging them: customers per giving account, the hosted page that saves a card (Stripe
 * Checkout in setup mode, or the sandbox's own page), the saved card's details, and off-session charges.
 */
export interface CardVault {
  createCustomer(input: { email: string | null; name: string; ownerKey: string }): Promise<string>;
  createCardSetupSession(input: CreateCardSetupInput): Promise<{ providerSessionId: string; redirectUrl: string }>;
  /** The card a finished setup session saved, or null when the session did not save one. */
  cardOfSetupSession(providerSessionId: string): Promise<SavedPaymentMethod | null>;
  /** A payment method the provider issued, or null when it does not know it. */
  retrievePaymentMethod(paymentMethodId: string): Promise<SavedPaymentMethod | null>;
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<void>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeResult>;
}
