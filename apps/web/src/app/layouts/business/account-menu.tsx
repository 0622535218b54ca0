import { Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { ACCOUNT_LABELS, MENU_NAME_MAX, PANEL_TITLES, impactReminderTexts, messages, notificationSettingsTexts, truncateName } from '@goodhive/contract/texts';
import { BuildingIcon, CalendarIcon, CardIcon, HomeIcon, KeyIcon, LogoutIcon, MailIcon, ShieldIcon, SwitchIcon, UserIcon } from '../../../components/ui/icons';
import { canManageBilling } from '../../../lib/billing-access';
import {
  GUEST_LABEL,
  accountDisplayName,
  accountHeading,
  canSwitchToBusiness,
  canSwitchToPersonal,
  isAdminInOtherView,
  isDowngraded,
  isGuestUser,
  isImpersonated,
  passwordSettingsPath,
} from '../../../lib/account';
import { returnToAdminAccount, signOut, switchAccount, switchView } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { AccountActionOverlay, useAccountAction } from '../account-actions';
import { AccountSummary, accountMenuLabel } from './account-summary';
import classes from './business-header.module.css';

/**
 * The business header's account dropdown: 'Business Account' or 'Personal
 * Account', the name cut at 25 characters, password settings, account switching, the way back for
 * admins (their panel, their admin view, or their own account after 'Login as this user'), log out.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const action = useAccountAction();
  const isGuest = isGuestUser(user);
  const heading = accountHeading(user);
  const fullDisplayName = accountDisplayName(user);
  const name = isGuest ? GUEST_LABEL : truncateName(fullDisplayName, MENU_NAME_MAX);
  // Admins and partners visiting public screens get a way back to their own panel.
  const panelLink = user.type === 'business' ? null : PANEL_TITLES[user.type];
  const settingsPath = isGuest ? null : passwordSettingsPath(user);
  const downgraded = isDowngraded(user);
  const impersonated = isImpersonated(user);

  return (
    <>
      <Menu position="bottom-end" width={290} offset={8} withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.accountButton} aria-label={accountMenuLabel(user)}>
            <AccountSummary user={user} />
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
                {impersonated ? (
                  <Text fz="xs" fw={600} c="honey.8" mt={4} data-testid="impersonation-note">
                    An admin is acting as this user
                  </Text>
                ) : null}
              </div>
              <Menu.Divider />
            </>
          )}
          {impersonated ? (
            <Menu.Item leftSection={<ShieldIcon size={16} />} onClick={() => action.run('Returning to your admin account…', returnToAdminAccount)}>
              {ACCOUNT_LABELS.backToAdmin}
            </Menu.Item>
          ) : null}
          {isAdminInOtherView(user) ? (
            <Menu.Item leftSection={<ShieldIcon size={16} />} onClick={() => action.run('Opening the admin view…', () => switchView('admin'))}>
              {ACCOUNT_LABELS.adminAccount}
            </Menu.Item>
          ) : null}
          {panelLink ? (
            <Menu.Item component={Link} to={PATHS.root} leftSection={<HomeIcon size={16} />}>
              {panelLink}
            </Menu.Item>
          ) : null}
          {canSwitchToBusiness(user) ? (
            <Menu.Item
              leftSection={<SwitchIcon size={16} />}
              onClick={() => action.run('Switching to your Business Account…', () => switchAccount('company', impersonated))}
            >
              {ACCOUNT_LABELS.switchToBusiness}
            </Menu.Item>
          ) : null}
          {canSwitchToPersonal(user) ? (
            <Menu.Item
              leftSection={<SwitchIcon size={16} />}
              onClick={() => action.run('Switching to your Personal Account…', () => switchAccount('user', impersonated))}
            >
              {ACCOUNT_LABELS.switchToPersonal}
            </Menu.Item>
          ) : null}
          {user.type === 'business' && !isGuest && !downgraded ? (
            <Menu.Item component={Link} to={PATHS.personalProfileEdit} leftSection={<UserIcon size={16} />}>
              {ACCOUNT_LABELS.personalProfile}
            </Menu.Item>
          ) : null}
          {user.type === 'business' && !isGuest && !downgraded && user.account === 'company' && user.companydata ? (
            <Menu.Item component={Link} to={PATHS.companyProfileEdit} leftSection={<BuildingIcon size={16} />}>
              {ACCOUNT_LABELS.companyProfile}
            </Menu.Item>
          ) : null}
          {!isGuest && canManageBilling(user) ? (
            <Menu.Item component={Link} to={PATHS.billingDetails} leftSection={<CardIcon size={16} />}>
              {ACCOUNT_LABELS.billing}
            </Menu.Item>
          ) : null}
          {user.type === 'business' && !isGuest && downgraded ? (
            <Menu.Item leftSection={<MailIcon size={16} />} disabled>
              <Text fz="sm" inherit>
                {notificationSettingsTexts.menuLabel}
              </Text>
              <Text fz="xs" c="dimmed">
                {messages.reactivateMembership}
              </Text>
            </Menu.Item>
          ) : null}
          {user.type === 'business' && !isGuest && !downgraded ? (
            <Menu.Item component={Link} to={PATHS.notificationSettings} leftSection={<MailIcon size={16} />}>
              {notificationSettingsTexts.menuLabel}
            </Menu.Item>
          ) : null}
          {/* Giving Reminders are hidden for downgraded members (role 1). */}
          {user.type === 'business' && !isGuest && !downgraded ? (
            <Menu.Item component={Link} to={PATHS.impactReminders} leftSection={<CalendarIcon size={16} />}>
              {impactReminderTexts.menuLabel}
            </Menu.Item>
          ) : null}
          {settingsPath && downgraded ? (
            <Menu.Item leftSection={<KeyIcon size={16} />} disabled>
              <Text fz="sm" inherit>
                {ACCOUNT_LABELS.passwordSettings}
              </Text>
              <Text fz="xs" c="dimmed">
                {messages.reactivateMembership}
              </Text>
            </Menu.Item>
          ) : null}
          {settingsPath && !downgraded ? (
            <Menu.Item component={Link} to={settingsPath} leftSection={<KeyIcon size={16} />}>
              {ACCOUNT_LABELS.passwordSettings}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void signOut(PATHS.login)}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AccountActionOverlay label={action.busy} />
    </>
  );
}
