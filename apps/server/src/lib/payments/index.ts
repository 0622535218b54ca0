import type { Config } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';

export type { CardVault, ChargeResult, PaymentEvent, PaymentOutcome, PaymentProvider, SavedPaymentMethod } from './provider.js';

type SandboxProvider = ReturnType<typeof createSandboxProvider>;
const providers = new WeakMap<Config, PaymentProvider>();

/** The configured payment provider (one per configuration): Stripe when chosen, else the sandbox. */
export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.paymentProvider === 'stripe' && config.stripeSecretKey
        ? createStripeProvider(config.stripeSecretKey)
        : createSandboxProvider(config.appUrl, config.oauthClientSecret);
    providers.set(config, provider);
  }
  return provider;
}

/** The sandbox provider with its test-card issuer, or null when the configured provider is not the sandbox. */
export function sandboxProviderFor(config: Config): SandboxProvider | null {
  const provider = paymentProviderFor(config);
  return provider.name === 'sandbox' ? (provider as SandboxProvider) : null;
}
