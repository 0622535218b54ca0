import { PATHS } from '../../lib/paths';
import { lazyPage, title, type AreaRoute } from './define';
import { loadChangePasswordPage } from '../../features/auth';

/**
 * Signed-in password change (route 'reset-password'): the business company and personal accounts have it,
 * and admins and partners reach it from the verification link, so each signed-in area lists it. One
 * component serves them all.
 */
export const passwordSettingsRoute: AreaRoute = {
  path: PATHS.passwordSettings,
  name: 'reset-password',
  title: title('Login & Password Settings'),
  component: lazyPage(loadChangePasswordPage, 'ChangePasswordPage'),
};
