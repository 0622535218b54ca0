import { deferred } from '../../../../components/ui/deferred';
import type { DisplayConditionsDialogProps } from './display-conditions-dialog';

/** The display conditions dialog, loaded after the first paint with its validation and pickers (closed until a row is chosen). */
export const DisplayConditionsDialog = deferred<DisplayConditionsDialogProps>(
  () => import('./display-conditions-dialog').then((module) => module.DisplayConditionsDialog),
  () => null,
);
