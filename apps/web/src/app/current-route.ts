import { useMatches } from 'react-router';
import type { RouteEntry, RouteHandle } from './route-types';
import { NOT_FOUND_ROUTE_NAME, type Area } from './shell-rules';

export type CurrentRoute = { name: string; title?: string; areas: Area[]; entries: readonly RouteEntry[] };

/** The route table entries behind the matched path (the deepest match carries them in its handle). */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const entries = handle?.entries ?? [];
  const first = entries[0];
  return {
    name: first?.name ?? NOT_FOUND_ROUTE_NAME,
    title: first?.title,
    areas: entries.map((entry) => entry.area),
    entries,
  };
}
