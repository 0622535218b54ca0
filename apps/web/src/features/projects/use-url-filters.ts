import { useLocation, useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address, so a filtered view survives a reload and the back button.
 * Any filter change starts again at page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const hasFilters = keys.some((k) => values[k] !== '');

  const change = (patch: Partial<Record<K, string>>, { replace = false } = {}) => {
    // A debounced search may land after the user has left for another screen.
    if (window.location.pathname !== pathname) return;
    // Read the address itself: a debounced search may land after other changes of this render.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    if (next.toString() !== new URLSearchParams(window.location.search).toString()) setParams(next, { replace });
  };
  const setPage = (n: number) => {
    const next = new URLSearchParams(window.location.search);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { values, page, hasFilters, change, setPage, clear };
}
