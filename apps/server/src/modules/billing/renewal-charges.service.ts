import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { paymentProviderFor, type ChargeResult } from '../../lib/payments/index.js';
import { ownerKeyOf } from '../accounts/index.js';
import * as repo from './billing.repository.js';

export type { CardRow, RenewalChargeRow } from './billing.repository.js';

/** The one key of a company's renewal for one period end, at the provider and in the database. */
export const renewalIdempotencyKey = (companyId: number, periodEnd: Date) => `goodhive-renewal-${companyId}-${periodEnd.toISOString()}`;

/**
 * The renewal attempt of a company for one period end: made on first call, the same row on every later call
 * (a retried job continues it; a finished one is left alone).
 */
export async function claimRenewalCharge(db: DbOrTx, companyId: number, periodEnd: Date) {
  const key = renewalIdempotencyKey(companyId, periodEnd);
  const claimed = await repo.claimRenewalCharge(db, { company_id: companyId, period_end: periodEnd, idempotency_key: key });
  return claimed ?? (await repo.findRenewalCharge(db, companyId, periodEnd))!;
}

/** Records how a renewal attempt went (and why, when it did not). */
export async function recordRenewalCharge(
  db: DbOrTx,
  id: number,
  values: { status?: 'pending' | 'paid' | 'declined' | 'no_card'; payment_card_id?: number | null; membership_payment_id?: number | null; amount_usd_cents?: number; provider_reference?: string | null; failure_reason?: string | null },
) {
  await repo.updateRenewalCharge(db, id, values);
}

/** The company's primary saved card, if any. */
export async function primaryCardOfCompany(db: DbOrTx, companyId: number) {
  return repo.findPrimaryCard(db, ownerKeyOf('company', 0, companyId));
}

/** The primary saved card of any giving account (owner key 'company:{id}' or 'user:{id}'), if any. */
export async function primaryCardOfAccount(db: DbOrTx, ownerKey: string) {
  return repo.findPrimaryCard(db, ownerKey);
}

/** Charges a saved card off-session at the provider that saved it, under an idempotency key. */
export async function chargeSavedCard(
  config: Config,
  card: Pick<repo.CardRow, 'provider' | 'provider_customer_id' | 'provider_payment_method_id'>,
  input: { amountCents: number; description: string; idempotencyKey: string; metadata: Record<string, string> },
): Promise<ChargeResult> {
  const provider = paymentProviderFor(config);
  if (provider.name !== card.provider) return { outcome: 'declined', reference: null, reason: `the card was saved with ${card.provider}, which is not in use.` };
  return provider.chargeSavedCard({ customerId: card.provider_customer_id, paymentMethodId: card.provider_payment_method_id, currency: 'USD', ...input });
}
