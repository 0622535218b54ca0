import { Button, Menu } from '@mantine/core';
import type { CurrentUser } from '@goodhive/contract';
import { ACCOUNT_LABELS } from '@goodhive/contract/texts';
import { ChevronDownIcon, SwitchIcon } from '../../../components/ui/icons';
import { switchView } from '../../../lib/auth';
import { AccountActionOverlay, useAccountAction } from '../account-actions';
import { buttonProps, type Tone } from './panel-account-actions';

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
