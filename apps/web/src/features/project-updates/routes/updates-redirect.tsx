import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** Route 'updates' (/updates): the partner's updates live at /project-updates-list/. */
export function UpdatesRedirect() {
  return <Navigate to={PATHS.partnerProjectUpdates} replace />;
}
