import { Avatar, Group, Text } from '@mantine/core';
import type { CurrentUser } from '@goodhive/contract';
import { MENU_NAME_MAX, truncateName } from '@goodhive/contract/texts';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { GUEST_LABEL, accountDisplayName, accountHeading, initialsOf, isGuestUser } from '../../../lib/account';
import classes from './business-header.module.css';

/** The accessible name of the account menu's button. */
export function accountMenuLabel(user: CurrentUser): string {
  return `Account menu, ${isGuestUser(user) ? GUEST_LABEL : `${accountHeading(user)}, ${accountDisplayName(user)}`}`;
}

/** What the account menu's button shows: the avatar, 'Business Account' or 'Personal Account', the name cut at 25 characters. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const isGuest = isGuestUser(user);
  const fullDisplayName = accountDisplayName(user);
  const name = isGuest ? GUEST_LABEL : truncateName(fullDisplayName, MENU_NAME_MAX);
  return (
    <Group gap={10} wrap="nowrap">
      <Avatar color={user.account === 'company' ? 'honey' : 'forest'} radius="xl" size={36} variant="filled">
        {isGuest ? 'G' : initialsOf(fullDisplayName)}
      </Avatar>
      <div className={classes.accountText} data-testid="account-summary">
        {isGuest ? null : (
          <Text fz={11} fw={700} tt="uppercase" c="dimmed" lh={1.3} style={{ letterSpacing: '0.06em' }}>
            {accountHeading(user)}
          </Text>
        )}
        <Text fz="sm" fw={650} lh={1.3} c="forest.9" data-testid="account-name">
          {name}
        </Text>
      </div>
      <ChevronDownIcon size={16} />
    </Group>
  );
}
