import { NotFoundPage } from '../features/errors';
import { useSession } from '../lib/auth';
import type { RouteEntry } from './route-types';
import { selectRouteEntry } from './shell-rules';

/** Renders the entry of the current user's area for a path; a path that exists only for others is not found. */
export function RoutePage({ entries }: { entries: readonly RouteEntry[] }) {
  const session = useSession();
  const entry = selectRouteEntry(entries, session.user?.type ?? null);
  const Component = entry?.component ?? NotFoundPage;
  return <Component />;
}
