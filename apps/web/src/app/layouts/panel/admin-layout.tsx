import { ADMIN_SIDEBAR_PX, PANEL_TITLES } from '@goodhive/contract';
import { UserQuickSearch } from '../../../features/admin';
import { signOut, useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { adminMenu } from '../../menus';
import { SwitchToMenu } from './panel-account-actions';
import { PanelLayout } from './panel-layout';

export const ADMIN_PANEL_TITLE = PANEL_TITLES.admin;

/**
 * The staff back-office frame ('Admin System'): title, quick search, welcome, 'Switch to'
 * (change_type 1) and Logout, which clears the login-type values and returns home.
 */
export function AdminLayout() {
  const user = useSignedInUser();
  return (
    <PanelLayout
      title={ADMIN_PANEL_TITLE}
      menuLabel="Admin menu"
      groups={adminMenu}
      sidebarWidth={ADMIN_SIDEBAR_PX}
      welcome={
        <>
          Welcome, <strong>{user.first_name}</strong>
        </>
      }
      search={(tone, onNavigate) => <UserQuickSearch tone={tone} onNavigate={onNavigate} />}
      actions={user.change_type === 1 ? (tone) => <SwitchToMenu user={user} tone={tone} /> : undefined}
      onLogout={() => void signOut(PATHS.root)}
    />
  );
}
