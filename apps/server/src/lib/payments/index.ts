import type { Config } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';

export type { PaymentEvent, PaymentOutcome, PaymentProvider } from './provider.js';

const providers = new WeakMap<Config, PaymentProvider>();

/** The configured payment provider (one per configuration): Stripe when chosen, else the sandbox. */
export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.paymentProvider === 'stripe' && config.stripeSecretKey
        ? createStripeProvider(config.stripeSecretKey)
        : createSandboxProvider(config.appUrl);
    providers.set(config, provider);
  }
  return provider;
}
