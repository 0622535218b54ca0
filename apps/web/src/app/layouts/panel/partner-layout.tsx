import { Avatar, Group, Text } from '@mantine/core';
import { PANEL_TITLES, PARTNER_NAME_MAX, truncateName } from '@goodhive/contract/texts';
import { useWorthyCauseName } from '../../../lib/worthy-cause-name';
import { fullName, isAdminInOtherView, isImpersonated } from '../../../lib/account';
import { signOut, useSignedInUser } from '../../../lib/auth';
import { partnerMenu } from '../../menus';
import { PartnerAdminReturn } from './panel-account-actions';
import { PanelLayout } from './panel-layout';
import { PATHS } from '../../../lib/paths';

export const PARTNER_PANEL_TITLE = PANEL_TITLES.partner;
const PARTNER_SIDEBAR_PX = 220;

/** The partner header's greeting: 'Welcome', the worthy cause's initial and its name cut at 20 characters. */
function PartnerWelcome({ name }: { name: string }) {
  return (
    <Group gap={10} wrap="nowrap">
      <Text component="span" inherit>
        Welcome
      </Text>
      {name ? (
        <>
          <Avatar size={32} radius="xl" color="honey" variant="filled" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Text component="span" inherit fw={650} title={name} data-testid="partner-name">
            {truncateName(name, PARTNER_NAME_MAX)}
          </Text>
        </>
      ) : null}
    </Group>
  );
}

/**
 * The partner panel's frame ('Worthy Cause User Panel'). An admin in this view gets a way back to the
 * admin account; Logout goes to the sign-in screen.
 */
export function PartnerLayout() {
  const user = useSignedInUser();
  const causeName = useWorthyCauseName(user.id);
  // A failed name lookup is only logged; the person's own name stands in.
  const name = causeName.data ?? (causeName.isError ? fullName(user) : '');
  return (
    <PanelLayout
      title={PARTNER_PANEL_TITLE}
      menuLabel="Partner menu"
      groups={partnerMenu}
      sidebarWidth={PARTNER_SIDEBAR_PX}
      welcome={<PartnerWelcome name={name} />}
      actions={isImpersonated(user) || isAdminInOtherView(user) ? (tone) => <PartnerAdminReturn user={user} tone={tone} /> : undefined}
      onLogout={() => void signOut(PATHS.login)}
    />
  );
}
