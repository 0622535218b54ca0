import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { UpdateListFilters } from './api/partner-updates';
import { changeUpdateFilters, updateFiltersFromSearchParams, updateFiltersToSearchParams } from './updates-filters';

/** The list filters of a screen, kept in its address; `change` leaves page 1 unless the page itself changes. */
export function useUpdateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => updateFiltersFromSearchParams(searchParams), [searchParams]);
  const change = (patch: Partial<UpdateListFilters>) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    const current = updateFiltersFromSearchParams(new URLSearchParams(window.location.search));
    const next = updateFiltersToSearchParams(changeUpdateFilters(current, patch));
    if (next.toString() !== updateFiltersToSearchParams(current).toString()) setSearchParams(next);
  };
  const clear = () => setSearchParams(new URLSearchParams());
  return { filters, change, clear };
}
