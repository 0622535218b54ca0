import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { AdminPartnerSort } from '@goodhive/contract';
import { changePartnerFilters, partnerFiltersFromSearchParams, partnerFiltersToSearchParams, type PartnerFilters } from './partner-filters';

/** A staff partner list's filters, read from and written to the address. */
export function usePartnerFilters(defaultSort: AdminPartnerSort) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => partnerFiltersFromSearchParams(searchParams, defaultSort), [searchParams, defaultSort]);
  const change = (patch: Partial<PartnerFilters>) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    const current = partnerFiltersFromSearchParams(new URLSearchParams(window.location.search), defaultSort);
    const next = partnerFiltersToSearchParams(changePartnerFilters(current, patch), defaultSort);
    if (next.toString() !== partnerFiltersToSearchParams(current, defaultSort).toString()) setSearchParams(next);
  };
  return { filters, change };
}
