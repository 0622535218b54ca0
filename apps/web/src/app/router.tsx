import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CrashPage } from '../features/errors';
import { RootShell } from './root-shell';
import { RoutePage } from './route-page';
import type { RouteEntry, RouteHandle } from './route-types';
import { routes } from './routes';
import { preloadPage } from './routes/define';
import { selectRouteEntry } from './shell-rules';

const ROOT_ID = 'root';

/**
 * The first segment of a path or an address, as the router compares it (it ignores case): 'admin' for
 * /admin/users/4, '' for the site root, '*' for the catch-all.
 */
export function firstSegment(path: string): string {
  return (path.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();
}

/**
 * The route table handed to the router a first segment at a time: `take` returns the router routes of the table's
 * paths under that segment (one per path, the entries sharing it in its handle) the first time it is asked for
 * them, and none after. The catch-all not-found path goes with the first take, so an address the table lacks
 * always finds it.
 */
export function routeTableBySegment(table: readonly RouteEntry[]) {
  const bySegment = new Map<string, Map<string, RouteEntry[]>>();
  for (const entry of table) {
    const segment = firstSegment(entry.path);
    const paths = bySegment.get(segment) ?? new Map<string, RouteEntry[]>();
    paths.set(entry.path, [...(paths.get(entry.path) ?? []), entry]);
    bySegment.set(segment, paths);
  }
  const toRoutes = (segment: string): RouteObject[] => {
    const paths = bySegment.get(segment);
    bySegment.delete(segment);
    return [...(paths ?? [])].map(([path, entries]) => {
      const handle: RouteHandle = { entries };
      return { path, handle, element: <RoutePage entries={entries} /> };
    });
  };
  let first = true;
  return {
    take(segment: string): RouteObject[] {
      const taken = toRoutes(segment);
      if (first) taken.push(...toRoutes('*'));
      first = false;
      return taken;
    },
  };
}

/**
 * The app's router. It matches the address it opens on as it is made, and ranking a route table by specificity
 * costs in proportion to its paths (React Router tries them in order and compiles each one's pattern): with the
 * table's 176 paths that was one task of 120 ms on a phone (Chromium at a quarter of this machine's speed),
 * mostly for a short public path, which ranks last. So the router starts with the paths under the first segment
 * of that address and the not-found catch-all, and learns another segment's paths on the first navigation there
 * (`patchRoutesOnNavigation`: an address the known paths miss, or that only the catch-all or a path parameter
 * matches, asks for them before it is matched for good).
 */
export function createAppRouter(pathname: string = window.location.pathname) {
  const table = routeTableBySegment(routes);
  return createBrowserRouter(
    [{ id: ROOT_ID, element: <RootShell />, errorElement: <CrashPage />, children: table.take(firstSegment(pathname)) }],
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const children = table.take(firstSegment(path));
        if (children.length > 0) patch(ROOT_ID, children);
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has matched the address it opened on. An address with a path parameter (a project
 * page) is matched a step later than the others, once the router has asked for its segment's paths, which it
 * does in the same task.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts downloading the screen of the address the app opens on, for a visitor, while the shell renders: the
 * screen's chunk then loads alongside the entry's last work instead of after it, and the screen's first API read
 * (its prefetch) starts at once. It reads the router's own match of that address. A member's screen depends on
 * their account, which is not loaded yet, so it is left to the router.
 */
export function preloadFirstScreen(router: AppRouter, queryClient: QueryClient): void {
  const match = router.state.matches.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  const entry = handle ? selectRouteEntry(handle.entries, null) : null;
  if (!match || !entry) return;
  preloadPage(entry.component);
  entry.prefetch?.({ params: match.params, search: router.state.location.search, queryClient }).catch((error: unknown) => console.warn('A screen\'s data could not be prefetched', error));
}
