import { ADMIN_SIDEBAR_PX } from '@goodhive/contract';
import { signOut, useSignedInUser } from '../../../lib/auth';
import { adminMenu } from '../../menus';
import { PanelLayout } from './panel-layout';
import { PATHS } from '../../../lib/paths';

export const ADMIN_PANEL_TITLE = 'Admin System';

/** The admin back-office frame (admin-and-partner §2.2). Logout clears the login-type values and returns home. */
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
      onLogout={() => void signOut(PATHS.root)}
    />
  );
}
