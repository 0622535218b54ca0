import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/query-state';

/** Where each layout shows the current screen; screens load on demand, so it waits for them here. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}
