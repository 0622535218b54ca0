import Stripe from 'stripe';
import type { CreateSessionInput, PaymentEvent, PaymentProvider } from './provider.js';

/**
 * Stripe Checkout behind our provider interface. Only `createSession` and `expireSession` talk to Stripe's
 * API; webhook verification is local (HMAC), so tests exercise it without network.
 */
export function createStripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    // Stripe's smallest USD charge.
    minimumAmountCents: 50,
    async createSession(input: CreateSessionInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(input.groupId),
          metadata: { contribution_group_id: String(input.groupId) },
          payment_intent_data: { metadata: { contribution_group_id: String(input.groupId) } },
          customer_email: input.customerEmail ?? undefined,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountDueCents, product_data: { name: input.description } },
            },
          ],
          success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `goodhive-group-${input.groupId}-attempt-${input.attempt}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerSessionId: session.id, redirectUrl: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async expireSession(providerSessionId: string) {
      await stripe.checkout.sessions.expire(providerSessionId);
    },
  };
}

/** Verifies a webhook's Stripe-Signature against the raw body; throws when it does not match or is too old. */
export function verifyStripeWebhook(rawBody: Buffer | string, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** Maps the Checkout Session events we act on to provider-neutral payment events; null for the rest. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const outcomeOf: Record<string, PaymentEvent['outcome'] | undefined> = {
    'checkout.session.completed': undefined,
    'checkout.session.async_payment_succeeded': 'succeeded',
    'checkout.session.async_payment_failed': 'failed',
    'checkout.session.expired': 'cancelled',
  };
  if (!(event.type in outcomeOf)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  let outcome = outcomeOf[event.type];
  // A completed session is paid now for cards; for delayed methods it is paid when async_payment_succeeded arrives.
  if (event.type === 'checkout.session.completed') outcome = session.payment_status === 'unpaid' ? 'ignored' : 'succeeded';
  const intent = session.payment_intent;
  return {
    provider: 'stripe',
    eventId: event.id,
    eventType: event.type,
    providerSessionId: session.id,
    outcome: outcome ?? 'ignored',
    amountCents: session.amount_total,
    currency: session.currency,
    reference: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
  };
}
