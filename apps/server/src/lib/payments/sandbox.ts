import { SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { randomSecret } from '../secrets.js';
import type { CreateSessionInput, PaymentProvider } from './provider.js';

const digits = (card: string) => card.replace(/\D/g, '');

/** What the sandbox does with a card number: pay, decline, ask for a confirmation step, or refuse an unknown card. */
export function sandboxCardOutcome(cardNumber: string): 'succeeds' | 'declined' | 'requires_confirmation' | 'unknown' {
  const d = digits(cardNumber);
  if (d === digits(SANDBOX_TEST_CARDS.succeeds)) return 'succeeds';
  if (d === digits(SANDBOX_TEST_CARDS.declined)) return 'declined';
  if (d === digits(SANDBOX_TEST_CARDS.requiresConfirmation)) return 'requires_confirmation';
  return 'unknown';
}

/**
 * The built-in sandbox: the "hosted page" is served by this server at /api/payments/sandbox/{session} and
 * accepts only the test cards. No money moves; it exists for development, demos and tests.
 */
export function createSandboxProvider(appUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    minimumAmountCents: 1,
    async createSession(_input: CreateSessionInput) {
      const key = `sbx_${randomSecret(24)}`;
      return { providerSessionId: key, redirectUrl: `${appUrl}/api/payments/sandbox/${key}`, expiresAt: new Date(Date.now() + 24 * 3600_000) };
    },
    async expireSession() {
      // Sandbox sessions close with their database row; nothing to tell anyone.
    },
  };
}
