import { Box, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { Logo } from '../../../components/ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { messages } from '@goodhive/contract/texts';
import { useGivingStatus } from '../../../lib/giving-status';
import { isMenuEntryLocked } from '../../../lib/menu-lock';
import { isDowngraded } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { resolveMenuFor, type MenuItem } from '../../menu';
import { businessMenu } from '../../menus';
import { useShell } from '../../shell-context';
import { isBusinessHeaderHidden, isFooterHidden, isOpenToDowngraded, isPublicRouteName } from '../../shell-rules';
import layout from '../layout.module.css';
import { PageOutlet } from '../page-outlet';
import { SideMenu } from '../side-menu';
import { SiteFooter } from '../site-footer';
import { BusinessHeader } from './business-header';
import classes from './business-layout.module.css';

function BusinessFrame({ withSideMenu }: { withSideMenu: boolean }) {
  const { routeName } = useShell();
  const user = useSignedInUser();
  const [menuOpened, menu] = useDisclosure(false);
  // Public screens (about, help...) bring their own full-width hero; private screens sit in a padded column.
  const fullBleed = isPublicRouteName(routeName);
  // A company's Share and Community entries open with its first paid giving (the menu lock rule).
  const givingStatus = useGivingStatus(user);
  const menusUnlocked = givingStatus.data?.menus_unlocked;
  const lockedHint = givingStatus.data?.locked_message ?? messages.unlockFirstGiving;
  const isLocked = (item: MenuItem) => isMenuEntryLocked(item.name, user, menusUnlocked);
  // Downgraded members see the whole menu, but only upgrade, renew, impact and home open.
  const downgraded = isDowngraded(user);
  const closed = (item: MenuItem) => (downgraded && !isOpenToDowngraded(item.name)) || isLocked(item);
  const hint = (item: MenuItem) => (downgraded && !isOpenToDowngraded(item.name) ? messages.reactivateMembership : lockedHint);
  const groups = useMemo(() => resolveMenuFor(businessMenu, user), [user]);
  const menuProps = { groups, label: 'Business menu', isDisabled: closed, disabledHint: hint };

  return (
    <div className={layout.page}>
      <SkipLink />
      {isBusinessHeaderHidden(routeName) ? null : (
        <BusinessHeader user={user} onToggleMenu={withSideMenu ? menu.toggle : undefined} menuOpened={menuOpened} />
      )}
      <div className={classes.body}>
        {withSideMenu ? (
          <Box component="aside" visibleFrom="sideMenu" className={classes.sidebar}>
            <SideMenu {...menuProps} />
          </Box>
        ) : null}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <div className={fullBleed ? undefined : classes.content}>
            <PageOutlet />
          </div>
        </main>
      </div>
      {isFooterHidden(routeName) ? null : <SiteFooter />}
      {withSideMenu ? (
        <Drawer
          opened={menuOpened}
          onClose={menu.close}
          size={300}
          title={<Logo size={26} />}
          closeButtonProps={{ 'aria-label': 'Close menu' }}
        >
          <SideMenu {...menuProps} onNavigate={menu.close} />
        </Drawer>
      ) : null}
    </div>
  );
}

/** The business panel: header, side menu (a drawer below 1200 px), screen and footer. */
export function BusinessLayout() {
  return <BusinessFrame withSideMenu />;
}

/** The business panel without its side menu, for admins and partners on public screens. */
export function BusinessPublicLayout() {
  return <BusinessFrame withSideMenu={false} />;
}
