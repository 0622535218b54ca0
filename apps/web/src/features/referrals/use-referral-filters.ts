import { REFERRAL_STATUSES, type ReferralStatus } from '@goodhive/contract/texts';
import { useAddressFilters, type AddressFilterCodec } from '../../lib/hooks/use-address-filters';
import type { ReferralFilters } from './api/referrals';

/** The staff list's filters read from the address (?status, search, page); anything invalid is dropped. */
export function referralFiltersFrom(params: URLSearchParams): ReferralFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: (REFERRAL_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReferralStatus) : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The address form of the filters; defaults are left out. */
export function referralFiltersTo(filters: ReferralFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const REFERRAL_FILTER_CODEC: AddressFilterCodec<ReferralFilters> = { read: referralFiltersFrom, write: referralFiltersTo };

/** The filters kept in the address; any change but the page starts again on page 1. */
export function useReferralFilters() {
  const { filters, change } = useAddressFilters(REFERRAL_FILTER_CODEC);
  return { filters, change };
}
