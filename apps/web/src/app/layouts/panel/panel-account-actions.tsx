import { Button, Menu } from '@mantine/core';
import { ACCOUNT_LABELS, type CurrentUser } from '@goodhive/contract';
import { ChevronDownIcon, ShieldIcon, SwitchIcon } from '../../../components/ui/icons';
import { isAdminInOtherView, isImpersonated } from '../../../lib/account';
import { returnToAdminAccount, switchView } from '../../../lib/auth';
import { AccountActionOverlay, useAccountAction } from '../account-actions';
import classes from './panel-layout.module.css';

type Tone = 'dark' | 'light';

const buttonProps = (tone: Tone) =>
  tone === 'dark'
    ? ({ variant: 'outline', color: 'gray', size: 'xs', className: classes.headerButton } as const)
    : ({ variant: 'default', size: 'xs' } as const);

/** The admin header's 'Switch to' menu, to the partner or business view: only for admins whose change_type is 1. */
export function SwitchToMenu({ user, tone }: { user: CurrentUser; tone: Tone }) {
  const action = useAccountAction();
  if (user.change_type !== 1) return null;
  return (
    <>
      <Menu position="bottom-end" width={220} offset={8} withinPortal>
        <Menu.Target>
          <Button {...buttonProps(tone)} leftSection={<SwitchIcon size={16} />} rightSection={<ChevronDownIcon size={14} />}>
            {ACCOUNT_LABELS.switchTo}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Open another view</Menu.Label>
          <Menu.Item onClick={() => action.run('Opening the business view…', () => switchView('business'))}>{ACCOUNT_LABELS.businessView}</Menu.Item>
          <Menu.Item onClick={() => action.run('Opening the partner view…', () => switchView('partner'))}>{ACCOUNT_LABELS.partnerView}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AccountActionOverlay label={action.busy} />
    </>
  );
}

/**
 * The partner panel header's way back: 'Admin Account' when an admin opened the
 * partner view, with 'Business Account' beside it (the admin may switch to either view); 'Back to Admin
 * Account' when an admin is acting as this partner.
 */
export function PartnerAdminReturn({ user, tone }: { user: CurrentUser; tone: Tone }) {
  const action = useAccountAction();
  const impersonated = isImpersonated(user);
  if (!impersonated && !isAdminInOtherView(user)) return null;
  const run = impersonated
    ? () => action.run('Returning to your admin account…', returnToAdminAccount)
    : () => action.run('Opening the admin view…', () => switchView('admin'));
  return (
    <>
      <Button {...buttonProps(tone)} leftSection={<ShieldIcon size={16} />} onClick={run}>
        {impersonated ? ACCOUNT_LABELS.backToAdmin : ACCOUNT_LABELS.adminAccount}
      </Button>
      {impersonated ? null : (
        <Button {...buttonProps(tone)} leftSection={<SwitchIcon size={16} />} onClick={() => action.run('Opening the business view…', () => switchView('business'))}>
          {ACCOUNT_LABELS.businessView}
        </Button>
      )}
      <AccountActionOverlay label={action.busy} />
    </>
  );
}
