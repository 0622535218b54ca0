import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages } from '@goodhive/contract/texts';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formPathOf, type ServerErrorLayout } from './project-form-values';

/**
 * Puts a failed save's field messages on the form's fields (focusing the first) and answers what to say
 * above the save button: the server's message, and any field message the form has no place for.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, layout?: ServerErrorLayout): string {
  const unplaced: string[] = [];
  let placed = 0;
  for (const [key, texts] of error instanceof ApiError ? Object.entries(error.errors ?? {}) : []) {
    const path = formPathOf(key, layout);
    if (!path) {
      unplaced.push(...texts);
      continue;
    }
    setError(path as Path<T>, { type: 'server', message: texts[0] }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  const lead = placed ? (error instanceof ApiError && error.status === 422 ? error.message || messages.validationFailed : messages.validationFailed) : errorMessage(error);
  return [...new Set([lead, ...unplaced])].join(' ');
}
