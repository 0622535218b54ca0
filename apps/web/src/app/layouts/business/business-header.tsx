import { ActionIcon, Burger, Button, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { ACCOUNT_LABELS, searchTexts } from '@goodhive/contract/texts';
import { BellIcon, CartIcon, DotsGridIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons';
import { deferred } from '../../../components/ui/deferred';
import { Logo } from '../../../components/ui/logo';
import { fullName, isImpersonated } from '../../../lib/account';
import { returnToAdminAccount } from '../../../lib/auth';
import { AccountActionOverlay, useAccountAction } from '../account-actions';
import { givingAccountOf } from '../../../lib/giving-account';
import { AccountSummary, accountMenuLabel } from './account-summary';
import classes from './business-header.module.css';
import { PATHS } from '../../../lib/paths';

// The header's cart badge and menus come after the first paint (their popovers need floating-ui, the cart its
// stored copy's schema); until then each place shows its button at its final size.
const CartButton = deferred(
  () => import('../../../features/cart').then((module) => module.CartButton),
  ({ user }: { user: CurrentUser }) =>
    givingAccountOf(user) ? (
      <ActionIcon component={Link} to={PATHS.givingCart} variant="subtle" color="gray" size={40} radius="md" aria-label="Giving cart">
        <CartIcon size={22} />
      </ActionIcon>
    ) : null,
);
const NotificationBell = deferred(
  () => import('../../../features/notifications').then((module) => module.NotificationBell),
  () => (
    <ActionIcon variant="subtle" color="gray" size={40} radius="md" aria-label="Notifications" aria-haspopup="dialog" aria-busy aria-disabled="true">
      <BellIcon size={22} />
    </ActionIcon>
  ),
);
// The search box comes after the first paint; until then a read-only box of its size holds its place.
const HeaderSearch = deferred(
  () => import('../../../features/site-search').then((feature) => feature.loadHeaderSearch()).then((module) => module.HeaderSearch),
  () => (
    <div className={classes.search}>
      <TextInput type="search" aria-label={searchTexts.label} placeholder={searchTexts.placeholder} leftSection={<SearchIcon size={16} />} radius="xl" readOnly aria-busy />
    </div>
  ),
);
// The active header banner's strip and the USD notice come after the first paint; until then nothing shows.
const HeaderBanner = deferred(
  () => import('../../../features/communication').then((feature) => feature.loadHeaderBanner()).then((module) => module.HeaderBanner),
  () => null,
);
const AccountMenu = deferred(
  () => import('./account-menu').then((module) => module.AccountMenu),
  ({ user }: { user: CurrentUser }) => (
    <UnstyledButton className={classes.accountButton} aria-label={accountMenuLabel(user)} aria-haspopup="menu" aria-busy aria-disabled="true">
      <AccountSummary user={user} />
    </UnstyledButton>
  ),
);
const RightMenu = deferred(
  () => import('./right-menu').then((module) => module.RightMenu),
  () => (
    <ActionIcon variant="subtle" color="gray" size={40} radius="md" aria-label="More from Goodhive" aria-haspopup="menu" aria-busy aria-disabled="true">
      <DotsGridIcon size={20} />
    </ActionIcon>
  ),
);

type BusinessHeaderProps = {
  user: CurrentUser;
  /** Present when the layout has a side menu: toggles its drawer on narrow screens. */
  onToggleMenu?: () => void;
  menuOpened?: boolean;
};

/** While an admin impersonates this user ('Login as this user'): who they are acting as, and the way back. */
function ImpersonationBar({ user }: { user: CurrentUser }) {
  const action = useAccountAction();
  return (
    <div className={classes.impersonation} data-testid="impersonation-bar" role="region" aria-label="Acting as another user">
      <Text fz="sm" fw={600}>
        Admin view: you are acting as {fullName(user)} ({user.email})
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        color="forest"
        leftSection={<ShieldIcon size={14} />}
        onClick={() => action.run('Returning to your admin account…', returnToAdminAccount)}
      >
        {ACCOUNT_LABELS.backToAdmin}
      </Button>
      <AccountActionOverlay label={action.busy} />
    </div>
  );
}

/** The business header members see when signed in: logo, search box, giving cart, notification bell, account dropdown and right menu. */
export function BusinessHeader({ user, onToggleMenu, menuOpened = false }: BusinessHeaderProps) {
  return (
    <>
      {/* Outside the sticky header: it scrolls away, and the account menu keeps the way back. */}
      {isImpersonated(user) ? <ImpersonationBar user={user} /> : null}
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
          <HeaderSearch user={user} />
          <Group gap={6} wrap="nowrap" ml="auto">
            <CartButton user={user} />
            <NotificationBell user={user} />
            <AccountMenu user={user} />
            <RightMenu />
          </Group>
        </div>
      </header>
      <HeaderBanner />
    </>
  );
}
