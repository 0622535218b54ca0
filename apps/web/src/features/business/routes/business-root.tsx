import { Navigate } from 'react-router';
import { BUSINESS_LANDING_PATH } from '../../../lib/auth';

/** Business users' site root: the Dashboard is not built yet, so home is /impact for now. */
export function BusinessRoot() {
  return <Navigate to={BUSINESS_LANDING_PATH} replace />;
}
