import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { MENU_NAME_MAX, truncateName, type CurrentUser } from '@goodhive/contract';
import { ChevronDownIcon, HomeIcon, LogoutIcon } from '../../../components/ui/icons';
import { GUEST_LABEL, accountDisplayName, accountHeading, initialsOf, isGuestUser } from '../../../lib/account';
import { signOut } from '../../../lib/auth';
import classes from './business-header.module.css';
import { PATHS } from '../../../lib/paths';

/** Admins and partners visiting public screens get a way back to their own panel. */
const PANEL_LINKS = { admin: 'Admin System', partner: 'Worthy Cause User Panel' } as const;

/** The account dropdown: 'Business Account' or 'Personal Account', the name cut at 25 characters, log out. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const isGuest = isGuestUser(user);
  const heading = accountHeading(user);
  const fullDisplayName = accountDisplayName(user);
  const name = isGuest ? GUEST_LABEL : truncateName(fullDisplayName, MENU_NAME_MAX);
  const panelLink = user.type === 'business' ? null : PANEL_LINKS[user.type];

  return (
    <Menu position="bottom-end" width={280} offset={8} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.accountButton} aria-label={`Account menu, ${isGuest ? GUEST_LABEL : `${heading}, ${fullDisplayName}`}`}>
          <Group gap={10} wrap="nowrap">
            <Avatar color={user.account === 'company' ? 'honey' : 'forest'} radius="xl" size={36} variant="filled">
              {isGuest ? 'G' : initialsOf(fullDisplayName)}
            </Avatar>
            <div className={classes.accountText} data-testid="account-summary">
              {isGuest ? null : (
                <Text fz={11} fw={700} tt="uppercase" c="dimmed" lh={1.3} style={{ letterSpacing: '0.06em' }}>
                  {heading}
                </Text>
              )}
              <Text fz="sm" fw={650} lh={1.3} c="forest.9" data-testid="account-name">
                {name}
              </Text>
            </div>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {isGuest ? null : (
          <>
            <Menu.Label>{heading}</Menu.Label>
            <div className={classes.accountCard}>
              <Text fw={650} fz="sm">
                {name}
              </Text>
              <Text fz="xs" c="dimmed">
                {user.email}
              </Text>
            </div>
            <Menu.Divider />
          </>
        )}
        {panelLink ? (
          <Menu.Item component={Link} to={PATHS.root} leftSection={<HomeIcon size={16} />}>
            {panelLink}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void signOut(PATHS.login)}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
