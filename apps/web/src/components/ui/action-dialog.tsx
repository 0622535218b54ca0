import { Suspense, lazy } from 'react';
import type { ActionDialogProps } from './action-dialog-modal';

export type { ActionDialogProps };

const loadModal = () => import('./action-dialog-modal');
const ActionDialogModal = lazy(loadModal);

// The modal (with its focus trap, scroll lock and portal, about 16 kB) is not part of a screen's first paint: it is
// fetched while the browser is idle after the screen shows, so it is there by the time someone asks for it.
if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void loadModal());
}

/** Asks before a step (closing, deleting, hiding, deciding): what it does, what it needs, Cancel and the step's own button. */
export function ActionDialog(props: ActionDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ActionDialogModal {...props} />
    </Suspense>
  );
}
