import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

/** The server's message for one field, if the failure named it. */
export const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.errors?.[field]?.[0] : undefined);

/** Says a failure in a toast unless the form shows it on its fields. */
export function toastUnlessFieldErrors(error: unknown) {
  if (!(error instanceof ApiError && error.errors && Object.keys(error.errors).length)) toast.error(errorMessage(error));
}
