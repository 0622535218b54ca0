import { Divider, Drawer, Group, Menu, Stack, Text, Button, UnstyledButton } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { JOIN_LINK, LOGIN_LINK, PUBLIC_NAV, type PublicNavItem } from './public-nav';
import classes from './public-header.module.css';

/*
 * The public header's pop-ups: the desktop drop-down menus and the phone drawer. They load with the first
 * visitor who opens one (public-header.tsx), so the first paint of a public screen does not wait for the
 * positioning and focus-trapping code they need.
 */

type GroupItem = Extract<PublicNavItem, { kind: 'group' }>;

/** A desktop drop-down of the public header; opened at once when it loaded because the visitor clicked it. */
export function NavGroupMenu({ item, defaultOpened }: { item: GroupItem; defaultOpened: boolean }) {
  return (
    <Menu position="bottom-start" offset={6} width={280} withinPortal defaultOpened={defaultOpened}>
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

/** The phone drawer of the public header: the links, Login and Join Us. */
export function PublicDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={320} title={<Logo size={26} />} closeButtonProps={{ 'aria-label': 'Close menu' }}>
      <Stack gap="lg">
        <MobileNav onNavigate={onClose} />
        <Divider />
        <Stack gap="sm">
          <Button component={Link} to={LOGIN_LINK.to} variant="default" onClick={onClose}>
            {LOGIN_LINK.label}
          </Button>
          <Button component={Link} to={JOIN_LINK.to} onClick={onClose}>
            {JOIN_LINK.label}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
