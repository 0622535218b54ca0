import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { JOIN_LINK, LOGIN_LINK, PUBLIC_NAV } from './public-nav';
import classes from './public-header.module.css';

// The public header's phone drawer: it loads with the first visitor who opens it (public-header.tsx).

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
