import { useParams } from 'react-router';

/** A record's id from the route (/.../{id}); `isValid` says whether it is a whole number of 1 or more. */
export function useIdParam() {
  const id = Number(useParams().id);
  return { id, isValid: Number.isInteger(id) && id > 0 };
}
