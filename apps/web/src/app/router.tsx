import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CrashPage } from '../features/errors';
import { RootShell } from './root-shell';
import { RoutePage } from './route-page';
import type { RouteEntry, RouteHandle } from './route-types';
import { routes } from './routes';
import { preloadPage } from './routes/define';
import { selectRouteEntry } from './shell-rules';

/** Turns the route table into router routes: one per path, all children of the root shell. */
export function toRouteObjects(table: readonly RouteEntry[]): RouteObject[] {
  const byPath = new Map<string, RouteEntry[]>();
  for (const entry of table) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <CrashPage />,
      children: [...byPath].map(([path, entries]) => {
        const handle: RouteHandle = { entries };
        return { path, handle, element: <RoutePage entries={entries} /> };
      }),
    },
  ];
}

/** The app's router over the whole route table; it matches the address it opens on as it is made. */
export function createAppRouter() {
  return createBrowserRouter(toRouteObjects(routes));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the screen of the address the app opens on, for a visitor, while the shell renders: the
 * screen's chunk then loads alongside the entry's last work instead of after it, and the screen's first API read
 * (its prefetch) starts at once. It reads the router's own match of that address (matching it again would rank
 * the whole route table a second time). A member's screen depends on their account, which is not loaded yet, so
 * it is left to the router.
 */
export function preloadFirstScreen(router: AppRouter, queryClient: QueryClient): void {
  const match = router.state.matches.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  const entry = handle ? selectRouteEntry(handle.entries, null) : null;
  if (!match || !entry) return;
  preloadPage(entry.component);
  entry.prefetch?.({ params: match.params, search: router.state.location.search, queryClient }).catch((error: unknown) => console.warn('A screen\'s data could not be prefetched', error));
}
