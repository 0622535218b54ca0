import Stripe from 'stripe';
import type { ChargeResult, ChargeSavedCardInput, CreateCardSetupInput, CreateSessionInput, PaymentEvent, PaymentProvider, SavedPaymentMethod } from './provider.js';

/**
 * Stripe Checkout behind our provider interface: hosted payment pages, Checkout in setup mode to save a card
 * to the giving account's customer, and off-session PaymentIntents for renewals. Webhook verification is
 * local (HMAC), so tests exercise it without network.
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
    async createCustomer(input) {
      const customer = await stripe.customers.create(
        { email: input.email ?? undefined, name: input.name, metadata: { goodhive_owner: input.ownerKey } },
        { idempotencyKey: `goodhive-customer-${input.ownerKey}` },
      );
      return customer.id;
    },
    async createCardSetupSession(input: CreateCardSetupInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'usd',
          customer: input.customerId,
          client_reference_id: input.reference,
          metadata: { goodhive_card_setup: input.reference },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `goodhive-card-setup-${input.reference}` },
      );
      if (!session.url) throw new Error('Stripe returned a setup Checkout Session without a URL');
      return { providerSessionId: session.id, redirectUrl: session.url };
    },
    async cardOfSetupSession(providerSessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId, { expand: ['setup_intent.payment_method'] });
      const intent = session.setup_intent;
      if (session.status !== 'complete' || !intent || typeof intent === 'string' || intent.status !== 'succeeded') return null;
      const method = intent.payment_method;
      if (!method || typeof method === 'string') return null;
      return toSavedMethod(method);
    },
    async retrievePaymentMethod(paymentMethodId: string) {
      try {
        return toSavedMethod(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw err;
      }
    },
    async attachPaymentMethod(paymentMethodId: string, customerId: string) {
      await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    },
    async detachPaymentMethod(paymentMethodId: string) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (err) {
        // Already detached (or gone) at Stripe: the card is not usable either way.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
    },
    async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'succeeded', reference: intent.id, amountCents: intent.amount_received };
        if (intent.status === 'requires_action') return { outcome: 'requires_action', reference: intent.id, reason: 'your bank asks you to confirm this payment.' };
        return { outcome: 'declined', reference: intent.id, reason: intent.last_payment_error?.message ?? `the payment ended as ${intent.status}.` };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const intentId = (err.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
          const reason = err.code === 'authentication_required' ? 'your bank asks you to confirm this payment.' : (err.message ?? 'the card was declined.');
          return { outcome: err.code === 'authentication_required' ? 'requires_action' : 'declined', reference: intentId, reason };
        }
        throw err;
      }
    },
  };
}

/** The parts of a Stripe card payment method we keep. */
function toSavedMethod(method: Stripe.PaymentMethod): SavedPaymentMethod | null {
  if (method.type !== 'card' || !method.card) return null;
  const customer = method.customer;
  return {
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
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
