import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastsStarted, toastsStarted } from '../lib/toast';

const ToastContainer = lazy(() => import('./toast-container'));

/** The toasts' container, mounted with the first toast so pages without one never load it or its styles. */
export function ToastHost() {
  const started = useSyncExternalStore(subscribeToastsStarted, toastsStarted, () => false);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
