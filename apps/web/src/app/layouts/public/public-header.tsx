import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { JOIN_LINK, LOGIN_LINK, PUBLIC_NAV, type PublicNavItem } from './public-nav';
import classes from './public-header.module.css';
import { PATHS } from '../../../lib/paths';

// The drop-down menus and the drawer load on first use: see public-menus.tsx and public-drawer.tsx.
const loadMenus = () => import('./public-menus');
const loadDrawer = () => import('./public-drawer');
const NavGroupMenu = lazy(() => loadMenus().then((m) => ({ default: m.NavGroupMenu })));
const PublicDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PublicDrawer })));

/** A drop-down's button until its menu has loaded: hovering or focusing it starts the load, a click opens it. */
function NavGroup({ item }: { item: Extract<PublicNavItem, { kind: 'group' }> }) {
  const [clicked, setClicked] = useState(false);
  const button = (
    <UnstyledButton className={classes.navLink} aria-haspopup="menu" aria-expanded={false} onPointerEnter={() => void loadMenus()} onFocus={() => void loadMenus()} onClick={() => setClicked(true)}>
      <Group gap={4} wrap="nowrap" component="span">
        {item.label}
        <ChevronDownIcon size={16} />
      </Group>
    </UnstyledButton>
  );
  if (!clicked) return button;
  return (
    <Suspense fallback={button}>
      <NavGroupMenu item={item} defaultOpened />
    </Suspense>
  );
}

function DesktopNav() {
  return (
    <Box component="nav" aria-label="Main" className={classes.desktopNav} visibleFrom="publicMenu">
      <Group gap={4} wrap="nowrap">
        {PUBLIC_NAV.map((item) =>
          item.kind === 'link' ? (
            <NavLink key={item.to} to={item.to} className={classes.navLink}>
              {item.label}
            </NavLink>
          ) : (
            <NavGroup key={item.label} item={item} />
          ),
        )}
      </Group>
    </Box>
  );
}

/** The header visitors see: links, Login and Join Us; below 1025 px (theme breakpoint publicMenu) a burger and drawer. */
export function PublicHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer mounts with its first opening and then stays, so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to={PATHS.welcome} className={classes.brand} aria-label="Goodhive home">
          <Logo />
        </Link>
        <DesktopNav />
        <Group gap="sm" wrap="nowrap" visibleFrom="publicMenu">
          <Button component={Link} to={LOGIN_LINK.to} variant="subtle" color="forest">
            {LOGIN_LINK.label}
          </Button>
          <Button component={Link} to={JOIN_LINK.to}>
            {JOIN_LINK.label}
          </Button>
        </Group>
        <Burger
          opened={opened}
          onClick={toggle}
          onPointerEnter={() => void loadDrawer()}
          className={classes.burger}
          hiddenFrom="publicMenu"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
        />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <PublicDrawer opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
