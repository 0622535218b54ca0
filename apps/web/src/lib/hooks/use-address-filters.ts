import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { changeListFilters } from '../address-filters';

/** How a list's filters are read from and written to the address (writing leaves defaults out). */
export type AddressFilterCodec<F> = {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
};

/**
 * A list's filters kept in the address. `change` applies a patch (any change but the page goes back to page 1)
 * and adds a history entry, or replaces the current one with `replace`; `clear` drops every filter. The codec
 * must keep its identity between renders (a module constant, or memoised).
 */
export function useAddressFilters<F extends { page: number }>(codec: AddressFilterCodec<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => codec.read(searchParams), [codec, searchParams]);
  const change = (patch: Partial<F>, { replace = false } = {}) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    // Read the address itself, not this render's copy: a debounced search may land after other changes.
    const current = codec.read(new URLSearchParams(window.location.search));
    const next = codec.write(changeListFilters(current, patch));
    // A date box being typed into reports '' until its day is complete: no new history entry for nothing.
    if (next.toString() === codec.write(current).toString()) return;
    setSearchParams(next, { replace });
  };
  const clear = () => setSearchParams(new URLSearchParams());
  return { filters, change, clear };
}
