import { createBrowserRouter, type RouteObject } from 'react-router';
import { CrashPage } from '../features/errors';
import { RootShell } from './root-shell';
import { RoutePage } from './route-page';
import type { RouteEntry, RouteHandle } from './route-types';
import { routes } from './routes';

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

export const router = createBrowserRouter(toRouteObjects(routes));
