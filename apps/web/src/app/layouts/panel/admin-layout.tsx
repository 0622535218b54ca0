import { ACCOUNT_LABELS, ADMIN_SIDEBAR_PX, PANEL_TITLES } from '@goodhive/contract/texts';
import { UserQuickSearch } from '../../../features/admin';
import { signOut, useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { adminMenu } from '../../menus';
import { Button } from '@mantine/core';
import type { CurrentUser } from '@goodhive/contract';
import { deferred } from '../../../components/ui/deferred';
import { ChevronDownIcon, SwitchIcon } from '../../../components/ui/icons';
import { buttonProps, type Tone } from './panel-account-actions';
import { PanelLayout } from './panel-layout';

export const ADMIN_PANEL_TITLE = PANEL_TITLES.admin;

// The 'Switch to' menu (a popover) loads after the first paint; until then its button holds the place.
const SwitchToMenu = deferred(
  () => import('./switch-to-menu').then((module) => module.SwitchToMenu),
  ({ tone }: { user: CurrentUser; tone: Tone }) => (
    <Button {...buttonProps(tone)} leftSection={<SwitchIcon size={16} />} rightSection={<ChevronDownIcon size={14} />} aria-haspopup="menu" aria-busy aria-disabled="true">
      {ACCOUNT_LABELS.switchTo}
    </Button>
  ),
);

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
