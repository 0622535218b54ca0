import { Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { Logo } from '../../../components/ui/logo';
import { AccountMenu } from './account-menu';
import { RightMenu } from './right-menu';
import classes from './business-header.module.css';
import { PATHS } from '../../../lib/paths';

type BusinessHeaderProps = {
  user: CurrentUser;
  /** Present when the layout has a side menu: toggles its drawer on narrow screens. */
  onToggleMenu?: () => void;
  menuOpened?: boolean;
};

/** The signed-in header: logo, account dropdown and right menu (business-and-public §2 'Business header'). */
export function BusinessHeader({ user, onToggleMenu, menuOpened = false }: BusinessHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        {onToggleMenu ? (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sideMenu"
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        ) : null}
        <Link to={PATHS.root} className={classes.brand} aria-label="Goodhive home">
          <Logo />
        </Link>
        <Group gap={6} wrap="nowrap" ml="auto">
          <AccountMenu user={user} />
          <RightMenu />
        </Group>
      </div>
    </header>
  );
}
