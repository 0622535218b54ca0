import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { REFERRAL_STATUSES, type ReferralStatus } from '@goodhive/contract';
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

/** The filters kept in the address; any change but the page starts again on page 1. */
export function useReferralFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => referralFiltersFrom(params), [params]);
  const change = (patch: Partial<ReferralFilters>) => {
    // A debounced search may land after the user left, or after other changes: read the address itself.
    if (window.location.pathname !== pathname) return;
    const current = referralFiltersFrom(new URLSearchParams(window.location.search));
    const next = { ...current, ...patch, page: patch.page ?? 1 };
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.search) out.set('search', next.search);
    if (next.page > 1) out.set('page', String(next.page));
    if (out.toString() !== new URLSearchParams(window.location.search).toString()) setParams(out);
  };
  return { filters, change };
}
