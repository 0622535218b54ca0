import type { Dispatch, SetStateAction } from 'react';
import { ApiError, errorMessage } from './api-error';
import { toast } from './toast';

/** The server's message for one field, if the failure named it. */
export const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined);

/** Says a failure in a toast unless the form shows it on its fields. */
export function toastUnlessFieldErrors(error: unknown) {
  if (!(error instanceof ApiError && error.errors && Object.keys(error.errors).length)) toast.error(errorMessage(error));
}

/**
 * Binds the text inputs of a form kept as one values object: `bind('name')` gives an input its value, its change
 * handler and the server's message for that field from the last failed save.
 */
export function textBinder<V extends Record<string, unknown>>(values: V, setValues: Dispatch<SetStateAction<V>>, saveError: unknown) {
  return <F extends keyof V & string>(field: F) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read the value now: React may run the updater after the event is gone.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: fieldError(saveError, field),
  });
}
