/** Per-field server errors (422) that belong to one of `fields`, for react-hook-form's setError. */
export function fieldErrorsFor<F extends string>(errors: Record<string, string[]> | undefined, fields: readonly F[]): [F, string][] {
  if (!errors) return [];
  return fields.flatMap((field) => (errors[field]?.[0] ? [[field, errors[field][0]] as [F, string]] : []));
}
