import { Button } from '@mantine/core';
import type { CurrentUser } from '@goodhive/contract';
import { ACCOUNT_LABELS } from '@goodhive/contract/texts';
import { ShieldIcon, SwitchIcon } from '../../../components/ui/icons';
import { isAdminInOtherView, isImpersonated } from '../../../lib/account';
import { returnToAdminAccount, switchView } from '../../../lib/auth';
import { AccountActionOverlay, useAccountAction } from '../account-actions';
import classes from './panel-layout.module.css';

export type Tone = 'dark' | 'light';

export const buttonProps = (tone: Tone) =>
  tone === 'dark'
    ? ({ variant: 'outline', color: 'gray', size: 'xs', className: classes.headerButton } as const)
    : ({ variant: 'default', size: 'xs' } as const);

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
