import { Box, Burger, Button, Divider, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { JOIN_LINK, LOGIN_LINK, PUBLIC_NAV } from './public-nav';
import classes from './public-header.module.css';
import { PATHS } from '../../../lib/paths';

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
            <Menu key={item.label} position="bottom-start" offset={6} width={280} withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.navLink}>
                  <Group gap={4} wrap="nowrap" component="span">
                    {item.label}
                    <ChevronDownIcon size={16} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {item.items.map((sub) => (
                  <Menu.Item key={sub.to} component={Link} to={sub.to}>
                    <Text fw={600} fz="sm">
                      {sub.label}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {sub.description}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ),
        )}
      </Group>
    </Box>
  );
}

function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Main">
      <Stack gap={2}>
        {PUBLIC_NAV.map((item) =>
          item.kind === 'link' ? (
            <NavLink key={item.to} to={item.to} className={classes.drawerLink} onClick={onNavigate}>
              {item.label}
            </NavLink>
          ) : (
            <div key={item.label}>
              <Text className={classes.drawerGroup} id={`drawer-${item.label}`}>
                {item.label}
              </Text>
              <ul className={classes.drawerList} aria-labelledby={`drawer-${item.label}`}>
                {item.items.map((sub) => (
                  <li key={sub.to}>
                    <NavLink to={sub.to} className={classes.drawerLink} onClick={onNavigate}>
                      {sub.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ),
        )}
      </Stack>
    </nav>
  );
}

/** The header visitors see: links, Login and Join Us; below 1025 px (theme breakpoint publicMenu) a burger and drawer. */
export function PublicHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to={PATHS.root} className={classes.brand} aria-label="Goodhive home">
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
          className={classes.burger}
          hiddenFrom="publicMenu"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
        />
      </div>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={320}
        title={<Logo size={26} />}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="lg">
          <MobileNav onNavigate={close} />
          <Divider />
          <Stack gap="sm">
            <Button component={Link} to={LOGIN_LINK.to} variant="default" onClick={close}>
              {LOGIN_LINK.label}
            </Button>
            <Button component={Link} to={JOIN_LINK.to} onClick={close}>
              {JOIN_LINK.label}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </header>
  );
}
