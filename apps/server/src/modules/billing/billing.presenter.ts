import { cardBrandLabel, type BillingAddress, type BillingImpact, type SavedCard, type TaxDetail, type TaxType, type TokenPurchase } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { CardRow } from './billing.repository.js';

/** A saved card as members see it: brand, last 4 digits, expiry, primary. */
export function presentCard(c: CardRow): SavedCard {
  return {
    id: c.id,
    brand: c.brand,
    brand_label: cardBrandLabel(c.brand),
    last4: c.last4,
    exp_month: c.exp_month,
    exp_year: c.exp_year,
    is_primary: c.is_primary,
    created_at: c.created_at.toISOString(),
  };
}

export function presentTaxDetail(r: { t: { id: number; tax_type: string; tax_number: string; country_id: number; created_at: Date }; country_name: string }): TaxDetail {
  return { id: r.t.id, tax_type: r.t.tax_type as TaxType, tax_number: r.t.tax_number, country_id: r.t.country_id, country_name: r.country_name, created_at: r.t.created_at.toISOString() };
}

const emptyAddress: BillingAddress = { address_1: null, address_2: null, city: null, state: null, country_name: null, zip_code: null };

export function presentAddress(a: BillingAddress | undefined): BillingAddress {
  if (!a) return emptyAddress;
  return { address_1: a.address_1, address_2: a.address_2, city: a.city, state: a.state, country_name: a.country_name, zip_code: a.zip_code };
}

const providerLabel = (p: string | null) => (p === 'stripe' ? 'Stripe' : p === 'sandbox' ? 'Sandbox' : (p ?? 'provider'));

/** How a giving payment was paid, in words. */
export function paymentMethodLabel(fundedBy: string, provider: string | null): string {
  if (fundedBy === 'credit') return 'Giving credit';
  if (fundedBy === 'platform') return 'Goodhive trial gift';
  return `Card (${providerLabel(provider)})`;
}

export function presentImpact(g: { id: number; paid_at: Date | null; total_usd_cents: number; funded_by: string; payment_provider: string | null; contributions: number }): BillingImpact {
  return {
    contribution_group_id: g.id,
    paid_at: (g.paid_at ?? new Date(0)).toISOString(),
    amount_usd: toAmount(g.total_usd_cents),
    method: paymentMethodLabel(g.funded_by, g.payment_provider),
    contributions: Number(g.contributions),
    receipt_url: `/api/contribution/receipt?group_id=${g.id}`,
  };
}

export function presentTokenPurchase(t: { id: number; created_at: Date; amount_usd_cents: number; status: string; receipt_number: string | null; provider: string | null }): TokenPurchase {
  return { id: t.id, created_at: t.created_at.toISOString(), amount_usd: toAmount(t.amount_usd_cents), status: t.status, receipt_number: t.receipt_number, provider: t.provider };
}
