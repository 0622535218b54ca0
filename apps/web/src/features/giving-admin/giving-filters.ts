import { GIVING_CURRENCIES, GIVING_PAYMENT_METHODS, type GivingPaymentMethod } from '@goodhive/contract/texts';
import { positiveIntOf } from '../../lib/address-filters';

/** The staff giving list's filters as they live in the address (/admin/giving?date_from=…&partner_id=…). */
export type GivingFilters = {
  dateFrom: string | null;
  dateTo: string | null;
  companyId: number | null;
  userId: number | null;
  partnerId: number | null;
  projectId: number | null;
  status: 'paid' | 'unpaid' | null;
  paymentMethod: GivingPaymentMethod | null;
  currency: (typeof GIVING_CURRENCIES)[number] | null;
  amountMin: number | null;
  amountMax: number | null;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : null);
const amountOf = (raw: string | null) => (raw !== null && /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : null);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => (values.find((v) => v === raw) ?? null);

export function givingFiltersFromSearchParams(params: URLSearchParams): GivingFilters {
  return {
    dateFrom: dayOf(params.get('date_from')),
    dateTo: dayOf(params.get('date_to')),
    companyId: positiveIntOf(params.get('company_id')),
    userId: positiveIntOf(params.get('user_id')),
    partnerId: positiveIntOf(params.get('partner_id')),
    projectId: positiveIntOf(params.get('project_id')),
    status: oneOf(['paid', 'unpaid'] as const, params.get('status')),
    paymentMethod: oneOf(GIVING_PAYMENT_METHODS, params.get('payment_method')),
    currency: oneOf(GIVING_CURRENCIES, params.get('currency')),
    amountMin: amountOf(params.get('amount_min')),
    amountMax: amountOf(params.get('amount_max')),
    page: positiveIntOf(params.get('page')) ?? 1,
  };
}

/** The filters as the calls take them (GET /api/admin/giving and its CSV), empty ones left out. */
export function givingFilterQuery(f: GivingFilters): Record<string, string | number | undefined> {
  return {
    date_from: f.dateFrom ?? undefined,
    date_to: f.dateTo ?? undefined,
    company_id: f.companyId ?? undefined,
    user_id: f.userId ?? undefined,
    partner_id: f.partnerId ?? undefined,
    project_id: f.projectId ?? undefined,
    status: f.status ?? undefined,
    payment_method: f.paymentMethod ?? undefined,
    currency: f.currency ?? undefined,
    amount_min: f.amountMin ?? undefined,
    amount_max: f.amountMax ?? undefined,
  };
}

export function givingFiltersToSearchParams(f: GivingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(givingFilterQuery(f))) if (value !== undefined) params.set(key, String(value));
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

export const hasGivingFilters = (f: GivingFilters) => Object.values(givingFilterQuery(f)).some((v) => v !== undefined);
/** The range ends before it starts, or the highest amount is below the lowest: the list is not asked for. */
export const isDateRangeReversed = (f: GivingFilters) => f.dateFrom !== null && f.dateTo !== null && f.dateFrom > f.dateTo;
export const isAmountRangeReversed = (f: GivingFilters) => f.amountMin !== null && f.amountMax !== null && f.amountMin > f.amountMax;
