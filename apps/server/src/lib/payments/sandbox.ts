import crypto from 'node:crypto';
import { SANDBOX_TEST_CARDS, billingMessages } from '@goodhive/contract';
import { randomSecret, safeEqual } from '../secrets.js';
import type { ChargeResult, ChargeSavedCardInput, CreateCardSetupInput, CreateSessionInput, PaymentProvider, SavedPaymentMethod } from './provider.js';

const digits = (card: string) => card.replace(/\D/g, '');

/** What the sandbox does with a card number: pay, decline, ask for a confirmation step, or refuse an unknown card. */
export function sandboxCardOutcome(cardNumber: string): 'succeeds' | 'declined' | 'requires_confirmation' | 'unknown' {
  const d = digits(cardNumber);
  if (d === digits(SANDBOX_TEST_CARDS.succeeds)) return 'succeeds';
  if (d === digits(SANDBOX_TEST_CARDS.declined)) return 'declined';
  if (d === digits(SANDBOX_TEST_CARDS.requiresConfirmation)) return 'requires_confirmation';
  return 'unknown';
}

/** The brand a card number belongs to, by its leading digits. */
export function cardBrandOf(cardNumber: string): string {
  const d = digits(cardNumber);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'unknown';
}

type SandboxOutcome = 'succeeds' | 'declined' | 'requires_confirmation';
type SandboxCard = { brand: string; last4: string; expMonth: number; expYear: number; outcome: SandboxOutcome; customerId: string | null };

/** 'MM/YY' or 'MM/YYYY' to a month and a four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The built-in sandbox: the "hosted page" is served by this server at /api/payments/sandbox/{session} and
 * accepts only the test cards. No money moves; it exists for development, demos and tests.
 *
 * Saved sandbox cards are payment method ids the sandbox signs (HMAC with `signingSecret`): the id carries the
 * brand, last 4 digits, expiry and whether charges on it succeed, so the number itself is never kept anywhere,
 * and an id the sandbox did not issue is refused.
 */
export function createSandboxProvider(appUrl: string, signingSecret: string): PaymentProvider & { issuePaymentMethod(cardNumber: string, expiry: { month: number; year: number }): string | null } {
  const key = crypto.createHash('sha256').update(`goodhive-sandbox-cards:${signingSecret}`).digest();
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22);
  const brands: Record<string, string> = { v: 'visa', m: 'mastercard', a: 'amex', d: 'discover', u: 'unknown' };
  const outcomes: Record<string, SandboxOutcome> = { s: 'succeeds', d: 'declined', c: 'requires_confirmation' };
  const codeOf = (map: Record<string, string>, value: string) => Object.entries(map).find(([, v]) => v === value)?.[0] ?? 'u';
  // pm_sbx_{brand}{last4}{MM}{YYYY}{outcome}{nonce}_{signature}: short enough for a path parameter.
  const encode = (card: Omit<SandboxCard, 'customerId'>, nonce: string) => {
    const payload = `${codeOf(brands, card.brand)}${card.last4}${String(card.expMonth).padStart(2, '0')}${card.expYear}${codeOf(outcomes, card.outcome)}${nonce}`;
    return `pm_sbx_${payload}_${sign(payload)}`;
  };
  const decode = (id: string): Omit<SandboxCard, 'customerId'> | null => {
    const m = /^pm_sbx_(([vmadu])(\d{4})(\d{2})(\d{4})([sdc])[A-Za-z0-9]{8})_([A-Za-z0-9_-]{22})$/.exec(id);
    if (!m || !safeEqual(sign(m[1]), m[7])) return null;
    return { brand: brands[m[2]], last4: m[3], expMonth: Number(m[4]), expYear: Number(m[5]), outcome: outcomes[m[6]] };
  };
  // Which customer a sandbox card is attached to lives with the saved card row; the sandbox itself keeps nothing.
  const toSaved = (id: string, c: Omit<SandboxCard, 'customerId'>): SavedPaymentMethod => ({ paymentMethodId: id, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, customerId: null });

  return {
    name: 'sandbox',
    minimumAmountCents: 1,
    async createSession(_input: CreateSessionInput) {
      const sessionKey = `sbx_${randomSecret(24)}`;
      return { providerSessionId: sessionKey, redirectUrl: `${appUrl}/api/payments/sandbox/${sessionKey}`, expiresAt: new Date(Date.now() + 24 * 3600_000) };
    },
    async expireSession() {
      // Sandbox sessions close with their database row; nothing to tell anyone.
    },
    async createCustomer() {
      return `cus_sbx_${randomSecret(12)}`;
    },
    async createCardSetupSession(input: CreateCardSetupInput) {
      // The sandbox's card page is served by the billing module under our own session key.
      return { providerSessionId: `seti_sbx_${input.reference}`, redirectUrl: `${appUrl}/api/billing/sandbox/${encodeURIComponent(input.reference)}` };
    },
    async cardOfSetupSession() {
      // The sandbox page hands the issued card to the billing module directly.
      return null;
    },
    async retrievePaymentMethod(paymentMethodId: string) {
      const card = decode(paymentMethodId);
      return card ? toSaved(paymentMethodId, card) : null;
    },
    async attachPaymentMethod() {},
    async detachPaymentMethod() {},
    async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargeResult> {
      const card = decode(input.paymentMethodId);
      const reference = `pi_sbx_${crypto.createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      if (!card) return { outcome: 'declined', reference: null, reason: billingMessages.paymentMethodUnknown };
      if (card.outcome === 'succeeds') return { outcome: 'succeeded', reference, amountCents: input.amountCents };
      if (card.outcome === 'requires_confirmation') return { outcome: 'requires_action', reference, reason: billingMessages.renewalNeedsAuthentication };
      return { outcome: 'declined', reference, reason: billingMessages.renewalCardDeclined };
    },
    /** The sandbox page's "card network": a test card number becomes a signed payment method id; null for any other number. */
    issuePaymentMethod(cardNumber: string, expiry: { month: number; year: number }) {
      const outcome = sandboxCardOutcome(cardNumber);
      if (outcome === 'unknown') return null;
      return encode({ brand: cardBrandOf(cardNumber), last4: digits(cardNumber).slice(-4), expMonth: expiry.month, expYear: expiry.year, outcome }, crypto.randomBytes(6).toString('hex').slice(0, 8));
    },
  };
}
