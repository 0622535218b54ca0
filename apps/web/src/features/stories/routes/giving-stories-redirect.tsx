import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** Route 'giving-stories' (/giving-stories): the old address of the stories list, which now is /recurring-impacts. */
export function GivingStoriesRedirect() {
  return <Navigate to={PATHS.recurringImpacts} replace />;
}
