import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/query-state';
import classes from './layout.module.css';

/**
 * Where each layout shows the current screen; screens load on demand, so it waits for them here. While a screen
 * loads, its place fills the window (fillWindow), so the footer below starts out of sight and does not jump down
 * when the screen appears; a widget, framed at its own size, waits in place.
 */
export function PageOutlet({ fillWindow = true }: { fillWindow?: boolean }) {
  return (
    <Suspense
      fallback={
        <div className={fillWindow ? classes.loadingScreen : undefined}>
          <LoadingState />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
