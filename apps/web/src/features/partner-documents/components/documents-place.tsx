import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';

// The document panels of staff screens hold upload forms (their validation, the forms library): they load after
// the first paint of the screen that shows them, in their place.

/** Staff's shared resources: the upload form and the list (see resources-manager.tsx). */
export const ResourcesManager = deferred<Record<string, never>>(
  () => import('./resources-manager').then((module) => module.ResourcesManager),
  () => <FormPlaceholder label="Loading the resources…" height={560} />,
);

/** A partner's remittance advice and annual documents, for staff (see staff-documents-panel.tsx). */
export const StaffDocumentsPanel = deferred<{ userId: number; partnerName: string }>(
  () => import('./staff-documents-panel').then((module) => module.StaffDocumentsPanel),
  () => <FormPlaceholder label="Loading the documents…" height={1100} />,
);
